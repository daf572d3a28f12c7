/// A tab bar placed in a xib as a view (`<tabBar>`), with the items Interface Builder gave it.
public struct NibTabBar: Sendable, Hashable {
    /// The tab bar's object id.
    public let id: String
    /// Where the `<tabBar>` starts.
    public let location: SourceLocation
    /// Its items, left to right.
    public let items: [TabBarItemDescription]

    /// Creates a tab bar.
    public init(id: String, location: SourceLocation, items: [TabBarItemDescription]) {
        self.id = id
        self.location = location
        self.items = items
    }
}
