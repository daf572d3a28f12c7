extension Simulator {
    /// Prints the window's root, each tab bar controller, each navigation stack, and the tree of
    /// every named controller without a parent.
    func printState() {
        lines.append("= state")
        emit("window: \(label(window?.rootViewController))")
        for case let tabs as TabBarController in order {
            emit("tab bar controller \(label(tabs)) (\(tabs.horizontalSizeClass.rawValue) width)")
            emit("  viewControllers: \(list(tabs.viewControllers))")
            emit("  selectedIndex: \(tabs.selectedIndex == NSNotFound ? "NSNotFound" : String(tabs.selectedIndex)) · selectedViewController: \(label(tabs.selectedViewController))")
            emit("  tab bar: \(tabBarLine(tabs))")
            if tabs.showsMore {
                emit("  more list: \(list(tabs.moreListEntries))")
            }
            emit("  customizable: \(list(tabs.customizableViewControllers))")
            emit("  orientations: \(tabs.supportedInterfaceOrientations)")
        }
        for case let navigation as NavigationController in order where !(navigation is MoreNavigationController) || navigation.parent != nil {
            var text = "navigation controller \(label(navigation)): \(list(navigation.viewControllers))"
            if let visible = navigation.visibleViewController, visible !== navigation.topViewController { text += " · visible \(label(visible))" }
            emit(text)
        }
        emit("tree:")
        for root in order where root.parent == nil && (root.presentingViewController == nil) && !isIdleMoreController(root) {
            printTree(root, prefix: "    ", childPrefix: "    ")
        }
    }

    /// The More controllers of a tab bar controller that does not show More are left out of the tree.
    private func isIdleMoreController(_ controller: ViewController) -> Bool {
        controller is MoreNavigationController || controller is MoreListController
    }

    private func printTree(_ controller: ViewController, prefix: String, childPrefix: String) {
        var text = prefix + label(controller)
        if controller.isOnScreen { text += " (on screen)" }
        if let presented = controller.presentedViewController { text += " presents \(label(presented))" }
        lines.append(text)
        let children = controller.children
        for (index, child) in children.enumerated() {
            let last = index == children.count - 1
            printTree(child, prefix: childPrefix + (last ? "└─ " : "├─ "), childPrefix: childPrefix + (last ? "   " : "│  "))
        }
        if let presented = controller.presentedViewController, presented.parent == nil {
            printTree(presented, prefix: childPrefix + "⇡ ", childPrefix: childPrefix + "   ")
        }
    }

    /// `Home | [Feed] | Search | Profile | More`: the items' titles, the selected one in brackets,
    /// badges after a colon.
    func tabBarLine(_ tabs: TabBarController) -> String {
        guard let items = tabs.tabBar.items else { return "(no items)" }
        let selected = tabs.tabBar.selectedItem
        let texts = items.map { item -> String in
            var text = item.title ?? item.systemItem?.title ?? "(untitled)"
            if let badge = item.badgeValue { text += ":\(badge)" }
            return item === selected ? "[\(text)]" : text
        }
        var line = texts.joined(separator: " | ")
        if tabs.tabBar.isHidden { line += " (hidden)" }
        return line
    }
}
