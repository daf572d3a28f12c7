/// A tab bar controller, as `UITabBarController` is.
open class TabBarController: ViewController {
    /// The tabs' controllers in order; nil until set.
    public private(set) var viewControllers: [ViewController]?

    /// Makes an empty tab bar controller.
    public override init(title: String? = nil) {
        super.init(title: title)
    }

    /// Makes a tab bar controller for a storyboard scene.
    public required init(scene: Scene, storyboard: Storyboard?) {
        super.init(scene: scene, storyboard: storyboard)
    }

    /// The storyboard's `viewControllers` relationships become the tabs, in document order.
    override open func installStoryboardChildren(_ relationships: [(kind: Relationship.Kind, controller: ViewController)]) {
        let tabs = relationships.filter { $0.kind == .viewControllers }.map(\.controller)
        for tab in tabs {
            addChild(tab)
            tab.didMove(toParent: self)
        }
        if !tabs.isEmpty { viewControllers = tabs }
        super.installStoryboardChildren(relationships.filter { $0.kind != .viewControllers })
    }
}
