/// One scene: its controller and what the storyboard says about it.
///
/// A value read from the file; ``Storyboard/instantiateViewController(withIdentifier:)`` makes
/// live ``ViewController`` objects from it.
public struct Scene: Sendable, Hashable {
    /// The controller's object id (`BYZ-38-t0r`), unique in the file; nil in a hand-written file
    /// that leaves it out.
    public let id: String?
    /// The enclosing `<scene sceneID>`, when the file has the wrapper.
    public let sceneID: String?
    /// The controller's kind: the element name as in the file.
    public let kind: ControllerKind
    /// The Storyboard ID, used by `instantiateViewController(withIdentifier:)`.
    public let storyboardIdentifier: String?
    /// The state-restoration identifier (the storyboard identifier when the file says to reuse it).
    public let restorationIdentifier: String?
    /// The custom class name, if any.
    public let customClass: String?
    /// The custom class's module, if any.
    public let customModule: String?
    /// `target` when the module is whichever target builds the file.
    public let customModuleProvider: String?
    /// The controller's `title`.
    public let title: String?
    /// The tab bar item on this controller, used when it is a tab.
    public let tabBarItem: TabBarItemDescription?
    /// The navigation item's title.
    public let navigationItemTitle: String?
    /// Relationship segues from the controller's own connections, in document order.
    public let relationships: [Relationship]
    /// Other segues from the controller and the controls inside it, in document order.
    public let segues: [Segue]
    /// For a `viewControllerPlaceholder`: what it refers to.
    public let reference: StoryboardReference?
    /// Where the controller element starts.
    public let location: SourceLocation

    /// Creates a scene.
    public init(id: String?, sceneID: String?, kind: ControllerKind, storyboardIdentifier: String?,
                restorationIdentifier: String?, customClass: String?, customModule: String?,
                customModuleProvider: String?, title: String?, tabBarItem: TabBarItemDescription?,
                navigationItemTitle: String?, relationships: [Relationship], segues: [Segue],
                reference: StoryboardReference?, location: SourceLocation) {
        self.id = id
        self.sceneID = sceneID
        self.kind = kind
        self.storyboardIdentifier = storyboardIdentifier
        self.restorationIdentifier = restorationIdentifier
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.title = title
        self.tabBarItem = tabBarItem
        self.navigationItemTitle = navigationItemTitle
        self.relationships = relationships
        self.segues = segues
        self.reference = reference
        self.location = location
    }

    /// The class the controller is: its custom class, or UIKit's class for its kind.
    public var className: String { customClass ?? kind.defaultClassName }
}
