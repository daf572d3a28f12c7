extension Storyboard {
    /// Makes a new controller tree for the scene with this storyboard identifier, as
    /// `UIStoryboard.instantiateViewController(withIdentifier:)` does.
    ///
    /// Every call returns new objects. Containers come with their children, made the same way,
    /// in document order: a navigation controller's root, a tab bar controller's tabs, a split
    /// view controller's columns.
    /// - Throws: ``StoryboardError`` with ``DiagnosticCode/unknownIdentifier`` (UIKit's message and
    ///   the nearest identifier) or ``DiagnosticCode/invalidScene`` when the scene or a controller
    ///   it contains has an error diagnostic.
    public func instantiateViewController(withIdentifier identifier: String) throws(StoryboardError) -> ViewController {
        guard let index = storage.outcome.sceneByIdentifier[ByteKey(identifier)] else {
            throw StoryboardError(
                code: .unknownIdentifier,
                message: "Storyboard (\(name)) doesn't contain a view controller with identifier '\(Quote.value(identifier))'\(NearestMatch.hint(for: identifier, among: identifiers))",
                location: SourceLocation(file: displayPath, line: 0, column: 0))
        }
        return try instantiate(sceneAt: index)
    }

    /// Makes a new controller tree for the initial scene, or returns nil when the storyboard has
    /// none, as `instantiateInitialViewController()` does.
    /// - Throws: ``StoryboardError`` when the initial scene has errors.
    public func instantiateInitialViewController() throws(StoryboardError) -> ViewController? {
        guard let index = storage.outcome.initial else { return nil }
        return try instantiate(sceneAt: index)
    }

    /// Makes a new controller tree for the scene whose controller has this object id.
    /// - Throws: ``StoryboardError`` with ``DiagnosticCode/unknownIdentifier`` when no controller has
    ///   the id, or ``DiagnosticCode/invalidScene``.
    public func instantiateViewController(withID id: String) throws(StoryboardError) -> ViewController {
        guard let index = storage.outcome.sceneByID[ByteKey(id)] else {
            throw StoryboardError(
                code: .unknownIdentifier,
                message: "Storyboard (\(name)) doesn't contain a view controller with id '\(Quote.value(id))'\(NearestMatch.hint(for: id, among: scenes.compactMap(\.id)))",
                location: SourceLocation(file: displayPath, line: 0, column: 0))
        }
        return try instantiate(sceneAt: index)
    }

    /// Builds the tree below `root` without recursion (the relationship graph is acyclic once
    /// validated, but may be deep), children before their parents.
    private func instantiate(sceneAt root: Int) throws(StoryboardError) -> ViewController {
        let read = storage.read
        let outcome = storage.outcome
        // Breadth-first walk of the relationship tree: the children of each entry are appended
        // together, so each entry remembers where its children start and how many there are.
        var order: [(scene: Int, first: Int, count: Int, depth: Int)] = [(root, 0, 0, 0)]
        let budget = Storyboard.instantiationFactor * read.scenes.count + Storyboard.instantiationAllowance
        var cursor = 0
        while cursor < order.count {
            let scene = order[cursor].scene
            let depth = order[cursor].depth
            if outcome.invalid[scene] { throw invalidScene(scene, root: root) }
            // Bounds for hostile files: containers nest a handful deep in real apps; a controller
            // shared by several containers is made once for each (as UIKit does), which is
            // legitimate, but sharing can double at every level (40 levels of 2 make 2^40
            // controllers from a 3 KB file), so the tree may only be a few times the file's size.
            if depth >= Storyboard.maxInstantiationDepth && !outcome.children[scene].isEmpty {
                throw tooLarge(root, "nests containers more than \(Storyboard.maxInstantiationDepth) deep")
            }
            let first = order.count
            for child in outcome.children[scene] {
                guard let child else { throw invalidScene(scene, root: root) }
                order.append((child, 0, 0, depth + 1))
            }
            if order.count > budget {
                throw tooLarge(root, "reaches more than \(budget) controllers (\(Storyboard.instantiationFactor) per scene in the storyboard, plus \(Storyboard.instantiationAllowance)): containers share children level after level")
            }
            order[cursor].first = first
            order[cursor].count = order.count - first
            cursor += 1
        }
        let controllers = order.map { Storyboard.controllerClass(for: read.scenes[$0.scene].kind).init(scene: read.scenes[$0.scene], storyboard: self) }
        // Children are installed before their parents, in document order.
        for position in order.indices.reversed() where order[position].count > 0 {
            let entry = order[position]
            let relationships = read.scenes[entry.scene].relationships
            let installed = zip(relationships, controllers[entry.first..<(entry.first + entry.count)]).map { (kind: $0.kind, controller: $1) }
            controllers[position].installStoryboardChildren(installed)
        }
        return controllers[0]
    }

    /// The deepest controller tree instantiation makes (containers inside containers); UIKit apps
    /// nest a handful.
    public static let maxInstantiationDepth = 256

    /// How many controllers one instantiation may make per scene in the storyboard (plus
    /// ``instantiationAllowance``): a scene shared by several containers is made once for each, as
    /// UIKit does, but a tree that outgrows the file this much is a sharing bomb.
    public static let instantiationFactor = 4

    /// The controllers one instantiation may make beyond ``instantiationFactor`` per scene, so that
    /// a small file may share freely.
    public static let instantiationAllowance = 64

    private func tooLarge(_ root: Int, _ what: String) -> StoryboardError {
        let scene = scenes[root]
        let label = scene.storyboardIdentifier ?? scene.id ?? scene.kind.rawValue
        return StoryboardError(code: .instantiationTooLarge, message: "scene '\(Quote.value(label))' cannot be instantiated: it \(what)",
                               location: scene.location)
    }

    private static func controllerClass(for kind: ControllerKind) -> ViewController.Type {
        switch kind {
        case .navigationController: NavigationController.self
        case .tabBarController: TabBarController.self
        default: ViewController.self
        }
    }

    private func invalidScene(_ index: Int, root: Int) -> StoryboardError {
        let scene = scenes[index]
        let rootScene = scenes[root]
        let label = rootScene.storyboardIdentifier ?? rootScene.id ?? rootScene.kind.rawValue
        let problems = diagnostics.filter { $0.severity == .error && scene.id.map($0.sceneIDs.contains) == true }
        let first = problems.first
        let inside = index == root ? "" : " (it contains '\(Quote.value(scene.id ?? scene.kind.rawValue))')"
        return StoryboardError(
            code: .invalidScene,
            message: "scene '\(Quote.value(label))' cannot be instantiated\(inside): \(first?.message ?? "a relationship destination is missing")",
            location: first?.location ?? scene.location,
            notes: problems.dropFirst().map { .init(message: $0.message, location: $0.location) })
    }
}
