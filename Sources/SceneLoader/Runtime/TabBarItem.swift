/// The item a tab bar shows for a controller, as `UITabBarItem` is.
open class TabBarItem {
    /// The title.
    open var title: String?
    /// The image name.
    open var image: String?
    /// The selected image name; nil means the image serves both states.
    open var selectedImage: String?
    /// The badge text.
    open var badgeValue: String?
    /// The tag.
    open var tag: Int
    /// The system item, if this is one.
    public let systemItem: String?

    /// Makes an item with a title, image and tag.
    public init(title: String?, image: String?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        systemItem = nil
    }

    /// Makes an item from a storyboard's `<tabBarItem>`.
    public init(description: TabBarItemDescription) {
        title = description.title
        image = description.image
        selectedImage = description.selectedImage
        badgeValue = description.badgeValue
        tag = description.tag
        systemItem = description.systemItem
    }
}
