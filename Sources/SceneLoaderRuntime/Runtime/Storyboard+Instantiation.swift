public import SceneLoaderCore

extension Storyboard {
    /// Makes a new controller tree for the scene with this storyboard identifier, as
    /// `UIStoryboard.instantiateViewController(withIdentifier:)` does.
    ///
    /// Every call returns new objects. Containers come with their children, made the same way,
    /// in document order: a navigation controller's root, a tab bar controller's tabs, a split
    /// view controller's columns.
    /// - Throws: ``StoryboardError`` with ``DiagnosticCode/unknownIdentifier`` (UIKit's message and
    ///   the nearest identifier) or ``DiagnosticCode/invalidScene`` when the scene or a controller
    ///   it contains has an error diagnostic, or two controllers have the identifier.
    public func instantiateViewController(withIdentifier identifier: String) throws(StoryboardError) -> ViewController {
        try instantiate(sceneAt: sceneIndexToInstantiate(identifier: identifier), chain: ReferenceChain())
    }

    /// The scene `instantiateViewController(withIdentifier:)` makes for `identifier`.
    /// - Throws: UIKit's message for an identifier no scene has, with the nearest identifier;
    ///   ``DiagnosticCode/invalidScene`` when two controllers have it.
    func sceneIndexToInstantiate(identifier: String) throws(StoryboardError) -> Int {
        guard let index = sceneIndex(withIdentifier: identifier) else {
            throw StoryboardError(
                code: .unknownIdentifier,
                message: "Storyboard (\(name)) doesn't contain a view controller with identifier '\(Quote.value(identifier))'\(NearestMatch.hint(for: identifier, among: identifiers))",
                location: SourceLocation(file: displayPath, line: 0, column: 0))
        }
        // Two controllers share the identifier: which one is meant is unknown (each still
        // instantiates by its object id).
        if isAmbiguous(identifier: identifier) { throw invalidScene(index, root: index, ambiguous: true) }
        return index
    }

    /// Makes a new controller tree for the initial scene, or returns nil when the storyboard has
    /// none, as `instantiateInitialViewController()` does.
    /// - Throws: ``StoryboardError`` when the initial scene has errors.
    public func instantiateInitialViewController() throws(StoryboardError) -> ViewController? {
        guard let index = initialSceneIndex else { return nil }
        return try instantiate(sceneAt: index, chain: ReferenceChain())
    }

    /// Makes a new controller tree for the scene whose controller has this object id.
    /// - Throws: ``StoryboardError`` with ``DiagnosticCode/unknownIdentifier`` when no controller has
    ///   the id, or ``DiagnosticCode/invalidScene``.
    public func instantiateViewController(withID id: String) throws(StoryboardError) -> ViewController {
        guard let index = sceneIndex(withID: id) else {
            throw StoryboardError(
                code: .unknownIdentifier,
                message: "Storyboard (\(name)) doesn't contain a view controller with id '\(Quote.value(id))'\(NearestMatch.hint(for: id, among: scenes.compactMap(\.id)))",
                location: SourceLocation(file: displayPath, line: 0, column: 0))
        }
        return try instantiate(sceneAt: index, chain: ReferenceChain())
    }

    /// Builds the tree below `root` without recursion (the relationship graph is acyclic once
    /// validated, but may be deep), children before their parents.
    func instantiate(sceneAt root: Int, chain: ReferenceChain) throws(StoryboardError) -> ViewController {
        let scenes = self.scenes
        var instanceLimit = scenes.count   // raised once, when a tree first outgrows it
        // Breadth-first walk of the relationship tree: the children of each entry are appended
        // together, so each entry remembers where its children start and how many there are.
        var order: [(scene: Int, first: Int, count: Int, depth: Int)] = [(root, 0, 0, 0)]
        var cursor = 0
        while cursor < order.count {
            let scene = order[cursor].scene
            let depth = order[cursor].depth
            if isInvalid(sceneAt: scene) { throw invalidScene(scene, root: root) }
            // Bounds for hostile files: a tree deeper than this would also overflow the stack when
            // it is released (each controller releases its children); a tree larger than the
            // storyboard's controllers and relationships together means controllers shared by
            // several containers, which can double at every level (40 levels of 2 make 2^40
            // controllers from a 3 KB file); a child shared by a few containers (a warning,
            // relationship.multiple-parents) gets one instance in each, as in UIKit.
            if depth >= Storyboard.maxInstantiationDepth && !relationshipDestinations(ofSceneAt: scene).isEmpty {
                throw tooLarge(root, "nests containers more than \(Storyboard.maxInstantiationDepth) deep")
            }
            let first = order.count
            for child in relationshipDestinations(ofSceneAt: scene) {
                guard let child else { throw invalidScene(scene, root: root) }
                order.append((child, 0, 0, depth + 1))
            }
            if order.count > instanceLimit && instanceLimit == scenes.count {
                instanceLimit += scenes.reduce(0) { $0 + $1.relationships.count }
            }
            if order.count > instanceLimit {
                throw tooLarge(root, "makes more controllers than the storyboard has controllers and relationships (\(instanceLimit)): containers share children level after level")
            }
            order[cursor].first = first
            order[cursor].count = order.count - first
            cursor += 1
        }
        try chain.make(order.count, root: scenes[root])
        var controllers: [ViewController] = []
        controllers.reserveCapacity(order.count)
        for entry in order {
            let scene = scenes[entry.scene]
            if let reference = scene.reference, let resolved = try instantiate(reference, of: scene, chain: chain) {
                controllers.append(resolved)
            } else {
                controllers.append(try makeController(for: scene, chain: chain))
            }
        }
        // Children are installed before their parents, in document order.
        // Only each relationship's kind is read, in place: copying the relationships whole
        // retained and released every string and location in them, for every container made.
        var installed: [(kind: Relationship.Kind, controller: ViewController)] = []
        for position in order.indices.reversed() where order[position].count > 0 {
            let entry = order[position]
            let relationships = scenes[entry.scene].relationships
            installed.removeAll(keepingCapacity: true)
            for offset in 0..<min(entry.count, relationships.count) {
                installed.append((kind: relationships[offset].kind, controller: controllers[entry.first + offset]))
            }
            controllers[position].installStoryboardChildren(installed)
        }
        return controllers[0]
    }

    /// The deepest controller tree instantiation makes (containers inside containers); UIKit apps
    /// nest a handful.
    public static let maxInstantiationDepth = 256

    private func tooLarge(_ root: Int, _ what: String) -> StoryboardError {
        let scene = scenes[root]
        let label = scene.storyboardIdentifier ?? scene.id ?? scene.kind.rawValue
        return StoryboardError(code: .instantiationTooLarge, message: "scene '\(Quote.value(label))' cannot be instantiated: it \(what)",
                               location: scene.location)
    }

    /// The error for a scene an error diagnostic concerns; `ambiguous`: for its duplicate identifier.
    private func invalidScene(_ index: Int, root: Int, ambiguous: Bool = false) -> StoryboardError {
        let scene = scenes[index]
        let rootScene = scenes[root]
        let label = rootScene.storyboardIdentifier ?? rootScene.id ?? rootScene.kind.rawValue
        let problems = diagnostics.filter {
            $0.severity == .error && scene.id.map($0.concerns(sceneID:)) == true
                && ($0.code == .duplicateStoryboardIdentifier) == ambiguous
        }
        let first = problems.first
        let inside = index == root ? "" : " (it contains '\(Quote.value(scene.id ?? scene.kind.rawValue))')"
        return StoryboardError(
            code: .invalidScene,
            message: "scene '\(Quote.value(label))' cannot be instantiated\(inside): \(first?.message ?? "a relationship destination is missing")",
            location: first?.location ?? scene.location,
            notes: problems.dropFirst().map { .init(message: $0.message, location: $0.location) })
    }
}
