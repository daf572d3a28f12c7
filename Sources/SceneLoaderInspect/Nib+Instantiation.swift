public import SceneLoaderCore
public import SceneLoaderRuntime

/// File's Owner for showing what a nib connects: it takes every outlet and keeps them in the
/// order the nib sets them (`scene-inspect instantiate X.xib` instantiates with one).
public final class RecordingOwner: OutletContainer {
    /// The outlets set, in order: the key and the value.
    public private(set) var outlets: [(key: String, value: Any?)] = []

    /// An owner with no outlets set yet.
    public init() {}

    /// Keeps the outlet.
    public func setValue(_ value: Any?, forKey key: String) throws(ControllerError) {
        outlets.append((key, value))
    }
}

extension Nib {
    /// What instantiating the nib with a ``RecordingOwner`` made, one line an object: File's
    /// Owner's outlets, then each top-level object (its class, element and id, reuse identifier)
    /// with the outlets set on it; a top-level view controller as its controller tree.
    /// - Throws: ``ControllerError`` as ``instantiate(withOwner:options:)`` does.
    public func instantiationDescription() throws(ControllerError) -> String {
        let owner = RecordingOwner()
        let objects = try instantiate(withOwner: owner)
        var lines = ["File's Owner (\(filesOwner?.className ?? "none"))"]
        for (position, outlet) in owner.outlets.enumerated() {
            lines.append((position == owner.outlets.count - 1 ? "└─ " : "├─ ") + "\(outlet.key) = " + Nib.describe(outlet.value))
        }
        for (index, object) in objects.enumerated() {
            if let controller = object as? ViewController {
                let tree = controller.treeDescription().split(separator: "\n").map(String.init)
                lines.append("[\(index)] " + (tree.first ?? ""))
                lines += tree.dropFirst().map { "    " + $0 }
                let keys = controller.outlets.keys.sorted()
                for (position, key) in keys.enumerated() {
                    lines.append((position == keys.count - 1 ? "    └─ " : "    ├─ ") + "\(key) = " + Nib.describe(controller.outlets[key] ?? nil))
                }
                continue
            }
            guard let view = object as? View else { continue }
            var text = "[\(index)] " + Nib.describe(view)
            if let identifier = view.reuseIdentifier { text += " reuse identifier \"\(Quote.value(identifier))\"" }
            lines.append(text)
            let keys = outletKeys(of: view)
            for (position, key) in keys.enumerated() {
                lines.append((position == keys.count - 1 ? "    └─ " : "    ├─ ") + "\(key) = " + Nib.describe(view.outlets[key] ?? nil))
            }
        }
        return lines.map { Quote.line($0) }.joined(separator: "\n") + "\n"
    }

    /// The outlets set on `view`, in the order of the file's connections.
    private func outletKeys(of view: View) -> [String] {
        guard let id = view.objectID, let object = object(withID: id) else { return view.outlets.keys.sorted() }
        var keys: [String] = []
        for outlet in object.outlets {
            if let name = outlet.name, view.outlets[name] != nil, !keys.contains(name) { keys.append(name) }
        }
        return keys
    }

    /// `label Nm0-lb-000 (UILabel)`, a controller's class, or an array of them.
    private static func describe(_ value: Any?) -> String {
        switch value {
        case let view as View: "\(view.element) \(view.objectID ?? "(no id)") (\(view.className))"
        case let controller as ViewController: "\(controller.kind.rawValue) \(controller.scene?.id ?? "(no id)") (\(controller.className))"
        case let objects as [AnyObject]: "[" + objects.map { describe($0) }.joined(separator: ", ") + "]"
        case let owner as RecordingOwner where owner === owner: "File's Owner"
        default: "(nil)"
        }
    }
}
