/// A live controller made from a scene, with identity, as a `UIViewController` is.
///
/// ``Storyboard/instantiateViewController(withIdentifier:)`` makes a new tree of these on every
/// call. Containers (``NavigationController``, ``TabBarController``) hold their children as UIKit's
/// do. Controllers are not `Sendable`: like UIKit's, each tree belongs to the code that made it.
///
/// The callbacks UIKit makes (`viewDidLoad()`, `viewWillAppear(_:)`…, `willMove(toParent:)`,
/// `didMove(toParent:)`) are open methods here too; override them and call `super`, which reports
/// each to the ``lifecycleObserver``. A controller's view "loads" (``isViewLoaded``) the first time it
/// is about to appear, or when ``loadViewIfNeeded()`` is called.
open class ViewController: CustomStringConvertible {
    /// The scene this controller was made from; nil for one made in code.
    public let scene: Scene?
    /// The storyboard it was made from; nil for one made in code.
    public let storyboard: Storyboard?
    /// The controller's kind (the element name in the file, or the kind of a class made in code).
    public var kind: ControllerKind { scene?.kind ?? codeKind }
    private let codeKind: ControllerKind

    var storedTitle: String?
    private var storedTabBarItem: TabBarItem?
    private var storedNavigationItem: NavigationItem?
    private var storedOrientations: InterfaceOrientationMask = .allButUpsideDown

    /// Where the controller is in its appearance cycle.
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }
    var appearanceState: AppearanceState = .disappeared

    /// Whether the view has been loaded (`viewDidLoad()` ran).
    public private(set) var isViewLoaded = false

    /// Who is told of every callback; nil (the default) costs nothing. Containers hand theirs to
    /// children that have none when they are added. Held weakly, as a delegate is: keep the
    /// observer (a ``LifecycleEventLog``) alive yourself.
    public weak var lifecycleObserver: (any ViewControllerObserver)?

    /// The container this controller is a child of. (Not a weak reference: a container clears its
    /// children's `parent` when it goes away, which keeps instantiation free of side tables.)
    public var parent: ViewController? { storedParent }
    unowned(unsafe) var storedParent: ViewController?

    /// The controllers this one contains, in the order they were added.
    public internal(set) var children: [ViewController] = []

    /// The controller this one presented modally, if any.
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one modally, if any.
    public var presentingViewController: ViewController? { storedPresenting }
    unowned(unsafe) var storedPresenting: ViewController?

    /// Whether the tab bar hides while this controller is on top of a navigation stack inside a tab
    /// bar controller, as UIKit's `hidesBottomBarWhenPushed`.
    open var hidesBottomBarWhenPushed = false

    // MARK: Making controllers

    /// Makes a controller for `scene`, as the storyboard does.
    public required init(scene: Scene, storyboard: Storyboard?) {
        self.scene = scene
        self.storyboard = storyboard
        codeKind = .viewController
        storedTitle = scene.title
        hidesBottomBarWhenPushed = scene.hidesBottomBarWhenPushed
    }

    /// Makes a plain controller in code.
    public init(title: String? = nil) {
        scene = nil
        storyboard = nil
        codeKind = .viewController
        storedTitle = title
    }

    /// Makes a controller of `kind` in code (the containers' initializers use it).
    init(kind: ControllerKind, title: String?) {
        scene = nil
        storyboard = nil
        codeKind = kind
        storedTitle = title
    }

    deinit {
        for child in children where child.storedParent === self { child.storedParent = nil }
        if let presentedViewController, presentedViewController.storedPresenting === self {
            presentedViewController.storedPresenting = nil
        }
    }

    /// The storyboard identifier it was instantiated by, if any.
    public var storyboardIdentifier: String? { scene?.storyboardIdentifier }
    /// The custom class named in the storyboard, if any.
    public var customClass: String? { scene?.customClass }
    /// The custom class's module, if any.
    public var customModule: String? { scene?.customModule }
    /// The class UIKit would make: the custom class, or the platform's class for the kind (for an
    /// unresolved storyboard reference, the reference's class).
    open var className: String { scene?.className ?? kind.defaultClassName(on: scene?.platform ?? .iOS) }

    /// `<ClassName: 0xADDRESS>`, as UIKit describes a controller (in error messages too).
    public var description: String {
        "<\(className): 0x\(String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16))>"
    }

    // MARK: Titles and items

    /// The controller's title. Setting it also sets the navigation item's and tab bar item's
    /// titles (a system tab bar item keeps its own), as UIKit does; setting theirs does not set it.
    /// A navigation controller's root forwards its title to the navigation controller.
    open var title: String? {
        get { storedTitle }
        set {
            storedTitle = newValue
            titleDidChange()
        }
    }

    private func titleDidChange() {
        // An item not made yet takes the title when it is made, unless the storyboard gave it text.
        if let storedNavigationItem {
            storedNavigationItem.title = storedTitle
        } else if scene?.navigationItemTitle != nil {
            navigationItem.title = storedTitle
        }
        if storedTabBarItem != nil || scene?.tabBarItem != nil {
            let item = tabBarItem
            if item.systemItem == nil { item.title = storedTitle }
        }
        if let navigation = parent as? NavigationController, navigation.viewControllers.first === self {
            navigation.rootTitleDidChange(storedTitle)
        }
    }

    /// The item shown for this controller when it is a tab, made on first use from the storyboard's
    /// `<tabBarItem>` or, without one, from the title (title only, no image).
    open var tabBarItem: TabBarItem {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = scene?.tabBarItem.map(TabBarItem.init(description:)) ?? TabBarItem(title: storedTitle, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    /// Whether the storyboard gave this controller its own tab bar item (or code set or read one).
    public var hasTabBarItem: Bool { storedTabBarItem != nil || scene?.tabBarItem != nil }

    /// The item a navigation bar shows for this controller, made on first use from the storyboard's
    /// `<navigationItem>` title or the controller's title.
    open var navigationItem: NavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = NavigationItem(title: scene?.navigationItemTitle ?? storedTitle)
        storedNavigationItem = item
        return item
    }

    /// The orientations the controller supports: all but upside down unless set (UIKit's default
    /// on the iPhone idiom). Containers compute theirs (see ``TabBarController``).
    open var supportedInterfaceOrientations: InterfaceOrientationMask {
        get { storedOrientations }
        set { storedOrientations = newValue }
    }

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

    /// Adds `child` as a child, as UIKit's `addChild(_:)`: a child of another container is removed
    /// from it first (with `willMove(toParent: nil)` and `didMove(toParent: nil)`); then
    /// `willMove(toParent:)` is called on the child. The caller calls `didMove(toParent:)` when its
    /// transition is done. A ``TabBarController`` overrides this to append a tab.
    /// - Throws: ``ControllerError/Code/tabBarControllerNotRoot`` when `child` is a tab bar controller.
    open func addChild(_ child: ViewController) throws(ControllerError) {
        if child is TabBarController { throw ControllerError.tabBarControllerNotRoot(child, in: self) }
        attachChild(child)
    }

    /// `addChild(_:)` without the checks: what containers use.
    func attachChild(_ child: ViewController) {
        if let old = child.parent, old !== self {
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        if child.lifecycleObserver == nil, let lifecycleObserver { child.adoptObserver(lifecycleObserver) }
        child.willMove(toParent: self)
        if child.storedParent !== self {
            children.append(child)
            child.storedParent = self
        }
    }

    /// Removes this controller from its parent and calls `didMove(toParent: nil)`, as UIKit's
    /// `removeFromParent()`. Call `willMove(toParent: nil)` first. A navigation or tab bar controller
    /// also drops the controller from its stack or tabs.
    open func removeFromParent() {
        guard let parent else { return }
        parent.childWillBeRemoved(self)
        parent.children.removeAll { $0 === self }
        storedParent = nil
        didMove(toParent: nil)
    }

    /// Called on a container just before `child` leaves it through `removeFromParent()`; containers
    /// drop it from their own lists.
    func childWillBeRemoved(_ child: ViewController) {}

    /// Called before the controller is added to or removed from a container. Reports
    /// ``LifecycleEvent/willMove(toParent:)``.
    open func willMove(toParent parent: ViewController?) {
        lifecycleObserver?.viewController(self, didReceive: .willMove(toParent: parent))
    }

    /// Called after the controller is added to or removed from a container. Reports
    /// ``LifecycleEvent/didMove(toParent:)``.
    open func didMove(toParent parent: ViewController?) {
        lifecycleObserver?.viewController(self, didReceive: .didMove(toParent: parent))
    }

    /// Receives the children the storyboard's relationship segues name, in document order.
    ///
    /// The base class adds each as a child; containers override it to install them as UIKit does
    /// (a navigation controller's root, a tab bar controller's tabs).
    open func installStoryboardChildren(_ relationships: [(kind: Relationship.Kind, controller: ViewController)]) {
        for (_, child) in relationships {
            attachChild(child)
            child.didMove(toParent: self)
        }
    }

    /// Every controller this one holds: children, and for containers the controllers they manage
    /// that are not children at the moment (tabs listed in More, the More navigation controller).
    var allContainedControllers: [ViewController] { children }

    /// Gives `observer` to this controller and every controller below it that has none.
    func adoptObserver(_ observer: any ViewControllerObserver) {
        var pending: [ViewController] = [self]
        while let controller = pending.popLast() {
            guard controller.lifecycleObserver == nil else { continue }
            controller.lifecycleObserver = observer
            pending.append(contentsOf: controller.allContainedControllers)
        }
    }

    // MARK: The view and appearance

    /// Loads the view if it is not loaded yet, calling `viewDidLoad()` once in the controller's life.
    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }

    /// Called once, after the view loads. Reports ``LifecycleEvent/viewDidLoad``.
    open func viewDidLoad() {
        lifecycleObserver?.viewController(self, didReceive: .viewDidLoad)
    }

    /// Called before the view appears. Reports ``LifecycleEvent/viewWillAppear(animated:)``.
    open func viewWillAppear(_ animated: Bool) {
        lifecycleObserver?.viewController(self, didReceive: .viewWillAppear(animated: animated))
    }

    /// Called after the view appeared. Reports ``LifecycleEvent/viewDidAppear(animated:)``.
    open func viewDidAppear(_ animated: Bool) {
        lifecycleObserver?.viewController(self, didReceive: .viewDidAppear(animated: animated))
    }

    /// Called before the view disappears. Reports ``LifecycleEvent/viewWillDisappear(animated:)``.
    open func viewWillDisappear(_ animated: Bool) {
        lifecycleObserver?.viewController(self, didReceive: .viewWillDisappear(animated: animated))
    }

    /// Called after the view disappeared. Reports ``LifecycleEvent/viewDidDisappear(animated:)``.
    open func viewDidDisappear(_ animated: Bool) {
        lifecycleObserver?.viewController(self, didReceive: .viewDidDisappear(animated: animated))
    }

    /// Whether the controller's view is on screen (it appeared and has not begun to disappear).
    public var isOnScreen: Bool { appearanceState == .appeared }

    /// The children whose views are on screen while this controller's is: all children for a plain
    /// controller; the top of a stack; the shown tab.
    var appearanceChildren: [ViewController] { children }

    /// Starts an appearance change: `viewWillAppear` (loading the view first) or
    /// `viewWillDisappear`, then the same for the children on screen (outer first).
    func beginAppearance(_ appearing: Bool, animated: Bool) {
        if appearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            loadViewIfNeeded()
            appearanceState = .appearing
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            viewWillDisappear(animated)
        }
        for child in appearanceChildren { child.beginAppearance(appearing, animated: animated) }
        if let presentedViewController { presentedViewController.beginAppearance(appearing, animated: animated) }
    }

    /// Ends an appearance change: the children on screen first (inner first), then
    /// `viewDidAppear` or `viewDidDisappear`.
    func endAppearance(animated: Bool) {
        guard appearanceState == .appearing || appearanceState == .disappearing else { return }
        for child in appearanceChildren { child.endAppearance(animated: animated) }
        if let presentedViewController { presentedViewController.endAppearance(animated: animated) }
        if appearanceState == .appearing {
            appearanceState = .appeared
            viewDidAppear(animated)
        } else {
            appearanceState = .disappeared
            viewDidDisappear(animated)
        }
    }

    /// Swaps what is on screen, in the order UIKit uses for a push or pop: the incoming view loads,
    /// then outgoing will-disappear, incoming will-appear, outgoing did-disappear, incoming
    /// did-appear.
    static func transition(from old: ViewController?, to new: ViewController?, animated: Bool) {
        if old === new { return }
        new?.loadViewIfNeeded()
        old?.beginAppearance(false, animated: animated)
        new?.beginAppearance(true, animated: animated)
        old?.endAppearance(animated: animated)
        new?.endAppearance(animated: animated)
    }

    // MARK: Modal presentation

    /// Presents `viewController` modally over this one, as a sheet does since iOS 13: it appears,
    /// and this controller stays on screen below it.
    public func present(_ viewController: ViewController, animated: Bool) {
        guard presentedViewController == nil, viewController.presentingViewController == nil else { return }
        presentedViewController = viewController
        viewController.storedPresenting = self
        if isOnScreen { ViewController.transition(from: nil, to: viewController, animated: animated) }
    }

    /// Dismisses the controller this one presented (or, called on the presented one, itself).
    public func dismiss(animated: Bool) {
        let presenter = presentedViewController == nil ? presentingViewController : self
        guard let presenter, let presented = presenter.presentedViewController else { return }
        ViewController.transition(from: presented, to: nil, animated: animated)
        presenter.presentedViewController = nil
        presented.storedPresenting = nil
    }
}

extension ControllerError {
    static func tabBarControllerNotRoot(_ controller: ViewController, in container: ViewController) -> ControllerError {
        ControllerError(code: .tabBarControllerNotRoot, exceptionName: unsupported,
                        message: "A tab bar controller must be the root view controller; \(controller) cannot be installed in \(container)")
    }
}
