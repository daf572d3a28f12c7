import SceneLoaderRuntime
import Testing

/// A navigation controller chosen from the More list: UIKit moves its stack onto the More
/// navigation controller and gives it back when the tab leaves More.
@Suite struct MoreNavigationTests {
    /// Five plain tabs and a navigation tab `nav` (root `f`) that lands in More.
    private func setUp() throws -> (TabBarController, NavigationController, ViewController, [ViewController]) {
        let f = ViewController(title: "f")
        let nav = try NavigationController(rootViewController: f)
        let plain = tabs(5)
        let tabs = TabBarController()
        try tabs.setViewControllers(plain + [nav], animated: false)
        return (tabs, nav, f, plain)
    }

    @Test func choosingANavigationControllerMovesItsStackOntoMore() throws {
        let (tabs, nav, f, _) = try setUp()
        let more = tabs.moreNavigationController
        try tabs.tapMoreEntry(at: 1)
        #expect(tabs.selectedViewController === nav)
        #expect(tabs.selectedIndex == 5)
        #expect(same(more.viewControllers, [more.moreListController, f]))
        #expect(more.redirectedNavigationController === nav)
        #expect(f.navigationController === more)
        #expect(f.tabBarController === tabs)
        #expect(nav.viewControllers.isEmpty)
        #expect(tabs.tabBar.selectedItem === more.tabBarItem)
    }

    @Test func goingBackToTheListReturnsTheRootOnly() throws {
        let (tabs, nav, f, _) = try setUp()
        let more = tabs.moreNavigationController
        try tabs.tapMoreEntry(at: 1)
        let detail = ViewController(title: "detail")
        try more.pushViewController(detail, animated: true)
        #expect(detail.navigationController === more)
        more.popViewController(animated: true)
        #expect(more.redirectedNavigationController === nav)
        more.popViewController(animated: true)
        #expect(same(nav.viewControllers, [f]))
        #expect(f.parent === nav)
        #expect(more.redirectedNavigationController == nil)
        #expect(tabs.selectedViewController === more)
        #expect(tabs.selectedIndex == NSNotFound)
    }

    @Test func tappingMoreAgainPopsToTheListAndReturnsTheRoot() throws {
        let (tabs, nav, f, _) = try setUp()
        try tabs.tapMoreEntry(at: 1)
        try tabs.moreNavigationController.pushViewController(ViewController(), animated: false)
        tabs.tapMoreTab()
        #expect(same(nav.viewControllers, [f]))
        #expect(tabs.selectedIndex == NSNotFound)
    }

    @Test func leavingMoreReturnsTheWholeStack() throws {
        let (tabs, nav, f, _) = try setUp()
        let recorder = Recorder()
        recorder.name(nav, "nav")
        recorder.observe(tabs)
        let window = Window(rootViewController: tabs)
        try tabs.tapMoreEntry(at: 1)
        let detail = ViewController(title: "detail")
        try tabs.moreNavigationController.pushViewController(detail, animated: false)
        _ = recorder.events()
        tabs.horizontalSizeClass = .regular
        #expect(same(nav.viewControllers, [f, detail]))
        #expect(detail.navigationController === nav)
        #expect(tabs.selectedViewController === nav)
        #expect(recorder.appearance() == ["More viewWillDisappear", "detail viewWillDisappear", "detail viewDidDisappear", "More viewDidDisappear",
                                          "nav viewWillAppear", "detail viewWillAppear", "detail viewDidAppear", "nav viewDidAppear"])
        _ = window
    }

    @Test func choosingAnotherEntryReturnsTheStack() throws {
        let (tabs, nav, f, plain) = try setUp()
        try tabs.tapMoreEntry(at: 1)
        try tabs.setSelectedViewController(plain[4])
        #expect(same(nav.viewControllers, [f]))
        #expect(same(tabs.moreNavigationController.viewControllers, [tabs.moreNavigationController.moreListController, plain[4]]))
    }

    @Test func moreKeepsTheRedirectedStackWhileAnotherTabIsShown() throws {
        let (tabs, nav, f, _) = try setUp()
        try tabs.tapMoreEntry(at: 1)
        try tabs.tapTab(at: 0)
        #expect(tabs.moreNavigationController.redirectedNavigationController === nav)
        tabs.tapMoreTab()
        #expect(tabs.selectedViewController === nav)
        #expect(f.navigationController === tabs.moreNavigationController)
    }

    @Test func aSplitViewControllerCannotBeShownInMore() throws {
        let split = try appStoryboard().instantiateViewController(withIdentifier: "Split")
        let tabs = TabBarController()
        try tabs.setViewControllers(SceneLoaderRuntimeTests.tabs(5) + [split], animated: false)
        let error = try #require(throws: ControllerError.self) { try tabs.setSelectedViewController(split) }
        #expect(error.code == .pushingSplitViewController)
        #expect(error.message == "Split View Controllers cannot be pushed to a Navigation Controller \(tabs.moreNavigationController)")
        #expect { try tabs.tapMoreEntry(at: 1) } throws: { ($0 as? ControllerError)?.code == .pushingSplitViewController }
        #expect { try tabs.setSelectedIndex(5) } throws: { ($0 as? ControllerError)?.code == .pushingSplitViewController }
        #expect(tabs.selectedIndex == 0)
        #expect(split.parent === tabs)
    }
}
