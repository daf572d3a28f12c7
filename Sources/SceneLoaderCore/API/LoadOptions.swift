/// How a storyboard is loaded.
public struct LoadOptions: Sendable, Hashable {
    /// The input bounds; see ``ParserLimits``.
    public var limits: ParserLimits
    /// The size of the chunks fed to the parser, in bytes (default 256 KiB).
    public var chunkSize: Int

    /// Creates load options.
    /// - Parameters:
    ///   - limits: the input bounds.
    ///   - chunkSize: the size of the chunks fed to the parser.
    public init(limits: ParserLimits = ParserLimits(), chunkSize: Int = 256 << 10) {
        self.limits = limits
        self.chunkSize = max(64, chunkSize)
    }
}
