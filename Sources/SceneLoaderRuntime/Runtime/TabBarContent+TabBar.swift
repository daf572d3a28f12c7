extension TabBarContent {
    /// What a tab bar controller's tab bar shows now: its ``TabBar/items`` (the shown tabs, then the
    /// More item), the ``TabBar/selectedItem``, whether it is hidden, and where it is (tvOS's at the top).
    public init(tabBarController tabs: TabBarController) {
        let items = tabs.tabBar.items ?? []
        let selected = tabs.tabBar.selectedItem
        let more = tabs.showsMore ? tabs.moreNavigationController.tabBarItem : nil
        self.init(items: items.map { Item($0, isMore: $0 === more) }, selectedIndex: items.firstIndex { $0 === selected })
        isHidden = tabs.tabBar.isHidden
        position = tabs.platform == .tvOS ? .top : .bottom
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
