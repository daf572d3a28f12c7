/// What a `viewControllerPlaceholder` points at: a controller in another storyboard, or in this one.
public struct StoryboardReference: Sendable, Hashable {
    /// The other storyboard's name, without extension; nil means this storyboard.
    public let storyboardName: String?
    /// The target's storyboard identifier; nil means the target storyboard's initial controller.
    public let referencedIdentifier: String?
    /// The bundle holding the other storyboard; nil means the same bundle.
    public let bundleIdentifier: String?

    /// Creates a reference.
    public init(storyboardName: String?, referencedIdentifier: String?, bundleIdentifier: String?) {
        self.storyboardName = storyboardName
        self.referencedIdentifier = referencedIdentifier
        self.bundleIdentifier = bundleIdentifier
    }
}
