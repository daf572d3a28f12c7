public import SceneLoaderCore

/// How ``DocumentMerge`` merges.
public struct MergeOptions: Sendable, Hashable {
    /// The limits for re-reading the result (the inputs were read with their own).
    public var load: LoadOptions
    /// The name after `<<<<<<<` (default `ours`).
    public var oursLabel: String
    /// The name after `>>>>>>>` (default `theirs`).
    public var theirsLabel: String
    /// How many characters a marker has (default 7, git's; git's `%L`).
    public var markerSize: Int

    /// Creates merge options.
    public init(load: LoadOptions = LoadOptions(), oursLabel: String = "ours", theirsLabel: String = "theirs", markerSize: Int = 7) {
        self.load = load
        self.oursLabel = oursLabel
        self.theirsLabel = theirsLabel
        self.markerSize = min(max(markerSize, 7), 100)
    }
}
