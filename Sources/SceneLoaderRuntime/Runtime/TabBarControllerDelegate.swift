/// What a tab bar controller asks and tells its delegate, as `UITabBarControllerDelegate`.
///
/// Every method has a default implementation (allow selection, do nothing, no orientation of
/// its own), as UIKit's optional methods. The delegate is asked only about the user's taps and edits,
/// never about programmatic selection.
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the tab the user tapped (or the More list entry the user chose) may be selected;
    /// false keeps the current tab. Asked again when the user taps the selected tab.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// The user's tap selected `viewController` (also called when the tab was already selected).
    /// For the More tab, `viewController` is the ``TabBarController/moreNavigationController``.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
    /// The user tapped Edit on the More screen; `viewControllers` is the current order.
    func tabBarController(_ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController])
    /// The user tapped Done; `viewControllers` is the new order, `changed` whether it differs.
    func tabBarController(_ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController], changed: Bool)
    /// The edit sheet went away; the new order is now the tab bar controller's `viewControllers`.
    func tabBarController(_ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController], changed: Bool)
    /// The orientations the tab bar controller supports, overriding its own rule; nil (the
    /// default) lets the tab bar controller decide.
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: TabBarController) -> InterfaceOrientationMask?
}

extension TabBarControllerDelegate {
    /// Allows every selection.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController]) {}
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController], changed: Bool) {}
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController], changed: Bool) {}
    /// No opinion: nil.
    public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: TabBarController) -> InterfaceOrientationMask? { nil }
}
