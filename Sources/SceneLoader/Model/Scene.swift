/// One scene: its controller and what the storyboard says about it.
///
/// A value read from the file; ``Storyboard/instantiateViewController(withIdentifier:)`` makes
/// live ``ViewController`` objects from it.
public struct Scene: Sendable, Hashable {
    // Equality and hashing come from the box: by value, every field.
    // A scene's fields live in one immutable object: a storyboard of 20,000 scenes then keeps an
    // array of pointers, and rarely present parts (the tab bar item, a reference) cost a pointer.
    private let storage: Box<Fields>

    /// The controller's object id (`BYZ-38-t0r`), unique in the file; nil in a hand-written file
    /// that leaves it out.
    public var id: String? { storage.value.id }
    /// The enclosing `<scene sceneID>`, when the file has the wrapper.
    public var sceneID: String? { storage.value.sceneID }
    /// The controller's kind: the element name as in the file.
    public var kind: ControllerKind { storage.value.kind }
    /// The Storyboard ID, used by `instantiateViewController(withIdentifier:)`.
    public var storyboardIdentifier: String? { storage.value.storyboardIdentifier }
    /// The state-restoration identifier (the storyboard identifier when the file says to reuse it).
    public var restorationIdentifier: String? { storage.value.restorationIdentifier }
    /// The custom class name, if any.
    public var customClass: String? { storage.value.customClass }
    /// The custom class's module, if any.
    public var customModule: String? { storage.value.customModule }
    /// `target` when the module is whichever target builds the file.
    public var customModuleProvider: String? { storage.value.customModuleProvider }
    /// The controller's `title`.
    public var title: String? { storage.value.title }
    /// The tab bar item on this controller, used when it is a tab.
    public var tabBarItem: TabBarItemDescription? { storage.value.tabBarItem?.value }
    /// The navigation item's title.
    public var navigationItemTitle: String? { storage.value.navigationItemTitle }
    /// Relationship segues from the controller's own connections, in document order.
    public var relationships: [Relationship] { storage.value.relationships }
    /// Other segues from the controller and the controls inside it, in document order.
    public var segues: [Segue] { storage.value.segues }
    /// For a `viewControllerPlaceholder`: what it refers to.
    public var reference: StoryboardReference? { storage.value.reference?.value }
    /// Where the controller element starts.
    public var location: SourceLocation { storage.value.location }

    /// A scene with these fields: the reader builds them while the controller's element is open.
    init(_ fields: Fields) { storage = Box(fields) }

    /// The class the controller is: its custom class, or UIKit's class for its kind.
    public var className: String { customClass ?? kind.defaultClassName }

    /// The fields, kept out of line in one immutable box (equal and hashed by value). Rarely
    /// present parts (the tab bar item, a reference) are boxed themselves, so they cost a pointer.
    struct Fields: Hashable, Sendable {
        var id: String?
        var sceneID: String?
        var kind: ControllerKind
        var storyboardIdentifier: String?
        var restorationIdentifier: String?
        var customClass: String?
        var customModule: String?
        var customModuleProvider: String?
        var title: String?
        var tabBarItem: Box<TabBarItemDescription>?
        var navigationItemTitle: String?
        var relationships: [Relationship] = []
        var segues: [Segue] = []
        var reference: Box<StoryboardReference>?
        var location: SourceLocation

        /// The fields of a controller of `kind` at `location`, before anything else is read.
        init(kind: ControllerKind, sceneID: String?, location: SourceLocation) {
            self.kind = kind
            self.sceneID = sceneID
            self.location = location
        }
    }
}
