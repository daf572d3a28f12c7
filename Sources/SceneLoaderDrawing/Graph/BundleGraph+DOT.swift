import SceneLoaderCore

extension BundleGraph {
    /// The graph in Graphviz's DOT language: each storyboard a `subgraph cluster_…` labelled with
    /// its file and drawn as ``SceneGraph/dot(name:)`` draws it alone, and each reference to
    /// another file a dotted edge to the controller it names.
    /// - Parameter name: the graph's name (the bundle's folder).
    public func dot(name: String = "bundle") -> String {
        var text = "digraph \(DOT.quoted(lines: [name])) {\n"
        text += "    rankdir=LR;\n"
        text += SceneGraph.dotDefaults
        for cluster in clusters {
            text += "    subgraph cluster_\(cluster.key) {\n"
            text += "        label=\(DOT.quoted(lines: [cluster.label]));\n"
            text += "        style=rounded;\n"
            text += cluster.graph.dotStatements(prefix: cluster.key + "_", indent: "        ")
            text += "    }\n"
        }
        for cluster in nibClusters {
            text += "    subgraph cluster_\(cluster.key) {\n"
            text += "        label=\(DOT.quoted(lines: [cluster.label]));\n"
            text += "        style=dashed;\n"
            text += cluster.graph.dotStatements(prefix: cluster.key + "_", indent: "        ")
            text += "    }\n"
        }
        for edge in edges { text += "    " + SceneGraph.dotStatement(edge) }
        return text + "}\n"
    }
}
