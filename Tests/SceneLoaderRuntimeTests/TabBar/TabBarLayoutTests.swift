#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoaderCore
import SceneLoaderRuntime
import Testing
import TestSupport

@Suite struct TabBarLayoutTests {
    @Test func customBarOfFourOn375() {
        let buttons = CustomTabBar.layout(itemCount: 4, size: Size(width: 375, height: 49))
        #expect(buttons.map(\.frame) == [
            Rect(x: 0, y: 0, width: 93.75, height: 49),
            Rect(x: 93.75, y: 0, width: 93.75, height: 49),
            Rect(x: 187.5, y: 0, width: 93.75, height: 49),
            Rect(x: 281.25, y: 0, width: 93.75, height: 49),
        ])
        #expect(buttons[2].imageFrame == Rect(x: 187.5, y: 0, width: 93.75, height: 29.4))
        #expect(buttons[2].titleFrame == Rect(x: 187.5, y: 29.4, width: 93.75, height: 19.6))
    }

    @Test func customBarRatiosAreSettings() {
        var settings = CustomTabBar.Settings()
        settings.imageRatio = 0.5
        settings.titleRatio = 0.5
        let buttons = CustomTabBar.layout(itemCount: 2, size: Size(width: 300, height: 60), settings: settings)
        #expect(buttons[1].imageFrame == Rect(x: 150, y: 0, width: 150, height: 30))
        #expect(buttons[1].titleFrame == Rect(x: 150, y: 30, width: 150, height: 30))
        #expect(CustomTabBar.layout(itemCount: 0, size: Size(width: 300, height: 60)).isEmpty)
    }

    @Test func systemBarOfFiveOn390() {
        let layout = SystemTabBarLayout(itemCount: 5, size: Size(width: 390, height: 49))
        #expect(layout.buttons.map(\.frame.x) == [0, 78, 156, 234, 312])
        #expect(layout.buttons[1].frame == Rect(x: 78, y: 0, width: 78, height: 49))
        #expect(layout.buttons[1].imageFrame == Rect(x: 104.5, y: 6, width: 25, height: 25))
        #expect(layout.buttons[1].titleFrame == Rect(x: 78, y: 32, width: 78, height: 12))
        #expect(layout.badgeFrame(for: "3", onButton: 1) == Rect(x: 123, y: 2, width: 18, height: 18))
        #expect(layout.badgeFrame(for: "128", onButton: 1) == Rect(x: 123, y: 2, width: 31.5, height: 18))
    }

    @Test func iconIsAboveTitleInEverySlot() {
        let layout = SystemTabBarLayout(itemCount: 3, size: Size(width: 320, height: 49))
        for button in layout.buttons {
            #expect(button.imageFrame.maxY <= button.titleFrame.minY)
            #expect(button.imageFrame.midX == button.frame.midX)
            #expect(button.titleFrame.midX == button.frame.midX)
        }
    }

    @Test func moreAppearsAfterFiveTabs() throws {
        let controllers = (0..<6).map { ViewController(title: "T\($0)") }
        let tabs = TabBarController()
        tabs.viewControllers = Array(controllers.prefix(5))
        tabs.selectedIndex = 4
        let five = TabBarContent(tabBarController: tabs)
        #expect(five.items.count == 5)
        #expect(!five.showsMore)
        #expect(five.selectedIndex == 4)
        tabs.viewControllers = controllers
        tabs.selectedIndex = 5
        let six = TabBarContent(tabBarController: tabs)
        #expect(six.items.map(\.title) == ["T0", "T1", "T2", "T3", "More"])
        #expect(six.showsMore)
        #expect(six.items.last?.isMore == true)
        #expect(six.items.last?.image == TabBarItem.SystemItem.more.image)
        #expect(six.selectedIndex == 4)
        tabs.selectedIndex = 2
        #expect(TabBarContent(tabBarController: tabs).selectedIndex == 2)
        tabs.horizontalSizeClass = .regular
        #expect(TabBarContent(tabBarController: tabs).items.count == 6)
    }

    @Test func customBarTapsReportFromAndTo() {
        final class Recorder: CustomTabBarDelegate {
            var calls: [[Int]] = []
            func customTabBar(_ tabBar: CustomTabBar, didSelectFrom from: Int, to: Int) { calls.append([from, to]) }
        }
        let bar = CustomTabBar(itemCount: 3)
        let recorder = Recorder()
        bar.delegate = recorder
        #expect(bar.state(ofButton: 0) == .selected)
        bar.tap(2)
        bar.tap(2)
        bar.tap(9)
        #expect(recorder.calls == [[0, 2], [2, 2]])
        #expect(bar.state(ofButton: 2) == .selected)
        #expect(bar.state(ofButton: 0) == .normal)
        bar.select(1)
        #expect(recorder.calls.count == 2)
        #expect(bar.selectedIndex == 1)
    }
}

@Suite struct CustomTabBarControllerTests {
    @Test func tappingACustomButtonSetsTheSelectedIndex() throws {
        let storyboard = try Storyboard(contentsOf: Paths.fixtures("render").appendingPathComponent("tabs.storyboard"))
        let tabs = try #require(try storyboard.instantiateViewController(withIdentifier: "Tabs") as? TabBarController)
        let bar = CustomTabBar(itemCount: tabs.viewControllers?.count ?? 0, selectedIndex: tabs.selectedIndex)
        bar.delegate = tabs
        #expect(tabs.selectedIndex == 0)
        bar.tap(3)
        #expect(tabs.selectedIndex == 3)
        #expect(tabs.selectedViewController === tabs.viewControllers?[3])
        #expect(bar.state(ofButton: 3) == .selected)
    }
}
