/// Finds the storyboard a storyboard reference names, as a bundle does for `UIStoryboard`.
///
/// A storyboard loaded through a ``StoryboardBundle`` carries the bundle as its resolver, so that
/// instantiating a `viewControllerPlaceholder` makes the referenced controller. A storyboard loaded
/// on its own has none: references into this same storyboard still resolve, references into
/// others stay placeholders (nothing beside the file is read unless the caller names a bundle).
public protocol StoryboardResolver: Sendable {
    /// The storyboard called `name` (without extension) in the bundle whose identifier is
    /// `bundleIdentifier` (nil: the bundle the referring storyboard came from).
    /// - Throws: ``StoryboardError`` when there is no such storyboard or it cannot be loaded.
    func storyboard(named name: String, bundleIdentifier: String?) throws(StoryboardError) -> Storyboard
}
