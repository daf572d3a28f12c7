/// Collects one controller's parts while its element is open.
final class ControllerBuilder {
    /// A relationship segue as written, before validation checks its attributes.
    struct RelationshipSegue {
        let relationship: String?
        let destination: String?
        let id: String?
        let location: SourceLocation
    }

    let depth: Int
    /// Whether this collects the segues of an object in the scene's dock, not a controller: its
    /// segues become the scene controller's.
    let isDock: Bool
    /// The depth of the controller's own view (`key="view"`), while it is open; 0 otherwise.
    var viewDepth = 0
    /// The scene's fields as read so far, filled in place in the storage the scene will hold;
    /// relationships are added by ``build()``. Only the reader touches a builder, one event at a
    /// time.
    let scene: SceneStorage
    var relationshipSegues: [RelationshipSegue] = []

    /// The controller's element name (a segue's trigger when the controller performs it).
    let element: XMLName

    init(depth: Int, sceneID: String?, kind: ControllerKind, element: XMLName, platform: DocumentInfo.Platform,
         location: SourceLocation, isDock: Bool = false) {
        self.depth = depth
        self.isDock = isDock
        self.element = element
        scene = SceneStorage(kind: kind, sceneID: sceneID, platform: platform, location: location)
    }

    /// The scene, and a diagnostic for each relationship segue that lacks its kind or destination.
    /// Called once, when the controller is complete: the scene takes the storage, and the builder
    /// must not be used again.
    func build() -> (Scene, [Diagnostic]) {
        var relationships: [Relationship] = []
        var problems: [Diagnostic] = []
        if !relationshipSegues.isEmpty {
            for index in relationshipSegues.indices {
                let segue = relationshipSegues[index]
                guard let relationship = segue.relationship, let destination = segue.destination else {
                    let missing = segue.relationship == nil ? "relationship" : "destination"
                    problems.append(Diagnostic(
                        severity: .error, code: .incompleteRelationship,
                        message: "relationship segue has no '\(missing)' attribute", location: segue.location,
                        sceneIDs: scene.fields.id.map { [$0] } ?? []))
                    continue
                }
                relationships.append(Relationship(kind: Relationship.Kind(rawValue: relationship), destination: destination,
                                                  id: segue.id, location: segue.location))
            }
            relationshipSegues = []
        }
        scene.fields.finish(relationships: &relationships)
        return (Scene(storage: scene), problems)
    }
}

private extension Scene.Fields {
    /// Gives the fields their relationships and trims the lists appending left with spare
    /// capacity, in one mutation (an assignment each through the storage retained and released it
    /// around every one).
    mutating func finish(relationships: inout [Relationship]) {
        if !relationships.isEmpty { self.relationships = Array(exactlyMoving: &relationships) }
        if !reusableViews.isEmpty { reusableViews = Array(exactlyMoving: &reusableViews) }
        if !flaggedViews.isEmpty { flaggedViews = Array(exactlyMoving: &flaggedViews) }
    }
}

extension Array {
    /// The elements of `source`, moved into an array without the spare capacity that appending
    /// left (for arrays kept in the model); `source` is left empty, with its capacity when
    /// `keepingCapacity` (a buffer reused from element to element). Moved, not copied: a copy
    /// retained every string of every element, and freeing `source` released them again.
    init(exactlyMoving source: inout [Element], keepingCapacity: Bool = false) {
        let count = source.count
        // Not `Array(unsafeUninitializedCapacity: 0)`: that writes the count into the one empty
        // array every thread shares (a data race ThreadSanitizer reports).
        guard count > 0 else {
            self = []
            if !keepingCapacity { source = [] }
            return
        }
        guard count < source.capacity else {
            self = source
            if keepingCapacity { source.removeAll(keepingCapacity: true) } else { source = [] }
            return
        }
        self.init(unsafeUninitializedCapacity: count) { buffer, initialized in
            // popLast moves each element out; they are placed back to front.
            var index = count
            while let element = source.popLast() {
                index -= 1
                (buffer.baseAddress! + index).initialize(to: element)
            }
            initialized = count
        }
        if !keepingCapacity { source = [] }
    }
}
