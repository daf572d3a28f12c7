extension TabBarController: CustomTabBarDelegate {
    /// A custom tab bar's tap selects that tab, as the seeds' custom bar does: by setting
    /// ``selectedIndex`` (so, like any programmatic selection, without asking the controller's
    /// delegate). An index with no tab is ignored.
    public func customTabBar(_ tabBar: CustomTabBar, didSelectFrom from: Int, to: Int) {
        selectedIndex = to
    }
}
