/// Receives the events of one parse, with names interned and values as bytes.
///
/// The reader implements it; the XML layer knows nothing of storyboards.
protocol XMLContentHandler: AnyObject {
    /// The handler's vocabulary, interned once per process (``XMLNameTable/makeShared()``): each
    /// parse looks names up there first, so that they have the same addresses in every parse.
    var sharedNames: XMLNameTable? { get }
    /// Prepares for a parse whose names `names` interns, before the first event. When `sharesNames`,
    /// every name of ``sharedNames`` has its shared address in this parse; otherwise (libxml2 could
    /// not set up the shared dictionary) the handler interns its vocabulary in `names`.
    func prepare(_ names: XMLNameTable, sharesNames: Bool)
    /// An element starts: the handler says whether to go on into it, to skip it, or to stop the
    /// parse there with its ``issue``.
    func startElement(_ tag: XMLStartTag) -> XMLStartDecision
    /// The element with this name ends (not reported for an element the handler skipped).
    func endElement(_ name: XMLName)
    /// Why the handler stopped the parse: set when ``startElement(_:)`` returns
    /// ``XMLStartDecision/stop``. (Not part of the decision: a byte is what every start returns,
    /// and an issue in the result would make every start initialize and destroy one.)
    var issue: XMLIssue? { get }
}

extension XMLContentHandler {
    /// The issue a parse stops with when the handler has answered ``XMLStartDecision/stop``: its
    /// ``issue``, or ``XMLIssue/handlerStopped`` if it set none.
    var stopIssue: XMLIssue { issue ?? .handlerStopped }
}

extension XMLIssue {
    /// A stop by a handler that gave no issue of its own.
    static var handlerStopped: XMLIssue { XMLIssue(code: .xml(0), message: "the reader stopped", line: 0, column: 0) }
}

/// What the parser does after an element's start: go on, skip the element, or stop.
enum XMLStartDecision: UInt8 {
    /// Report the element's content and its end.
    case proceed
    /// Report nothing more of this element: neither its content nor its end. The parser still
    /// parses it and enforces every limit inside it; it only makes no call to the handler, so a
    /// subtree the handler does not read costs it nothing.
    case skipElement
    /// Stop the parse with the handler's ``XMLContentHandler/issue``.
    case stop
}
