/// Receives the events of one parse, with names interned and values as bytes.
///
/// The reader implements it; the XML layer knows nothing of storyboards.
protocol XMLContentHandler: AnyObject {
    /// Interns the handler's vocabulary, once, before the first event.
    func prepare(_ names: XMLNameTable)
    /// An element starts; a returned issue stops the parse there.
    func startElement(_ tag: XMLStartTag) -> XMLIssue?
    /// The element with this name ends.
    func endElement(_ name: XMLName)
}
