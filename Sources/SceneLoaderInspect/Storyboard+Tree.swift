public import SceneLoaderCore
import SceneLoaderRuntime
import SceneLoaderBundle

extension Storyboard {
    /// The storyboard as a readable tree: a header, the initial controller first, then every other
    /// top-level controller; containers list their children with the relationship (tab index, root,
    /// master/detail), and each controller shows its identifier, class, title, tab bar item,
    /// storyboard reference and segues.
    /// - Parameters:
    ///   - file: the path to show in the header; defaults to the path it was loaded from.
    ///   - resolved: for a bundle's tree, where each storyboard reference leads (shown after
    ///     `⇒`); nil shows none.
    public func treeDescription(file: String? = nil, resolved: ((Scene) -> String)? = nil) -> String {
        var printer = TreePrinter(storyboard: self)
        printer.resolved = resolved
        return printer.render(file: file ?? displayPath)
    }
}

/// Renders ``Storyboard/treeDescription(file:)``.
private struct TreePrinter {
    let storyboard: Storyboard
    var lines: [String] = []
    var shown: Set<Int> = []
    var onPath: Set<Int> = []
    var resolved: ((Scene) -> String)?

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
        return lines.map { Quote.line($0) }.joined(separator: "\n") + "\n"
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
        if !scene.attributes.isEmpty {
            entries.append(.text("attributes: " + scene.attributes.map { "\($0.name) \(quoted($0.value))" }.joined(separator: ", ")))
        }
        for view in scene.reusableViews { entries.append(.text(describe(view))) }
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
            text += " class \(custom)" + module(scene.customModule, provider: scene.customModuleProvider)
        } else if scene.kind == .application {
            text += " (the application: \(scene.className ?? "NSApplication"), not a controller)"
        }
        if let title = scene.title { text += " title \(quoted(title))" }
        if let navigationTitle = scene.navigationItemTitle { text += " navigation title \(quoted(navigationTitle))" }
        if let accessibility = scene.viewAccessibilityIdentifier { text += " view accessibility \(quoted(accessibility))" }
        if let nib = scene.nibName { text += " nib \(quoted(nib))" }
        if let reference = scene.reference {
            text += " → storyboard \(reference.storyboardName.map(quoted) ?? "(this one)")"
            text += reference.referencedIdentifier.map { " identifier \(quoted($0))" } ?? " initial controller"
            if let bundle = reference.bundleIdentifier { text += " bundle \(bundle)" }
            if let resolved { text += " ⇒ " + resolved(scene) }
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

    /// `show "openMessage" → tableViewController inbox identifier "Inbox" class InboxViewController
    /// from button b1`; an unwind segue says its action, a segue from the dock says so.
    private func describe(_ segue: Segue) -> String {
        var text = segue.kind.rawValue
        if let identifier = segue.identifier { text += " \(quoted(identifier))" }
        if let custom = segue.customClass { text += " class \(custom)" + module(segue.customModule, provider: segue.customModuleProvider) }
        if let action = segue.unwindAction { text += " action \(quoted(action))" }
        text += " → "
        if let target = storyboard.segueDestination(of: segue) {
            text += "\(target.kind) \(target.id)"
            if let identifier = target.identifier { text += " identifier \(quoted(identifier))" }
            if let className = target.className { text += " class \(className)" }
        } else {
            text += segue.destination.map { "\($0) (not found)" } ?? "(none)"
        }
        if !segue.trigger.isController {
            text += " from \(segue.trigger.element)" + (segue.trigger.id.map { " \($0)" } ?? "")
            if segue.trigger.isInDock { text += " (dock)" }
        }
        return text
    }

    /// `cell "Cell" class MessageCell (Mail)`, `header "Section"`, `tableHeaderView class Banner`.
    private func describe(_ view: ReusableView) -> String {
        var text: String
        switch view.element {
        case "tableViewCell", "collectionViewCell": text = "cell"
        case "collectionReusableView": text = "reusable view"
        default: text = view.key ?? view.element
        }
        if let key = view.key, text != key { text += " \(key)" }
        if let identifier = view.reuseIdentifier { text += " \(quoted(identifier))" }
        if let custom = view.customClass { text += " class \(custom)" + module(view.customModule, provider: view.customModuleProvider) }
        return text
    }

    /// ` (Module)`, ` (Module, target)` when the module is whichever target builds the file.
    private func module(_ module: String?, provider: String?) -> String {
        guard let module else { return provider.map { " (\($0))" } ?? "" }
        return " (\(module)" + (provider.map { ", \($0)" } ?? "") + ")"
    }

    private func quoted(_ value: String) -> String { "\"\(Quote.value(value))\"" }
}
