/// What a navigation bar shows for a controller, as `UINavigationItem` is.
open class NavigationItem {
    /// The title.
    open var title: String?

    /// Makes an item with a title.
    public init(title: String?) {
        self.title = title
    }
}
