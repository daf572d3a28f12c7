import Foundation
import SceneLoaderCore
import SceneLoaderRuntime
import SceneLoaderBundle
import Testing

/// `performSegue(withIdentifier:sender:)`: a new destination (through references too), then
/// `prepare(for:sender:)`, then the transition.
@Suite struct SegueTests {
    final class Source: ViewController {
        var prepared: [(String?, String?)] = []
        override func prepare(for segue: StoryboardSegue, sender: Any?) {
            prepared.append((segue.identifier, segue.destination.storyboardIdentifier))
        }
    }

    @Test func aSegueThroughAReferenceIsPreparedThenPushed() throws {
        let bundle = try CreatorTests.demo()
        let main = try bundle.storyboard(named: "Main")
        let tabs = try #require(try main.instantiateInitialViewController(creator: { (_: StoryboardCoder) -> TabBarController? in nil }))
        let navigation = try #require(tabs.viewControllers?.first as? NavigationController)
        let home = try #require(navigation.topViewController)
        let segue = try home.performSegue(withIdentifier: "showSettings", sender: nil)
        #expect(segue.destination.customClass == "PreferencesViewController")
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController === segue.destination)
        let help = try home.performSegue(withIdentifier: "showHelp", sender: nil)
        #expect(home.presentedViewController === help.destination)
        #expect(help.destination.customClass == "HelpViewController")
    }

    @Test func prepareIsCalledWithTheSegue() throws {
        let main = try CreatorTests.demo().storyboard(named: "Main")
        let home: Source = try main.instantiateViewController(identifier: "Home") { $0.makeController(Source.self) }
        try home.performSegue(withIdentifier: "showSettings", sender: nil)
        #expect(home.prepared.map(\.0) == ["showSettings"])
        #expect(home.prepared.map(\.1) == ["Preferences"])
    }

    @Test func anUnknownSegueThrowsWithTheNearest() throws {
        let main = try CreatorTests.demo().storyboard(named: "Main")
        let home = try main.instantiateViewController(withIdentifier: "Home")
        let error = #expect(throws: StoryboardError.self) { try home.makeSegue(withIdentifier: "showSetings") }
        #expect(error?.code == .unknownIdentifier)
        #expect(error?.message.hasSuffix("(did you mean 'showSettings'?)") == true)
    }
}
