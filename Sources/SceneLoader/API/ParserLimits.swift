/// The bounds the loader enforces on its input.
///
/// Every limit has a default that no real storyboard reaches (the largest of 62 real files is 540 KB,
/// nests 40 elements deep and uses 25 attributes on an element), and each can be raised explicitly.
/// Reaching a limit stops loading with a ``StoryboardError`` whose code starts with `limit.`
/// (or `io.too-large` for the file size), located where the input crossed it.
///
/// ```swift
/// var limits = ParserLimits()
/// limits.maxFileSize = 1 << 30
/// let storyboard = try Storyboard(contentsOf: url, options: LoadOptions(limits: limits))
/// ```
public struct ParserLimits: Sendable, Hashable {
    /// The largest file accepted, in bytes (default 256 MiB). Streaming makes a large file cost
    /// time, not memory, so the default admits very large generated storyboards.
    public var maxFileSize: Int = 256 << 20
    /// The deepest element nesting accepted (default 200). libxml2 itself stops at 256.
    public var maxDepth: Int = 200
    /// The most elements in one file (default 20,000,000).
    public var maxElements: Int = 20_000_000
    /// The most attributes on one element (default 256).
    public var maxAttributes: Int = 256
    /// The most namespace declarations in one file (default 64; storyboards use none).
    public var maxNamespaceDeclarations: Int = 64
    /// The longest element or attribute name, in bytes (default 1,024).
    public var maxNameLength: Int = 1_024
    /// The longest attribute value, in bytes (default 1 MiB).
    public var maxAttributeLength: Int = 1 << 20
    /// The longest run of text inside one element, in bytes (default 10 MiB).
    public var maxTextLength: Int = 10 << 20
    /// The longest identifier (`id`, `storyboardIdentifier`, segue `identifier`), in bytes (default 1,024).
    public var maxIdentifierLength: Int = 1_024

    /// Creates the default limits.
    public init() {}
}
