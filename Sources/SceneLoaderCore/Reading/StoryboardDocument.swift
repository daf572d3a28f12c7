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
    /// Other scene-level objects (exit, custom objects, …) that segues may target, in document order.
    var sceneObjects: [SceneObject] = []
    /// `<resources>` images in document order.
    var images: [ImageResource] = []
    /// `<resources>` named colours in document order.
    var namedColors: [NamedColor] = []
    /// The colour names elements refer to (`<color name="…">`), each once, at its first use.
    var colorReferences: [NamedColor] = []
    /// Problems the reader itself can see (a relationship segue without its attributes).
    var diagnostics: [Diagnostic] = []
    /// For a xib, its objects and connections; nil for a storyboard.
    var nib: NibDocument?
    /// The controllers' views, in document order (a xib's are in ``nib``).
    var rootViews: [RootView] = []

    /// Moves each list into one of exactly its size.
    mutating func trimCapacity() {
        scenes = Array(exactlyMoving: &scenes)
        sceneObjects = Array(exactlyMoving: &sceneObjects)
        images = Array(exactlyMoving: &images)
        namedColors = Array(exactlyMoving: &namedColors)
        colorReferences = Array(exactlyMoving: &colorReferences)
        diagnostics = Array(exactlyMoving: &diagnostics)
    }
}
