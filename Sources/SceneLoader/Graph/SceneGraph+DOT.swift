extension SceneGraph {
    /// The graph in Graphviz's DOT language: boxes for controllers (bold for the initial one, which a
    /// `start` point also leads to), dashed folders for storyboard references, solid edges for
    /// containment, dashed ones for segues and a dotted one from a
    /// reference to its target in the same storyboard.
    /// - Parameter name: the graph's name.
    public func dot(name: String = "storyboard") -> String {
        var text = "digraph \(DOT.quoted(lines: [name])) {\n"
        text += "    rankdir=LR;\n"
        text += "    node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11];\n"
        text += "    edge [fontname=\"Helvetica\", fontsize=10];\n"
        if let initial = nodes.first(where: \.isInitial) {
            text += "    start [shape=point, width=0.15];\n"
            text += "    start -> \(initial.key) [label=\"initial\"];\n"
        }
        for node in nodes {
            var attributes = ["label=\(DOT.quoted(lines: labelLines(of: node)))"]
            if node.reference != nil { attributes.append("shape=folder, style=dashed") }
            if node.isInitial { attributes.append("penwidth=2") }
            text += "    \(node.key) [\(attributes.joined(separator: ", "))];\n"
        }
        for edge in edges {
            var attributes = ["label=\(DOT.quoted(lines: [edge.label]))"]
            switch edge.kind {
            case .relationship: break
            case .segue: attributes.append("style=dashed")
            case .reference: attributes.append("style=dotted, arrowhead=empty")
            }
            text += "    \(edge.from) -> \(edge.to) [\(attributes.joined(separator: ", "))];\n"
        }
        return text + "}\n"
    }
}
