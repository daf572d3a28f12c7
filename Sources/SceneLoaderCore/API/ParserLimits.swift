/// The bounds the loader enforces on its input.
///
/// Every limit has a default that no real storyboard reaches (the largest of 62 real files is 540 KB,
/// nests 40 elements deep and uses 25 attributes on an element), and each can be raised explicitly.
/// Together the defaults bound the work one file can cause: with them every input, however hostile,
/// loads or fails within a second and 256 MB (see `docs/SECURITY.md` for the measurements).
/// Reaching a limit stops loading with a ``StoryboardError`` whose code starts with `limit.`
/// (or `io.too-large` for the file size), located where the input crossed it.
///
/// ```swift
/// var limits = ParserLimits()
/// limits.maxFileSize = 1 << 30
/// let storyboard = try Storyboard(contentsOf: url, options: LoadOptions(limits: limits))
/// ```
///
/// libxml2 keeps a few caps of its own that no setting here lifts, because the loader never passes
/// `XML_PARSE_HUGE` (which would also switch off its entity-amplification checks): names of more
/// than 50,000 bytes (`xml.110`), attribute values and single start tags of more than 10,000,000
/// bytes (`xml.1`). Raising ``maxNameLength`` or ``maxAttributeLength`` past those has no effect.
public struct ParserLimits: Sendable, Hashable {
    /// The largest file accepted, in bytes (default 128 MiB: the 100 MB benchmark storyboard loads,
    /// 240 times the largest real one seen). It bounds the total work: the pre-scan and the parser
    /// are linear in the input, so with the other limits this cap keeps any input under a second.
    /// Checked before a byte is read, so a sparse 10 GB file fails at once.
    /// `scene-inspect --max-file-size`.
    public var maxFileSize: Int = 128 << 20
    /// The deepest element nesting accepted (default 256, libxml2's own boundary for tree
    /// parsing; a storyboard nests about 40 deep). The loader parses without building a tree, where
    /// libxml2 applies no depth limit of its own, so this is the only one.
    /// `scene-inspect --max-depth`.
    public var maxDepth: Int = 256
    /// The most elements in one file (default 1,000,000; a storyboard with 10,000 tabs has 80,000,
    /// the 100 MB benchmark storyboard 760,000). It bounds the parse time of a file of tiny
    /// elements. `scene-inspect --max-elements`.
    public var maxElements: Int = 1_000_000
    /// The most objects kept from one file: controllers, segues (relationships included), other
    /// scene members and image resources (default 150,000; the 100 MB benchmark storyboard keeps
    /// 86,000, a real storyboard a few thousand). Every kept object costs memory and validation
    /// time, and a file of nothing but controllers or broken segues makes one per element: this
    /// bounds both. `scene-inspect --max-objects`.
    public var maxObjects: Int = 150_000
    /// The most attributes on one element (default 256; storyboards use about 25). Counted by a
    /// linear pre-scan before libxml2 sees the tag, because libxml2 2.9 checks duplicate attributes
    /// in quadratic time. `scene-inspect --max-attributes`.
    public var maxAttributes: Int = 256
    /// The most namespace declarations in one file (default 64; storyboards use none). Counted by
    /// the pre-scan, because libxml2 2.9 looks prefixes up in quadratic time.
    /// `scene-inspect --max-namespaces`.
    public var maxNamespaceDeclarations: Int = 64
    /// The longest element or attribute name, in bytes (default 1,024).
    /// `scene-inspect --max-name-length`.
    public var maxNameLength: Int = 1_024
    /// The longest attribute value, in bytes (default 8 MiB, under libxml2's own 10,000,000-byte
    /// cap so that this limit is the one reported). Checked by the pre-scan, before libxml2 buffers
    /// the value. `scene-inspect --max-attribute-length`.
    public var maxAttributeLength: Int = 8 << 20
    /// The longest run of text (text, white space or a CDATA section's content between two pieces
    /// of markup), in bytes (default 10 MiB); reported at the byte past the limit. libxml2's own
    /// text cap depends on how the input is chunked; this one does not.
    /// `scene-inspect --max-text-length`.
    public var maxTextLength: Int = 10 << 20
    /// The longest identifier (`id`, `storyboardIdentifier`, segue `identifier` and
    /// `destination`), in bytes (default 1,024). `scene-inspect --max-identifier-length`.
    public var maxIdentifierLength: Int = 1_024

    /// Creates the default limits.
    public init() {}
}

extension ParserLimits {
    /// The bounds the XML layer enforces.
    var xml: XMLLimits {
        XMLLimits(maxFileSize: maxFileSize, maxDepth: maxDepth, maxElements: maxElements,
                  maxAttributes: maxAttributes, maxNamespaceDeclarations: maxNamespaceDeclarations,
                  maxNameLength: maxNameLength, maxAttributeLength: maxAttributeLength,
                  maxTextLength: maxTextLength)
    }

    /// The bounds the reader enforces.
    var reading: ReadingLimits {
        ReadingLimits(maxObjects: maxObjects, maxIdentifierLength: maxIdentifierLength)
    }
}
