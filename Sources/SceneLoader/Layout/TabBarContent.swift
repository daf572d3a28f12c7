/// What a tab bar shows, as plain values: the visible items in order (the More item among them when
/// there is one) and which is selected. Layout and drawing take this, so they do not depend on live
/// controllers.
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

        /// What a live ``TabBarItem`` shows (a system item's own title and glyph).
        public init(_ item: TabBarItem, isMore: Bool = false) {
            self.init(title: item.displayTitle, image: item.displayImage, selectedImage: item.displaySelectedImage,
                      badgeValue: item.badgeValue, badgeColor: item.badgeColor, isMore: isMore)
        }

        /// The More item UIKit adds (`UITabBarItem(tabBarSystemItem: .more, tag: 0)`).
        public static var more: Item {
            Item(TabBarItem(tabBarSystemItem: .more, tag: 0), isMore: true)
        }
    }

    /// The visible items, left to right.
    public var items: [Item]
    /// The index in ``items`` of the selected one; nil when none is.
    public var selectedIndex: Int?
    /// Whether the bar is hidden: the shown tab's navigation stack has a controller on top that
    /// asked for it (`hidesBottomBarWhenPushed`); a hidden bar is drawn as nothing.
    public var isHidden = false

    /// Creates content from the visible items.
    public init(items: [Item], selectedIndex: Int?) {
        self.items = items
        self.selectedIndex = selectedIndex.flatMap { items.indices.contains($0) ? $0 : nil }
    }

    /// UIKit's capacity rule: with more tabs than `capacity` (5 in a compact width, 8 in a regular
    /// one), the first `capacity − 1` are shown followed by More, which is selected when the selected
    /// tab is one of those behind it.
    /// - Parameters:
    ///   - tabs: every tab's item, in the tab bar controller's order.
    ///   - selectedTab: the index in `tabs` of the selected one.
    ///   - capacity: how many items fit.
    public init(tabs: [Item], selectedTab: Int?, capacity: Int = TabBarContent.compactCapacity) {
        let capacity = max(2, capacity)
        guard tabs.count > capacity else {
            self.init(items: tabs, selectedIndex: selectedTab)
            return
        }
        let shown = Array(tabs.prefix(capacity - 1)) + [.more]
        self.init(items: shown, selectedIndex: selectedTab.map { min($0, capacity - 1) })
    }

    /// What a tab bar controller's tab bar shows now: its items (the More item as ``Item/more``),
    /// the selected one, and whether it is hidden.
    public init(tabBarController tabs: TabBarController) {
        let items = tabs.tabBar.items ?? []
        let selected = tabs.tabBar.selectedItem
        let more = tabs.showsMore ? tabs.moreNavigationController.tabBarItem : nil
        self.init(items: items.map { $0 === more ? .more : Item($0) }, selectedIndex: items.firstIndex { $0 === selected })
        isHidden = tabs.tabBar.isHidden
    }

    /// How many items fit in a horizontally compact tab bar (iPhone).
    public static let compactCapacity = 5
    /// How many items fit in a horizontally regular tab bar (iPad).
    public static let regularCapacity = 8

    /// Whether a More item is shown.
    public var showsMore: Bool { items.contains { $0.isMore } }
}
