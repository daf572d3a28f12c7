public import SceneLoaderCore

/// The navigation controller behind a tab bar's More tab, as UIKit's `UIMoreNavigationController`.
///
/// Its root is the More list (``MoreListController``); choosing an entry shows that tab's controller
/// on this stack, second from the bottom. The tab bar controller makes it on first use and keeps
/// the same instance for its whole life (UIKit may remake it when the tab bar is rebuilt).
public final class MoreNavigationController: NavigationController {
    weak var owner: TabBarController?
    /// The More list, the root of the stack.
    public let moreListController: MoreListController

    init(owner: TabBarController) {
        self.owner = owner
        moreListController = MoreListController(owner: owner)
        super.init()
        storedTitle = "More"
        tabBarItem = TabBarItem(tabBarSystemItem: .more, tag: 0)
        replaceStack([moreListController], animated: false)
    }

    /// Not available: a More navigation controller is made by its tab bar controller.
    @available(*, unavailable, message: "A More navigation controller is made by its tab bar controller")
    public required init(scene: Scene, storyboard: Storyboard?) {
        fatalError("A More navigation controller is made by its tab bar controller")
    }

    /// `UIMoreNavigationController`, the private class UIKit uses, as its description shows it.
    override public var className: String { "UIMoreNavigationController" }

    /// The tab's navigation controller whose stack is on this stack now, as UIKit redirects one
    /// chosen from the More list: its controllers move here (their `navigationController` is the
    /// More navigation controller, pushes land here) and go back when it leaves More.
    public private(set) var redirectedNavigationController: NavigationController?
    private var restoringAll = false

    /// The tab shown above the list: a redirected navigation controller, or the controller second
    /// on the stack; nil while the list is on top.
    var shownTab: ViewController? { redirectedNavigationController ?? (viewControllers.count > 1 ? viewControllers[1] : nil) }

    /// Shows `tab` above the list (nil: the list alone), in one transition. A navigation
    /// controller's stack moves onto this one; whatever was shown goes back where it came from.
    func show(_ tab: ViewController?, animated: Bool) {
        if tab === shownTab && (tab != nil || viewControllers.count == 1) { return }
        let run: [ViewController]
        if let navigation = tab as? NavigationController {
            run = navigation.viewControllers
        } else {
            run = tab.map { [$0] } ?? []
        }
        restoringAll = true
        replaceStack([moreListController] + run, animated: animated)
        restoringAll = false
        redirectedNavigationController = tab as? NavigationController
    }

    override func takeContainedControllers() -> [ViewController] {
        let redirected = redirectedNavigationController.map { [$0 as ViewController] } ?? []
        redirectedNavigationController = nil
        return redirected + super.takeContainedControllers()
    }

    override func didPop(_ popped: [ViewController]) {
        // A redirected stack goes home: all of it when the tab leaves More, only its root when the
        // user went back to the list (what was pushed above it was popped for good).
        if let navigation = redirectedNavigationController, restoringAll || viewControllers.count == 1 {
            redirectedNavigationController = nil
            let back = restoringAll ? popped : Array(popped.prefix(1))
            if !back.isEmpty { navigation.replaceStack(back, animated: false) }
        }
        owner?.moreStackDidPop(popped)
    }
}
