/// What the reader does with an element, found by its interned name with one table lookup
/// instead of a comparison with every name of a list, on every element; and the element's name as
/// a `String`, made once per name.
///
/// A direct-mapped cache from a name's address (unique in one parse's dictionary) to its role: a
/// name is compared with the lists once when first met, and again only when another name has
/// taken its slot. Reset for each parse, since addresses belong to one dictionary.
struct ElementRoles: Sendable {
    /// The roles an element name can have.
    struct Role: OptionSet {
        let rawValue: UInt8
        /// A subtree that never holds anything the reader keeps (``StoryboardVocabulary/skipped``).
        static let skipped = Role(rawValue: 1)
        /// A prototype cell or reusable view (``StoryboardVocabulary/reusableViews``).
        static let reusableView = Role(rawValue: 2)
    }

    private static let slots = 256
    private var names = [XMLName](repeating: .none, count: ElementRoles.slots)
    private var roles = [Role](repeating: [], count: ElementRoles.slots)
    /// Element names as `String`s, made once per name: the model's values share one storage
    /// (`navigationController` is longer than a small string, and every scene keeps its kind).
    private var stringNames = [XMLName](repeating: .none, count: ElementRoles.slots)
    private var strings = [String](repeating: "", count: ElementRoles.slots)

    /// The roles of ``StoryboardVocabulary/unprepared``, made once: a reader's state before its
    /// parse is prepared, which allocates nothing until then.
    static let unprepared = ElementRoles(StoryboardVocabulary.unprepared)
    private let skipped: [XMLName]
    private let reusableViews: [XMLName]

    /// Roles by the lists of `vocabulary`, for the parse it was interned in.
    init(_ vocabulary: StoryboardVocabulary) {
        skipped = vocabulary.skipped
        reusableViews = vocabulary.reusableViews
    }

    /// The role of the element named `name`.
    @inline(__always)
    mutating func role(of name: XMLName) -> Role {
        let slot = ElementRoles.slot(of: name)
        if names[slot] == name, name.address != nil { return roles[slot] }
        var role: Role = []
        if skipped.contains(name) { role.insert(.skipped) }
        if reusableViews.contains(name) { role.insert(.reusableView) }
        names[slot] = name
        roles[slot] = role
        return role
    }

    /// The element name `name` as a `String`.
    @inline(__always)
    mutating func string(of name: XMLName) -> String {
        let slot = ElementRoles.slot(of: name)
        if stringNames[slot] == name, name.address != nil { return strings[slot] }
        let string = name.string
        stringNames[slot] = name
        strings[slot] = string
        return string
    }

    private static func slot(of name: XMLName) -> Int { XMLName.cacheSlot(of: name, among: ElementRoles.slots) }
}
