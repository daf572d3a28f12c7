/// What validation resolved in one storyboard: its controllers by object id and by storyboard
/// identifier, each relationship's destination, the initial controller, the scenes that have errors,
/// and every diagnostic, sorted. Ids and identifiers are compared as UTF-8 bytes.
struct StoryboardIndex: Sendable {
    var diagnostics: [Diagnostic] = []
    /// Controllers by object id (bytes); the first wins when ids repeat.
    var sceneByID = ByteTable()
    /// Controllers by storyboard identifier (bytes); the first wins when identifiers repeat.
    var sceneByIdentifier = ByteTable()
    /// Storyboard identifiers in document order, each once.
    var identifiers: [String] { sceneByIdentifier.allKeys }
    /// For each scene, its relationship destinations as scene indexes (nil when not found).
    var children: [[Int?]] = []
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
}
