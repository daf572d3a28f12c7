/// Loading in parts, for the benchmark's account of where a load's time goes. Not API: it is
/// ``Storyboard/init(contentsOf:options:)`` cut short, and is reached only through
/// `@_spi(Benchmarks) import SceneLoader`.
@_spi(Benchmarks)
public enum LoadPhases {
    /// Parses the file at `path` as loading does — the pre-scan, every limit, libxml2 and the
    /// parser's callbacks — with a reader that reads the `<document>` element and skips everything
    /// inside it: what any reader on this parser costs at the least.
    /// - Throws: ``StoryboardError`` where loading would stop (bytes that are not a well-formed
    ///   storyboard, a limit), for a reason found in the root or the parser.
    public static func parse(path: String, options: LoadOptions = LoadOptions()) throws(StoryboardError) {
        _ = try Storyboard.read(path: path, shown: path, options: options, readsOnlyTheRoot: true)
    }

    /// Reads the file at `path` into the document a storyboard is made from, as loading does, and
    /// stops there: no validation and no registry.
    /// - Returns: the document, for the caller to keep while it times the read: freeing it is not
    ///   part of a load (a loaded storyboard keeps it), and is not to be timed as one.
    public static func read(path: String, options: LoadOptions = LoadOptions()) throws(StoryboardError) -> Document {
        Document(document: try Storyboard.read(path: path, shown: path, options: options))
    }

    /// A document read by ``read(path:options:)``, opaque but for its size.
    public struct Document: Sendable {
        fileprivate let document: StoryboardDocument
        /// The number of scenes read.
        public var sceneCount: Int { document.scenes.count }
    }
}
