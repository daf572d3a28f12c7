/// The bounds the XML layer enforces while it reads and parses: the part of the public
/// `ParserLimits` that concerns bytes and markup, handed down by the loader.
///
/// Each field has the meaning (and the `limit.*` code) documented on the public limit of the same name.
struct XMLLimits: Sendable, Hashable {
    var maxFileSize: Int
    var maxDepth: Int
    var maxElements: Int
    var maxAttributes: Int
    var maxNamespaceDeclarations: Int
    var maxNameLength: Int
    var maxAttributeLength: Int
    var maxTextLength: Int
}
