extension SceneGraph {
    /// The graph as a Mermaid flowchart (GitHub renders it in a fenced `mermaid` block): rectangles for
    /// controllers, the initial one marked and led to from a `start` circle, subroutine boxes for
    /// storyboard references, solid arrows for containment, dotted ones for segues, and a
    /// dotted circle-ended link from a reference to its target in the same storyboard.
    public func mermaid() -> String {
        var text = "flowchart LR\n"
        if let initial = nodes.first(where: \.isInitial) {
            text += "    start((start)) -->|initial| \(initial.key)\n"
        }
        for node in nodes {
            let label = Mermaid.quoted(lines: labelLines(of: node))
            if node.reference != nil {
                text += "    \(node.key)[[\(label)]]\n"
            } else {
                text += "    \(node.key)[\(label)]\n"
            }
        }
        for edge in edges {
            let arrow = switch edge.kind {
            case .relationship: "-->"
            case .segue: "-.->"
            case .reference: "-.-o"
            }
            text += "    \(edge.from) \(arrow)|\(Mermaid.quoted(lines: [edge.label]))| \(edge.to)\n"
        }
        if let initial = nodes.first(where: \.isInitial) {
            text += "    classDef initial stroke-width:3px\n"
            text += "    class \(initial.key) initial\n"
        }
        return text
    }
}
