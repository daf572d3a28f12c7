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
    let sceneID: String?
    let kind: ControllerKind
    let location: SourceLocation
    var id: String?
    var storyboardIdentifier: String?
    var restorationIdentifier: String?
    var customClass: String?
    var customModule: String?
    var customModuleProvider: String?
    var title: String?
    var tabBarItem: TabBarItemDescription?
    var navigationItemTitle: String?
    var relationshipSegues: [RelationshipSegue] = []
    var segues: [Segue] = []
    var reference: StoryboardReference?

    init(depth: Int, sceneID: String?, kind: ControllerKind, location: SourceLocation) {
        self.depth = depth
        self.sceneID = sceneID
        self.kind = kind
        self.location = location
    }

    /// The scene, and a diagnostic for each relationship segue that lacks its kind or destination.
    func build() -> (Scene, [Diagnostic]) {
        var relationships: [Relationship] = []
        var problems: [Diagnostic] = []
        for segue in relationshipSegues {
            guard let relationship = segue.relationship, let destination = segue.destination else {
                let missing = segue.relationship == nil ? "relationship" : "destination"
                problems.append(Diagnostic(
                    severity: .error, code: .incompleteRelationship,
                    message: "relationship segue has no '\(missing)' attribute", location: segue.location,
                    sceneIDs: id.map { [$0] } ?? []))
                continue
            }
            relationships.append(Relationship(kind: Relationship.Kind(rawValue: relationship), destination: destination,
                                              id: segue.id, location: segue.location))
        }
        let scene = Scene(
            id: id, sceneID: sceneID, kind: kind, storyboardIdentifier: storyboardIdentifier,
            restorationIdentifier: restorationIdentifier, customClass: customClass, customModule: customModule,
            customModuleProvider: customModuleProvider, title: title, tabBarItem: tabBarItem,
            navigationItemTitle: navigationItemTitle, relationships: Array(exactly: relationships),
            segues: Array(exactly: segues),
            reference: reference, location: location)
        return (scene, problems)
    }
}

extension Array {
    /// A copy without the spare capacity that appending left, for arrays kept in the model.
    init(exactly elements: [Element]) {
        self = elements.isEmpty ? [] : elements.withUnsafeBufferPointer { Array($0) }
    }
}
