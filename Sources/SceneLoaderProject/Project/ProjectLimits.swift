/// The bounds on reading a project file (`project.pbxproj`, `contents.xcworkspacedata`).
///
/// The defaults admit every real project by a wide margin (a large app's project is a few
/// megabytes, nests six levels and has strings of a few kilobytes) and bound the time and memory
/// a hostile file can cost. Crossing one is a `project.limit` error at the place it happened.
public struct ProjectLimits: Sendable, Hashable {
    /// The largest project file read, in bytes (default 32 MiB).
    public var maxFileSize = 32 * 1024 * 1024
    /// The deepest nesting of arrays and dictionaries (default 32; Xcode writes 5; at most 512
    /// whatever is set, so that releasing a value never exhausts the stack).
    public var maxDepth = 32
    /// The most values (strings, data, arrays, dictionaries) in one file (default 1,000,000; a
    /// project of 15,000 objects has about 150,000).
    public var maxElements = 1_000_000
    /// The longest string or data value, in bytes (default 1 MiB; a long build script is tens of kilobytes).
    public var maxStringLength = 1024 * 1024

    /// The defaults.
    public init() {}
}
