import SceneLoaderRuntime
import Testing

/// View controller containment as UIKit does it: `addChild` calls `willMove(toParent:)` only,
/// `removeFromParent` calls `didMove(toParent: nil)`, adding a child of another parent moves it;
/// also when views load and which references up the tree are weak
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller).
@Suite struct ContainmentTests {
    @Test func addChildCallsWillMoveOnceAndNotDidMove() throws {
        let recorder = Recorder()
        let parent = ViewController(title: "P"), child = ViewController(title: "c")
        recorder.observe(parent)
        child.lifecycleObserver = recorder.log
        try parent.addChild(child)
        #expect(recorder.events() == ["c willMove(P)"])
        #expect(child.parent === parent)
        #expect(same(parent.children, [child]))
    }

    @Test func removeFromParentCallsDidMoveNil() throws {
        let recorder = Recorder()
        let parent = ViewController(title: "P"), child = ViewController(title: "c")
        try parent.addChild(child)
        child.didMove(toParent: parent)
        recorder.observe(parent)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(recorder.events() == ["c willMove(nil)", "c didMove(nil)"])
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
    }

    @Test func addingAChildOfAnotherParentMovesIt() throws {
        let recorder = Recorder()
        let p = ViewController(title: "P"), q = ViewController(title: "Q"), c = ViewController(title: "c")
        try p.addChild(c)
        c.didMove(toParent: p)
        recorder.observe(p)
        try q.addChild(c)
        #expect(recorder.events() == ["c willMove(nil)", "c didMove(nil)", "c willMove(Q)"])
        #expect(c.parent === q)
        #expect(p.children.isEmpty)
        #expect(same(q.children, [c]))
    }

    @Test func childrenKeepInsertionOrder() throws {
        let p = ViewController(title: "P")
        let list = controllers("a", "b", "c")
        for child in list { try p.addChild(child) }
        #expect(same(p.children, list))
    }

    @Test func navigationAndTabBarControllerAreTheNearestAncestors() throws {
        let leaf = ViewController(title: "leaf")
        let nav = try NavigationController(rootViewController: leaf)
        let tabs = TabBarController()
        try tabs.setViewControllers([nav], animated: false)
        #expect(leaf.navigationController === nav)
        #expect(leaf.tabBarController === tabs)
        #expect(nav.tabBarController === tabs)
        #expect(nav.navigationController == nil)
        #expect(ViewController().tabBarController == nil)
    }

    @Test func addingATabBarControllerAsAChildThrows() {
        let parent = ViewController()
        #expect { try parent.addChild(TabBarController()) } throws: { ($0 as? ControllerError)?.code == .tabBarControllerNotRoot }
        #expect(parent.children.isEmpty)
    }

    @Test func viewLoadsOnceOnFirstAppearance() {
        let recorder = Recorder()
        let vc = ViewController(title: "v")
        recorder.observe(vc)
        #expect(!vc.isViewLoaded)
        let window = Window(rootViewController: vc)
        window.rootViewController = nil
        window.rootViewController = vc
        #expect(recorder.events() == ["v viewDidLoad", "v viewWillAppear", "v viewDidAppear", "v viewWillDisappear", "v viewDidDisappear",
                                      "v viewWillAppear", "v viewDidAppear"])
        #expect(vc.isViewLoaded)
    }

    @Test func tabBarControllerLoadsItsViewInInit() {
        let recorder = Recorder()
        final class Tabs: TabBarController {
            var loadedDuringInit = false
            override func viewDidLoad() { super.viewDidLoad(); loadedDuringInit = true }
        }
        let tabs = Tabs()
        #expect(tabs.isViewLoaded)
        #expect(tabs.loadedDuringInit)
        _ = recorder
    }

    @Test func descriptionIsUIKitStyle() {
        let text = NavigationController().description
        #expect(text.hasPrefix("<UINavigationController: 0x"))
        #expect(text.hasSuffix(">"))
    }

    @Test func aParentThatGoesAwayClearsItsChildrensParent() throws {
        let child = ViewController()
        do {
            let parent = ViewController()
            try parent.addChild(child)
            #expect(child.parent != nil)
        }
        #expect(child.parent == nil)
    }

    /// `parent` and `presentingViewController` are weak, as UIKit's are: a controller kept after
    /// the controller above it is gone reads nil (the sanitizer step runs this under ASan).
    @Test func leavesKeptAfterTheirTreeIsGoneReadNilAbove() throws {
        let storyboard = try appStoryboard()
        var kept: [ViewController] = []
        weak var goneTabs: TabBarController?
        do {
            let tabs = try #require(try storyboard.instantiateViewController(withIdentifier: "Tabs") as? TabBarController)
            goneTabs = tabs
            let controllers = try #require(tabs.viewControllers)
            // The leaves: every tab without children and every navigation stack's controllers.
            kept = (controllers + controllers.flatMap(\.children)).filter(\.children.isEmpty)
            #expect(kept.count >= 3)
            #expect(kept.allSatisfy { $0.parent != nil })
        }
        #expect(goneTabs == nil, "a child must not keep its container alive")
        for controller in kept {
            #expect(controller.parent == nil)
            #expect(controller.presentingViewController == nil)
        }
    }

    @Test func aPresentedControllerKeptAfterItsPresenterReadsNil() throws {
        let presented = ViewController(title: "sheet")
        weak var gone: ViewController?
        do {
            let presenter = ViewController(title: "P")
            gone = presenter
            let window = Window(rootViewController: presenter)
            try presenter.present(presented, animated: false)
            #expect(presented.presentingViewController === presenter)
            _ = window
        }
        #expect(gone == nil)
        #expect(presented.presentingViewController == nil)
    }

    @Test func aChildDoesNotKeepItsParentAlive() throws {
        let child = ViewController()
        weak var gone: NavigationController?
        do {
            let nav = try NavigationController(rootViewController: child)
            gone = nav
            #expect(child.parent === nav)
        }
        #expect(gone == nil)
        #expect(child.parent == nil)
        // The child can be contained again.
        let other = ViewController()
        try other.addChild(child)
        #expect(child.parent === other)
    }

    /// A container subclass's `deinit` runs while its children still hold their link up: reading a
    /// child's `parent` there gives nil, as a weak reference to an object going away does (an
    /// unowned one would trap, an unsafe one would hand out the dying container).
    @Test func aContainerGoingAwayIsNoChildsParentInItsOwnDeinit() throws {
        final class Seen { var parents: [ViewController?] = [] }
        final class Container: ViewController {
            let seen: Seen
            init(seen: Seen) { self.seen = seen; super.init(title: "C") }
            required init(scene: Scene, storyboard: Storyboard?) { fatalError("made in code only") }
            deinit { seen.parents = children.map(\.parent) }
        }
        let seen = Seen()
        let child = ViewController(title: "c")
        do {
            let container = Container(seen: seen)
            try container.addChild(child)
        }
        #expect(seen.parents.count == 1)
        #expect(seen.parents.allSatisfy { $0 == nil })
        #expect(child.parent == nil)
    }
}
