import Foundation
import SceneLoader
import Testing
import TestSupport

/// The README's "library in five lines", run as written (with the fixture's path and identifier).
@Suite struct ReadmeLibraryExampleTests {
    @Test func fiveLinesWorkAsShown() throws {
        let storyboard = try Storyboard(contentsOf: Paths.fixtures("storyboards").appendingPathComponent("tab-configuration.xml"))
        for diagnostic in storyboard.diagnostics { print(diagnostic) }
        let tabs = try storyboard.instantiateViewController(withIdentifier: "MainTabs") as! TabBarController
        #expect(tabs.viewControllers?.map(\.tabBarItem.title) == ["Home", "Search", "Inbox"])
        #expect(storyboard.diagnostics.isEmpty)
    }
}
