public import SceneLoaderCore

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

    /// The container this controller is a child of: a weak reference, as UIKit's is, so a child
    /// kept after its container is gone reads nil.
    public var parent: ViewController? { storedParent }
    // The links between controllers are written only by this module's code, which never
    // overlaps two accesses to one of them, and read-only outside it: no dynamic exclusivity
    // check (four to eight per controller made and let go).
    @exclusivity(unchecked) weak var storedParent: ViewController?

    /// The controllers this one contains, in the order they were added.
    @exclusivity(unchecked) public internal(set) var children: [ViewController] = []

    /// The controller this one presented modally, if any.
    @exclusivity(unchecked) public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one modally, if any (weak, as UIKit's).
    public var presentingViewController: ViewController? { storedPresenting }
    @exclusivity(unchecked) weak var storedPresenting: ViewController?

    /// Whether the tab bar hides while this controller is on top of a navigation stack inside a tab
    /// bar controller, as UIKit's `hidesBottomBarWhenPushed`.
    open var hidesBottomBarWhenPushed: Bool

    // MARK: Making controllers

    /// Makes a controller for `scene`, as the storyboard does.
    public required init(scene: Scene, storyboard: Storyboard?) {
        self.scene = scene
        self.storyboard = storyboard
        codeKind = .viewController
        storedTitle = scene.title
        // Initialised here, not given a default and then set: setting a stored property once it
        // has a value is an access the exclusivity check records at run time, on every controller.
        hidesBottomBarWhenPushed = scene.hidesBottomBarWhenPushed
        nibName = scene.nibName
        nibBundle = scene.nibName == nil ? nil : storyboard?.resolver as? any NibResolver
    }

    /// Makes a controller whose view loads from the nib called `nibName` in `bundle` when it is
    /// first needed, as UIKit's `init(nibName:bundle:)`. With a nil `nibName`, the view loads from
    /// the nib named after the controller's class, without `Controller` (`ProfileView` for
    /// `ProfileViewController`), else named as the class; with neither, or no bundle, the view is
    /// a plain view.
    public init(nibName: String?, bundle: (any NibResolver)?) {
        scene = nil
        storyboard = nil
        codeKind = .viewController
        storedTitle = nil
        hidesBottomBarWhenPushed = false
        self.nibName = nibName
        nibBundle = bundle
    }

    /// Makes a plain controller in code.
    public init(title: String? = nil) {
        scene = nil
        storyboard = nil
        codeKind = .viewController
        storedTitle = title
        hidesBottomBarWhenPushed = false
        nibName = nil
        nibBundle = nil
    }

    /// Makes a controller of `kind` in code (the containers' initializers use it).
    init(kind: ControllerKind, title: String?) {
        scene = nil
        storyboard = nil
        codeKind = kind
        storedTitle = title
        hidesBottomBarWhenPushed = false
        nibName = nil
        nibBundle = nil
    }

    deinit {
        var held = takeContainedControllers()
        ViewController.release(&held)
    }

    /// Lets go of every controller this one holds strongly, clearing their links back to it, and
    /// returns them. Containers add the controllers they hold besides ``children``.
    func takeContainedControllers() -> [ViewController] {
        var held = children
        children = []
        for child in held where child.storedParent === self { child.storedParent = nil }
        if let presented = presentedViewController {
            presentedViewController = nil
            if presented.storedPresenting === self { presented.storedPresenting = nil }
            held.append(presented)
        }
        return held
    }

    /// Releases a tree without recursion: a controller about to go (held only here) first hands
    /// over what it holds, so that its deinit has nothing left to release. A 100,000-deep chain of
    /// children would otherwise release itself one nested deinit per level and overflow the stack.
    /// `pending` must hold the only other references its caller has (it is emptied).
    static func release(_ pending: inout [ViewController]) {
        while var controller = pending.popLast() {
            if isKnownUniquelyReferenced(&controller) {
                pending.append(contentsOf: controller.takeContainedControllers())
            }
        }
    }

    /// The platform whose rules it follows: its storyboard's (a tvOS tab bar controller has no
    /// More); iOS for a controller made in code.
    public var platform: DocumentInfo.Platform { scene?.platform ?? .iOS }

    /// The storyboard identifier it was instantiated by, if any.
    public var storyboardIdentifier: String? { scene?.storyboardIdentifier }
    /// The custom class named in the storyboard, if any.
    public var customClass: String? { scene?.customClass }
    /// The custom class's module, if any.
    public var customModule: String? { scene?.customModule }
    /// The class UIKit would make: the custom class, or the platform's class for the kind (for an
    /// unresolved storyboard reference, the reference's class).
    open var className: String { scene?.className ?? kind.defaultClassName(on: scene?.platform ?? .iOS) }

    /// `<ClassName: 0xADDRESS>`, as UIKit describes a controller (in error messages too), the class
    /// named as Swift prints it (``describedClassName``): `<Mail.InboxViewController: 0x…>`.
    public var description: String {
        "<\(describedClassName): 0x\(String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16))>"
    }

    /// The class as a description prints it: `Module.Class` for a custom class whose module the
    /// storyboard names (Swift's name for the class), the custom class alone without one (a class
    /// found by its Objective-C name; Xcode's `customModuleProvider="target"` names a module only at
    /// build time), a Swift subclass made in code as Swift prints its type, else UIKit's class.
    public var describedClassName: String {
        if let customClass = scene?.customClass {
            guard let module = scene?.customModule, !module.isEmpty else { return customClass }
            return module + "." + customClass
        }
        if !ViewController.libraryClasses.contains(ObjectIdentifier(type(of: self))) {
            return String(reflecting: type(of: self))
        }
        return className
    }

    private static let libraryClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(ViewController.self), ObjectIdentifier(NavigationController.self),
        ObjectIdentifier(TabBarController.self), ObjectIdentifier(MoreNavigationController.self),
        ObjectIdentifier(MoreListController.self),
    ]

    // MARK: The nib and the view

    /// The nib the controller's view loads from: the name given to ``init(nibName:bundle:)``, or
    /// the scene's NIB Name (``Scene/nibName``); nil otherwise.
    public let nibName: String?
    /// Where the nib is found: the bundle given to ``init(nibName:bundle:)``, or the one the
    /// storyboard was loaded through.
    public let nibBundle: (any NibResolver)?
    /// The view, once loaded or set.
    @exclusivity(unchecked) var storedView: View?
    /// The nibs registered for reuse identifiers, by kind and identifier (``register(_:forCellReuseIdentifier:)``).
    var registeredNibs: [String: Nib] = [:]
    /// The outlets a stand-in for an unregistered custom class was given, by name, held weakly
    /// (see ``outlets``).
    var standInOutlets = OutletStorage()
    /// The objects the nib that made this controller made inside its top-level objects, which it keeps.
    var nibObjects: NibObjects?

    /// The outlets a nib set on this controller when it stands for a custom class the app did not
    /// register (``ViewControllerClasses``): the class the file names has them (Xcode checked
    /// it), so the stand-in keeps them by name, weakly, as a ``View`` does. Empty otherwise: a
    /// registered class keeps its own outlets.
    public var outlets: [String: Any] { standInOutlets.all }

    /// The controller's view, loaded the first time it is asked for (``loadView()``, then
    /// `viewDidLoad()`): from the controller's nib, else a plain view. Where loading the nib raises
    /// in UIKit (an outlet the controller lacks, no `view` outlet), this stops the program with
    /// UIKit's reason, as the uncaught exception would; ``loadedView()`` throws instead.
    public var view: View {
        get {
            loadViewIfNeeded()
            return storedView ?? makePlainView()
        }
        set { storedView = newValue }
    }

    /// The view if it is loaded, else nil (it is not loaded by asking), as UIKit's `viewIfLoaded`.
    public var viewIfLoaded: View? { isViewLoaded ? storedView ?? makePlainView() : nil }

    /// The view, loaded first if it is not, as ``view``, throwing what UIKit raises while loading
    /// it from a nib instead of stopping.
    public func loadedView() throws(ControllerError) -> View {
        try loadViewOnce()
        return storedView ?? makePlainView()
    }

    /// Makes the view, as UIKit's `loadView()`: instantiates the controller's nib with the
    /// controller as File's Owner (its outlets, `view` among them, are set). Without a nib it does
    /// nothing, and the view is a plain one. Called once, when the view is first needed; a
    /// subclass may override it to make its own view (and set ``view``).
    /// - Throws: ``ControllerError/Code/nibNotFound`` when the bundle has no such nib,
    ///   ``ControllerError/Code/unknownKey`` for an outlet the controller does not take,
    ///   ``ControllerError/Code/viewOutletNotSet`` when the nib does not set `view`.
    open func loadView() throws(ControllerError) {
        guard let bundle = nibBundle, let name = nibName ?? defaultNibName(in: bundle) else { return }
        let nib: Nib
        do {
            nib = try bundle.nib(named: name)
        } catch {
            throw ControllerError(code: error.code == .nibNotFound ? .nibNotFound : .invalidNib,
                                  exceptionName: ControllerError.internalInconsistency, message: error.message)
        }
        _ = try nib.instantiate(withOwner: self)
        guard storedView != nil else {
            throw ControllerError(code: .viewOutletNotSet, exceptionName: ControllerError.internalInconsistency,
                                  message: "-[\(describedClassName) _loadViewFromNibNamed:bundle:] loaded the \"\(name)\" nib but the view outlet was not set.")
        }
    }

    /// Sets the outlet `key`: `view` is the controller's view; any other key raises
    /// `NSUnknownKeyException`, as for an `NSObject` without the property, unless the controller
    /// stands for a custom class the app did not register (it keeps the outlet, ``outlets``).
    /// Override it to take your outlets (see ``OutletContainer``), and call `super` for the keys
    /// you do not have.
    open func setValue(_ value: Any?, forKey key: String) throws(ControllerError) {
        if key == "view" {
            storedView = value as? View
            return
        }
        guard scene?.customClass != nil, ViewController.libraryClasses.contains(ObjectIdentifier(type(of: self))) else {
            throw ControllerError.unknownKey(key, of: self, className: describedClassName)
        }
        standInOutlets.set(value, forKey: key)
    }

    /// Called once the nib that made the controller has set every outlet, as UIKit calls
    /// `awakeFromNib()`. Override it and call `super`.
    open func awakeFromNib() {}

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
            let item = scene?.tabBarItem.map(TabBarItem.init(storyboardItem:)) ?? TabBarItem(title: storedTitle, image: nil, tag: 0)
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
    /// - Throws: ``ControllerError/Code/tabBarControllerNotRoot`` when `child` is a tab bar
    ///   controller; ``ControllerError/Code/hierarchyInconsistency`` when `child` is this controller
    ///   or holds it (a parent, a presenter, at any distance).
    open func addChild(_ child: ViewController) throws(ControllerError) {
        if child is TabBarController { throw ControllerError.tabBarControllerNotRoot(child, in: self) }
        try checkCanContain(child)
        attachChild(child)
    }

    /// Refuses, with UIKit's hierarchy-inconsistency reason, a child that would make the tree a
    /// loop: this controller itself, or one it is inside (through parents and presenters).
    func checkCanContain(_ child: ViewController) throws(ControllerError) {
        if ViewController.holds(child, self) { throw ControllerError.hierarchyInconsistency(child: child, parent: self) }
    }

    /// Whether `holder` is `controller` or is above it (reached through `parent` and
    /// `presentingViewController`). Searches up from `controller` and down from `holder` by turns,
    /// so the cost is that of the shorter search, never more than the trees' size; no recursion.
    static func holds(_ holder: ViewController, _ controller: ViewController) -> Bool {
        if holder === controller { return true }
        // A controller that holds nothing is above nothing.
        if holder.children.isEmpty, holder.presentedViewController == nil, !(holder is TabBarController) { return false }
        var up: [ViewController] = [controller], down: [ViewController] = [holder]
        var seenUp: Set<ObjectIdentifier> = [ObjectIdentifier(controller)]
        var seenDown: Set<ObjectIdentifier> = [ObjectIdentifier(holder)]
        while let next = up.popLast() {
            for above in [next.storedParent, next.storedPresenting] {
                guard let above else { continue }
                if above === holder { return true }
                if seenUp.insert(ObjectIdentifier(above)).inserted { up.append(above) }
            }
            guard let below = down.popLast() else { return false }
            var held = below.allContainedControllers
            if let presented = below.presentedViewController { held.append(presented) }
            for inner in held {
                if inner === controller { return true }
                if seenDown.insert(ObjectIdentifier(inner)).inserted { down.append(inner) }
            }
        }
        return false
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

    /// Receives the children the storyboard's relationship segues name, in document order (the
    /// storyboard's instantiation calls it; not part of the API).
    ///
    /// The base class adds each as a child; containers override it to install them as UIKit does
    /// (a navigation controller's root, a tab bar controller's tabs).
    func installStoryboardChildren(_ relationships: [(kind: Relationship.Kind, controller: ViewController)]) {
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

    /// Loads the view if it is not loaded yet (``loadView()``), calling `viewDidLoad()` once in
    /// the controller's life. Where loading a nib raises in UIKit this stops the program with
    /// UIKit's reason; ``loadedView()`` throws instead.
    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        do { try loadViewOnce() } catch { error.stop() }
    }

    /// ``loadView()`` and `viewDidLoad()`, once.
    private func loadViewOnce() throws(ControllerError) {
        guard !isViewLoaded else { return }
        try loadView()
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
    /// `viewWillDisappear`, then the same for the children on screen and what is presented (outer
    /// first, depth first). Iterative: a chain of any depth is walked with a heap-allocated stack.
    func beginAppearance(_ appearing: Bool, animated: Bool) {
        var pending: [ViewController] = [self]
        while let controller = pending.popLast() {
            guard controller.willChangeAppearance(appearing, animated: animated) else { continue }
            if let presented = controller.presentedViewController { pending.append(presented) }
            pending.append(contentsOf: controller.appearanceChildren.reversed())
        }
    }

    /// The first half of an appearance change on this controller alone; false when it is already
    /// there (or on its way).
    private func willChangeAppearance(_ appearing: Bool, animated: Bool) -> Bool {
        if appearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return false }
            loadViewIfNeeded()
            appearanceState = .appearing
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return false }
            appearanceState = .disappearing
            viewWillDisappear(animated)
        }
        return true
    }

    /// Ends an appearance change: the children on screen first (inner first), then what is
    /// presented, then `viewDidAppear` or `viewDidDisappear`. Iterative, as ``beginAppearance(_:animated:)``.
    func endAppearance(animated: Bool) {
        // Each controller is visited twice: first to queue what is inside it, then to finish it.
        var pending: [(controller: ViewController, finish: Bool)] = [(self, false)]
        while let (controller, finish) = pending.popLast() {
            if finish {
                controller.didChangeAppearance(animated: animated)
                continue
            }
            guard controller.appearanceState == .appearing || controller.appearanceState == .disappearing else { continue }
            pending.append((controller, true))
            if let presented = controller.presentedViewController { pending.append((presented, false)) }
            for child in controller.appearanceChildren.reversed() { pending.append((child, false)) }
        }
    }

    private func didChangeAppearance(animated: Bool) {
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

    // MARK: Segues

    /// Called by ``performSegue(withIdentifier:sender:)`` with the segue and its new destination,
    /// before the transition, as UIKit calls `prepare(for:sender:)`: override it to pass data on.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    // MARK: Modal presentation

    /// Presents `viewController` modally over this one, as a sheet does since iOS 13: it appears,
    /// and this controller stays on screen below it.
    ///
    /// While this controller presents another, it does nothing (UIKit logs "Attempt to present … which
    /// is already presenting …").
    /// - Throws: ``ControllerError/Code/presentingInvalidController`` with UIKit's reasons when
    ///   `viewController` is this controller, is presented already, has a parent, or is active (on
    ///   screen, or holding this controller).
    public func present(_ viewController: ViewController, animated: Bool) throws(ControllerError) {
        try checkPresentable(viewController)
        guard presentedViewController == nil else { return }
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

extension ViewController {
    /// UIKit's checks before a modal presentation, in UIKit's order.
    private func checkPresentable(_ viewController: ViewController) throws(ControllerError) {
        let reason: String
        if viewController === self {
            reason = "Application tried to present modal view controller on itself. Presenting controller is \(self)."
        } else if let presenter = viewController.presentingViewController {
            reason = "Application tried to present modally a view controller \(viewController) that is already being presented by \(presenter)."
        } else if let parent = viewController.parent {
            reason = "Application tried to present modally a view controller \(viewController) that has a parent view controller \(parent)."
        } else if viewController.appearanceState != .disappeared || ViewController.holds(viewController, self) {
            reason = "Application tried to present modally an active controller \(viewController)."
        } else {
            return
        }
        throw ControllerError(code: .presentingInvalidController, exceptionName: ControllerError.invalidArgument, message: reason)
    }
}

extension ControllerError {
    /// UIKit's reason when a controller would be put inside itself: `child view controller:<C>
    /// should have parent view controller:<P> but actual parent is:<Q>` (`(null)` for none).
    static func hierarchyInconsistency(child: ViewController, parent: ViewController) -> ControllerError {
        ControllerError(code: .hierarchyInconsistency, exceptionName: hierarchyInconsistencyName,
                        message: "child view controller:\(child) should have parent view controller:\(parent) but actual parent is:\(child.parent.map(\.description) ?? "(null)")")
    }

    static func tabBarControllerNotRoot(_ controller: ViewController, in container: ViewController) -> ControllerError {
        ControllerError(code: .tabBarControllerNotRoot, exceptionName: refusedWithoutUIKitException,
                        message: "A tab bar controller must be the root view controller; \(controller) cannot be installed in \(container)")
    }
}
