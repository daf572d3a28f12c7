/// What a tab bar shows, as `UITabBar`: its items, left to right, and the selected one.
///
/// A tab bar controller's ``TabBarController/tabBar`` is managed: ``items`` are the shown tabs'
/// items followed by the More item when More is shown, and changing them directly throws UIKit's
/// "Directly modifying a tab bar managed by a tab bar controller is not allowed." A tab bar made
/// with ``init()`` is not managed and takes whatever items it is given.
public final class TabBar {
    weak var manager: TabBarController?
    private var ownItems: [TabBarItem]?
    private var ownSelectedItem: TabBarItem?

    /// Makes a tab bar that no tab bar controller manages.
    public init() {}

    init(manager: TabBarController) { self.manager = manager }

    /// Whether a tab bar controller manages this tab bar.
    public var isManaged: Bool { manager != nil }

    /// The items shown, left to right (the More item last when More is shown); nil when a managed
    /// tab bar's controller has no view controllers set.
    public var items: [TabBarItem]? {
        guard let manager else { return ownItems }
        guard manager.viewControllers != nil else { return nil }
        var items = manager.viewControllersWithOwnTab.map(\.tabBarItem)
        if manager.showsMore { items.append(manager.moreNavigationController.tabBarItem) }
        return items
    }

    /// The highlighted item: the selected tab's, or the More item while More is shown.
    public var selectedItem: TabBarItem? {
        guard let manager else { return ownSelectedItem }
        return manager.displayedChild?.tabBarItem
    }

    /// Whether the bar is hidden: the top of the shown tab's navigation stack (above its root)
    /// asked for it with `hidesBottomBarWhenPushed`.
    public var isHidden: Bool {
        guard let navigation = manager?.displayedChild as? NavigationController,
              navigation.viewControllers.count > 1, let top = navigation.topViewController else { return false }
        return top.hidesBottomBarWhenPushed
    }

    /// Sets the items of an unmanaged tab bar.
    /// - Throws: ``ControllerError/Code/modifyingManagedTabBar`` on a tab bar controller's tab bar.
    public func setItems(_ items: [TabBarItem]?, animated: Bool) throws(ControllerError) {
        try checkUnmanaged()
        ownItems = items
        if let ownSelectedItem, !(items ?? []).contains(where: { $0 === ownSelectedItem }) { self.ownSelectedItem = nil }
    }

    /// Highlights an item of an unmanaged tab bar.
    /// - Throws: ``ControllerError/Code/modifyingManagedTabBar`` on a tab bar controller's tab bar.
    public func setSelectedItem(_ item: TabBarItem?) throws(ControllerError) {
        try checkUnmanaged()
        ownSelectedItem = item
    }

    private func checkUnmanaged() throws(ControllerError) {
        if manager != nil {
            throw ControllerError(code: .modifyingManagedTabBar, exceptionName: ControllerError.internalInconsistency,
                                  message: "Directly modifying a tab bar managed by a tab bar controller is not allowed.")
        }
    }
}
