public import SceneLoaderCore

/// A navigation stack, as `UINavigationController` is.
///
/// Every controller on the stack is a child; the top one is on screen while the navigation
/// controller is. Push, pop and `setViewControllers(_:animated:)` add and remove children with the
/// containment callbacks (`willMove(toParent:)` first, `didMove(toParent:)` after the transition)
/// and, on screen, run the appearance callbacks in UIKit's order. The root's title is forwarded to
/// the navigation controller, so a tab shows the root's title unless the navigation controller has
/// its own tab bar item.
open class NavigationController: ViewController {
    /// The stack, root first. Setting it is ``setViewControllers(_:animated:)`` without animation;
    /// where that throws, the setter stops the program with UIKit's reason, as UIKit's exception
    /// would end the app (call ``setViewControllers(_:animated:)`` to catch the error instead).
    public var viewControllers: [ViewController] {
        get { stack }
        set {
            do { try setViewControllers(newValue, animated: false) } catch { error.stop() }
        }
    }

    /// The stack itself.
    /// (Written only here, never by two overlapping accesses: no dynamic exclusivity check.)
    @exclusivity(unchecked) private(set) var stack: [ViewController] = []

    /// The controller on top of the stack.
    public var topViewController: ViewController? { stack.last }

    /// The controller presented modally over the navigation controller, else the top of the stack.
    public var visibleViewController: ViewController? { presentedViewController ?? topViewController }

    /// Whether the navigation bar is hidden, as UIKit's `isNavigationBarHidden`; a storyboard sets
    /// it with `navigationBarHidden="YES"`.
    open var isNavigationBarHidden: Bool
    /// Whether the toolbar is hidden, as UIKit's `isToolbarHidden` (hidden unless a storyboard
    /// says `toolbarHidden="NO"`).
    open var isToolbarHidden: Bool

    /// Makes a navigation controller whose stack is `rootViewController`, taking its title.
    /// - Throws: ``ControllerError`` when the root is a tab bar controller or a navigation controller.
    public init(rootViewController: ViewController) throws(ControllerError) {
        isNavigationBarHidden = false
        isToolbarHidden = true
        super.init(kind: .navigationController, title: nil)
        try checkPushable(rootViewController)
        storedTitle = rootViewController.title
        attachChild(rootViewController)
        stack = [rootViewController]
        rootViewController.didMove(toParent: self)
    }

    /// Makes a navigation controller with an empty stack (set one with ``setViewControllers(_:animated:)``).
    public init() {
        isNavigationBarHidden = false
        isToolbarHidden = true
        super.init(kind: .navigationController, title: nil)
    }

    /// Makes a navigation controller for a storyboard scene.
    public required init(scene: Scene, storyboard: Storyboard?) {
        // Before `super.init`: initialised, not set afterwards (see ViewController's init).
        isNavigationBarHidden = scene.isNavigationBarHidden
        isToolbarHidden = scene.isToolbarHidden
        super.init(scene: scene, storyboard: storyboard)
    }

    /// The storyboard's `rootViewController` relationship becomes the root of the stack, and the
    /// navigation controller takes the root's title when it has none of its own.
    override func installStoryboardChildren(_ relationships: [(kind: Relationship.Kind, controller: ViewController)]) {
        var others: [(kind: Relationship.Kind, controller: ViewController)] = []
        for relationship in relationships {
            if relationship.kind == .rootViewController, stack.isEmpty {
                let root = relationship.controller
                if storedTitle == nil { storedTitle = root.storedTitle }
                attachChild(root)
                stack = [root]
                root.didMove(toParent: self)
            } else {
                others.append(relationship)
            }
        }
        if !others.isEmpty { super.installStoryboardChildren(others) }
    }

    // MARK: Pushing and popping

    /// Pushes `viewController` on the stack, making it the top.
    /// - Throws: ``ControllerError`` (UIKit's reasons) when it is a navigation controller, a tab bar
    ///   controller, a split view controller, already on the stack, or one this navigation controller
    ///   is inside of.
    open func pushViewController(_ viewController: ViewController, animated: Bool) throws(ControllerError) {
        try checkPushable(viewController)
        // Every controller on the stack is a child, so only a child needs the look at the stack.
        if viewController.parent === self, stack.contains(where: { $0 === viewController }) {
            throw ControllerError(code: .pushingSameInstance, exceptionName: ControllerError.invalidArgument,
                                  message: "\(self) is pushing the same view controller instance (\(viewController)) more than once which is not supported and is most likely an error in the application")
        }
        try checkCanContain(viewController)
        pushUnchecked(viewController, animated: animated)
    }

    func pushUnchecked(_ viewController: ViewController, animated: Bool) {
        let old = topViewController
        attachChild(viewController)
        stack.append(viewController)
        if isOnScreen { ViewController.transition(from: old, to: viewController, animated: animated) }
        viewController.didMove(toParent: self)
        if stack.count == 1 { rootTitleDidChange(viewController.title) }
    }

    /// Pops the top controller and returns it; at the root it does nothing and returns nil.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard stack.count > 1 else { return nil }
        return pop(to: stack.count - 2, animated: animated).first
    }

    /// Pops everything above the root and returns what was popped, bottom to top; at the root it
    /// returns an empty array.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard !stack.isEmpty else { return [] }
        return pop(to: 0, animated: animated)
    }

    /// Pops everything above `viewController` and returns what was popped, bottom to top.
    /// - Throws: ``ControllerError/Code/popToMissing`` when it is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) throws(ControllerError) -> [ViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            throw ControllerError(code: .popToMissing, exceptionName: ControllerError.internalInconsistency,
                                  message: "Tried to pop to a view controller that doesn't exist.")
        }
        return pop(to: index, animated: animated)
    }

    /// Removes everything above `index`: `willMove(toParent: nil)` on each popped controller, the
    /// appearance change from the old top to the new one, then `removeFromParent()`.
    private func pop(to index: Int, animated: Bool) -> [ViewController] {
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        let old = topViewController
        for controller in popped.reversed() { controller.willMove(toParent: nil) }
        stack.removeSubrange((index + 1)...)
        if isOnScreen { ViewController.transition(from: old, to: topViewController, animated: animated) }
        for controller in popped.reversed() { detach(controller) }
        didPop(popped)
        return popped
    }

    /// Called after controllers were popped (the More navigation controller hands them back).
    func didPop(_ popped: [ViewController]) {}

    /// Replaces the whole stack. Controllers that stay keep their place as children; those that
    /// leave get `willMove(toParent: nil)` and are removed; new ones are added; on screen, the old
    /// top disappears and the new top appears (one transition, as UIKit).
    /// - Throws: ``ControllerError`` when the stack holds a controller twice, a navigation or tab bar
    ///   controller, one this navigation controller is inside of, or is empty.
    open func setViewControllers(_ stack: [ViewController], animated: Bool) throws(ControllerError) {
        var seen = Set<ObjectIdentifier>()
        seen.reserveCapacity(stack.count)
        for controller in stack where !seen.insert(ObjectIdentifier(controller)).inserted {
            throw ControllerError(code: .duplicateInStack, exceptionName: ControllerError.internalInconsistency,
                                  message: "All view controllers in a navigation controller must be distinct (\(stack.map(\.description).joined(separator: ", ")))")
        }
        let current = Set(self.stack.map(ObjectIdentifier.init))
        for controller in stack where !current.contains(ObjectIdentifier(controller)) {
            try checkPushable(controller)
            try checkCanContain(controller)
        }
        if stack.isEmpty {
            throw ControllerError(code: .emptyStack, exceptionName: ControllerError.refusedWithoutUIKitException,
                                  message: "A navigation controller's stack must hold at least one view controller")
        }
        replaceStack(stack, animated: animated)
    }

    func replaceStack(_ new: [ViewController], animated: Bool) {
        let old = topViewController
        let newSet = Set(new.map(ObjectIdentifier.init))
        let oldSet = Set(stack.map(ObjectIdentifier.init))
        let leaving = stack.filter { !newSet.contains(ObjectIdentifier($0)) }
        let arriving = new.filter { !oldSet.contains(ObjectIdentifier($0)) }
        let oldRoot = stack.first
        for controller in leaving { controller.willMove(toParent: nil) }
        for controller in arriving { attachChild(controller) }
        stack = new
        // Children follow the stack's order, then any other children.
        children = new + children.filter { !newSet.contains(ObjectIdentifier($0)) }
        if isOnScreen { ViewController.transition(from: old, to: topViewController, animated: animated) }
        for controller in leaving { detach(controller) }
        for controller in arriving { controller.didMove(toParent: self) }
        if let root = new.first, root !== oldRoot { rootTitleDidChange(root.title) }
        didPop(leaving)
    }

    private func detach(_ controller: ViewController) {
        guard controller.parent === self else { return }
        controller.removeFromParent()
    }

    override func childWillBeRemoved(_ child: ViewController) {
        stack.removeAll { $0 === child }
    }

    override func takeContainedControllers() -> [ViewController] {
        let held = stack
        stack = []
        return held + super.takeContainedControllers()
    }

    private func checkPushable(_ controller: ViewController) throws(ControllerError) {
        if controller is TabBarController { throw ControllerError.tabBarControllerNotRoot(controller, in: self) }
        if controller is NavigationController {
            throw ControllerError(code: .pushingNavigationController, exceptionName: ControllerError.invalidArgument,
                                  message: "Pushing a navigation controller is not supported")
        }
        if controller.kind == .splitViewController {
            throw ControllerError(code: .pushingSplitViewController, exceptionName: ControllerError.invalidArgument,
                                  message: "Split View Controllers cannot be pushed to a Navigation Controller \(self)")
        }
    }

    /// The root's title became `title`: the navigation controller takes it (and so does its tab bar
    /// item, unless that is a system item), as UIKit's `updateTitleForViewController:` does.
    func rootTitleDidChange(_ title: String?) {
        if title != self.title { self.title = title }
    }

    override var appearanceChildren: [ViewController] { topViewController.map { [$0] } ?? [] }
}
