import SceneLoaderCore

extension SceneGraph {
    /// The graph in Graphviz's DOT language: boxes for controllers (bold for the initial one, which a
    /// `start` point also leads to), dashed folders for storyboard references, solid edges for
    /// containment, dashed ones for segues and a dotted one from a
    /// reference to its target in the same storyboard.
    /// - Parameter name: the graph's name.
    public func dot(name: String = "storyboard") -> String {
        var text = "digraph \(DOT.quoted(lines: [name])) {\n"
        text += "    rankdir=LR;\n"
        text += SceneGraph.dotDefaults
        return text + dotStatements(prefix: "", indent: "    ") + "}\n"
    }

    /// The default node and edge attributes, one statement a line.
    static let dotDefaults = """
        node [shape=box, style=rounded, fontname="Helvetica", fontsize=11];
        edge [fontname="Helvetica", fontsize=10];

    """

    /// The graph's statements (start point, nodes, edges), each line after `indent`, every node
    /// key after `prefix` (so that several graphs can share one DOT file).
    func dotStatements(prefix: String, indent: String) -> String {
        var text = ""
        if let initial = nodes.first(where: \.isInitial) {
            text += "\(indent)\(prefix)start [shape=point, width=0.15];\n"
            text += "\(indent)\(prefix)start -> \(prefix)\(initial.key) [label=\"initial\"];\n"
        }
        for node in nodes {
            var attributes = ["label=\(DOT.quoted(lines: labelLines(of: node)))"]
            if node.reference != nil { attributes.append("shape=folder, style=dashed") }
            if node.isInitial { attributes.append("penwidth=2") }
            text += "\(indent)\(prefix)\(node.key) [\(attributes.joined(separator: ", "))];\n"
        }
        for edge in edges { text += indent + SceneGraph.dotStatement(edge, prefix: prefix) }
        return text
    }

    /// One edge as a DOT statement (with its line break), its keys after `prefix`.
    static func dotStatement(_ edge: Edge, prefix: String = "") -> String {
        var attributes = ["label=\(DOT.quoted(lines: [edge.label]))"]
        switch edge.kind {
        case .relationship: break
        case .segue: attributes.append("style=dashed")
        case .reference: attributes.append("style=dotted, arrowhead=empty")
        }
        return "\(prefix)\(edge.from) -> \(prefix)\(edge.to) [\(attributes.joined(separator: ", "))];\n"
    }
}
