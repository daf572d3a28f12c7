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
    /// An element starts; a returned issue stops the parse there.
    func startElement(_ tag: XMLStartTag) -> XMLIssue?
    /// The element with this name ends.
    func endElement(_ name: XMLName)
}
