/// A live controller made from a scene, with identity, as a `UIViewController` is.
///
/// ``Storyboard/instantiateViewController(withIdentifier:)`` makes a new tree of these on every
/// call. Containers (``NavigationController``, ``TabBarController``) hold their children as UIKit's
/// do. Controllers are not `Sendable`: like UIKit's, each tree belongs to the code that made it.
open class ViewController {
    /// The scene this controller was made from; nil for one made in code.
    public let scene: Scene?
    /// The storyboard it was made from; nil for one made in code.
    public let storyboard: Storyboard?
    /// The controller's kind (the element name in the file).
    public let kind: ControllerKind

    /// The controller's title. Setting it also sets the navigation item's and tab bar item's
    /// titles, as UIKit does; setting theirs does not set it.
    open var title: String? {
        didSet {
            navigationItem.title = title
            tabBarItem.title = title
        }
    }

    private var storedTabBarItem: TabBarItem?
    private var storedNavigationItem: NavigationItem?

    /// The item shown for this controller when it is a tab, made on first use from the storyboard's
    /// `<tabBarItem>` or, without one, from the title.
    open var tabBarItem: TabBarItem {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = scene?.tabBarItem.map(TabBarItem.init(description:)) ?? TabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    /// Whether the storyboard gave this controller its own tab bar item (or code set one).
    public var hasTabBarItem: Bool { storedTabBarItem != nil || scene?.tabBarItem != nil }

    /// The item a navigation bar shows for this controller.
    open var navigationItem: NavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = NavigationItem(title: scene?.navigationItemTitle ?? title)
        storedNavigationItem = item
        return item
    }

    /// The container this controller is a child of.
    public internal(set) weak var parent: ViewController?
    /// The controllers this one contains, in order.
    public internal(set) var children: [ViewController] = []

    /// Makes a controller for `scene`, as the storyboard does.
    public required init(scene: Scene, storyboard: Storyboard?) {
        self.scene = scene
        self.storyboard = storyboard
        self.kind = scene.kind
        self.title = scene.title
    }

    /// Makes a plain controller in code.
    public init(title: String? = nil) {
        scene = nil
        storyboard = nil
        kind = .viewController
        self.title = title
    }

    /// The storyboard identifier it was instantiated by, if any.
    public var storyboardIdentifier: String? { scene?.storyboardIdentifier }
    /// The custom class named in the storyboard, if any.
    public var customClass: String? { scene?.customClass }
    /// The custom class's module, if any.
    public var customModule: String? { scene?.customModule }
    /// The class UIKit would make: the custom class, or UIKit's class for the kind.
    public var className: String { scene?.className ?? "UIViewController" }

    // MARK: Containment

    /// The nearest navigation controller above this one.
    public var navigationController: NavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? NavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// The nearest tab bar controller above this one.
    public var tabBarController: TabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? TabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }

    /// Adds `child` as a child, moving it from its current parent. Calls `willMove(toParent:)` on the
    /// child; the caller calls `didMove(toParent:)` when its transition is done.
    open func addChild(_ child: ViewController) {
        if child.parent !== self { child.removeFromParent() }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent, calling `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` first.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a container.
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the controller is added to or removed from a container.
    open func didMove(toParent parent: ViewController?) {}

    /// Receives the children the storyboard's relationship segues name, in document order.
    ///
    /// The base class adds each as a child; containers override it to install them as UIKit does
    /// (a navigation controller's root, a tab bar controller's tabs).
    open func installStoryboardChildren(_ relationships: [(kind: Relationship.Kind, controller: ViewController)]) {
        for (_, child) in relationships {
            addChild(child)
            child.didMove(toParent: self)
        }
    }
}
