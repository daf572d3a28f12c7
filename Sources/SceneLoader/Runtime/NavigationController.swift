/// A navigation stack, as `UINavigationController` is.
open class NavigationController: ViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [ViewController] = []

    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// Makes a navigation controller whose stack is `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init(title: nil)
        setStack([rootViewController])
    }

    /// Makes a navigation controller for a storyboard scene.
    public required init(scene: Scene, storyboard: Storyboard?) {
        super.init(scene: scene, storyboard: storyboard)
    }

    /// The storyboard's `rootViewController` relationship becomes the root of the stack.
    override open func installStoryboardChildren(_ relationships: [(kind: Relationship.Kind, controller: ViewController)]) {
        let roots = relationships.filter { $0.kind == .rootViewController }.map(\.controller)
        setStack(Array(roots.prefix(1)))
        let others = relationships.filter { $0.kind != .rootViewController }
        super.installStoryboardChildren(others)
    }

    private func setStack(_ stack: [ViewController]) {
        for controller in stack {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        viewControllers = stack
    }
}
