import SceneLoaderRuntime
import Testing

/// The defaults chosen where UIKit's behaviour is uncertain (docs/UIKIT.md, "default" rows): each
/// test pins one choice so that changing it is a decision, not an accident.
@Suite struct UncertainDefaultsTests {
    @Test func replacingWhileTheMoreListIsSelectedSelectsIndexZero() throws {
        let tabs = TabBarController()
        try tabs.setViewControllers(tabs_(6), animated: false)
        try tabs.setSelectedViewController(tabs.moreNavigationController)
        let next = tabs_(6)
        try tabs.setViewControllers(next, animated: false)
        #expect(tabs.selectedViewController === next[0])
    }

    @Test func selectingMoreProgrammaticallyShowsItsList() throws {
        let tabs = TabBarController()
        let list = tabs_(6)
        try tabs.setViewControllers(list, animated: false)
        tabs.selectedIndex = 5
        try tabs.setSelectedViewController(tabs.moreNavigationController)
        #expect(tabs.moreNavigationController.viewControllers.count == 1)
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(list[5].parent === tabs)
    }

    @Test func theMoreNavigationControllerKeepsItsIdentity() throws {
        let tabs = TabBarController()
        let more = tabs.moreNavigationController
        try tabs.setViewControllers(tabs_(6), animated: false)
        tabs.horizontalSizeClass = .regular
        tabs.horizontalSizeClass = .compact
        #expect(tabs.moreNavigationController === more)
    }

    @Test func rebuildingFinishesTheOldTabBeforeTheNewAppears() throws {
        let recorder = Recorder()
        let list = tabs_(6)
        let (window, tabs) = try shownTabs(list, recorder: recorder)
        tabs.selectedIndex = 5
        _ = recorder.events()
        tabs.horizontalSizeClass = .regular
        #expect(recorder.appearance() == ["More viewWillDisappear", "t5 viewWillDisappear", "t5 viewDidDisappear", "More viewDidDisappear",
                                          "t5 viewWillAppear", "t5 viewDidAppear"])
        _ = window
    }

    @Test func theNewOrderIsAppliedBetweenWillEndAndDidEnd() throws {
        final class Watcher: TabBarControllerDelegate {
            var atWillEnd: [ViewController]?
            var atDidEnd: [ViewController]?
            func tabBarController(_ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController], changed: Bool) {
                atWillEnd = tabBarController.viewControllers
            }
            func tabBarController(_ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController], changed: Bool) {
                atDidEnd = tabBarController.viewControllers
            }
        }
        let watcher = Watcher()
        let tabs = TabBarController()
        let list = tabs_(6)
        try tabs.setViewControllers(list, animated: false)
        tabs.delegate = watcher
        try tabs.tapEditInMore()
        try tabs.dragTab(at: 0, onto: 5)
        try tabs.tapDoneCustomizing()
        #expect(same(watcher.atWillEnd, list))
        #expect(watcher.atDidEnd?.first === list[5])
    }

    @Test func reparentingFiresTheOldParentsPair() throws {
        let recorder = Recorder()
        let (p, q, c) = (ViewController(title: "P"), ViewController(title: "Q"), ViewController(title: "c"))
        try p.addChild(c)
        c.lifecycleObserver = recorder.log
        try q.addChild(c)
        #expect(recorder.events().prefix(2) == ["c willMove(nil)", "c didMove(nil)"])
    }

    @Test func presentationIsASheet() throws {
        let recorder = Recorder()
        let root = ViewController(title: "root"), sheet = ViewController(title: "sheet")
        recorder.observe(root)
        sheet.lifecycleObserver = recorder.log
        let window = Window(rootViewController: root)
        _ = recorder.events()
        try root.present(sheet, animated: true)
        #expect(recorder.appearance() == ["sheet viewWillAppear", "sheet viewDidAppear"])
        #expect(root.isOnScreen)
        _ = window
    }

    @Test func anEmptyNavigationStackThrows() throws {
        let nav = try NavigationController(rootViewController: ViewController())
        #expect { try nav.setViewControllers([], animated: false) } throws: { ($0 as? ControllerError)?.code == .emptyStack }
        #expect(nav.viewControllers.count == 1)
    }

    @Test func duplicateTabsThrow() throws {
        let tabs = TabBarController()
        let a = ViewController()
        #expect { try tabs.setViewControllers([a, a], animated: false) } throws: { ($0 as? ControllerError)?.code == .duplicateTab }
        #expect { try tabs.setViewControllers([tabs.moreNavigationController], animated: false) } throws: { ($0 as? ControllerError)?.code == .duplicateTab }
        #expect(tabs.viewControllers == nil)
    }

    @Test func orientationWithoutTabsIsTheControllersOwn() {
        let tabs = TabBarController()
        #expect(tabs.supportedInterfaceOrientations == .allButUpsideDown)
        tabs.supportedInterfaceOrientations = .portrait
        #expect(tabs.supportedInterfaceOrientations == .portrait)
    }

    private func tabs_(_ count: Int) -> [ViewController] { tabs(count) }
}
