import Foundation
import SceneLoaderCore
import SceneLoaderRuntime
import SceneLoaderInspect
import Testing
import TestSupport

@Suite struct InstantiationTests {
    static func load(_ name: String) throws -> Storyboard {
        try Storyboard(contentsOf: Paths.fixtures("storyboards").appendingPathComponent(name))
    }

    @Test func everyCallMakesANewTree() throws {
        let storyboard = try InstantiationTests.load("tab-configuration.xml")
        let a = try storyboard.instantiateViewController(withIdentifier: "MainTabs")
        let b = try storyboard.instantiateViewController(withIdentifier: "MainTabs")
        #expect(a !== b)
        let tabsA = try #require((a as? TabBarController)?.viewControllers)
        let tabsB = try #require((b as? TabBarController)?.viewControllers)
        for (x, y) in zip(tabsA, tabsB) { #expect(x !== y) }
    }

    @Test func tabChildrenAndNavigationRootsAreResolvedInDocumentOrder() throws {
        let storyboard = try InstantiationTests.load("tab-configuration.xml")
        let tabs = try #require(try storyboard.instantiateViewController(withIdentifier: "MainTabs") as? TabBarController)
        let children = try #require(tabs.viewControllers)
        #expect(children.map { $0.scene?.id } == ["home-nav", "search-nav", "inbox-nav"])
        #expect(children.allSatisfy { $0 is NavigationController })
        #expect(children.allSatisfy { $0.parent === tabs })
        let roots = children.compactMap { ($0 as? NavigationController)?.topViewController }
        #expect(roots.map(\.storyboardIdentifier) == ["Home", "Search", "Inbox"])
        #expect(roots.map(\.customClass) == ["HomeViewController", "SearchViewController", "InboxViewController"])
        #expect(roots.allSatisfy { $0.tabBarController === tabs })
        #expect(roots[0].navigationController === children[0])
        #expect(children.map(\.tabBarItem.title) == ["Home", "Search", "Inbox"])
        #expect(children[2].tabBarItem.badgeValue == "3")
    }

    @Test func containersOfOtherKindsHoldTheirChildren() throws {
        let storyboard = try InstantiationTests.load("split-ios14.storyboard")
        let split = try storyboard.instantiateViewController(withIdentifier: "Split")
        // A navigation controller takes its root's title, as UIKit's does.
        #expect(split.children.map(\.title) == ["Sidebar", "List", "Detail", "Compact"])
        #expect((split.children[3] as? NavigationController)?.topViewController?.title == "Compact")
    }

    @Test func unknownIdentifierThrowsUIKitsMessageWithASuggestion() throws {
        let storyboard = try InstantiationTests.load("tab-configuration.xml")
        let error = #expect(throws: StoryboardError.self) { try storyboard.instantiateViewController(withIdentifier: "Inbx") }
        #expect(error?.code == .unknownIdentifier)
        #expect(error?.message == "Storyboard (tab-configuration) doesn't contain a view controller with identifier 'Inbx' (did you mean 'Inbox'?)")
    }

    @Test func aSceneWithAnErrorInItsSubtreeThrowsNamingIt() throws {
        let storyboard = try InstantiationTests.load("diag-relationship-destination.storyboard")
        let error = #expect(throws: StoryboardError.self) { try storyboard.instantiateViewController(withIdentifier: "Tabs") }
        #expect(error?.code == .invalidScene)
        #expect(error?.location.line == 6)
        #expect(error?.message.contains("'Tabs'") == true)
        // Scenes outside the broken subtree still instantiate.
        #expect(try storyboard.instantiateViewController(withIdentifier: "Settings").storyboardIdentifier == "Settings")
    }

    @Test func cyclesThrowInsteadOfRecursing() throws {
        let storyboard = try InstantiationTests.load("diag-cycles.storyboard")
        for identifier in ["SelfNav", "A", "B"] {
            let error = #expect(throws: StoryboardError.self) { try storyboard.instantiateViewController(withIdentifier: identifier) }
            #expect(error?.code == .invalidScene)
        }
        // "Outside" holds "Leaf", which is outside the cycle.
        let outside = try storyboard.instantiateViewController(withIdentifier: "Outside") as? NavigationController
        #expect(outside?.topViewController?.storyboardIdentifier == "Leaf")
    }

    @Test func duplicateIdentifiersRefuseToInstantiate() throws {
        let storyboard = try InstantiationTests.load("diag-duplicate-identifier.storyboard")
        let error = #expect(throws: StoryboardError.self) { try storyboard.instantiateViewController(withIdentifier: "Settings") }
        #expect(error?.code == .invalidScene)
        #expect(try storyboard.instantiateViewController(withIdentifier: "Profile").scene?.id == "two")
    }

    /// The identifier is ambiguous, the object ids are not: each of the two instantiates by its id.
    @Test func aDuplicateIdentifierDoesNotStopInstantiationByObjectID() throws {
        let storyboard = try InstantiationTests.load("diag-duplicate-identifier.storyboard")
        #expect(try storyboard.instantiateViewController(withID: "one").title == "First")
        #expect(try storyboard.instantiateViewController(withID: "three").title == "Second")
    }

    /// A storyboard's hidesBottomBarWhenPushed, navigationBarHidden and toolbarHidden reach the runtime.
    @Test func runtimeAttributesReachTheControllers() throws {
        let storyboard = try InstantiationTests.load("runtime-attributes.storyboard")
        let tabs = try #require(try storyboard.instantiateInitialViewController() as? TabBarController)
        let home = try #require(tabs.viewControllers?.first as? NavigationController)
        let player = try #require(tabs.viewControllers?.last as? NavigationController)
        #expect(!home.isNavigationBarHidden && home.isToolbarHidden)
        #expect(player.isNavigationBarHidden && !player.isToolbarHidden)
        let photo = try storyboard.instantiateViewController(withIdentifier: "Photo")
        #expect(photo.hidesBottomBarWhenPushed)
        #expect(!tabs.tabBar.isHidden)
        try home.pushViewController(photo, animated: false)
        #expect(tabs.tabBar.isHidden)
        home.popViewController(animated: false)
        #expect(!tabs.tabBar.isHidden)
        #expect(storyboard.scene(withIdentifier: "Share")?.attributes["modalPresentationStyle"] == "pageSheet")
        #expect(storyboard.scene(withIdentifier: "Home")?.segues.last?.attributes["animates"] == "NO")
    }

    /// The instantiated tree of a storyboard reference names the reference, never a class.
    @Test func aReferenceIsNoClassInTheInstantiatedTree() throws {
        let storyboard = try InstantiationTests.load("references.storyboard")
        let tree = try #require(try storyboard.instantiateInitialViewController()).treeDescription()
        #expect(!tree.contains("UIStoryboardReference"))
        #expect(tree.contains("storyboard reference (viewControllerPlaceholder Ref-aa-002) → \"Specials\" identifier \"Player\" (not resolved)"))
        #expect(storyboard.scenes.filter { $0.reference != nil }.allSatisfy { $0.className == nil })
        // A reference's own Storyboard ID is an identifier; it instantiates the unresolved placeholder.
        #expect(storyboard.identifiers.contains("Dependent"))
        let dependent = try storyboard.instantiateViewController(withIdentifier: "Dependent")
        #expect(dependent.scene?.reference?.storyboardName == "Dependency")
        #expect(dependent.treeDescription().hasPrefix("storyboard reference (viewControllerPlaceholder Ref-aa-004) → \"Dependency\" identifier \"Dependent\" (not resolved)"))
    }

    @Test func initialControllerIsNilWithoutOne() throws {
        #expect(try InstantiationTests.load("no-initial-and-empty.storyboard").instantiateInitialViewController() == nil)
        let initial = try InstantiationTests.load("xcode-ios.storyboard").instantiateInitialViewController()
        #expect(initial is TabBarController)
        #expect(initial?.customClass == "MainTabBarController")
    }

    /// Loaded on its own, a storyboard keeps references into other storyboards as placeholders (it
    /// reads nothing beside the file) and resolves those into itself, as UIKit does.
    @Test func placeholdersInstantiateAsReferences() throws {
        let storyboard = try InstantiationTests.load("references.storyboard")
        let tabs = try #require(try storyboard.instantiateInitialViewController() as? TabBarController)
        let children = try #require(tabs.viewControllers)
        let references = children.map { $0.scene?.reference }
        #expect(references.map { $0?.storyboardName } == ["Books", "Specials", nil, "Dependency"])
        #expect(references.map { $0?.referencedIdentifier } == [nil, "Player", nil, "Dependent"])
        #expect(children[2].scene?.id == "Loc-aa-001")
        #expect(children[2].storyboardIdentifier == "Local")
    }
}
