import SceneLoaderCore

/// One of the three versions a merge reads.
public enum MergeSide: String, Sendable, Hashable, CaseIterable {
    /// The common ancestor (git's `%O`).
    case base
    /// The version merged into: the current branch (git's `%A`, which the result replaces).
    case ours
    /// The version merged in: the other branch (git's `%B`).
    case theirs
}

/// What one version holds at a conflict or a resolution: the value (an attribute's, or the
/// element's first line) and the line it is on, when the version has it.
public struct MergeVersion: Sendable, Hashable {
    /// The version.
    public let side: MergeSide
    /// The attribute's value, or the element's start tag; nil when this version does not have it
    /// (deleted, or never added).
    public let value: String?
    /// The 1-based line of the element in this version; 0 when the version does not have it.
    public let line: Int

    /// Creates a version's part of a conflict.
    public init(side: MergeSide, value: String?, line: Int) {
        self.side = side
        self.value = value
        self.line = line
    }
}
