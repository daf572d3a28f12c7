import SceneLoaderCore
public import SceneLoaderRuntime

extension ViewController {
    /// The live controller tree below this one, one controller a line: its class, kind, identifier
    /// and title; tabs with their item; navigation stacks root first; other children. A controller
    /// made from another storyboard than the one above it (through a storyboard reference) says
    /// which (`from storyboard "Profile"`).
    public func treeDescription() -> String {
        var lines: [String] = []
        describeTree(into: &lines, edge: nil, prefix: "", childPrefix: "", depth: 0, above: storyboard?.name)
        return lines.map { Quote.line($0) }.joined(separator: "\n") + "\n"
    }

    private func describeTree(into lines: inout [String], edge: String?, prefix: String, childPrefix: String, depth: Int, above: String?) {
        // An unresolved storyboard reference is no class: say what it stands for.
        var text = prefix + (edge.map { "[\($0)] " } ?? "") + (scene?.reference == nil ? className : "storyboard reference") + " (\(kind.rawValue)"
        if let id = scene?.id { text += " \(id)" }
        text += ")"
        if let name = storyboard?.name, name != above { text += " from storyboard \"\(Quote.value(name))\"" }
        if let reference = scene?.reference {
            text += " → " + (reference.storyboardName.map { "\"\(Quote.value($0))\"" } ?? "this storyboard")
            text += reference.referencedIdentifier.map { " identifier \"\(Quote.value($0))\"" } ?? " initial controller"
            text += " (not resolved)"
        }
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
            // Other containers' children carry the label of their relationship, as in the
            // storyboard's tree and graph (`master`, `detail`, `content`…).
            let relationships = scene.map { zip($0.relationships, $0.relationshipLabels).map { ($0.destination, $1) } } ?? []
            labelled = children.map { child in
                let label = child.scene?.id.flatMap { id in relationships.first { $0.0 == id }?.1 }
                return (label ?? "child", child)
            }
        }
        for (position, (label, child)) in labelled.enumerated() {
            let last = position == labelled.count - 1
            child.describeTree(into: &lines, edge: label, prefix: childPrefix + (last ? "└─ " : "├─ "),
                               childPrefix: childPrefix + (last ? "   " : "│  "), depth: depth + 1, above: storyboard?.name ?? above)
        }
    }
}
