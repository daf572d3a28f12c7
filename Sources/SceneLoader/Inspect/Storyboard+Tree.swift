extension Storyboard {
    /// The storyboard as a readable tree: a header, the initial controller first, then every other
    /// top-level controller; containers list their children with the relationship (tab index, root,
    /// master/detail), and each controller shows its identifier, class, title, tab bar item,
    /// storyboard reference and segues.
    /// - Parameter file: the path to show in the header; defaults to the path it was loaded from.
    public func treeDescription(file: String? = nil) -> String {
        var printer = TreePrinter(storyboard: self)
        return printer.render(file: file ?? displayPath)
    }
}

/// Renders ``Storyboard/treeDescription(file:)``.
private struct TreePrinter {
    let storyboard: Storyboard
    var lines: [String] = []
    var shown: Set<Int> = []
    var onPath: Set<Int> = []

    /// Nesting deeper than this is elided (a pathological chain would otherwise print forever).
    static let maxDepth = 48

    init(storyboard: Storyboard) { self.storyboard = storyboard }

    mutating func render(file: String) -> String {
        let info = storyboard.documentInfo
        let scenes = storyboard.scenes
        var header = "\(file): \(info.platform.rawValue)"
        if let version = info.version { header += ", format \(version)" }
        if let tools = info.toolsVersion { header += ", tools \(tools)" }
        header += ", \(scenes.count) scene\(scenes.count == 1 ? "" : "s")"
        lines.append(header)
        let initial = storyboard.initialSceneIndex
        var isChild = Array(repeating: false, count: scenes.count)
        for position in scenes.indices {
            for case let child? in storyboard.relationshipDestinations(ofSceneAt: position) { isChild[child] = true }
        }
        var roots: [Int] = []
        if let initial { roots.append(initial) }
        roots += scenes.indices.filter { !isChild[$0] && $0 != initial }
        if scenes.isEmpty { lines.append("(no scenes)") }
        for root in roots { node(root, edge: nil, prefix: "", childPrefix: "", depth: 0) }
        // Controllers reachable only through a cycle have no root: show them too.
        for index in scenes.indices where !shown.contains(index) {
            node(index, edge: nil, prefix: "", childPrefix: "", depth: 0)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func node(_ index: Int, edge: String?, prefix: String, childPrefix: String, depth: Int) {
        let scene = storyboard.scenes[index]
        var text = prefix + (edge.map { "[\($0)] " } ?? "")
        text += describe(scene)
        if onPath.contains(index) {
            lines.append(text + " (cycle)")
            return
        }
        // A container reached through a second relationship is not expanded again: containers
        // that share children level after level would otherwise print 2^depth lines.
        if shown.contains(index) && !storyboard.relationshipDestinations(ofSceneAt: index).isEmpty {
            lines.append(text + " (shown above)")
            return
        }
        lines.append(text)
        shown.insert(index)
        guard depth < TreePrinter.maxDepth else {
            lines.append(childPrefix + "└─ …")
            return
        }
        onPath.insert(index)
        defer { onPath.remove(index) }

        var entries: [Entry] = []
        if let item = scene.tabBarItem { entries.append(.text("tab bar item: " + describe(item))) }
        let destinations = storyboard.relationshipDestinations(ofSceneAt: index)
        for (position, (relationship, label)) in zip(scene.relationships, scene.relationshipLabels).enumerated() {
            if let child = destinations[position] {
                entries.append(.child(child, label))
            } else {
                entries.append(.text("[\(label)] missing \(relationship.destination)"))
            }
        }
        for segue in scene.segues { entries.append(.text("segue " + describe(segue))) }
        for (position, entry) in entries.enumerated() {
            let last = position == entries.count - 1
            let branch = childPrefix + (last ? "└─ " : "├─ ")
            let continuation = childPrefix + (last ? "   " : "│  ")
            switch entry {
            case .text(let text): lines.append(branch + text)
            case .child(let child, let label):
                node(child, edge: label, prefix: branch, childPrefix: continuation, depth: depth + 1)
            }
        }
    }

    private enum Entry {
        case text(String)
        case child(Int, String)
    }

    private func describe(_ scene: Scene) -> String {
        var text = scene.kind.rawValue
        if let id = scene.id { text += " \(id)" }
        if let identifier = scene.storyboardIdentifier { text += " identifier \(quoted(identifier))" }
        if let custom = scene.customClass {
            text += " class \(custom)" + (scene.customModule.map { " (\($0))" } ?? "")
        }
        if let title = scene.title { text += " title \(quoted(title))" }
        if let navigationTitle = scene.navigationItemTitle { text += " navigation title \(quoted(navigationTitle))" }
        if let reference = scene.reference {
            text += " → storyboard \(reference.storyboardName.map(quoted) ?? "(this one)")"
            text += reference.referencedIdentifier.map { " identifier \(quoted($0))" } ?? " initial controller"
            if let bundle = reference.bundleIdentifier { text += " bundle \(bundle)" }
        }
        if scene.id != nil && scene.id == storyboard.initialViewControllerID { text += " (initial)" }
        return text
    }

    private func describe(_ item: TabBarItemDescription) -> String {
        var parts: [String] = []
        if let title = item.title { parts.append("title \(quoted(title))") }
        if let system = item.systemItem { parts.append("system \(system)") }
        if let image = item.image { parts.append("image \(quoted(image))" + (item.catalog == "system" ? " (SF Symbol)" : "")) }
        if let selected = item.selectedImage { parts.append("selected \(quoted(selected))") }
        if let badge = item.badgeValue { parts.append("badge \(quoted(badge))") }
        if item.tag != 0 { parts.append("tag \(item.tag)") }
        return parts.isEmpty ? "(empty)" : parts.joined(separator: " ")
    }

    private func describe(_ segue: Segue) -> String {
        var text = segue.kind.rawValue
        if let identifier = segue.identifier { text += " \(quoted(identifier))" }
        text += " → \(segue.destination ?? "(none)")"
        if !segue.trigger.isController {
            text += " from \(segue.trigger.element)" + (segue.trigger.id.map { " \($0)" } ?? "")
        }
        return text
    }

    private func quoted(_ value: String) -> String { "\"\(Quote.value(value))\"" }
}
