import SceneLoaderCore

extension InterfaceDocument {
    /// The document as text for git's line diff (`scene-inspect diff --textconv`): one element a
    /// line, indented by depth, its attributes sorted by name and quoted; noise left out (version
    /// stamps, frames, canvas positions, `misplaced`), lists whose order means nothing (resources,
    /// constraints, connections) in a fixed order. Two versions that differ only in noise have the
    /// same outline, so git shows no change for them.
    public func outline() -> String {
        var text = ""
        var stack: [(element: Int, depth: Int)] = [(tree.root, 0)]
        while let (element, depth) = stack.popLast() {
            text += String(repeating: "  ", count: depth) + outlineLine(element) + "\n"
            var children = tree.elements[element].children.filter { index.noise[$0] == nil }
            if Noise.isOrderInsensitive(tree.elements[element].name) {
                let lines = children.map(outlineLine)
                children = children.indices.sorted { (lines[$0], $0) < (lines[$1], $1) }.map { children[$0] }
            }
            for child in children.reversed() { stack.append((child, depth + 1)) }
        }
        return text
    }

    /// `label id="x" text="Hello"`: the element's name, its attributes other than noise in name
    /// order, and its text.
    private func outlineLine(_ element: Int) -> String {
        let e = tree.elements[element]
        var attributes: [(String, String)] = []
        for attribute in e.attributes where !Noise.isNoise(element: e.name, attribute: tree.attributes[attribute].name) {
            attributes.append((tree.attributes[attribute].name, MarkupText.decode(tree.raw(attribute: attribute))))
        }
        attributes.sort { $0.0 < $1.0 }
        var line = e.name
        for (name, value) in attributes { line += " \(name)=\"\(Quote.value(value, limit: 400))\"" }
        if e.hasText { line += " \"\(Quote.value(tree.text(of: element), limit: 400))\"" }
        return line
    }
}
