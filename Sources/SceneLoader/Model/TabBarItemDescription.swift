/// A `<tabBarItem>` as the storyboard writes it on a tab's controller.
public struct TabBarItemDescription: Sendable, Hashable {
    /// The tab's title.
    public let title: String?
    /// The image name (an asset, or an SF Symbol when ``catalog`` is `system`).
    public let image: String?
    /// The image for the selected state; without one, ``image`` serves both states.
    public let selectedImage: String?
    /// The badge text.
    public let badgeValue: String?
    /// The tag, 0 when absent (as UIKit's default).
    public let tag: Int
    /// The system item (`favorites`, `more`, `search`…), which supplies its own title and image.
    public let systemItem: String?
    /// `system` when the images are SF Symbols.
    public let catalog: String?
    /// The item's object id.
    public let id: String?
    /// Where the `<tabBarItem>` element is.
    public let location: SourceLocation

    /// Creates a tab bar item description.
    public init(title: String?, image: String?, selectedImage: String?, badgeValue: String?, tag: Int,
                systemItem: String?, catalog: String?, id: String?, location: SourceLocation) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        self.badgeValue = badgeValue
        self.tag = tag
        self.systemItem = systemItem
        self.catalog = catalog
        self.id = id
        self.location = location
    }
}
