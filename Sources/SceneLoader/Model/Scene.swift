/// One scene: its controller and what the storyboard says about it.
///
/// A value read from the file; ``Storyboard/instantiateViewController(withIdentifier:)`` makes
/// live ``ViewController`` objects from it.
public struct Scene: Sendable, Hashable {
    // A scene's fields live in one immutable object: a storyboard of 20,000 scenes then keeps an
    // array of pointers, and rarely present parts (the tab bar item, a reference) cost a pointer.
    private let storage: Storage

    /// The controller's object id (`BYZ-38-t0r`), unique in the file; nil in a hand-written file
    /// that leaves it out.
    public var id: String? { storage.id }
    /// The enclosing `<scene sceneID>`, when the file has the wrapper.
    public var sceneID: String? { storage.sceneID }
    /// The controller's kind: the element name as in the file.
    public var kind: ControllerKind { storage.kind }
    /// The Storyboard ID, used by `instantiateViewController(withIdentifier:)`.
    public var storyboardIdentifier: String? { storage.storyboardIdentifier }
    /// The state-restoration identifier (the storyboard identifier when the file says to reuse it).
    public var restorationIdentifier: String? { storage.restorationIdentifier }
    /// The custom class name, if any.
    public var customClass: String? { storage.customClass }
    /// The custom class's module, if any.
    public var customModule: String? { storage.customModule }
    /// `target` when the module is whichever target builds the file.
    public var customModuleProvider: String? { storage.customModuleProvider }
    /// The controller's `title`.
    public var title: String? { storage.title }
    /// The tab bar item on this controller, used when it is a tab.
    public var tabBarItem: TabBarItemDescription? { storage.tabBarItem?.value }
    /// The navigation item's title.
    public var navigationItemTitle: String? { storage.navigationItemTitle }
    /// Relationship segues from the controller's own connections, in document order.
    public var relationships: [Relationship] { storage.relationships }
    /// Other segues from the controller and the controls inside it, in document order.
    public var segues: [Segue] { storage.segues }
    /// For a `viewControllerPlaceholder`: what it refers to.
    public var reference: StoryboardReference? { storage.reference?.value }
    /// Where the controller element starts.
    public var location: SourceLocation { storage.location }

    /// Creates a scene.
    public init(id: String?, sceneID: String?, kind: ControllerKind, storyboardIdentifier: String?,
                restorationIdentifier: String?, customClass: String?, customModule: String?,
                customModuleProvider: String?, title: String?, tabBarItem: TabBarItemDescription?,
                navigationItemTitle: String?, relationships: [Relationship], segues: [Segue],
                reference: StoryboardReference?, location: SourceLocation) {
        storage = Storage(
            id: id, sceneID: sceneID, kind: kind, storyboardIdentifier: storyboardIdentifier,
            restorationIdentifier: restorationIdentifier, customClass: customClass, customModule: customModule,
            customModuleProvider: customModuleProvider, title: title, tabBarItem: tabBarItem.map(Box.init),
            navigationItemTitle: navigationItemTitle, relationships: relationships, segues: segues,
            reference: reference.map(Box.init), location: location)
    }

    /// The class the controller is: its custom class, or UIKit's class for its kind.
    public var className: String { customClass ?? kind.defaultClassName }

    /// Equal when every field is equal.
    public static func == (lhs: Scene, rhs: Scene) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) { hasher.combine(storage.fields) }

    private final class Storage: Sendable {
        let id: String?
        let sceneID: String?
        let kind: ControllerKind
        let storyboardIdentifier: String?
        let restorationIdentifier: String?
        let customClass: String?
        let customModule: String?
        let customModuleProvider: String?
        let title: String?
        let tabBarItem: Box<TabBarItemDescription>?
        let navigationItemTitle: String?
        let relationships: [Relationship]
        let segues: [Segue]
        let reference: Box<StoryboardReference>?
        let location: SourceLocation

        init(id: String?, sceneID: String?, kind: ControllerKind, storyboardIdentifier: String?,
             restorationIdentifier: String?, customClass: String?, customModule: String?,
             customModuleProvider: String?, title: String?, tabBarItem: Box<TabBarItemDescription>?,
             navigationItemTitle: String?, relationships: [Relationship], segues: [Segue],
             reference: Box<StoryboardReference>?, location: SourceLocation) {
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

        /// The fields as one hashable value, for equality and hashing.
        var fields: Fields {
            Fields(id: id, sceneID: sceneID, kind: kind, storyboardIdentifier: storyboardIdentifier,
                   restorationIdentifier: restorationIdentifier, customClass: customClass, customModule: customModule,
                   customModuleProvider: customModuleProvider, title: title, tabBarItem: tabBarItem,
                   navigationItemTitle: navigationItemTitle, relationships: relationships, segues: segues,
                   reference: reference, location: location)
        }
    }

    private struct Fields: Hashable {
        let id: String?
        let sceneID: String?
        let kind: ControllerKind
        let storyboardIdentifier: String?
        let restorationIdentifier: String?
        let customClass: String?
        let customModule: String?
        let customModuleProvider: String?
        let title: String?
        let tabBarItem: Box<TabBarItemDescription>?
        let navigationItemTitle: String?
        let relationships: [Relationship]
        let segues: [Segue]
        let reference: Box<StoryboardReference>?
        let location: SourceLocation
    }
}
