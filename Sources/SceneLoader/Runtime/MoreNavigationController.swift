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
        tabBarItem = MoreNavigationController.makeMoreItem()
        replaceStack([moreListController], animated: false)
    }

    /// Not used: a More navigation controller is made by its tab bar controller.
    public required init(scene: Scene, storyboard: Storyboard?) {
        fatalError("A More navigation controller is made by its tab bar controller")
    }

    override public var className: String { "UIMoreNavigationController" }

    /// The system More item (title "More").
    static func makeMoreItem() -> TabBarItem {
        // The render helper's `TabBarItem(tabBarSystemItem: .more, tag: 0)` replaces this once merged.
        TabBarItem(title: "More", image: nil, tag: 0)
    }

    /// The tab's controller shown on the stack above the list, if any.
    var shownTab: ViewController? { viewControllers.count > 1 ? viewControllers[1] : nil }

    override func didPop(_ popped: [ViewController]) {
        owner?.moreStackDidPop(popped)
    }
}
