/// Everything the reader keeps from one file, before validation.
struct StoryboardDocument: Sendable {
    /// The `<document>` element's attributes.
    var info = DocumentInfo(type: nil, version: nil, toolsVersion: nil, targetRuntime: nil)
    /// The `initialViewController` attribute, if present.
    var initialViewController: String?
    /// Where the `<document>` element is.
    var documentLocation: SourceLocation
    /// Scene controllers in document order.
    var scenes: [Scene] = []
    /// Other scene-level objects (first responder, exit, …) that segues may target.
    var sceneObjects: [SceneObject] = []
    /// `<resources>` images in document order.
    var images: [ImageResource] = []
    /// Problems the reader itself can see (a relationship segue without its attributes).
    var diagnostics: [Diagnostic] = []

    /// An object at scene level that is not the scene's controller.
    struct SceneObject: Sendable {
        let id: String
        let element: String
        let location: SourceLocation
    }
}
