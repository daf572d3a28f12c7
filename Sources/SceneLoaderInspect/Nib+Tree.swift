public import SceneLoaderCore

extension Nib {
    /// The xib as a readable tree: a header, then File's Owner with its class, outlets and the
    /// actions it receives, then each top-level object (its class, reuse identifier, accessibility
    /// identifier) with its outlets and the actions it receives; an outlet shows what it names.
    /// - Parameter file: the path to show in the header; defaults to the path it was loaded from.
    public func treeDescription(file: String? = nil) -> String {
        let info = documentInfo
        let topLevel = topLevelObjects
        var header = "\(file ?? displayPath): \(info.platform.rawValue) xib"
        if let version = info.version { header += ", format \(version)" }
        if let tools = info.toolsVersion { header += ", tools \(tools)" }
        header += ", \(topLevel.count) top-level object\(topLevel.count == 1 ? "" : "s")"
        var lines = [header]
        if let owner = filesOwner {
            var text = "File's Owner"
            text += owner.customClass.map { " class \($0)" + Nib.module(owner.customModule, provider: owner.customModuleProvider) } ?? " (no class)"
            lines.append(text)
            append(entries(of: owner), to: &lines)
        }
        for placeholder in placeholders where !placeholder.isFilesOwner && placeholder.placeholderRole == nil {
            lines.append("placeholder \(placeholder.id)" + (placeholder.placeholderIdentifier.map { " \(Nib.quoted($0))" } ?? "")
                         + " class \(placeholder.className)")
            append(entries(of: placeholder), to: &lines)
        }
        if topLevel.isEmpty { lines.append("(no top-level objects)") }
        for object in topLevel {
            lines.append(describe(object))
            append(entries(of: object), to: &lines)
        }
        return lines.map { Quote.line($0) }.joined(separator: "\n") + "\n"
    }

    private func append(_ entries: [String], to lines: inout [String]) {
        for (position, entry) in entries.enumerated() {
            lines.append((position == entries.count - 1 ? "└─ " : "├─ ") + entry)
        }
    }

    /// `tableViewCell KGk-i7-Jjw class MessageCell (Mail, target) reuse identifier "Message"`.
    private func describe(_ object: NibObject) -> String {
        var text = "\(object.element) \(object.id) class \(object.className)"
        text += Nib.module(object.customModule, provider: object.customModuleProvider)
        if let identifier = object.reuseIdentifier { text += " reuse identifier \(Nib.quoted(identifier))" }
        if let accessibility = object.accessibilityIdentifier { text += " accessibility \(Nib.quoted(accessibility))" }
        if let scene = scene(forControllerWithID: object.id), let title = scene.title { text += " title \(Nib.quoted(title))" }
        return text
    }

    /// The object's outlets (`outlet titleLabel → label abc-12-def`) and the actions it receives
    /// (`action didTapSave: ← button xyz (touchUpInside)`).
    private func entries(of object: NibObject) -> [String] {
        var entries: [String] = []
        if !object.attributes.isEmpty {
            entries.append("attributes: " + object.attributes.map { "\($0.name) \(Nib.quoted($0.value))" }.joined(separator: ", "))
        }
        for outlet in object.outlets {
            let kind = outlet.kind == .outletCollection ? "outlet collection" : "outlet"
            entries.append("\(kind) \(outlet.name ?? "(no property)") → " + target(outlet.destination))
        }
        for action in actions(to: object) {
            var text = "action \(action.name ?? "(no selector)") ← \(action.sourceElement)"
            if let source = action.source { text += " \(source)" }
            if let event = action.eventType { text += " (\(event))" }
            entries.append(text)
        }
        return entries
    }

    /// `label abc-12-def (UILabel)`, `File's Owner`, `xyz (not found)`.
    private func target(_ id: String?) -> String {
        guard let id else { return "(none)" }
        guard let object = object(withID: id) else { return "\(id) (not found)" }
        if object.isFilesOwner { return "File's Owner" }
        return "\(object.element) \(id) (\(object.className))"
    }

    private static func module(_ module: String?, provider: String?) -> String {
        guard let module else { return provider.map { " (\($0))" } ?? "" }
        return " (\(module)" + (provider.map { ", \($0)" } ?? "") + ")"
    }

    private static func quoted(_ value: String) -> String { "\"\(Quote.value(value))\"" }
}
