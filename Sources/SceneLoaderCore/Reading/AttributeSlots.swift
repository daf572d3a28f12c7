#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The attributes a kept element is read for, found in one pass over its start tag.
///
/// A kept element (a controller, a segue, a tab bar item, a cell) is read for up to a dozen of its
/// attributes and for the runtime attributes among them; looking each up on its own would scan
/// the tag's attributes again every time (twenty scans for a controller). Here one pass over the tag
/// gives each attribute its slot, by a direct-mapped cache from the name's interned address to
/// what the name is (``XMLNameCache``, as ``ElementRoles`` has for element names): a name is looked
/// up in the vocabulary's table once when first met, and again only when another name has taken
/// its cache entry. Reset for each parse, since addresses belong to one dictionary.
struct AttributeSlots {
    /// The attributes the reader reads from kept elements (at most 32).
    enum Slot: Int, CaseIterable {
        case id, storyboardIdentifier, identifier, restorationIdentifier, useStoryboardIdentifierAsRestorationIdentifier
        case customClass, customModule, customModuleProvider, title, storyboardName, referencedIdentifier, bundleIdentifier
        case kind, relationship, destination, unwindAction
        case image, selectedImage, badgeValue, tag, systemItem, catalog, reuseIdentifier, key
        case nibName

        /// The slot's attribute name in `vocabulary`.
        func name(in vocabulary: StoryboardVocabulary) -> XMLName {
            switch self {
            case .id: vocabulary.id
            case .storyboardIdentifier: vocabulary.storyboardIdentifier
            case .identifier: vocabulary.identifier
            case .restorationIdentifier: vocabulary.restorationIdentifier
            case .useStoryboardIdentifierAsRestorationIdentifier: vocabulary.useStoryboardIdentifierAsRestorationIdentifier
            case .customClass: vocabulary.customClass
            case .customModule: vocabulary.customModule
            case .customModuleProvider: vocabulary.customModuleProvider
            case .title: vocabulary.title
            case .storyboardName: vocabulary.storyboardName
            case .referencedIdentifier: vocabulary.referencedIdentifier
            case .bundleIdentifier: vocabulary.bundleIdentifier
            case .kind: vocabulary.kind
            case .relationship: vocabulary.relationship
            case .destination: vocabulary.destination
            case .unwindAction: vocabulary.unwindAction
            case .image: vocabulary.image
            case .selectedImage: vocabulary.selectedImage
            case .badgeValue: vocabulary.badgeValue
            case .tag: vocabulary.tag
            case .systemItem: vocabulary.systemItem
            case .catalog: vocabulary.catalog
            case .reuseIdentifier: vocabulary.reuseIdentifier
            case .key: vocabulary.key
            case .nibName: vocabulary.nibName
            }
        }
    }

    /// Which list of runtime attributes (``RuntimeAttribute``) a read collects, in the tag's order.
    enum RuntimeAttributes {
        case none, controller, segue
    }

    /// Per name: its slot + 1, its controller attribute's index + 1 (shifted by 8) and its
    /// segue attribute's index + 1 (shifted by 16); 0 in each part for none.
    private var entries: XMLNameCache<UInt32>
    /// The entries of the names found by their bytes so far (see ``entryFoundByBytes(of:)``).
    private var found = XMLNameMap(capacity: 0)
    private let names: Names
    /// Where a read puts its values, by slot: one buffer for the reader, overwritten by each read;
    /// nil before the parse is prepared. `values` is the buffer's storage, read through its address:
    /// reaching it through the object retained and released the object on every read.
    private let buffer: ValueBuffer?
    private let values: UnsafeMutablePointer<XMLValue>?

    /// What the slots are for one vocabulary: made once per vocabulary (once per process for the
    /// shared one), so that preparing a parse of a small file costs little.
    struct Names: Sendable {
        /// Each slot's name, by ``Slot/rawValue``.
        fileprivate let slotNames: [XMLName]
        /// Every slot's name and, unless they are found by their bytes, every runtime attribute's,
        /// with its entry: where a name first met is looked up. A name can be a slot and a runtime
        /// attribute of both lists: its parts are or-ed.
        private var wanted: XMLNameMap
        private let runtime: RuntimeNames
        /// Whether a name is looked for among the runtime attributes by its bytes: the parse's
        /// names are not interned in their dictionary.
        fileprivate let findsRuntimeNamesByBytes: Bool

        /// The names of ``StoryboardVocabulary/unprepared``, made once.
        static let unprepared = Names(StoryboardVocabulary.unprepared, runtime: .unprepared, findsRuntimeNamesByBytes: false)

        /// The slots of `vocabulary`, and the runtime attributes of `runtime`, whose names are
        /// interned in the vocabulary's dictionary, or, when `findsRuntimeNamesByBytes`, in another.
        init(_ vocabulary: StoryboardVocabulary, runtime: RuntimeNames, findsRuntimeNamesByBytes: Bool) {
            slotNames = Slot.allCases.map { $0.name(in: vocabulary) }
            // Each part of an entry is a byte: a slot + 1 must fit in it.
            precondition(Slot.allCases.count <= 32, "attribute entries overflow a byte")
            wanted = XMLNameMap(capacity: slotNames.count + (findsRuntimeNamesByBytes ? 0 : runtime.names.count))
            for (index, name) in slotNames.enumerated() { wanted.insert(name, UInt32(index + 1)) }
            if !findsRuntimeNamesByBytes {
                for index in runtime.names.indices { wanted.insert(runtime.names[index], runtime.parts[index]) }
            }
            self.runtime = runtime
            self.findsRuntimeNamesByBytes = findsRuntimeNamesByBytes
        }

        /// The entry of `name`: 0 when no slot or runtime attribute has it.
        func entry(of name: XMLName) -> UInt32 { wanted.value(of: name) }

        /// The entry of `name`, whose runtime attributes' part is found by its bytes.
        func entryFoundByBytes(of name: XMLName) -> UInt32 {
            guard let address = name.address else { return 0 }
            let listed = runtime.table.existing(address, length: strlen(address.assumingMemoryBound(to: CChar.self)))
            return wanted.value(of: name) | runtime.entries.value(of: listed)
        }
    }

    /// The runtime attributes' names (``RuntimeAttribute/controllerNames`` and
    /// ``RuntimeAttribute/segueNames``, which share some) interned in one dictionary (once per
    /// process, in the shared one), each with its entry's parts: its index + 1 in the controllers'
    /// list (second byte) and in the segues' (third byte). A parse of a large file does not intern
    /// them (see ``StoryboardVocabulary``).
    struct RuntimeNames: Sendable {
        /// Each name, and its part of an entry at the same position. (Two lists, not one of
        /// pairs: a list of a new type costs its first use in a process a search of every
        /// conformance record.)
        fileprivate let names: [XMLName]
        fileprivate let parts: [UInt32]
        fileprivate let entries: XMLNameMap
        /// The dictionary the names are interned in.
        fileprivate let table: XMLNameTable

        /// The names, interned in `table`.
        init(_ table: XMLNameTable) {
            let controller = RuntimeAttribute.controllerNames, segue = RuntimeAttribute.segueNames
            precondition(controller.count < 255 && segue.count < 255, "attribute entries overflow a byte")
            var names: [XMLName] = [], parts: [UInt32] = []
            names.reserveCapacity(controller.count + segue.count)
            parts.reserveCapacity(controller.count + segue.count)
            for index in controller.indices {
                names.append(table.intern(controller[index]))
                parts.append(UInt32(index + 1) << 8)
            }
            for index in segue.indices {
                names.append(table.intern(segue[index]))
                parts.append(UInt32(index + 1) << 16)
            }
            var entries = XMLNameMap(capacity: names.count)
            for index in names.indices { entries.insert(names[index], parts[index]) }
            self.names = names
            self.parts = parts
            self.entries = entries
            self.table = table
        }

        /// No names: a reader's state before its parse is prepared.
        private init() {
            names = []
            parts = []
            entries = XMLNameMap(capacity: 0)
            table = XMLNameTable(dictionary: nil)
        }

        /// No names, made once.
        static let unprepared = RuntimeNames()
    }

    /// Storage for one read's values, allocated once.
    private final class ValueBuffer {
        let values = UnsafeMutablePointer<XMLValue>.allocate(capacity: Slot.allCases.count)
        deinit { values.deallocate() }
    }

    /// Slots before a parse is prepared: a reader's initial state, which allocates nothing.
    init() {
        entries = XMLNameCache()
        names = Names.unprepared
        buffer = nil
        values = nil
    }

    /// Slots for `names`, for one parse (the names must be interned in its dictionary).
    init(_ names: Names) {
        entries = XMLNameCache(placeholder: 0)
        self.names = names
        let buffer = ValueBuffer()
        self.buffer = buffer
        values = buffer.values
    }

    /// The name of `slot`, for messages.
    func name(of slot: Slot) -> XMLName { names.slotNames[slot.rawValue] }

    /// Reads `tag`'s attributes into their slots in one pass, with the runtime attributes of
    /// `runtime` (made into `String`s: they are kept). The values are valid until the next read.
    mutating func read(_ tag: XMLStartTag, runtime: RuntimeAttributes = .none) -> AttributeValues {
        guard let storage = self.values else { preconditionFailure("attributes read before the parse was prepared") }
        var values = AttributeValues(values: storage)
        var found: [RuntimeAttribute] = []
        for position in 0..<tag.attributeCount {
            let entry = entry(of: tag.attributeName(at: position))
            guard entry != 0 else { continue }
            let slot = Int(entry & 0xFF)
            if slot != 0 {
                // A name appears once in a tag (libxml2 refuses a repeated attribute).
                values.present |= 1 << UInt32(slot - 1)
                values.values[slot - 1] = tag.value(at: position)
            }
            let index = switch runtime {
            case .none: 0
            case .controller: Int(entry >> 8 & 0xFF)
            case .segue: Int(entry >> 16 & 0xFF)
            }
            if index != 0 {
                let name = runtime == .controller ? RuntimeAttribute.controllerNames[index - 1] : RuntimeAttribute.segueNames[index - 1]
                found.append(RuntimeAttribute(name: name, value: tag.value(at: position).string))
            }
        }
        values.runtimeAttributes = found
        return values
    }

    @inline(__always)
    private mutating func entry(of name: XMLName) -> UInt32 {
        if let entry = entries.value(of: name) { return entry }
        let entry = names.findsRuntimeNamesByBytes ? entryFoundByBytes(of: name) : names.entry(of: name)
        entries.keep(entry, for: name)
        return entry
    }

    /// The entry of a name of a parse that does not intern the runtime attributes' names: found
    /// by its bytes once; what was found is kept (+ 1 << 24: 0 is not yet found). Out of line: it
    /// runs when a name is first met, or has lost its cache entry.
    @inline(never)
    private mutating func entryFoundByBytes(of name: XMLName) -> UInt32 {
        let known = found.value(of: name)
        if known != 0 { return known & 0xFF_FFFF }
        let entry = names.entryFoundByBytes(of: name)
        found.add(name, entry | 1 << 24)
        return entry
    }
}

/// A kept element's attributes by slot (``AttributeSlots/read(_:runtime:)``), valid only during the
/// callback that reported the tag and until the next read.
struct AttributeValues {
    fileprivate let values: UnsafeMutablePointer<XMLValue>
    /// Bit `n` is set when slot `n` has a value.
    fileprivate var present: UInt32 = 0
    /// The runtime attributes read, in the tag's order.
    fileprivate(set) var runtimeAttributes: [RuntimeAttribute] = []

    fileprivate init(values: UnsafeMutablePointer<XMLValue>) { self.values = values }

    /// The value of the attribute in `slot`, or nil when the tag lacks it.
    subscript(slot: AttributeSlots.Slot) -> XMLValue? {
        present & 1 << UInt32(slot.rawValue) == 0 ? nil : values[slot.rawValue]
    }
}
