/// A scene's fields, out of line: the one object a ``Scene`` points to, equal and hashed by value.
///
/// The reader makes it when a controller's element opens and fills its fields in place while the
/// element is open (``ControllerBuilder``); the scene it then makes only reads them. Filling them
/// in place spares the copy and destroy of all twenty-one fields, for every scene, that moving them
/// into a generic box at the end would cost. `@unchecked Sendable`: every
/// write happens on the parsing thread before the scene exists; once a ``Scene`` holds the
/// storage, nothing writes to it.
final class SceneStorage: @unchecked Sendable, Hashable {
    /// The fields; written only by the builder that made the storage, before the scene exists.
    /// (No dynamic exclusivity check: one thread touches them while they can change.)
    @exclusivity(unchecked) var fields: Scene.Fields

    /// Storage for a controller of `kind` at `location`, its fields made here, in place.
    init(kind: ControllerKind, sceneID: String?, platform: DocumentInfo.Platform, location: SourceLocation) {
        fields = Scene.Fields(kind: kind, sceneID: sceneID, platform: platform, location: location)
    }

    /// Storage holding `fields` as they are (a localized copy of a scene's).
    init(fields: Scene.Fields) {
        self.fields = fields
    }

    static func == (lhs: SceneStorage, rhs: SceneStorage) -> Bool { lhs === rhs || lhs.fields == rhs.fields }

    func hash(into hasher: inout Hasher) { hasher.combine(fields) }
}
