extension TabBarContent {
    /// What a live tab bar shows: its ``TabBar/items`` (a tab bar controller's shown tabs, then its
    /// More item) with its ``TabBar/selectedItem`` selected.
    public init(_ tabBar: TabBar) {
        let items = tabBar.items ?? []
        let selected = tabBar.selectedItem
        let more = tabBar.manager.flatMap { $0.showsMore ? $0.moreNavigationController.tabBarItem : nil }
        self.init(items: items.map { Item($0, isMore: $0 === more) },
                  selectedIndex: items.firstIndex { $0 === selected })
    }
}

extension TabBarContent.Item {
    /// What a live ``TabBarItem`` shows (a system item's own title and glyph); `isMore` when it is
    /// the More tab's item.
    public init(_ item: TabBarItem, isMore: Bool = false) {
        self.init(title: item.displayTitle, image: item.displayImage, selectedImage: item.displaySelectedImage,
                  badgeValue: item.badgeValue, badgeColor: item.badgeColor, isMore: isMore)
    }
}
