import SceneLoaderRuntime
import Testing

/// `NavigationController` as UIKit's `UINavigationController` behaves: the stack, what push and
/// pop return or refuse, appearance callbacks, the root's title and `hidesBottomBarWhenPushed`
/// (https://developer.apple.com/documentation/uikit/uinavigationcontroller).
@Suite struct NavigationControllerTests {
    @Test func rootIsTheStackAndTop() throws {
        let root = ViewController(title: "r")
        let nav = try NavigationController(rootViewController: root)
        #expect(same(nav.viewControllers, [root]))
        #expect(nav.topViewController === root)
        #expect(root.parent === nav)
    }

    @Test func popAtRootReturnsNil() throws {
        let root = ViewController()
        let nav = try NavigationController(rootViewController: root)
        #expect(nav.popViewController(animated: false) == nil)
        #expect(same(nav.viewControllers, [root]))
    }

    @Test func pushAndPopMoveTheTop() throws {
        let (r, a) = (ViewController(), ViewController())
        let nav = try NavigationController(rootViewController: r)
        try nav.pushViewController(a, animated: true)
        #expect(nav.topViewController === a)
        #expect(a.navigationController === nav)
        #expect(nav.popViewController(animated: true) === a)
        #expect(a.parent == nil)
        #expect(same(nav.viewControllers, [r]))
    }

    @Test func pushingAnInstanceAlreadyOnTheStackThrows() throws {
        let (r, a) = (ViewController(), ViewController())
        let nav = try NavigationController(rootViewController: r)
        try nav.pushViewController(a, animated: false)
        let error = try #require(throws: ControllerError.self) { try nav.pushViewController(a, animated: false) }
        #expect(error.code == .pushingSameInstance)
        #expect(error.exceptionName == "NSInvalidArgumentException")
        #expect(error.message == "\(nav) is pushing the same view controller instance (\(a)) more than once which is not supported and is most likely an error in the application")
        #expect(nav.viewControllers.count == 2)
    }

    @Test func pushingANavigationControllerThrows() throws {
        let nav = try NavigationController(rootViewController: ViewController())
        let error = try #require(throws: ControllerError.self) { try nav.pushViewController(NavigationController(), animated: false) }
        #expect(error.code == .pushingNavigationController)
        #expect(error.message == "Pushing a navigation controller is not supported")
        #expect(nav.viewControllers.count == 1)
    }

    @Test func tabBarControllerCannotBePushedOrBeARoot() throws {
        let nav = try NavigationController(rootViewController: ViewController())
        #expect { try nav.pushViewController(TabBarController(), animated: false) } throws: { ($0 as? ControllerError)?.code == .tabBarControllerNotRoot }
        #expect { try NavigationController(rootViewController: TabBarController()) } throws: { ($0 as? ControllerError)?.code == .tabBarControllerNotRoot }
    }

    @Test func popToAControllerNotOnTheStackThrows() throws {
        let nav = try NavigationController(rootViewController: ViewController())
        try nav.pushViewController(ViewController(), animated: false)
        let error = try #require(throws: ControllerError.self) { try nav.popToViewController(ViewController(), animated: false) }
        #expect(error.code == .popToMissing)
        #expect(error.exceptionName == "NSInternalInconsistencyException")
        #expect(error.message == "Tried to pop to a view controller that doesn't exist.")
        #expect(nav.viewControllers.count == 2)
    }

    @Test func popToViewControllerReturnsThePopped() throws {
        let (r, a, b, c) = (ViewController(), ViewController(), ViewController(), ViewController())
        let nav = try NavigationController(rootViewController: r)
        try nav.setViewControllers([r, a, b, c], animated: false)
        let popped = try nav.popToViewController(a, animated: false)
        #expect(same(popped, [b, c]))
        #expect(nav.topViewController === a)
    }

    @Test func popToRootReturnsThePoppedBottomToTop() throws {
        let (r, a, b) = (ViewController(), ViewController(), ViewController())
        let nav = try NavigationController(rootViewController: r)
        try nav.pushViewController(a, animated: false)
        try nav.pushViewController(b, animated: false)
        #expect(same(nav.popToRootViewController(animated: false), [a, b]))
        #expect(nav.topViewController === r)
        #expect(same(nav.children, [r]))
        #expect(nav.popToRootViewController(animated: false)?.isEmpty == true)
    }

    @Test func setViewControllersReplacesTheStackWithOneTransition() throws {
        let recorder = Recorder()
        let (a, b, c, d) = (ViewController(title: "A"), ViewController(title: "B"), ViewController(title: "C"), ViewController(title: "D"))
        let nav = try NavigationController(rootViewController: a)
        try nav.setViewControllers([a, b, c], animated: false)
        recorder.name(nav, "nav")
        recorder.observe(nav)
        let window = Window(rootViewController: nav)
        _ = recorder.events()
        try nav.setViewControllers([d, a, b], animated: true)
        #expect(same(nav.viewControllers, [d, a, b]))
        #expect(same(nav.children, [d, a, b]))
        #expect(recorder.events() == ["C willMove(nil)", "D willMove(nav)", "B viewDidLoad",
                                      "C viewWillDisappear", "B viewWillAppear", "C viewDidDisappear", "B viewDidAppear",
                                      "C didMove(nil)", "D didMove(nav)"])
        _ = window
    }

    @Test func duplicatesInAStackThrow() throws {
        let a = ViewController()
        let nav = try NavigationController(rootViewController: ViewController())
        let error = try #require(throws: ControllerError.self) { try nav.setViewControllers([a, a], animated: false) }
        #expect(error.code == .duplicateInStack)
        #expect(error.message.hasPrefix("All view controllers in a navigation controller must be distinct"))
        #expect(nav.viewControllers.count == 1)
    }

    @Test func visibleIsThePresentedControllerElseTheTop() throws {
        let root = ViewController(), modal = ViewController()
        let nav = try NavigationController(rootViewController: root)
        try nav.present(modal, animated: true)
        #expect(nav.topViewController === root)
        #expect(nav.visibleViewController === modal)
        nav.dismiss(animated: true)
        #expect(nav.visibleViewController === root)
    }

    @Test func pushAppearanceOrder() throws {
        let recorder = Recorder()
        let (a, b) = (ViewController(title: "a"), ViewController(title: "b"))
        let nav = try NavigationController(rootViewController: a)
        recorder.name(nav, "nav")
        recorder.observe(nav)
        let window = Window(rootViewController: nav)
        _ = recorder.events()
        try nav.pushViewController(b, animated: true)
        #expect(recorder.events() == ["b willMove(nav)", "b viewDidLoad", "a viewWillDisappear", "b viewWillAppear",
                                      "a viewDidDisappear", "b viewDidAppear", "b didMove(nav)"])
        nav.popViewController(animated: true)
        #expect(recorder.events() == ["b willMove(nil)", "b viewWillDisappear", "a viewWillAppear", "b viewDidDisappear",
                                      "a viewDidAppear", "b didMove(nil)"])
        _ = window
    }

    @Test func offScreenPushesRunNoAppearanceCallbacks() throws {
        let recorder = Recorder()
        let (a, b) = (ViewController(title: "a"), ViewController(title: "b"))
        let nav = try NavigationController(rootViewController: a)
        recorder.name(nav, "nav")
        recorder.observe(nav)
        try nav.pushViewController(b, animated: false)
        #expect(recorder.events() == ["b willMove(nav)", "b didMove(nav)"])
        #expect(!b.isViewLoaded)
    }

    @Test func theNavigationControllerTakesItsRootsTitle() throws {
        let root = ViewController(title: "Home")
        let nav = try NavigationController(rootViewController: root)
        #expect(nav.title == "Home")
        #expect(nav.tabBarItem.title == "Home")
        root.title = "Start"
        #expect(nav.tabBarItem.title == "Start")
    }

    @Test func theRootsTabBarItemDoesNotChangeTheTab() throws {
        let root = ViewController(title: "Home")
        let nav = try NavigationController(rootViewController: root)
        let tabs = TabBarController()
        try tabs.setViewControllers([nav], animated: false)
        root.tabBarItem.image = nil
        root.tabBarItem.title = "Other"
        #expect(tabs.tabBar.items?.first === nav.tabBarItem)
        #expect(tabs.tabBar.items?.first?.title == "Home")
    }

    @Test func aSplitViewControllerCannotBePushed() throws {
        let storyboard = try appStoryboard()
        let split = try storyboard.instantiateViewController(withIdentifier: "Split")
        let nav = try NavigationController(rootViewController: ViewController())
        let error = try #require(throws: ControllerError.self) { try nav.pushViewController(split, animated: false) }
        #expect(error.code == .pushingSplitViewController)
        #expect(error.message == "Split View Controllers cannot be pushed to a Navigation Controller \(nav)")
    }

    @Test func hidesBottomBarWhenPushedHidesTheTabBar() throws {
        let root = ViewController(), detail = ViewController()
        detail.hidesBottomBarWhenPushed = true
        let nav = try NavigationController(rootViewController: root)
        let tabs = TabBarController()
        try tabs.setViewControllers([nav], animated: false)
        #expect(!tabs.tabBar.isHidden)
        try nav.pushViewController(detail, animated: false)
        #expect(tabs.tabBar.isHidden)
    }
}
