/// The names only a xib's reading compares, interned apart from ``StoryboardVocabulary``: once
/// per process in the shared dictionary, and in a large input's own dictionary only when its root
/// says it is a xib, so that a storyboard's parse interns none of them.
struct NibVocabulary: Sendable {
    let placeholder, placeholderIdentifier: XMLName
    let outlet, outletCollection, action, binding: XMLName
    let property, selector, eventType, target: XMLName

    /// The names before a xib's parse interns them: every name is ``XMLName/none``.
    static let unprepared = NibVocabulary(XMLNameTable(dictionary: nil))

    init(_ table: XMLNameTable) {
        placeholder = table.intern("placeholder")
        placeholderIdentifier = table.intern("placeholderIdentifier")
        outlet = table.intern("outlet")
        outletCollection = table.intern("outletCollection")
        action = table.intern("action")
        binding = table.intern("binding")
        property = table.intern("property")
        selector = table.intern("selector")
        eventType = table.intern("eventType")
        target = table.intern("target")
    }
}
