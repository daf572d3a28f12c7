/// Where an image is drawn, which decides what ``Image/RenderingMode/automatic`` means.
public enum ImageContext: Sendable, Hashable {
    /// A tab bar item: templates.
    case tabBar
    /// A navigation bar or toolbar button: templates.
    case bar
    /// A segmented control: templates.
    case segmentedControl
    /// An image view (and anything else): originals.
    case imageView
}
