import SceneLoaderCore

/// The outcome of a three-way merge: the merged bytes, and what could not be combined.
///
/// When ``conflicts`` is empty, ``bytes`` is the merged document, re-read and validated. When it is
/// not, ``bytes`` holds the merge with each conflict marked (`<<<<<<< ours`, `=======`,
/// `>>>>>>> theirs` at the start of lines) for a person to resolve; `scene-inspect` and
/// ``InterfaceDocument`` refuse such a file with `input.merge-conflict` until they are resolved.
public struct MergeResult: Sendable {
    /// The merged document, with conflict markers when ``conflicts`` is not empty.
    public let bytes: [UInt8]
    /// Every conflict, in the order of the result.
    public let conflicts: [MergeConflict]
    /// What the rules decided, in the order of the result.
    public let resolutions: [MergeResolution]

    /// Creates a result.
    public init(bytes: [UInt8], conflicts: [MergeConflict], resolutions: [MergeResolution]) {
        self.bytes = bytes
        self.conflicts = conflicts
        self.resolutions = resolutions
    }

    /// Whether the merge combined every change: no conflict.
    public var isClean: Bool { conflicts.isEmpty }
}
