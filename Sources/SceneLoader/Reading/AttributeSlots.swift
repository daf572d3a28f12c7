/// The attributes a kept element is read for, found in one pass over its start tag.
///
/// A kept element (a controller, a segue, a tab bar item, a cell) is read for up to a dozen of its
/// attributes and for the runtime attributes among them; looking each up on its own scanned the
/// tag's attributes again every time (a controller took twenty scans). Here one pass over the tag
/// gives each attribute its slot, by a direct-mapped cache from the name's interned address to
/// what the name is (as ``ElementRoles`` does for element names): a name is compared with the
/// lists once when first met, and again only when another name has taken its cache entry. Reset
/// for each parse, since addresses belong to one dictionary.
struct AttributeSlots {
    /// The attributes the reader reads from kept elements (at most 32).
    enum Slot: Int, CaseIterable {
        case id, storyboardIdentifier, identifier, restorationIdentifier, useStoryboardIdentifierAsRestorationIdentifier
        case customClass, customModule, customModuleProvider, title, storyboardName, referencedIdentifier, bundleIdentifier
        case kind, relationship, destination, unwindAction
        case image, selectedImage, badgeValue, tag, systemItem, catalog, reuseIdentifier, key
    }

    /// Which list of runtime attributes (``RuntimeAttribute``) a read collects, in the tag's order.
    enum RuntimeAttributes {
        case none, controller, segue
    }

    private static let cacheSize = 1024
    private var cachedNames: [XMLName]
    /// Per cached name: its slot + 1, its controller attribute's index + 1 (shifted by 8) and its
    /// segue attribute's index + 1 (shifted by 16); 0 in each part for none.
    private var cachedEntries: [UInt32]
    /// Each slot's name, by ``Slot/rawValue``.
    private let slotNames: [XMLName]
    private let controllerAttributes: [(name: XMLName, string: String)]
    private let segueAttributes: [(name: XMLName, string: String)]
    /// Where a read puts its values, by slot: one buffer for the reader, overwritten by each read;
    /// nil before the parse is prepared.
    private let buffer: ValueBuffer?

    /// Storage for one read's values, allocated once.
    private final class ValueBuffer {
        let values = UnsafeMutablePointer<XMLValue>.allocate(capacity: Slot.allCases.count)
        deinit { values.deallocate() }
    }

    /// Slots before a parse is prepared: a reader's initial state, which allocates nothing.
    init() {
        cachedNames = []
        cachedEntries = []
        slotNames = []
        controllerAttributes = []
        segueAttributes = []
        buffer = nil
    }

    /// Slots for the names of `vocabulary`, for the parse it was interned in.
    init(_ vocabulary: StoryboardVocabulary) {
        cachedNames = [XMLName](repeating: .none, count: AttributeSlots.cacheSize)
        cachedEntries = [UInt32](repeating: 0, count: AttributeSlots.cacheSize)
        buffer = ValueBuffer()
        let names: [Slot: XMLName] = [
            .id: vocabulary.id, .storyboardIdentifier: vocabulary.storyboardIdentifier, .identifier: vocabulary.identifier,
            .restorationIdentifier: vocabulary.restorationIdentifier,
            .useStoryboardIdentifierAsRestorationIdentifier: vocabulary.useStoryboardIdentifierAsRestorationIdentifier,
            .customClass: vocabulary.customClass, .customModule: vocabulary.customModule,
            .customModuleProvider: vocabulary.customModuleProvider, .title: vocabulary.title,
            .storyboardName: vocabulary.storyboardName, .referencedIdentifier: vocabulary.referencedIdentifier,
            .bundleIdentifier: vocabulary.bundleIdentifier, .kind: vocabulary.kind, .relationship: vocabulary.relationship,
            .destination: vocabulary.destination, .unwindAction: vocabulary.unwindAction, .image: vocabulary.image,
            .selectedImage: vocabulary.selectedImage, .badgeValue: vocabulary.badgeValue, .tag: vocabulary.tag,
            .systemItem: vocabulary.systemItem, .catalog: vocabulary.catalog, .reuseIdentifier: vocabulary.reuseIdentifier,
            .key: vocabulary.key,
        ]
        slotNames = Slot.allCases.map { names[$0]! }
        controllerAttributes = vocabulary.controllerAttributes
        segueAttributes = vocabulary.segueAttributes
    }

    /// The name of `slot`, for messages.
    func name(of slot: Slot) -> XMLName { slotNames[slot.rawValue] }

    /// Reads `tag`'s attributes into their slots in one pass, with the runtime attributes of
    /// `runtime` (made into `String`s: they are kept). The values are valid until the next read.
    mutating func read(_ tag: XMLStartTag, runtime: RuntimeAttributes = .none) -> AttributeValues {
        guard let buffer else { preconditionFailure("attributes read before the parse was prepared") }
        var values = AttributeValues(values: buffer.values)
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
                let name = runtime == .controller ? controllerAttributes[index - 1].string : segueAttributes[index - 1].string
                found.append(RuntimeAttribute(name: name, value: tag.value(at: position).string))
            }
        }
        values.runtimeAttributes = found
        return values
    }

    @inline(__always)
    private mutating func entry(of name: XMLName) -> UInt32 {
        let slot = Int(bitPattern: UInt(bitPattern: name.address) >> 3) & (AttributeSlots.cacheSize - 1)
        if cachedNames[slot] == name, name.address != nil { return cachedEntries[slot] }
        var entry: UInt32 = 0
        if let index = slotNames.firstIndex(of: name) { entry |= UInt32(index + 1) }
        if let index = controllerAttributes.firstIndex(where: { $0.name == name }) { entry |= UInt32(index + 1) << 8 }
        if let index = segueAttributes.firstIndex(where: { $0.name == name }) { entry |= UInt32(index + 1) << 16 }
        cachedNames[slot] = name
        cachedEntries[slot] = entry
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
