/// What validation resolved in one storyboard: its controllers by object id and by storyboard
/// identifier, each relationship's destination, the initial controller, the scenes that have errors,
/// and every diagnostic, sorted. Ids and identifiers are compared as UTF-8 bytes.
struct StoryboardIndex: Sendable {
    var diagnostics: [Diagnostic] = []
    /// Controllers by object id (bytes); the first wins when ids repeat. Its keys are the scenes'
    /// (``SceneIDs``): look up with ``scene(withID:in:)``.
    var sceneByID = ByteTable()
    /// Controllers by storyboard identifier (bytes); the first wins when identifiers repeat.
    var sceneByIdentifier = ByteTable()

    /// For each scene, its relationship destinations as scene indexes (nil when not found).
    var children = RelationshipDestinations()
    /// For each scene, whether an error diagnostic concerns it (a duplicate storyboard identifier
    /// makes only the identifier ambiguous, not the scene: it instantiates by its object id).
    var invalid: [Bool] = []
    /// Scene objects that are not controllers (the Exit…) by object id (bytes), as positions in the
    /// document's list; the first wins when ids repeat.
    var sceneObjectByID = ByteTable()
    /// Storyboard identifiers that more than one controller has.
    var ambiguousIdentifiers: Set<ByteKey> = []
    /// The initial controller's index.
    var initial: Int?

    // The keys of the tables, in one place for the validator that fills them and the lookups.

    /// The keys of ``sceneByID``: the scenes' object ids.
    struct SceneIDs: ByteTableKeys {
        let scenes: [Scene]
        func key(at position: Int) -> String { scenes[position].id ?? "" }
    }

    /// The keys of ``sceneByIdentifier``: the scenes' storyboard identifiers.
    struct SceneIdentifiers: ByteTableKeys {
        let scenes: [Scene]
        func key(at position: Int) -> String { scenes[position].storyboardIdentifier ?? "" }
    }

    /// The keys of ``sceneObjectByID``: the scene objects' ids.
    struct SceneObjectIDs: ByteTableKeys {
        let objects: [SceneObject]
        func key(at position: Int) -> String { objects[position].id }
    }

    /// The position of the controller with object id `id`.
    func scene(withID id: String, in document: StoryboardDocument) -> Int? {
        sceneByID.position(of: id, keys: SceneIDs(scenes: document.scenes))
    }

    /// The position of the controller with storyboard identifier `identifier`.
    func scene(withIdentifier identifier: String, in document: StoryboardDocument) -> Int? {
        sceneByIdentifier.position(of: identifier, keys: SceneIdentifiers(scenes: document.scenes))
    }

    /// The position of the scene object with object id `id`.
    func sceneObject(withID id: String, in document: StoryboardDocument) -> Int? {
        sceneObjectByID.position(of: id, keys: SceneObjectIDs(objects: document.sceneObjects))
    }

    /// Storyboard identifiers in document order, each once.
    func identifiers(in document: StoryboardDocument) -> [String] {
        let keys = SceneIdentifiers(scenes: document.scenes)
        return sceneByIdentifier.positions.map { keys.key(at: Int($0)) }
    }
}
