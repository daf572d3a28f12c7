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
        /// A subtree that never holds anything the reader keeps (``StoryboardVocabulary/skipped``).
        static let skipped = Role(rawValue: 1)
        /// A prototype cell or reusable view (``StoryboardVocabulary/reusableViews``).
        static let reusableView = Role(rawValue: 2)
        /// A controller element a file may write without `sceneMemberID`
        /// (``StoryboardVocabulary/controllerElements``, or a name ending in `ViewController`).
        static let controller = Role(rawValue: 4)
    }

    /// The vocabulary's lists as one table by name, made once per vocabulary (once per process for
    /// the shared one): a name first met in a parse is looked up there, not compared with each list.
    struct Lists: Sendable {
        fileprivate let roles: XMLNameMap

        /// The lists of `vocabulary`.
        init(_ vocabulary: StoryboardVocabulary) {
            var roles = XMLNameMap(capacity: vocabulary.skipped.count + vocabulary.reusableViews.count + vocabulary.controllerElements.count)
            for name in vocabulary.skipped { roles.insert(name, UInt32(Role.skipped.rawValue)) }
            for name in vocabulary.reusableViews { roles.insert(name, UInt32(Role.reusableView.rawValue)) }
            for name in vocabulary.controllerElements { roles.insert(name, UInt32(Role.controller.rawValue)) }
            self.roles = roles
        }

        /// The lists of ``StoryboardVocabulary/unprepared``, made once.
        static let unprepared = Lists(StoryboardVocabulary.unprepared)
    }

    private var roles = XMLNameCache(placeholder: Role())
    /// Element names as `String`s, made once per name: the model's values share one storage
    /// (`navigationController` is longer than a small string, and every scene keeps its kind).
    /// The cache holds each name's position in `madeStrings`, plus one (0 is none): a table of 256
    /// `String`s cost a small file's load a release of each when the parse ended. A name that
    /// takes another's entry takes its position too, so there are never more strings than entries.
    private var strings = XMLNameCache<UInt32>(placeholder: 0)
    private var madeStrings: [String] = []
    /// Made at the first segue's trigger (most small files have none).
    private var triggerCodes = XMLNameCache<UInt8>()

    /// The roles of ``StoryboardVocabulary/unprepared``, made once: a reader's state before its
    /// parse is prepared, which allocates nothing until then.
    static let unprepared = ElementRoles(.unprepared)
    private let lists: Lists

    /// Roles by `lists`, for the parse whose dictionary their names are interned in.
    init(_ lists: Lists) {
        self.lists = lists
    }

    /// The role of the element named `name`.
    @inline(__always)
    mutating func role(of name: XMLName) -> Role {
        if let role = roles.value(of: name) { return role }
        var role = Role(rawValue: UInt8(truncatingIfNeeded: lists.roles.value(of: name)))
        if ElementRoles.endsWithViewController(name) { role.insert(.controller) }
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
