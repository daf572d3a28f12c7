import Testing
@testable import SceneLoaderRuntime

/// A tab bar controller finds its tabs by looking through up to 16 and by an index past that:
/// both answer the same.
@Suite struct TabIndexTests {
    @Test(arguments: [5, 16, 17, 40])
    func everyTabIsFoundAtItsPosition(count: Int) throws {
        let tabs = (0..<count).map { ViewController(title: "tab \($0)") }
        let controller = TabBarController()
        try controller.setViewControllers(tabs, animated: false)
        for (index, tab) in tabs.enumerated() { #expect(controller.tabIndex(of: tab) == index) }
        #expect(controller.tabIndex(of: ViewController(title: "other")) == nil)
        try controller.setViewControllers(nil, animated: false)
        #expect(controller.tabIndex(of: tabs[0]) == nil)
    }
}
