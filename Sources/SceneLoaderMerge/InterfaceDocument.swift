#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import SceneLoaderCore

/// An Interface Builder document read for comparing and merging: a storyboard or a xib, every
/// element with its key among its siblings and the exact bytes it came from.
///
/// Reading is as safe as loading a ``Storyboard``: libxml2's SAX2 push parser checks the bytes
/// first (well-formed XML, no DTD, no merge-conflict marker, within ``ParserLimits``), then a
/// bounded lexer without recursion records where each element is. A `InterfaceDocument` is an
/// immutable `Sendable` value.
///
/// ```swift
/// let old = try InterfaceDocument(contentsOf: URL(fileURLWithPath: "Main.storyboard"))
/// print(old.kind)   // storyboard
/// ```
public struct InterfaceDocument: Sendable {
    /// What kind of Interface Builder document it is.
    public enum Kind: String, Sendable {
        /// A storyboard (`<document type="….Storyboard.XIB">`).
        case storyboard
        /// A xib (`<document type="….XIB">`, or the `<archive>` of Xcode 4 and earlier).
        case xib
    }

    /// The name messages use: the path as given, or the name given with the bytes.
    public var name: String { tree.name }
    /// A storyboard or a xib.
    public let kind: Kind
    /// The document's bytes, as read.
    public var bytes: [UInt8] { tree.bytes }

    package let tree: MarkupTree
    package let index: DocumentIndex

    /// Reads a document from bytes in memory.
    /// - Parameters:
    ///   - bytes: the file's contents.
    ///   - name: the name used in messages.
    ///   - options: the limits (the chunk size is ignored: the bytes are in memory).
    /// - Throws: ``StoryboardError`` when the bytes are not well-formed XML within the limits
    ///   (`xml.*`, `input.*`, `limit.*`), or not an Interface Builder document (`merge.unsupported`).
    public init(bytes: [UInt8], name: String = "memory", options: LoadOptions = LoadOptions()) throws(StoryboardError) {
        try self.init(bytes: bytes, name: name, options: options, withFingerprints: true)
    }

    /// Reads a document, with or without its elements' fingerprints (a merge's result read back
    /// only to be validated needs none).
    package init(bytes: [UInt8], name: String, options: LoadOptions, withFingerprints: Bool) throws(StoryboardError) {
        try WellFormedXML.check(bytes, name: name, options: options)
        let tree = try MarkupLexer(bytes: bytes, name: name, limits: options.limits).read()
        self.kind = try InterfaceDocument.kind(of: tree)
        self.tree = tree
        self.index = DocumentIndex(tree, withFingerprints: withFingerprints)
    }

    /// Reads the document at `url` (a regular file, at most ``ParserLimits/maxFileSize`` bytes).
    /// - Throws: ``StoryboardError``: `io.*` when the file cannot be read, else as
    ///   ``init(bytes:name:options:)``.
    public init(contentsOf url: URL, options: LoadOptions = LoadOptions()) throws(StoryboardError) {
        guard url.isFileURL else {
            throw StoryboardError(code: .fileUnreadable, message: "'\(Quote.value(url.scheme ?? ""))' URLs are not read; only file URLs are",
                                  location: SourceLocation(file: url.absoluteString, line: 0, column: 0))
        }
        try self.init(path: url.path, shown: url.relativePath, options: options)
    }

    /// Reads the document at `path`, named `shown` in messages.
    package init(path: String, shown: String, options: LoadOptions = LoadOptions()) throws(StoryboardError) {
        switch SecureFile.contents(of: path, shown: shown, limit: options.limits.maxFileSize) {
        case .success(let bytes):
            try self.init(bytes: bytes, name: shown, options: options)
        case .failure(let issue):
            throw StoryboardError(code: issue.code, message: issue.message, location: SourceLocation(file: shown, line: 0, column: 0))
        }
    }

    /// A storyboard or a xib, by the root element and its `type`.
    private static func kind(of tree: MarkupTree) throws(StoryboardError) -> Kind {
        let root = tree.root
        let type = tree.value("type", of: root) ?? ""
        switch tree.elements[root].name {
        case "document" where type.contains("Storyboard"):
            return .storyboard
        case "document" where type.hasSuffix("XIB"), "archive" where type.hasSuffix("XIB"):
            return .xib
        default:
            let element = tree.elements[root]
            throw StoryboardError(
                code: .mergeUnsupportedDocument,
                message: "<\(Quote.value(element.name, limit: 40)) type=\"\(Quote.value(type, limit: 60))\"> is not an Interface Builder document (a storyboard or a xib)",
                location: SourceLocation(file: tree.name, line: element.line, column: element.column))
        }
    }
}
