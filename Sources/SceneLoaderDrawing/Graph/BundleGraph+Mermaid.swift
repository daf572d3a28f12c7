import SceneLoaderCore

extension BundleGraph {
    /// The graph as a Mermaid flowchart: each storyboard a `subgraph` titled with its file and
    /// drawn as ``SceneGraph/mermaid()`` draws it alone, and each reference to another file a
    /// dotted circle-ended link to the controller it names.
    public func mermaid() -> String {
        var text = "flowchart LR\n"
        var initials: [String] = []
        for cluster in clusters {
            text += "    subgraph \(cluster.key) [\(Mermaid.quoted(lines: [cluster.label]))]\n"
            text += cluster.graph.mermaidStatements(prefix: cluster.key + "_", indent: "        ")
            text += "    end\n"
            initials += cluster.graph.nodes.filter(\.isInitial).map { cluster.key + "_" + $0.key }
        }
        for cluster in nibClusters {
            text += "    subgraph \(cluster.key) [\(Mermaid.quoted(lines: [cluster.label]))]\n"
            text += cluster.graph.mermaidStatements(prefix: cluster.key + "_", indent: "        ")
            text += "    end\n"
        }
        for edge in edges { text += "    " + SceneGraph.mermaidStatement(edge) }
        if !initials.isEmpty {
            text += "    classDef initial stroke-width:3px\n"
            text += "    class \(initials.joined(separator: ",")) initial\n"
        }
        return text
    }
}
