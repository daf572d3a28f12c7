public import SceneLoaderCore

/// A xib's connections as a graph: File's Owner and the top-level objects as nodes, with the
/// objects their outlets name and the controls that send them actions, and an edge for every
/// outlet (owner → top-level objects, cells → their labels…) and every action received.
///
/// Build it with ``Nib/graph()``; write it with ``dot(name:)`` (Graphviz) or ``mermaid()``.
/// Nodes are File's Owner, then the top-level objects in document order, then the others as
/// edges reach them; edges are in the file's order, so the output is stable.
public struct NibGraph: Sendable, Hashable {
    /// One object.
    public struct Node: Sendable, Hashable {
        /// A name safe in DOT and Mermaid: `owner`, or `o` and the node's position.
        public let key: String
        /// The object id.
        public let id: String
        /// The element name (`placeholder` for File's Owner on iOS).
        public let element: String
        /// The class the object is.
        public let className: String
        /// Whether it is File's Owner.
        public let isOwner: Bool
        /// Whether it is a top-level object (or File's Owner).
        public let isTopLevel: Bool
        /// The reuse identifier of a cell, if any.
        public let reuseIdentifier: String?
    }

    /// One connection.
    public struct Edge: Sendable, Hashable {
        /// What the connection is.
        public enum Kind: Sendable, Hashable {
            /// An outlet: the source's property is the destination.
            case outlet
            /// An outlet collection: the destination is one of the source's array.
            case outletCollection
            /// An action: the source (a control) sends a message to the destination.
            case action
        }

        /// The source node's key.
        public let from: String
        /// The destination node's key.
        public let to: String
        /// The property (`titleLabel`, `gestureRecognizers[]`) or the selector (`save:`).
        public let label: String
        /// Outlet, outlet collection or action.
        public let kind: Kind
    }

    /// The objects.
    public let nodes: [Node]
    /// The connections.
    public let edges: [Edge]

    /// Builds the graph of `nib`: its outlets from File's Owner and the top-level objects, and the
    /// actions they receive. Connections whose destination is not in the file are left out (a
    /// diagnostic reports them); so are those between objects inside the top-level ones.
    public init(nib: Nib) {
        var nodes: [Node] = []
        var keyOfID: [String: String] = [:]
        func node(for object: NibObject) -> String {
            if let key = keyOfID[object.id] { return key }
            let key = object.isFilesOwner ? "owner" : "o\(nodes.count)"
            keyOfID[object.id] = key
            nodes.append(Node(key: key, id: object.id, element: object.element, className: object.className,
                              isOwner: object.isFilesOwner, isTopLevel: object.isTopLevel, reuseIdentifier: object.reuseIdentifier))
            return key
        }
        let owner = nib.filesOwner
        var ends: Set<String> = []
        if let owner {
            _ = node(for: owner)
            ends.insert(owner.id)
        }
        for object in nib.topLevelObjects where !object.id.isEmpty {
            _ = node(for: object)
            ends.insert(object.id)
        }
        var edges: [Edge] = []
        for connection in nib.connections {
            guard let source = connection.source, let destination = connection.destination,
                  let from = nib.object(withID: source), let to = nib.object(withID: destination) else { continue }
            let kind: Edge.Kind
            switch connection.kind {
            case .outlet: kind = .outlet
            case .outletCollection: kind = .outletCollection
            case .action: kind = .action
            case .binding: continue
            }
            // An outlet from the owner or a top-level object; an action to one of them.
            guard kind == .action ? ends.contains(destination) : ends.contains(source) else { continue }
            let label = (connection.name ?? "") + (kind == .outletCollection ? "[]" : "")
            edges.append(Edge(from: node(for: from), to: node(for: to), label: label, kind: kind))
        }
        self.nodes = nodes
        self.edges = edges
    }

    /// The lines of a node's label: the class, the element and id, the reuse identifier.
    func labelLines(of node: Node) -> [String] {
        var lines = node.isOwner ? ["File's Owner", node.className] : [node.className, "\(node.element) \(node.id)"]
        if let identifier = node.reuseIdentifier { lines.append("reuse identifier: " + identifier) }
        return lines.map { Quote.line($0, limit: 80) }
    }
}

extension NibGraph {
    /// The graph in Graphviz's DOT language: File's Owner as a bold ellipse, top-level objects as
    /// boxes, the objects inside them as plain text, solid edges for outlets (bold for a
    /// collection) and dashed ones for actions.
    /// - Parameter name: the graph's name.
    public func dot(name: String = "nib") -> String {
        "digraph \(DOT.quoted(lines: [name])) {\n    rankdir=LR;\n" + SceneGraph.dotDefaults + dotStatements(prefix: "", indent: "    ") + "}\n"
    }

    /// The graph's statements, each line after `indent`, every key after `prefix`.
    func dotStatements(prefix: String, indent: String) -> String {
        var text = ""
        for node in nodes {
            var attributes = ["label=\(DOT.quoted(lines: labelLines(of: node)))"]
            if node.isOwner {
                attributes.append("shape=ellipse, penwidth=2")
            } else if !node.isTopLevel {
                attributes.append("shape=plaintext")
            }
            text += "\(indent)\(prefix)\(node.key) [\(attributes.joined(separator: ", "))];\n"
        }
        for edge in edges {
            var attributes = ["label=\(DOT.quoted(lines: [edge.label]))"]
            switch edge.kind {
            case .outlet: break
            case .outletCollection: attributes.append("penwidth=2")
            case .action: attributes.append("style=dashed")
            }
            text += "\(indent)\(prefix)\(edge.from) -> \(prefix)\(edge.to) [\(attributes.joined(separator: ", "))];\n"
        }
        return text
    }

    /// The graph as a Mermaid flowchart: File's Owner as a stadium, top-level objects as
    /// rectangles, the objects inside them as rounded boxes, arrows for outlets (thick for a
    /// collection) and dotted ones for actions.
    public func mermaid() -> String {
        "flowchart LR\n" + mermaidStatements(prefix: "", indent: "    ")
    }

    /// The graph's statements, each line after `indent`, every key after `prefix`.
    func mermaidStatements(prefix: String, indent: String) -> String {
        var text = ""
        for node in nodes {
            let label = Mermaid.quoted(lines: labelLines(of: node))
            let shape = node.isOwner ? "([\(label)])" : node.isTopLevel ? "[\(label)]" : "(\(label))"
            text += "\(indent)\(prefix)\(node.key)\(shape)\n"
        }
        for edge in edges {
            let arrow = switch edge.kind {
            case .outlet: "-->"
            case .outletCollection: "==>"
            case .action: "-.->"
            }
            text += "\(indent)\(prefix)\(edge.from) \(arrow)|\(Mermaid.quoted(lines: [edge.label]))| \(prefix)\(edge.to)\n"
        }
        return text
    }
}

extension Nib {
    /// The nib's graph: File's Owner and the top-level objects, their outlets and the actions they receive.
    public func graph() -> NibGraph { NibGraph(nib: self) }
}
