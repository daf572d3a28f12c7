/// An object in a scene's dock beside its controller: the Exit placeholder of unwind segues, a
/// gesture recognizer, a bar button item, a custom object. (The first responder, which every scene
/// has and nothing targets, is not kept.)
public struct SceneObject: Sendable, Hashable {
    /// The object's id: a segue may name it as its destination (an unwind segue names the Exit).
    public let id: String
    /// The element name (`exit`, `tapGestureRecognizer`, `barButtonItem`, `customObject`…).
    public let element: String
    /// The `sceneMemberID` (`exit`), if the file gives one.
    public let sceneMemberID: String?
    /// The custom class, if any.
    public let customClass: String?
    /// The custom class's module, if any.
    public let customModule: String?
    /// `target` when the module is whichever target builds the file.
    public let customModuleProvider: String?
    /// Where the element is.
    public let location: SourceLocation

    /// Creates a scene object.
    public init(id: String, element: String, sceneMemberID: String?, customClass: String?, customModule: String?,
                customModuleProvider: String?, location: SourceLocation) {
        self.id = id
        self.element = element
        self.sceneMemberID = sceneMemberID
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.location = location
    }

    /// Whether this is the scene's Exit, the destination of its unwind segues.
    public var isExit: Bool { element == "exit" || sceneMemberID == "exit" }
}
