#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoaderCore
import SceneLoaderRuntime
import Testing
import TestSupport

/// `TabBarController` as UIKit's `UITabBarController` behaves: setting and replacing the tabs,
/// selection, the More tab and how many tabs each width class shows, the managed tab bar, each
/// tab's item and the supported orientations
/// (https://developer.apple.com/documentation/uikit/uitabbarcontroller).
@Suite struct TabBarControllerTests {
    @Test func freshControllerShowsNothing() {
        let tabs = TabBarController()
        #expect(tabs.viewControllers == nil)
        #expect(tabs.selectedViewController == nil)
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(NSNotFound == Int.max)
        #expect(tabs.tabBar.items == nil)
    }

    @Test func settingTheArraySelectsTheFirstAndMakesAllCustomizable() throws {
        let tabs = TabBarController()
        let list = controllers("a", "b", "c")
        try tabs.setViewControllers(list, animated: false)
        #expect(tabs.selectedViewController === list[0])
        #expect(tabs.selectedIndex == 0)
        #expect(same(tabs.customizableViewControllers, list))
        #expect(same(tabs.children, list))
        #expect(list.allSatisfy { $0.parent === tabs && $0.tabBarController === tabs })
    }

    @Test func replacingKeepsTheSelectedInstance() throws {
        let tabs = TabBarController()
        let (a, b, c) = (ViewController(), ViewController(), ViewController())
        try tabs.setViewControllers([a, b, c], animated: false)
        tabs.selectedIndex = 1
        try tabs.setViewControllers([c, b, a], animated: false)
        #expect(tabs.selectedViewController === b)
        #expect(tabs.selectedIndex == 1)
        try tabs.setViewControllers([b, c, a], animated: false)
        #expect(tabs.selectedIndex == 0)
    }

    @Test func replacingKeepsTheIndexWhenTheInstanceIsGone() throws {
        let tabs = TabBarController()
        try tabs.setViewControllers(controllers("a", "b", "c"), animated: false)
        tabs.selectedIndex = 2
        let next = controllers("x", "y", "z")
        try tabs.setViewControllers(next, animated: false)
        #expect(tabs.selectedViewController === next[2])
    }

    @Test func replacingFallsBackToTheFirst() throws {
        let tabs = TabBarController()
        let old = controllers("a", "b", "c")
        try tabs.setViewControllers(old, animated: false)
        tabs.selectedIndex = 2
        let next = controllers("x", "y")
        try tabs.setViewControllers(next, animated: false)
        #expect(tabs.selectedViewController === next[0])
        #expect(old.allSatisfy { $0.parent == nil })
        #expect(same(tabs.children, next))
    }

    @Test func replacingWithAnEmptyArraySelectsNothing() throws {
        let tabs = TabBarController()
        try tabs.setViewControllers(controllers("a"), animated: false)
        try tabs.setViewControllers([], animated: false)
        #expect(tabs.selectedViewController == nil)
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(tabs.children.isEmpty)
    }

    @Test func replacingResetsCustomizable() throws {
        let tabs = TabBarController()
        let (a, b) = (ViewController(), ViewController())
        try tabs.setViewControllers([a], animated: false)
        tabs.customizableViewControllers = []
        try tabs.setViewControllers([a, b], animated: false)
        #expect(same(tabs.customizableViewControllers, [a, b]))
    }

    @Test func replacingRunsContainmentCallbacks() throws {
        let recorder = Recorder()
        let tabs = TabBarController()
        recorder.name(tabs, "tbc")
        let (a, b, c) = (ViewController(title: "a"), ViewController(title: "b"), ViewController(title: "c"))
        try tabs.setViewControllers([a, b], animated: false)
        recorder.observe(tabs)
        c.lifecycleObserver = recorder.log
        try tabs.setViewControllers([b, c], animated: false)
        #expect(recorder.events() == ["a willMove(nil)", "a didMove(nil)", "c willMove(tbc)", "c didMove(tbc)"])
    }

    @Test func addChildAppendsATab() throws {
        let tabs = TabBarController()
        let (a, b) = (ViewController(title: "a"), ViewController(title: "b"))
        try tabs.addChild(a)
        #expect(same(tabs.viewControllers, [a]))
        #expect(tabs.selectedViewController === a)
        try tabs.addChild(b)
        #expect(same(tabs.viewControllers, [a, b]))
        #expect(same(tabs.customizableViewControllers, [a, b]))
        #expect(tabs.tabBar.items?.map(\.title) == ["a", "b"])
        #expect(tabs.selectedViewController === a)
    }

    @Test func aTabBarControllerCannotBeATab() {
        let tabs = TabBarController()
        #expect { try tabs.setViewControllers([TabBarController()], animated: false) } throws: { ($0 as? ControllerError)?.code == .tabBarControllerNotRoot }
        #expect { try tabs.addChild(TabBarController()) } throws: { ($0 as? ControllerError)?.code == .tabBarControllerNotRoot }
        #expect(tabs.viewControllers == nil)
    }

    @Test func outOfRangeIndexIsIgnored() throws {
        let tabs = TabBarController()
        let list = controllers("a", "b", "c")
        try tabs.setViewControllers(list, animated: false)
        tabs.selectedIndex = 1
        tabs.selectedIndex = 5
        #expect(tabs.selectedIndex == 1)
        tabs.selectedIndex = NSNotFound
        #expect(tabs.selectedIndex == 1)
        tabs.selectedIndex = -1
        #expect(tabs.selectedViewController === list[1])
    }

    @Test func selectingAForeignControllerThrowsUIKitsMessage() throws {
        let tabs = TabBarController()
        try tabs.setViewControllers(controllers("a", "b", "c"), animated: false)
        let error = try #require(throws: ControllerError.self) { try tabs.setSelectedViewController(ViewController()) }
        #expect(error.code == .selectingForeignController)
        #expect(error.exceptionName == "NSInvalidArgumentException")
        #expect(error.message == "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected.")
        #expect(tabs.selectedIndex == 0)
        #expect { try tabs.setSelectedViewController(nil) } throws: { ($0 as? ControllerError)?.code == .selectingForeignController }
    }

    @Test func programmaticSelectionNeverAsksTheDelegate() throws {
        let recorder = Recorder()
        let tabs = TabBarController()
        let list = tabs_(7)
        try tabs.setViewControllers(list, animated: false)
        recorder.observe(tabs)
        tabs.selectedIndex = 1
        try tabs.setSelectedViewController(list[2])
        tabs.selectedIndex = 6
        try tabs.setSelectedViewController(tabs.moreNavigationController)
        #expect(recorder.delegateCalls.isEmpty)
    }

    @Test func fiveTabsFitInCompactWidth() throws {
        let tabs = TabBarController()
        let list = tabs_(5)
        try tabs.setViewControllers(list, animated: false)
        #expect(!tabs.showsMore)
        #expect(tabs.tabBar.items?.count == 5)
        #expect(tabs.moreListEntries.isEmpty)
        #expect(tabs.moreNavigationController.parent == nil)
        #expect(!tabs.children.contains { $0 === tabs.moreNavigationController })
    }

    @Test func sixTabsShowFourAndMore() throws {
        let tabs = TabBarController()
        let list = tabs_(6)
        try tabs.setViewControllers(list, animated: false)
        #expect(tabs.showsMore)
        #expect(tabs.tabBar.items?.map(\.displayTitle) == ["t0", "t1", "t2", "t3", "More"])
        // The More tab's item is UIKit's system More item, whose title reads nil.
        #expect(tabs.tabBar.items?.last?.systemItem == .more)
        #expect(tabs.tabBar.items?.last?.title == nil)
        #expect(tabs.tabBar.items?.last?.displayImage == TabBarItem.SystemItem.more.image)
        #expect(same(tabs.moreListEntries, Array(list[4...])))
        #expect(same(tabs.moreNavigationController.moreListController.entries, Array(list[4...])))
        #expect(tabs.moreNavigationController.parent === tabs)
        #expect(same(tabs.viewControllers, list))
        #expect(list.allSatisfy { $0.tabBarController === tabs })
    }

    @Test func selectingAControllerInMoreShowsItOnTheMoreStack() throws {
        let tabs = TabBarController()
        let list = tabs_(6)
        try tabs.setViewControllers(list, animated: false)
        tabs.selectedIndex = 5
        let more = tabs.moreNavigationController
        #expect(tabs.selectedIndex == 5)
        #expect(tabs.selectedViewController === list[5])
        #expect(same(more.viewControllers, [more.moreListController, list[5]]))
        #expect(list[5].parent === more)
        #expect(list[5].navigationController === more)
        #expect(list[5].tabBarController === tabs)
        #expect(tabs.tabBar.selectedItem === more.tabBarItem)
        try tabs.setSelectedViewController(list[4])
        #expect(same(more.viewControllers, [more.moreListController, list[4]]))
        #expect(list[5].parent === tabs)
        tabs.selectedIndex = 0
        #expect(tabs.tabBar.selectedItem === list[0].tabBarItem)
    }

    @Test func selectingMoreReadsNotFound() throws {
        let tabs = TabBarController()
        try tabs.setViewControllers(tabs_(6), animated: false)
        try tabs.setSelectedViewController(tabs.moreNavigationController)
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        #expect(tabs.viewControllers?.count == 6)
        #expect(!(tabs.viewControllers ?? []).contains { $0 === tabs.moreNavigationController })
    }

    @Test func moreCannotBeSelectedWhenItIsNotShown() throws {
        let tabs = TabBarController()
        try tabs.setViewControllers(tabs_(3), animated: false)
        #expect { try tabs.setSelectedViewController(tabs.moreNavigationController) } throws: { ($0 as? ControllerError)?.code == .selectingForeignController }
    }

    @Test func regularWidthHoldsEightThenSevenAndMore() throws {
        let tabs = TabBarController()
        tabs.horizontalSizeClass = .regular
        try tabs.setViewControllers(tabs_(8), animated: false)
        #expect(!tabs.showsMore)
        #expect(tabs.tabBar.items?.count == 8)
        try tabs.setViewControllers(tabs_(9), animated: false)
        #expect(tabs.showsMore)
        #expect(tabs.tabBar.items?.count == 8)
        #expect(tabs.moreListEntries.count == 2)
    }

    @Test func widthChangesMoveTabsOutOfMore() throws {
        let tabs = TabBarController()
        let list = tabs_(6)
        try tabs.setViewControllers(list, animated: false)
        tabs.selectedIndex = 5
        tabs.horizontalSizeClass = .regular
        #expect(!tabs.showsMore)
        #expect(tabs.tabBar.items?.count == 6)
        #expect(tabs.selectedIndex == 5)
        #expect(list[5].parent === tabs)
        #expect(tabs.moreNavigationController.parent == nil)
        #expect(tabs.moreNavigationController.viewControllers.count == 1)
        tabs.horizontalSizeClass = .compact
        #expect(tabs.selectedIndex == 5)
        #expect(list[5].parent === tabs.moreNavigationController)
    }

    @Test func moreGoingAwayWhileItsListIsSelectedSelectsTheTabInItsPlace() throws {
        let tabs = TabBarController()
        let list = tabs_(6)
        try tabs.setViewControllers(list, animated: false)
        try tabs.setSelectedViewController(tabs.moreNavigationController)
        tabs.horizontalSizeClass = .regular
        #expect(tabs.selectedViewController === list[4])
    }

    @Test func theManagedTabBarRefusesDirectChanges() throws {
        let tabs = TabBarController()
        try tabs.setViewControllers(controllers("a"), animated: false)
        let error = try #require(throws: ControllerError.self) { try tabs.tabBar.setItems([], animated: false) }
        #expect(error.code == .modifyingManagedTabBar)
        #expect(error.exceptionName == "NSInternalInconsistencyException")
        #expect(error.message == "Directly modifying a tab bar managed by a tab bar controller is not allowed.")
        let free = TabBar()
        let item = TabBarItem(title: "x", image: nil, tag: 1)
        try free.setItems([item], animated: false)
        #expect(free.items?.first === item)
    }

    @Test func tabItemsComeFromEachChild() throws {
        let storyboard = try appStoryboard()
        let tabs = try #require(try storyboard.instantiateViewController(withIdentifier: "Tabs") as? TabBarController)
        // Home nav has no item: its root's title. Feed nav has its own. Search is a system item.
        #expect(tabs.tabBar.items?.map { $0.title ?? "-" } == ["Home", "Feed", "-", "Profile", "-"])
        #expect(tabs.tabBar.items?.map { $0.displayTitle ?? "-" } == ["Home", "Feed", "Search", "Profile", "More"])
        #expect(tabs.tabBar.items?.last?.systemItem == .more)
        #expect(tabs.tabBar.items?[2].systemItem != nil)
        #expect(tabs.tabBar.items?[0].image == nil)
    }

    @Test func storyboardTabsAreInstalledInOrderWithViewsUnloaded() throws {
        let storyboard = try appStoryboard()
        let tabs = try #require(try storyboard.instantiateViewController(withIdentifier: "ThreeTabs") as? TabBarController)
        #expect(tabs.viewControllers?.map(\.title) == ["A", "B", "C"])
        #expect(tabs.selectedIndex == 0)
        #expect(same(tabs.customizableViewControllers, tabs.viewControllers))
        #expect(tabs.viewControllers?.allSatisfy { !$0.isViewLoaded } == true)
        let six = try #require(try storyboard.instantiateInitialViewController() as? TabBarController)
        #expect(six.showsMore)
        #expect(six.moreNavigationController.parent === six)
        let nav = try #require(try storyboard.instantiateViewController(withIdentifier: "PlainNav") as? NavigationController)
        #expect(nav.viewControllers.map(\.title) == ["Root"])
        #expect(nav.topViewController?.parent === nav)
    }

    @Test func tabSwitchAppearanceAndDeferredLoad() throws {
        let recorder = Recorder()
        let (a, b) = (ViewController(title: "a"), ViewController(title: "b"))
        let (window, tabs) = try shownTabs([a, b], recorder: recorder)
        #expect(!b.isViewLoaded)
        tabs.selectedIndex = 1
        #expect(recorder.events() == ["b viewDidLoad", "a viewWillDisappear", "b viewWillAppear", "a viewDidDisappear", "b viewDidAppear"])
        tabs.selectedIndex = 0
        tabs.selectedIndex = 1
        #expect(!recorder.events().contains("b viewDidLoad"))
        _ = window
    }

    @Test func orientationFollowsEveryChildUnlessTheDelegateAnswers() throws {
        let recorder = Recorder()
        let tabs = TabBarController()
        let (a, b) = (ViewController(), ViewController())
        a.supportedInterfaceOrientations = .all
        b.supportedInterfaceOrientations = .portrait
        try tabs.setViewControllers([a, b], animated: false)
        #expect(tabs.supportedInterfaceOrientations == .portrait)
        tabs.orientationPolicy = .selectedChild
        #expect(tabs.supportedInterfaceOrientations == .all)
        tabs.orientationPolicy = .allChildren
        tabs.delegate = recorder.delegate
        recorder.orientations = .landscape
        #expect(tabs.supportedInterfaceOrientations == .landscape)
    }

    @Test func aTabTakenByAnotherContainerLeavesTheArray() throws {
        let tabs = TabBarController()
        let list = controllers("a", "b", "c")
        try tabs.setViewControllers(list, animated: false)
        tabs.selectedIndex = 1
        let nav = try NavigationController(rootViewController: ViewController())
        try nav.pushViewController(list[1], animated: false)
        #expect(same(tabs.viewControllers, [list[0], list[2]]))
        #expect(tabs.selectedViewController === list[2])
        #expect(list[1].navigationController === nav)
    }

    /// UIKit installs a tab bar controller wherever a storyboard puts it (apps nest one as a
    /// navigation root, for a login flow); only code that installs one throws (docs/UIKIT.md).
    @Test func aStoryboardInstallsANestedTabBarControllerAsUIKitDoes() throws {
        let storyboard = try Storyboard(contentsOf: Paths.fixtures("scenarios").appendingPathComponent("nested-tabs.storyboard"))
        let outer = try #require(try storyboard.instantiateViewController(withIdentifier: "Outer") as? TabBarController)
        #expect(outer.viewControllers?.count == 2)
        #expect(outer.viewControllers?.first is TabBarController)
        #expect(outer.viewControllers?.first?.parent === outer)
        let nav = try #require(try storyboard.instantiateViewController(withIdentifier: "Nav") as? NavigationController)
        #expect(nav.viewControllers.first is TabBarController)
        #expect(nav.topViewController?.navigationController === nav)
    }

    private func tabs_(_ count: Int) -> [ViewController] { tabs(count) }
}
