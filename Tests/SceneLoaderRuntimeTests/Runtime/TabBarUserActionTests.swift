import SceneLoaderRuntime
import Testing

/// What the user does to a tab bar controller, reported to its delegate as UIKit does: taps on
/// tabs (asked, selected, then told; the selected tab tapped again pops to its root), the More
/// list and its entries, and customization through More's Edit button
/// (https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate).
@Suite struct TabBarUserActionTests {
    @Test func tapAsksThenSelectsThenTells() throws {
        let recorder = Recorder()
        let list = controllers("a", "b", "c")
        let (window, tabs) = try shownTabs(list, recorder: recorder)
        #expect(try tabs.tapTab(at: 2))
        #expect(recorder.delegateCalls == ["delegate shouldSelect c → true", "delegate didSelect c"])
        #expect(tabs.selectedIndex == 2)
        #expect(recorder.appearance() == ["a viewWillDisappear", "c viewWillAppear", "a viewDidDisappear", "c viewDidAppear"])
        _ = window
    }

    @Test func refusedTapChangesNothing() throws {
        let recorder = Recorder()
        let list = controllers("a", "b", "c")
        let (window, tabs) = try shownTabs(list, recorder: recorder)
        recorder.refused.insert(ObjectIdentifier(list[2]))
        #expect(try !tabs.tapTab(at: 2))
        #expect(recorder.delegateCalls == ["delegate shouldSelect c → false"])
        #expect(tabs.selectedIndex == 0)
        #expect(recorder.events().isEmpty)
        _ = window
    }

    @Test func tappingTheSelectedTabCallsDidSelectAgainAndPopsToRoot() throws {
        let recorder = Recorder()
        let root = ViewController(title: "root"), detail = ViewController(title: "detail")
        let nav = try NavigationController(rootViewController: root)
        let (window, tabs) = try shownTabs([nav, ViewController(title: "b")], recorder: recorder)
        recorder.name(nav, "nav")
        try nav.pushViewController(detail, animated: true)
        _ = recorder.events()
        #expect(try tabs.tapTab(at: 0))
        #expect(recorder.delegateCalls == ["delegate shouldSelect nav → true", "delegate didSelect nav"])
        #expect(same(nav.viewControllers, [root]))
        #expect(recorder.appearance() == ["detail viewWillDisappear", "root viewWillAppear", "detail viewDidDisappear", "root viewDidAppear"])
        _ = window
    }

    @Test func switchingAwayAndBackKeepsTheStack() throws {
        let recorder = Recorder()
        let nav = try NavigationController(rootViewController: ViewController(title: "root"))
        let (window, tabs) = try shownTabs([nav, ViewController(title: "b")], recorder: recorder)
        try nav.pushViewController(ViewController(title: "detail"), animated: false)
        try tabs.tapTab(at: 1)
        try tabs.tapTab(at: 0)
        #expect(nav.viewControllers.count == 2)
        _ = window
    }

    @Test func tappingMoreAndAnEntry() throws {
        let recorder = Recorder()
        let list = tabs(6)
        let (window, tabs) = try shownTabs(list, recorder: recorder)
        #expect(try tabs.tapTab(at: 4))   // the More item
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(recorder.appearance() == ["t0 viewWillDisappear", "More viewWillAppear", "MoreList viewWillAppear",
                                          "t0 viewDidDisappear", "MoreList viewDidAppear", "More viewDidAppear"])
        #expect(try tabs.tapMoreEntry(at: 1))
        #expect(tabs.selectedIndex == 5)
        #expect(recorder.delegateCalls == ["delegate shouldSelect More → true", "delegate didSelect More", "delegate shouldSelect t5 → true", "delegate didSelect t5"])
        #expect(recorder.appearance() == ["MoreList viewWillDisappear", "t5 viewWillAppear", "MoreList viewDidDisappear", "t5 viewDidAppear"])
        // Back in More goes to the list, which is the selection again.
        tabs.moreNavigationController.popViewController(animated: true)
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        #expect(list[5].parent === tabs)
        _ = window
    }

    @Test func tappingMoreAgainPopsToTheList() throws {
        let recorder = Recorder()
        let (window, tabs) = try shownTabs(tabs(6), recorder: recorder)
        try tabs.tapMoreEntry(at: 0)
        #expect(tabs.selectedIndex == 4)
        tabs.tapMoreTab()
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(tabs.moreNavigationController.viewControllers.count == 1)
        _ = window
    }

    @Test func moreKeepsItsStackWhenAnotherTabIsSelected() throws {
        let recorder = Recorder()
        let (window, tabs) = try shownTabs(tabs(6), recorder: recorder)
        try tabs.tapMoreEntry(at: 1)
        try tabs.tapTab(at: 0)
        #expect(tabs.selectedIndex == 0)
        tabs.tapMoreTab()
        #expect(tabs.selectedIndex == 5)
        _ = window
    }

    @Test func tappingAMissingTabThrows() throws {
        let tabs = TabBarController()
        try tabs.setViewControllers(controllers("a"), animated: false)
        #expect { try tabs.tapTab(at: 3) } throws: { ($0 as? ControllerError)?.code == .unavailableAction }
        #expect { try tabs.tapMoreEntry(at: 0) } throws: { ($0 as? ControllerError)?.code == .unavailableAction }
        #expect(!tabs.tapMoreTab())
    }

    @Test func editSessionReordersAndReportsInOrder() throws {
        let recorder = Recorder()
        let list = tabs(6)
        let (window, tabs) = try shownTabs(list, recorder: recorder)
        try tabs.tapEditInMore()
        #expect(tabs.isCustomizing)
        try tabs.dragTab(at: 5, onto: 1)
        try tabs.tapDoneCustomizing()
        let order = "[t0, t5, t2, t3, t4, t1]"
        #expect(recorder.delegateCalls == ["delegate willBeginCustomizing [t0, t1, t2, t3, t4, t5]", "delegate willEndCustomizing \(order) changed: true", "delegate didEndCustomizing \(order) changed: true"])
        #expect(same(tabs.viewControllers, [list[0], list[5], list[2], list[3], list[4], list[1]]))
        #expect(same(tabs.moreListEntries, [list[4], list[1]]))
        #expect(tabs.tabBar.items?.map(\.displayTitle) == ["t0", "t5", "t2", "t3", "More"])
        #expect(same(tabs.customizableViewControllers, list))
        #expect(tabs.selectedViewController === list[0])
        _ = window
    }

    @Test func unchangedEditSessionReportsFalse() throws {
        let recorder = Recorder()
        let (window, tabs) = try shownTabs(tabs(6), recorder: recorder)
        try tabs.tapEditInMore()
        try tabs.tapDoneCustomizing()
        #expect(recorder.delegateCalls.last == "delegate didEndCustomizing [t0, t1, t2, t3, t4, t5] changed: false")
        _ = window
    }

    @Test func onlyCustomizableControllersMove() throws {
        let recorder = Recorder()
        let list = tabs(6)
        let (window, tabs) = try shownTabs(list, recorder: recorder)
        tabs.customizableViewControllers = Array(list[1...])
        try tabs.tapEditInMore()
        #expect { try tabs.dragTab(at: 5, onto: 0) } throws: { ($0 as? ControllerError)?.code == .unavailableAction }
        try tabs.dragTab(at: 5, onto: 2)
        try tabs.tapDoneCustomizing()
        #expect(tabs.viewControllers?.map { $0.title ?? "" } == ["t0", "t1", "t5", "t3", "t4", "t2"])
        _ = window
    }

    @Test func noCustomizableControllersMeansNoEditButton() throws {
        let recorder = Recorder()
        let (window, tabs) = try shownTabs(tabs(6), recorder: recorder)
        tabs.customizableViewControllers = []
        #expect(!tabs.moreNavigationController.moreListController.showsEditButton)
        #expect { try tabs.tapEditInMore() } throws: { ($0 as? ControllerError)?.code == .unavailableAction }
        #expect(recorder.delegateCalls.isEmpty)
        _ = window
    }
}
