import Foundation
import SceneLoaderCore
import SceneLoaderRuntime
import SceneLoaderBundle
import Testing
import TestSupport

/// Your own classes for scenes: `instantiateViewController(identifier:creator:)` as UIKit has it
/// since iOS 13, and classes registered by the name a storyboard gives them.
@Suite struct CreatorTests {
    final class Injected: ViewController {
        let service: String
        init(coder: StoryboardCoder, service: String) {
            self.service = service
            super.init(scene: coder.scene, storyboard: coder.storyboard)
        }
        required init(scene: Scene, storyboard: Storyboard?) {
            service = "default"
            super.init(scene: scene, storyboard: storyboard)
        }
    }
    final class CreatorHome: ViewController {}
    final class CreatorTabs: TabBarController {}
    final class CreatorPreferences: ViewController {}
    final class CreatorNavigation: NavigationController {}

    static func storyboard(_ name: String) throws -> Storyboard {
        try Storyboard(contentsOf: Paths.fixtures("storyboards").appendingPathComponent(name))
    }

    static func demo() throws -> StoryboardBundle {
        let kit = try StoryboardBundle(url: Paths.fixtures("bundles/DemoKit"), identifier: "com.example.Kit")
        return try StoryboardBundle(url: Paths.fixtures("bundles/Demo"), identifier: "com.example.Demo", searchPath: [kit])
    }

    @Test func theCreatorMakesTheSceneAndReceivesItsSceneAndStoryboard() throws {
        let storyboard = try Self.storyboard("tab-configuration.xml")
        var seen: [String?] = []
        let home: Injected = try storyboard.instantiateViewController(identifier: "Home") { coder in
            seen.append(coder.scene.storyboardIdentifier)
            #expect(coder.storyboard.name == storyboard.name)
            return Injected(coder: coder, service: "api")
        }
        #expect(home.service == "api")
        #expect(home.storyboardIdentifier == "Home")
        #expect(seen == ["Home"])
    }

    @Test func aNilCreatorResultMakesTheDefaultControllerTyped() throws {
        let storyboard = try Self.storyboard("tab-configuration.xml")
        let tabs: TabBarController = try storyboard.instantiateViewController(identifier: "MainTabs") { _ in nil }
        #expect(tabs.viewControllers?.count == 3)
        let initial: ViewController? = try storyboard.instantiateInitialViewController(creator: { (_: StoryboardCoder) -> ViewController? in nil })
        #expect(initial is TabBarController)
    }

    @Test func aContainerMadeByTheCreatorGetsItsChildren() throws {
        let storyboard = try Self.storyboard("tab-configuration.xml")
        var calls = 0
        let tabs: CreatorTabs = try storyboard.instantiateViewController(identifier: "MainTabs") { coder in
            calls += 1
            return coder.makeController(CreatorTabs.self)
        }
        #expect(calls == 1)
        #expect(tabs.viewControllers?.map { $0.scene?.id } == ["home-nav", "search-nav", "inbox-nav"])
        #expect(tabs.viewControllers?.allSatisfy { $0.parent === tabs } == true)
    }

    @Test func aCreatorControllerThatDoesNotFitIsRefused() throws {
        let storyboard = try Self.storyboard("tab-configuration.xml")
        // Not made with the coder it was given.
        let foreign = #expect(throws: StoryboardError.self) {
            let _: ViewController = try storyboard.instantiateViewController(identifier: "Home") { _ in ViewController(title: "x") }
        }
        #expect(foreign?.code == .customClassMismatch)
        // A plain controller for a tab bar controller scene.
        let kind = #expect(throws: StoryboardError.self) {
            let _: ViewController = try storyboard.instantiateViewController(identifier: "MainTabs") { $0.makeController(ViewController.self) }
        }
        #expect(kind?.code == .customClassMismatch)
        #expect(kind?.location.line == storyboard.scene(withIdentifier: "MainTabs")?.location.line)
        // The typed result is not the class the scene makes.
        let typed = #expect(throws: StoryboardError.self) {
            let _: NavigationController = try storyboard.instantiateViewController(identifier: "Home")
        }
        #expect(typed?.code == .customClassMismatch)
        let unknown = #expect(throws: StoryboardError.self) {
            let _: ViewController = try storyboard.instantiateViewController(identifier: "Hmoe")
        }
        #expect(unknown?.code == .unknownIdentifier)
        #expect(unknown?.message.hasSuffix("(did you mean 'Home'?)") == true)
    }

    @Test func registeredClassesAreMadeForTheirScenesChildrenAndReferences() throws {
        // Names no other test registers: the registry is shared by the whole process.
        ViewControllerClasses.register(CreatorHome.self, as: "Demo.HomeViewController")
        ViewControllerClasses.register(CreatorPreferences.self, as: "PreferencesViewController")
        defer {
            ViewControllerClasses.unregister("Demo.HomeViewController")
            ViewControllerClasses.unregister("PreferencesViewController")
        }
        let main = try Self.demo().storyboard(named: "Main")
        // Home's module is the target's: the plain name is looked up, not Demo.HomeViewController.
        let home = try main.instantiateViewController(withIdentifier: "Home")
        #expect(!(home is CreatorHome))
        ViewControllerClasses.register(CreatorHome.self, as: "HomeViewController")
        defer { ViewControllerClasses.unregister("HomeViewController") }
        let typedHome: CreatorHome = try main.instantiateViewController(identifier: "Home")
        #expect(typedHome.customClass == "HomeViewController")
        // A child of a container, inside a child.
        let tabs = try #require(try main.instantiateInitialViewController() as? TabBarController)
        let navigation = try #require(tabs.viewControllers?.first as? NavigationController)
        #expect(navigation.topViewController is CreatorHome)
        // Through a reference: Settings' Preferences, made as the registered class.
        let settings = try Self.demo().storyboard(named: "Settings")
        #expect(try settings.instantiateViewController(withIdentifier: "Preferences") is CreatorPreferences)
    }

    @Test func aRegisteredClassMustFitTheKind() throws {
        ViewControllerClasses.register(CreatorPreferences.self, as: "MainTabBarController")
        defer { ViewControllerClasses.unregister("MainTabBarController") }
        let storyboard = try Self.storyboard("xcode-ios.storyboard")
        guard let scene = storyboard.scenes.first(where: { $0.customClass == "MainTabBarController" }), let id = scene.id else {
            Issue.record("xcode-ios.storyboard has no MainTabBarController")
            return
        }
        let error = #expect(throws: StoryboardError.self) { try storyboard.instantiateViewController(withID: id) }
        #expect(error?.code == .customClassMismatch)
        #expect(error?.location.line == scene.location.line)
    }

    @Test func registrationAndInstantiationAreSafeFromManyThreads() throws {
        let storyboard = try Self.storyboard("tab-configuration.xml")
        ViewControllerClasses.register(CreatorNavigation.self, as: "CreatorThreads.Nav")
        defer { ViewControllerClasses.unregister("CreatorThreads.Nav") }
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            for round in 0..<50 {
                ViewControllerClasses.register(CreatorHome.self, as: "CreatorThreads.\(index).\(round)")
                let made = try? storyboard.instantiateViewController(withIdentifier: "MainTabs")
                #expect(made is TabBarController)
                ViewControllerClasses.unregister("CreatorThreads.\(index).\(round)")
            }
        }
        #expect(ViewControllerClasses.registered("CreatorThreads.Nav") == CreatorNavigation.self)
        #expect(ViewControllerClasses.registered("CreatorThreads.0.0") == nil)
    }
}
