/// A handler that reads nothing: the parse it is given checks only that the input is well-formed
/// XML within the limits (the parser enforces both whether or not a handler reads the events).
///
/// It skips the root element, so the parser makes no call to it after the root's start tag.
final class WellFormednessCheck: XMLContentHandler {
    /// Whether the root element's start tag was seen (an input without one is refused by libxml2).
    private(set) var sawRoot = false

    var sharedNames: XMLNameTable? { nil }
    var issue: XMLIssue? { nil }

    func prepare(_ names: XMLNameTable, sharesNames: Bool) {}

    func startElement(_ tag: XMLStartTag) -> XMLStartDecision {
        sawRoot = true
        return .skipElement
    }

    func endElement(_ name: XMLName) {}
}
