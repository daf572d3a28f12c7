/// The colours and font of a system tab bar as drawn, as `UITabBar`'s `tintColor`,
/// `unselectedItemTintColor` and the items' badge colour are.
public struct TabBarAppearance: Sendable, Hashable {
    /// The selected item's colour (titles and template images): the system blue unless set.
    public var tintColor: Color = .systemBlue
    /// The other items' colour: the system grey unless set.
    public var unselectedItemTintColor: Color = .systemGray
    /// The badge bubble's colour when the item sets none: the system red.
    public var badgeColor: Color = .systemRed
    /// The badge text's colour.
    public var badgeTextColor: Color = .white
    /// The bar's background.
    public var backgroundColor: Color = .barBackground
    /// The hairline along the bar's top edge.
    public var separatorColor: Color = .separator

    /// The defaults (iOS's light appearance).
    public init() {}
}
