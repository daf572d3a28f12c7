#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the reader does with an element, found by its interned name with one table lookup
/// instead of a comparison with every name of a list, on every element; and the element's name as
/// a `String`, made once per name.
///
/// A direct-mapped cache from a name's address (unique in one parse's dictionary) to its role
/// (``XMLNameCache``): a name is looked up in the lists once when first met, and again only when
/// another name has taken its entry. Reset for each parse, since addresses belong to one dictionary.
struct ElementRoles: Sendable {
    /// The roles an element name can have.
    struct Role: OptionSet {
        let rawValue: UInt8
        /// A subtree that never holds anything the reader keeps (``Lists/skippedElements``).
        static let skipped = Role(rawValue: 1)
        /// A prototype cell or reusable view (``Lists/reusableViewElements``).
        static let reusableView = Role(rawValue: 2)
        /// A controller element a file may write without `sceneMemberID`
        /// (``ControllerKind/knownElements``, or a name ending in `ViewController`).
        static let controller = Role(rawValue: 4)
        /// A subtree a storyboard's reading skips but a xib's reads: constraints and layout guides
        /// (an outlet may name them), and the connections themselves (``Lists/nibReadElements``).
        static let readInNibs = Role(rawValue: 8)
        /// An outlet, outlet collection or action (``Lists/connectionElements``).
        static let connection = Role(rawValue: 16)
    }

    /// The lists as one table by name, interned in one dictionary (once per process, in the shared
    /// one): a name first met in a parse is looked up there, not compared with each list.
    ///
    /// A parse of a large file interns its names in a dictionary of its own, and not these (see
    /// ``StoryboardVocabulary``): a name it meets is found in the lists' dictionary by its bytes.
    struct Lists: Sendable {
        /// Subtrees that never hold anything the reader keeps.
        static let skippedElements = [
            "constraints", "classes", "inferredMetricsTieBreakers", "simulatedMetricsContainer",
            "userDefinedRuntimeAttributes", "layoutGuides", "viewLayoutGuide", "fontDescription", "color",
            "rect", "autoresizingMask", "variation", "accessibility", "textInputTraits", "attributedString",
            // Leaves (or settings) no segue, item or flag lives in: a button's states and
            // configuration, outlets and actions beside segues, nil and geometry values.
            "nil", "point", "size", "inset", "edgeInsets", "directionalEdgeInsets", "state", "buttonConfiguration",
            "outlet", "outletCollection", "action", "string", "imageReference", "preferredSymbolConfiguration",
        ]
        /// Elements whose reuse identifier (or, for a table's header and footer, class) the reader keeps.
        static let reusableViewElements = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"]
        /// Skipped subtrees a xib's reading goes into: what a connection may name, and the connections.
        static let nibReadElements = ["constraints", "layoutGuides", "viewLayoutGuide", "outlet", "outletCollection", "action"]
        /// A xib's connections (see ``NibConnection/Kind``).
        static let connectionElements = ["outlet", "outletCollection", "action", "binding"]

        fileprivate let roles: XMLNameMap
        /// The dictionary the lists' names are interned in.
        fileprivate let table: XMLNameTable

        /// The lists, interned in `table`.
        init(_ table: XMLNameTable) {
            let skipped = Lists.skippedElements, reusable = Lists.reusableViewElements, controllers = ControllerKind.knownElements
            let nibRead = Lists.nibReadElements, connections = Lists.connectionElements
            var roles = XMLNameMap(capacity: skipped.count + reusable.count + controllers.count + nibRead.count + connections.count)
            for name in skipped { roles.insert(table.intern(name), UInt32(Role.skipped.rawValue)) }
            for name in nibRead { roles.insert(table.intern(name), UInt32(Role.readInNibs.rawValue)) }
            for name in connections { roles.insert(table.intern(name), UInt32(Role.connection.rawValue)) }
            for name in reusable { roles.insert(table.intern(name), UInt32(Role.reusableView.rawValue)) }
            for name in controllers { roles.insert(table.intern(name), UInt32(Role.controller.rawValue)) }
            self.roles = roles
            self.table = table
        }

        /// No names: a reader's state before its parse is prepared.
        private init() {
            roles = XMLNameMap(capacity: 0)
            table = XMLNameTable(dictionary: nil)
        }

        /// The lists before a parse: no names, made once.
        static let unprepared = Lists()
    }

    private var roles = XMLNameCache(placeholder: Role())
    /// Element names as `String`s, made once per name: the model's values share one storage
    /// (`navigationController` is longer than a small string, and every scene keeps its kind).
    /// The cache holds each name's position in `madeStrings`, plus one (0 is none): a table of 256
    /// `String`s would cost a small file's load a release of each when the parse ends. A name that
    /// takes another's entry takes its position too, so there are never more strings than entries.
    private var strings = XMLNameCache<UInt32>(placeholder: 0)
    private var madeStrings: [String] = []
    /// Made at the first segue's trigger (most small files have none).
    private var triggerCodes = XMLNameCache<UInt8>()

    /// The roles before a parse, made once: a reader's state before its parse is prepared, which
    /// allocates nothing until then.
    static let unprepared = ElementRoles(.unprepared, findsNamesByBytes: false)
    private let lists: Lists
    /// Whether a name is found in the lists' dictionary by its bytes: the parse's names are not
    /// interned there.
    private let findsNamesByBytes: Bool
    /// The roles of the names found by their bytes so far, + 0x100 (0: not yet found): a name that
    /// lost its cache entry to another is not looked for by its bytes again.
    private var found = XMLNameMap(capacity: 0)

    /// Roles by `lists`, for a parse whose names are interned in the lists' dictionary, or, when
    /// `findsNamesByBytes`, in one of its own.
    init(_ lists: Lists, findsNamesByBytes: Bool) {
        self.lists = lists
        self.findsNamesByBytes = findsNamesByBytes
    }

    /// The role of the element named `name`.
    @inline(__always)
    mutating func role(of name: XMLName) -> Role {
        if let role = roles.value(of: name) { return role }
        let role: Role
        if findsNamesByBytes {
            role = roleFoundByBytes(of: name)
        } else {
            var listed = Role(rawValue: UInt8(truncatingIfNeeded: lists.roles.value(of: name)))
            if ElementRoles.endsWithViewController(name) { listed.insert(.controller) }
            role = listed
        }
        roles.keep(role, for: name)
        return role
    }

    /// Whether the interned name ends in `ViewController` (a custom controller element in a
    /// hand-written file), by its bytes.
    private static func endsWithViewController(_ name: XMLName) -> Bool {
        guard let address = name.address else { return false }
        let suffix: StaticString = "ViewController"
        let length = strlen(address.assumingMemoryBound(to: CChar.self))
        return length >= suffix.utf8CodeUnitCount
            && memcmp(address + (length - suffix.utf8CodeUnitCount), suffix.utf8Start, suffix.utf8CodeUnitCount) == 0
    }

    /// The role of a name of a parse that does not intern the lists' names: the name is found in
    /// the lists' dictionary by its bytes, once; what was found is kept. Out of line: it runs when a
    /// name is first met, or has lost its cache entry.
    @inline(never)
    private mutating func roleFoundByBytes(of name: XMLName) -> Role {
        guard let address = name.address else { return [] }
        let known = found.value(of: name)
        if known != 0 { return Role(rawValue: UInt8(truncatingIfNeeded: known)) }
        let listed = lists.table.existing(address, length: strlen(address.assumingMemoryBound(to: CChar.self)))
        var role = Role(rawValue: UInt8(truncatingIfNeeded: lists.roles.value(of: listed)))
        if ElementRoles.endsWithViewController(name) { role.insert(.controller) }
        found.add(name, UInt32(role.rawValue) | 0x100)
        return role
    }

    /// The element name `name` as a `String`.
    @inline(__always)
    mutating func string(of name: XMLName) -> String {
        if let position = strings.value(of: name) { return madeStrings[Int(position) - 1] }
        let string = name.string
        var position = strings.valueInEntry(of: name)
        if position == 0 {
            madeStrings.append(string)
            position = UInt32(madeStrings.count)
        } else {
            madeStrings[Int(position) - 1] = string
        }
        strings.keep(position, for: name)
        return string
    }

    /// The code of the element named `name` as a segue's trigger (``Segue/triggerElementCode(of:)``).
    @inline(__always)
    mutating func triggerCode(of name: XMLName) -> UInt8 {
        if !triggerCodes.isPrepared { triggerCodes = XMLNameCache(placeholder: 0) }
        if let code = triggerCodes.value(of: name) { return code }
        let code = Segue.triggerElementCode(of: string(of: name))
        triggerCodes.keep(code, for: name)
        return code
    }
}
