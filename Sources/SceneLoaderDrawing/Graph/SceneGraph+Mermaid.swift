import SceneLoaderCore

extension SceneGraph {
    /// The graph as a Mermaid flowchart (GitHub renders it in a fenced `mermaid` block): rectangles for
    /// controllers, the initial one marked and led to from a `start` circle, subroutine boxes for
    /// storyboard references, solid arrows for containment, dotted ones for segues, and a
    /// dotted circle-ended link from a reference to its target in the same storyboard.
    public func mermaid() -> String {
        var text = "flowchart LR\n" + mermaidStatements(prefix: "", indent: "    ")
        if let initial = nodes.first(where: \.isInitial) {
            text += "    classDef initial stroke-width:3px\n"
            text += "    class \(initial.key) initial\n"
        }
        return text
    }

    /// The graph's statements (start circle, nodes, links), each line after `indent`, every node
    /// key after `prefix` (so that several graphs can share one flowchart).
    func mermaidStatements(prefix: String, indent: String) -> String {
        var text = ""
        if let initial = nodes.first(where: \.isInitial) {
            text += "\(indent)\(prefix)start((start)) -->|initial| \(prefix)\(initial.key)\n"
        }
        for node in nodes {
            let label = Mermaid.quoted(lines: labelLines(of: node))
            if node.reference != nil {
                text += "\(indent)\(prefix)\(node.key)[[\(label)]]\n"
            } else {
                text += "\(indent)\(prefix)\(node.key)[\(label)]\n"
            }
        }
        for edge in edges { text += indent + SceneGraph.mermaidStatement(edge, prefix: prefix) }
        return text
    }

    /// One edge as a Mermaid link (with its line break), its keys after `prefix`.
    static func mermaidStatement(_ edge: Edge, prefix: String = "") -> String {
        let arrow = switch edge.kind {
        case .relationship: "-->"
        case .segue: "-.->"
        case .reference: "-.-o"
        }
        return "\(prefix)\(edge.from) \(arrow)|\(Mermaid.quoted(lines: [edge.label]))| \(prefix)\(edge.to)\n"
    }
}
