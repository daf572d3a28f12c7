/// A navigation stack, as `UINavigationController` is.
///
/// Every controller on the stack is a child; the top one is on screen while the navigation
/// controller is. Push, pop and `setViewControllers(_:animated:)` add and remove children with the
/// containment callbacks (`willMove(toParent:)` first, `didMove(toParent:)` after the transition)
/// and, on screen, run the appearance callbacks in UIKit's order. The root's title is forwarded to
/// the navigation controller, so a tab shows the root's title unless the navigation controller has
/// its own tab bar item.
open class NavigationController: ViewController {
    /// The stack, root first. Change it with ``setViewControllers(_:animated:)``.
    public private(set) var viewControllers: [ViewController] = []

    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// The controller presented modally over the navigation controller, else the top of the stack.
    public var visibleViewController: ViewController? { presentedViewController ?? topViewController }

    /// Whether the navigation bar is hidden, as UIKit's `isNavigationBarHidden`; a storyboard sets
    /// it with `navigationBarHidden="YES"`.
    open var isNavigationBarHidden = false
    /// Whether the toolbar is hidden, as UIKit's `isToolbarHidden` (hidden unless a storyboard
    /// says `toolbarHidden="NO"`).
    open var isToolbarHidden = true

    /// Makes a navigation controller whose stack is `rootViewController`, taking its title.
    /// - Throws: ``ControllerError`` when the root is a tab bar controller or a navigation controller.
    public init(rootViewController: ViewController) throws(ControllerError) {
        super.init(kind: .navigationController, title: nil)
        try checkPushable(rootViewController)
        storedTitle = rootViewController.title
        attachChild(rootViewController)
        viewControllers = [rootViewController]
        rootViewController.didMove(toParent: self)
    }

    /// Makes a navigation controller with an empty stack (set one with ``setViewControllers(_:animated:)``).
    public init() {
        super.init(kind: .navigationController, title: nil)
    }

    /// Makes a navigation controller for a storyboard scene.
    public required init(scene: Scene, storyboard: Storyboard?) {
        super.init(scene: scene, storyboard: storyboard)
        isNavigationBarHidden = scene.isNavigationBarHidden
        isToolbarHidden = scene.isToolbarHidden
    }

    /// The storyboard's `rootViewController` relationship becomes the root of the stack, and the
    /// navigation controller takes the root's title when it has none of its own.
    override open func installStoryboardChildren(_ relationships: [(kind: Relationship.Kind, controller: ViewController)]) {
        var others: [(kind: Relationship.Kind, controller: ViewController)] = []
        for relationship in relationships {
            if relationship.kind == .rootViewController, viewControllers.isEmpty {
                let root = relationship.controller
                if storedTitle == nil { storedTitle = root.storedTitle }
                attachChild(root)
                viewControllers = [root]
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
    ///   controller, a split view controller, or already on the stack.
    open func pushViewController(_ viewController: ViewController, animated: Bool) throws(ControllerError) {
        try checkPushable(viewController)
        if viewControllers.contains(where: { $0 === viewController }) {
            throw ControllerError(code: .pushingSameInstance, exceptionName: ControllerError.invalidArgument,
                                  message: "\(self) is pushing the same view controller instance (\(viewController)) more than once which is not supported and is most likely an error in the application")
        }
        pushUnchecked(viewController, animated: animated)
    }

    func pushUnchecked(_ viewController: ViewController, animated: Bool) {
        let old = topViewController
        attachChild(viewController)
        viewControllers.append(viewController)
        if isOnScreen { ViewController.transition(from: old, to: viewController, animated: animated) }
        viewController.didMove(toParent: self)
        if viewControllers.count == 1 { rootTitleDidChange(viewController.title) }
    }

    /// Pops the top controller and returns it; at the root it does nothing and returns nil.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        return pop(to: viewControllers.count - 2, animated: animated).first
    }

    /// Pops everything above the root and returns what was popped, bottom to top; at the root it
    /// returns an empty array.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard !viewControllers.isEmpty else { return [] }
        return pop(to: 0, animated: animated)
    }

    /// Pops everything above `viewController` and returns what was popped, bottom to top.
    /// - Throws: ``ControllerError/Code/popToMissing`` when it is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) throws(ControllerError) -> [ViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else {
            throw ControllerError(code: .popToMissing, exceptionName: ControllerError.internalInconsistency,
                                  message: "Tried to pop to a view controller that doesn't exist.")
        }
        return pop(to: index, animated: animated)
    }

    /// Removes everything above `index`: `willMove(toParent: nil)` on each popped controller, the
    /// appearance change from the old top to the new one, then `removeFromParent()`.
    private func pop(to index: Int, animated: Bool) -> [ViewController] {
        let popped = Array(viewControllers[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        let old = topViewController
        for controller in popped.reversed() { controller.willMove(toParent: nil) }
        viewControllers.removeSubrange((index + 1)...)
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
    ///   controller, or is empty.
    open func setViewControllers(_ stack: [ViewController], animated: Bool) throws(ControllerError) {
        for (index, controller) in stack.enumerated() {
            if stack[..<index].contains(where: { $0 === controller }) {
                throw ControllerError(code: .duplicateInStack, exceptionName: ControllerError.internalInconsistency,
                                      message: "All view controllers in a navigation controller must be distinct (\(stack.map(\.description).joined(separator: ", ")))")
            }
            if !viewControllers.contains(where: { $0 === controller }) { try checkPushable(controller) }
        }
        if stack.isEmpty {
            throw ControllerError(code: .emptyStack, exceptionName: ControllerError.unsupported,
                                  message: "A navigation controller's stack must hold at least one view controller")
        }
        replaceStack(stack, animated: animated)
    }

    func replaceStack(_ stack: [ViewController], animated: Bool) {
        let old = topViewController
        let leaving = viewControllers.filter { controller in !stack.contains { $0 === controller } }
        let arriving = stack.filter { controller in !viewControllers.contains { $0 === controller } }
        let oldRoot = viewControllers.first
        for controller in leaving { controller.willMove(toParent: nil) }
        for controller in arriving { attachChild(controller) }
        viewControllers = stack
        // Children follow the stack's order, then any other children.
        children = stack + children.filter { child in !stack.contains { $0 === child } }
        if isOnScreen { ViewController.transition(from: old, to: topViewController, animated: animated) }
        for controller in leaving { detach(controller) }
        for controller in arriving { controller.didMove(toParent: self) }
        if let root = stack.first, root !== oldRoot { rootTitleDidChange(root.title) }
        didPop(leaving)
    }

    private func detach(_ controller: ViewController) {
        guard controller.parent === self else { return }
        controller.removeFromParent()
    }

    override func childWillBeRemoved(_ child: ViewController) {
        viewControllers.removeAll { $0 === child }
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
