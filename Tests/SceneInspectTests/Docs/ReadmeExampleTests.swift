#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoader
import Testing
import TestSupport

/// The README's `## UIKit containers` section: its Swift runs as shown, and its simulate output is
/// the scenario's golden.
@Suite struct ReadmeExampleTests {
    @Test func theSwiftExampleDoesWhatItSays() throws {
        let storyboard = try Storyboard(contentsOf: Paths.fixtures("scenarios").appendingPathComponent("app.storyboard"))
        let home = try storyboard.instantiateViewController(withIdentifier: "Home")
        let nav = try NavigationController(rootViewController: home)
        #expect(nav.title == "Home")
        let profile = try storyboard.instantiateViewController(withIdentifier: "Profile")
        let tabs = TabBarController()
        try tabs.setViewControllers([nav, profile], animated: false)
        #expect(tabs.selectedIndex == 0)
        let log = LifecycleEventLog()
        log.attach(to: tabs)
        let window = Window(rootViewController: tabs)
        tabs.selectedIndex = 1
        #expect(tabs.tabBar.items?.map(\.title) == ["Home", "Profile"])
        let last = try #require(log.entries.last)
        #expect(last.viewController === profile)
        #expect(last.description == "\(profile) viewDidAppear(false)")
        _ = window
    }

    @Test func theReadmeShowsTheScenarioAndItsOutput() throws {
        let readme = String(decoding: try Data(contentsOf: Paths.packageRoot.appendingPathComponent("README.md")), as: UTF8.self)
        let folder = Paths.fixtures("scenarios")
        let script = String(decoding: try Data(contentsOf: folder.appendingPathComponent("readme-containers.scenario")), as: UTF8.self)
        let expected = String(decoding: try Data(contentsOf: folder.appendingPathComponent("readme-containers.expected")), as: UTF8.self)
        #expect(readme.contains("```text\n" + script + "```"))
        #expect(readme.contains("```text\n" + expected + "```"))
    }
}
