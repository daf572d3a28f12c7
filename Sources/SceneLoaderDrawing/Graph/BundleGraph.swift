import SceneLoaderCore
public import SceneLoaderBundle

/// A bundle's storyboards and xibs as one graph: one cluster per storyboard, each that
/// storyboard's ``SceneGraph``, one per xib (its ``NibGraph``), an edge from each storyboard
/// reference that leads to another file to the controller it names there (references within one
/// file are that cluster's own edges), and one from each scene that loads its view from a nib to
/// that nib's File's Owner.
///
/// Build it with ``StoryboardBundle/graph()``; write it with ``dot(name:)`` (Graphviz clusters) or
/// ``mermaid()`` (subgraphs). Clusters follow ``StoryboardBundle/files``, then the files of
/// search-path bundles that references lead to; a file that does not load has no cluster (its
/// diagnostics say why).
public struct BundleGraph: Sendable, Hashable {
    /// One storyboard.
    public struct Cluster: Sendable, Hashable {
        /// A name safe in DOT and Mermaid: `f` and the cluster's position; its nodes' keys are this,
        /// `_` and their key in ``graph``.
        public let key: String
        /// The file as its bundle shows it (relative to the root), after the bundle identifier and
        /// `: ` for a file of a search-path bundle.
        public let label: String
        /// The storyboard's own graph.
        public let graph: SceneGraph
    }

    /// One xib.
    public struct NibCluster: Sendable, Hashable {
        /// A name safe in DOT and Mermaid: `n` and the cluster's position; its nodes' keys are this,
        /// `_` and their key in ``graph``.
        public let key: String
        /// The file as the bundle shows it (relative to the root).
        public let label: String
        /// The xib's own graph.
        public let graph: NibGraph
    }

    /// The storyboards.
    public let clusters: [Cluster]
    /// The xibs, in the order of ``StoryboardBundle/nibFiles`` (a file that does not load has none).
    public let nibClusters: [NibCluster]
    /// References between files, from the placeholder's node to the referenced controller's,
    /// as full keys (`f1_s3`), each of kind ``SceneGraph/Edge/Kind/reference``.
    public let edges: [SceneGraph.Edge]

    /// Builds the graph of every storyboard of `bundle` (loads them all).
    public init(bundle: StoryboardBundle) {
        var clusters: [Cluster] = []
        var storyboards: [(file: StoryboardFile, storyboard: Storyboard)] = []
        var clusterOfFile: [StoryboardFile: Int] = [:]
        func add(_ file: StoryboardFile, _ storyboard: Storyboard, label: String) {
            clusterOfFile[file] = clusters.count
            clusters.append(Cluster(key: "f\(clusters.count)", label: label, graph: storyboard.sceneGraph()))
            storyboards.append((file, storyboard))
        }
        for (file, result) in zip(bundle.files, bundle.loadAll()) {
            if let storyboard = try? result.get() { add(file, storyboard, label: file.relativePath) }
        }
        var edges: [SceneGraph.Edge] = []
        // Files of search-path bundles are added as references reach them; only this bundle's
        // references are followed, so the walk ends.
        let own = storyboards.count
        for position in 0..<own {
            let (file, storyboard) = storyboards[position]
            for (index, scene) in storyboard.scenes.enumerated() {
                guard scene.reference != nil, let target = bundle.target(of: scene, in: file), target.file != file else { continue }
                if clusterOfFile[target.file] == nil {
                    guard let identifier = target.bundleIdentifier,
                          let other = bundle.searchPath.first(where: { $0.identifier == identifier }),
                          let loaded = try? other.storyboard(in: target.file) else { continue }
                    add(target.file, loaded, label: "\(identifier): \(target.file.relativePath)")
                }
                guard let targetCluster = clusterOfFile[target.file] else { continue }
                edges.append(SceneGraph.Edge(from: "f\(position)_s\(index)", to: "f\(targetCluster)_s\(target.sceneIndex)",
                                             label: "refers to", kind: .reference))
            }
        }
        // Each xib a cluster; a scene that loads its view from a nib leads to the nib's owner.
        var nibClusters: [NibCluster] = []
        var clusterOfNib: [NibFile: Int] = [:]
        for (file, result) in zip(bundle.nibFiles, bundle.loadAllNibs()) {
            guard let nib = try? result.get() else { continue }
            clusterOfNib[file] = nibClusters.count
            nibClusters.append(NibCluster(key: "n\(nibClusters.count)", label: file.relativePath, graph: nib.graph()))
        }
        for position in 0..<own {
            for (index, scene) in storyboards[position].storyboard.scenes.enumerated() {
                guard let name = scene.nibName, let file = bundle.nibFile(named: name), let cluster = clusterOfNib[file],
                      let owner = nibClusters[cluster].graph.nodes.first(where: \.isOwner) else { continue }
                edges.append(SceneGraph.Edge(from: "f\(position)_s\(index)", to: "n\(cluster)_\(owner.key)",
                                             label: "view from nib", kind: .reference))
            }
        }
        self.clusters = clusters
        self.nibClusters = nibClusters
        self.edges = edges
    }
}

extension StoryboardBundle {
    /// The graph of the whole bundle: a cluster per storyboard, references as edges between them.
    public func graph() -> BundleGraph { BundleGraph(bundle: self) }
}
