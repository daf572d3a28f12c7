public import SceneLoaderCore

/// A storyboard's scene graph: every controller as a node, containment and segues as labelled edges.
///
/// Build it with ``Storyboard/sceneGraph()``; write it with ``dot(name:)`` (Graphviz) or ``mermaid()``.
/// Nodes are in document order and edges in the order the file gives them, so the output is stable.
public struct SceneGraph: Sendable, Hashable {
    /// One controller.
    public struct Node: Sendable, Hashable {
        /// A name safe in DOT and Mermaid: `s` and the scene's index in the file.
        public let key: String
        /// The controller's object id, if it has one.
        public let id: String?
        /// The class the platform makes (the custom class, or the platform's class for the kind);
        /// nil for a storyboard reference.
        public let className: String?
        /// The element name.
        public let kind: ControllerKind
        /// The storyboard identifier, if any.
        public let identifier: String?
        /// The title, if any.
        public let title: String?
        /// Whether this is the storyboard's initial controller.
        public let isInitial: Bool
        /// For a storyboard reference: what it points at.
        public let reference: StoryboardReference?
    }

    /// One connection.
    public struct Edge: Sendable, Hashable {
        /// How the edge came to be.
        public enum Kind: Sendable, Hashable {
            /// A container's child (relationship segue).
            case relationship
            /// A transition (a segue that is not a relationship).
            case segue
            /// A storyboard reference to a controller in the same storyboard, to that controller.
            case reference
        }

        /// The source node's key.
        public let from: String
        /// The destination node's key.
        public let to: String
        /// `tab 0`, `root`, `master`, `detail`…, the segue's kind and identifier (`show: detail`), or
        /// `refers to`.
        public let label: String
        /// Relationship or segue.
        public let kind: Kind
    }

    /// The controllers, in document order.
    public let nodes: [Node]
    /// The edges, by source in document order: relationships, then segues, then a reference's target.
    public let edges: [Edge]

    /// Builds the graph of `storyboard`. Edges whose destination is not a controller in the file (an
    /// unwind segue's exit, a dangling id already reported as a diagnostic) are left out.
    public init(storyboard: Storyboard) {
        let scenes = storyboard.scenes
        let initial = storyboard.initialSceneIndex
        nodes = scenes.enumerated().map { index, scene in
            Node(key: "s\(index)", id: scene.id, className: scene.className, kind: scene.kind,
                 identifier: scene.storyboardIdentifier, title: scene.title ?? scene.navigationItemTitle,
                 isInitial: index == initial, reference: scene.reference)
        }
        var edges: [Edge] = []
        for (index, scene) in scenes.enumerated() {
            let destinations = storyboard.relationshipDestinations(ofSceneAt: index)
            for (position, label) in scene.relationshipLabels.enumerated() {
                guard position < destinations.count, let child = destinations[position] else { continue }
                edges.append(Edge(from: "s\(index)", to: "s\(child)", label: label, kind: .relationship))
            }
            for segue in scene.segues {
                guard let destination = segue.destination, let target = storyboard.sceneIndex(withID: destination) else { continue }
                let label = segue.kind.rawValue + (segue.identifier.map { ": " + $0 } ?? "")
                edges.append(Edge(from: "s\(index)", to: "s\(target)", label: label, kind: .segue))
            }
            // A reference into this same storyboard points at its target, which is a node here.
            if let reference = scene.reference, reference.storyboardName == nil || reference.storyboardName == storyboard.name {
                let target = reference.referencedIdentifier.flatMap { storyboard.sceneIndex(withIdentifier: $0) } ?? (reference.referencedIdentifier == nil ? initial : nil)
                if let target, target != index {
                    edges.append(Edge(from: "s\(index)", to: "s\(target)", label: "refers to", kind: .reference))
                }
            }
        }
        self.edges = edges
    }

    /// The lines a node's box shows: class; identifier; title; for a reference, where it points.
    func labelLines(of node: Node) -> [String] {
        var lines: [String] = []
        if let reference = node.reference {
            lines.append("Storyboard reference")
            lines.append("→ " + (reference.storyboardName.map { $0 + ".storyboard" } ?? "this storyboard"))
            lines.append(reference.referencedIdentifier.map { "identifier: " + $0 } ?? "initial controller")
            if let bundle = reference.bundleIdentifier { lines.append("bundle: " + bundle) }
        } else {
            lines.append(node.className ?? node.kind.rawValue)
            if let identifier = node.identifier { lines.append("identifier: " + identifier) }
            if let title = node.title { lines.append("title: " + title) }
        }
        return lines.map { Quote.line($0, limit: 80) }
    }
}

extension Storyboard {
    /// The scene graph: controllers, containment and segues.
    public func sceneGraph() -> SceneGraph { SceneGraph(storyboard: self) }
}
