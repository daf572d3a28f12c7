/// How a storyboard is loaded.
public struct LoadOptions: Sendable, Hashable {
    /// The input bounds; see ``ParserLimits``.
    public var limits: ParserLimits
    /// The size of the chunks fed to the parser, in bytes (default 256 KiB).
    public var chunkSize: Int
    /// When a file is read ahead on a second thread (``ReadAhead``): when it is large enough for
    /// that to pay, or always (for the tests, which run small files through it).
    var readAhead = ThreadPolicy.whenWorthwhile
    /// When the reader runs on a thread of its own behind the parser (``XMLEventRelay``): when the
    /// input is large enough for that to pay, always or never (for the tests, which compare them).
    var relay = ThreadPolicy.whenWorthwhile

    /// Creates load options.
    /// - Parameters:
    ///   - limits: the input bounds.
    ///   - chunkSize: the size of the chunks fed to the parser.
    public init(limits: ParserLimits = ParserLimits(), chunkSize: Int = 256 << 10) {
        self.limits = limits
        self.chunkSize = max(64, chunkSize)
    }
}
