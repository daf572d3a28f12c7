import SceneLoaderRuntime

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
            if navigation.isNavigationBarHidden { text += " · navigation bar hidden" }
            if !navigation.isToolbarHidden { text += " · toolbar shown" }
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

    /// The deepest level the tree indents; below it every line keeps that indent and says its
    /// depth, so that a deep chain prints in space proportional to its size.
    static let maxIndentedDepth = 32

    /// Prints `root` and what it holds (children, then what it presents), depth first, without
    /// recursion.
    private func printTree(_ root: ViewController, prefix: String, childPrefix: String) {
        var pending: [(controller: ViewController, prefix: String, childPrefix: String, depth: Int)] = [(root, prefix, childPrefix, 0)]
        while let (controller, prefix, childPrefix, depth) = pending.popLast() {
            var text = prefix + label(controller)
            if controller.isOnScreen { text += " (on screen)" }
            if let presented = controller.presentedViewController { text += " presents \(label(presented))" }
            lines.append(text)
            let deep = depth + 1 >= Simulator.maxIndentedDepth
            func indented(_ mark: String, _ continuation: String) -> (String, String) {
                deep ? (childPrefix + "[depth \(depth + 1)] " + mark, childPrefix) : (childPrefix + mark, childPrefix + continuation)
            }
            var next: [(controller: ViewController, prefix: String, childPrefix: String, depth: Int)] = []
            let children = controller.children
            for (index, child) in children.enumerated() {
                let last = index == children.count - 1
                let (first, rest) = indented(last ? "└─ " : "├─ ", last ? "   " : "│  ")
                next.append((child, first, rest, depth + 1))
            }
            if let presented = controller.presentedViewController, presented.parent == nil {
                let (first, rest) = indented("⇡ ", "   ")
                next.append((presented, first, rest, depth + 1))
            }
            pending.append(contentsOf: next.reversed())
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
