#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import SceneLoaderCore
@testable import SceneLoaderRuntime
import Testing

/// Each platform's rules: tvOS's tab bar has no More, WatchKit controllers are found by their
/// `identifier` and pages follow each other, macOS containers hold their children.
@Suite struct PlatformTests {
    private func storyboard(type: String, runtime: String, initial: String, _ body: String) throws -> Storyboard {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0" toolsVersion="22505" targetRuntime="\(runtime)" initialViewController="\(initial)">
        <scenes>\(body)</scenes></document>
        """
        return try Storyboard(bytes: Array(text.utf8), name: "t")
    }

    private func tabBar(count: Int, type: String, runtime: String) throws -> Storyboard {
        let tabs = (0..<count).map { "<segue destination=\"c\($0)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"r\($0)\"/>" }.joined()
        let children = (0..<count).map {
            "<scene sceneID=\"s\($0)\"><objects><viewController title=\"Tab \($0)\" id=\"c\($0)\" sceneMemberID=\"viewController\"/></objects></scene>"
        }.joined()
        return try storyboard(type: type, runtime: runtime, initial: "tabs",
                              "<scene sceneID=\"t\"><objects><tabBarController id=\"tabs\" sceneMemberID=\"viewController\"><connections>\(tabs)</connections></tabBarController></objects></scene>\(children)")
    }

    @Test func tvOSHasNoMoreTab() throws {
        let tv = try tabBar(count: 9, type: "com.apple.InterfaceBuilder.AppleTV.Storyboard", runtime: "AppleTV")
        let tabs = try #require(try tv.instantiateInitialViewController() as? TabBarController)
        #expect(tabs.platform == .tvOS)
        #expect(!tabs.showsMore)
        #expect(tabs.tabBar.items?.count == 9)
        #expect(tabs.moreListEntries.isEmpty)
        #expect(tabs.customizableViewControllers == nil)
        tabs.selectedIndex = 8
        #expect(tabs.selectedViewController === tabs.viewControllers?[8])
        let content = TabBarContent(tabBarController: tabs)
        #expect(content.position == .top)
        #expect(content.items.map(\.title) == (0..<9).map { "Tab \($0)" })
        #expect(!content.showsMore)
        // The same tabs on iOS: four and More.
        let phone = try tabBar(count: 9, type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", runtime: "iOS.CocoaTouch")
        let phoneTabs = try #require(try phone.instantiateInitialViewController() as? TabBarController)
        #expect(phoneTabs.showsMore)
        #expect(TabBarContent(tabBarController: phoneTabs).position == .bottom)
    }

    /// A tvOS row wider than the bar shrinks to fit: every item stays on the bar, in order.
    @Test func tvOSRowFitsTheBar() {
        let size = Size(width: 1920, height: 140)
        let few = TopTabBarLayout(titles: ["Home", "Search"], size: size)
        #expect(few.scale == 1)
        #expect(abs((few.buttons[0].frame.minX - 0) - (1920 - few.buttons[1].frame.maxX)) < 0.001)
        let many = TopTabBarLayout(titles: (0..<40).map { "A long category \($0)" }, size: size)
        #expect(many.scale < 1)
        #expect(many.buttons.first!.frame.minX >= -0.001 && many.buttons.last!.frame.maxX <= 1920.001)
        #expect(zip(many.buttons, many.buttons.dropFirst()).allSatisfy { $0.frame.maxX <= $1.frame.minX })
    }

    static let watch = """
    <scene sceneID="a"><objects>
        <controller identifier="Home" id="home" customClass="HomeController" sceneMemberID="viewController">
            <connections><segue destination="chart" kind="relationship" relationship="nextPage" id="p1"/></connections>
        </controller>
    </objects></scene>
    <scene sceneID="b"><objects>
        <controller identifier="Chart" id="chart" sceneMemberID="viewController"/>
    </objects></scene>
    <scene sceneID="c"><objects>
        <hostingController identifier="CarbAndBolusFlowController" id="flow" customClass="CarbAndBolusFlowController" customModule="WatchApp" sceneMemberID="viewController"/>
    </objects></scene>
    <scene sceneID="d"><objects>
        <notificationController id="note" sceneMemberID="viewController"/>
    </objects></scene>
    """

    @Test func watchControllersAreFoundByTheirIdentifier() throws {
        let watch = try storyboard(type: "com.apple.InterfaceBuilder.WatchKit.Storyboard", runtime: "watchKit", initial: "home", PlatformTests.watch)
        #expect(watch.identifiers == ["Home", "Chart", "CarbAndBolusFlowController"])
        let flow = try watch.instantiateViewController(withIdentifier: "CarbAndBolusFlowController")
        #expect(flow.className == "CarbAndBolusFlowController")
        #expect(watch.scene(withID: "note")?.className == "WKUserNotificationInterfaceController")
        // Pages: the first page holds the next, in a relationship the tree calls "next page".
        let home = try #require(try watch.instantiateInitialViewController())
        #expect(home.children.map(\.storyboardIdentifier) == ["Chart"])
        #expect(watch.scene(withID: "home")?.relationshipLabels == ["next page"])
        #expect(watch.diagnostics.isEmpty)
    }
}
