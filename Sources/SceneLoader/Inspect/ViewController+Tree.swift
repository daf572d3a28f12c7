extension ViewController {
    /// The live controller tree below this one, one controller a line: its class, kind, identifier
    /// and title; tabs with their item; navigation stacks root first; other children.
    public func treeDescription() -> String {
        var lines: [String] = []
        describeTree(into: &lines, edge: nil, prefix: "", childPrefix: "", depth: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    private func describeTree(into lines: inout [String], edge: String?, prefix: String, childPrefix: String, depth: Int) {
        var text = prefix + (edge.map { "[\($0)] " } ?? "") + className + " (\(kind.rawValue)"
        if let id = scene?.id { text += " \(id)" }
        text += ")"
        if let identifier = storyboardIdentifier { text += " identifier \"\(Quote.value(identifier))\"" }
        if let title { text += " title \"\(Quote.value(title))\"" }
        if parent is TabBarController || self is TabBarController == false && hasTabBarItem {
            let item = tabBarItem
            var parts: [String] = []
            if let title = item.title { parts.append("\"\(Quote.value(title))\"") }
            if let system = item.systemItem { parts.append("system \(system)") }
            if let image = item.image { parts.append("image \(image)") }
            if let badge = item.badgeValue { parts.append("badge \"\(Quote.value(badge))\"") }
            if !parts.isEmpty { text += " · tab " + parts.joined(separator: " ") }
        }
        lines.append(text)
        guard depth < 48 else { return }
        let labelled: [(String, ViewController)]
        if let tabs = self as? TabBarController {
            let list = tabs.viewControllers ?? []
            let tabs = Set(list.map(ObjectIdentifier.init))
            labelled = list.enumerated().map { ("tab \($0.offset)", $0.element) }
                + children.filter { !tabs.contains(ObjectIdentifier($0)) }.map { ("child", $0) }
        } else if let navigation = self as? NavigationController {
            let stack = navigation.viewControllers
            let stacked = Set(stack.map(ObjectIdentifier.init))
            labelled = stack.enumerated().map { ($0.offset == 0 ? "root" : "stack \($0.offset)", $0.element) }
                + children.filter { !stacked.contains(ObjectIdentifier($0)) }.map { ("child", $0) }
        } else {
            labelled = children.map { ("child", $0) }
        }
        for (position, (label, child)) in labelled.enumerated() {
            let last = position == labelled.count - 1
            child.describeTree(into: &lines, edge: label, prefix: childPrefix + (last ? "└─ " : "├─ "),
                               childPrefix: childPrefix + (last ? "   " : "│  "), depth: depth + 1)
        }
    }
}
