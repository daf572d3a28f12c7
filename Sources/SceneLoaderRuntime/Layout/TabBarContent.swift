/// What a tab bar shows, as plain values: the visible items in order (the More item among them when
/// there is one) and which is selected. Layout and drawing take this, so they do not depend on live
/// controllers; `TabBarContent(tabBar)` (in Runtime) reads it from a live tab bar, where the rule of
/// which tabs fit and when More shows lives.
public struct TabBarContent: Sendable, Hashable {
    /// One visible item.
    public struct Item: Sendable, Hashable {
        /// The title shown, if any.
        public var title: String?
        /// The unselected image, if any.
        public var image: Image?
        /// The selected image (the unselected one when the item has no other).
        public var selectedImage: Image?
        /// The badge text, if any.
        public var badgeValue: String?
        /// The badge colour; nil is the appearance's.
        public var badgeColor: Color?
        /// Whether this is the More item standing for the tabs that do not fit.
        public var isMore: Bool

        /// Creates an item.
        public init(title: String?, image: Image?, selectedImage: Image? = nil, badgeValue: String? = nil,
                    badgeColor: Color? = nil, isMore: Bool = false) {
            self.title = title
            self.image = image
            self.selectedImage = selectedImage ?? image
            self.badgeValue = badgeValue
            self.badgeColor = badgeColor
            self.isMore = isMore
        }
    }

    /// The visible items, left to right.
    public var items: [Item]
    /// The index in ``items`` of the selected one; nil when none is.
    public var selectedIndex: Int?
    /// Whether the bar is hidden: the shown tab's navigation stack has a controller on top that
    /// asked for it (`hidesBottomBarWhenPushed`); a hidden bar is drawn as nothing.
    public var isHidden = false
    /// Where the bar is: at the bottom (iOS), or across the top of the screen (tvOS, laid out by
    /// ``TopTabBarLayout``).
    public var position = Position.bottom

    /// Where a tab bar is on the screen.
    public enum Position: String, Sendable, Hashable {
        /// iOS's bar, below the content: equal slots, icon above title.
        case bottom
        /// tvOS's bar, across the top: items sized to their titles, centred, the focused one on a pill.
        case top
    }

    /// Creates content from the visible items.
    public init(items: [Item], selectedIndex: Int?) {
        self.items = items
        self.selectedIndex = selectedIndex.flatMap { items.indices.contains($0) ? $0 : nil }
    }

    /// Whether a More item is shown.
    public var showsMore: Bool { items.contains { $0.isMore } }
}
