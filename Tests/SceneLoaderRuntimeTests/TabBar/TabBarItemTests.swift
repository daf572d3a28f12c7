@testable import SceneLoaderCore
@testable import SceneLoaderRuntime
import Testing

@Suite struct TabBarItemTests {
    @Test func titleImageTagUsesTheImageForBothStates() {
        let item = TabBarItem(title: "Home", image: Image(named: "house"), tag: 7)
        #expect(item.title == "Home")
        #expect(item.tag == 7)
        #expect(item.image == Image(named: "house"))
        #expect(item.selectedImage == Image(named: "house"))
        #expect(item.badgeValue == nil)
        #expect(item.badgeColor == nil)
        #expect(item.systemItem == nil)
    }

    @Test func emptyItemHasNothing() {
        let item = TabBarItem()
        #expect(item.title == nil && item.image == nil && item.selectedImage == nil && item.tag == 0 && item.systemItem == nil)
    }

    @Test func nilSelectedImageFallsBackToImage() {
        let item = TabBarItem(title: "t", image: Image(named: "a"), selectedImage: nil)
        #expect(item.selectedImage == Image(named: "a"))
        #expect(item.tag == 0)
        let both = TabBarItem(title: "t", image: Image(named: "a"), selectedImage: Image(named: "b"))
        #expect(both.selectedImage == Image(named: "b"))
        #expect(both.image == Image(named: "a"))
    }

    @Test func systemItemsKeepTheirTitleAndImage() {
        let item = TabBarItem(tabBarSystemItem: .favorites, tag: 1)
        item.title = "X"
        item.image = Image(named: "mine")
        #expect(item.title == nil)
        #expect(item.image == nil)
        #expect(item.displayTitle == "Favorites")
        #expect(item.displayImage == Image(systemName: "star.fill"))
        #expect(item.tag == 1)
        item.badgeValue = "3"
        #expect(item.badgeValue == "3")
    }

    @Test func systemItemsAreInUIKitsOrderWithTheirTitles() {
        #expect(TabBarItem.SystemItem.more.rawValue == 0)
        #expect(TabBarItem.SystemItem.mostViewed.rawValue == 11)
        #expect(TabBarItem.SystemItem.allCases.map(\.title) == [
            "More", "Favorites", "Featured", "Top Rated", "Recents", "Contacts", "History", "Bookmarks",
            "Search", "Downloads", "Most Recent", "Most Viewed",
        ])
        #expect(TabBarItem.SystemItem(storyboardValue: "mostRecent") == .mostRecent)
        #expect(TabBarItem.SystemItem(storyboardValue: "Favorites") == nil)
    }

    @Test func finishedImagesAreOriginals() {
        let item = TabBarItem(title: "t", image: Image(named: "a"), tag: 0)
        item.setFinishedImages(selected: Image(named: "on"), unselected: Image(named: "off"))
        #expect(item.image == Image(named: "off").withRenderingMode(.alwaysOriginal))
        #expect(item.selectedImage?.renderingMode == .alwaysOriginal)
        #expect(item.selectedImage?.name == "on")
    }

    @Test func storyboardDescriptionMakesSymbolsAndSystemItems() {
        let location = SourceLocation(file: "f", line: 3, column: 1)
        let symbol = TabBarItem(storyboardItem: TabBarItemDescription(
            title: "Find", image: "magnifyingglass", selectedImage: nil, badgeValue: "2", tag: 4,
            systemItem: nil, catalog: "system", id: nil, location: location))
        #expect(symbol.image == Image(systemName: "magnifyingglass"))
        #expect(symbol.image?.isSymbolImage == true)
        #expect(symbol.selectedImage == Image(systemName: "magnifyingglass"))
        #expect(symbol.badgeValue == "2")
        #expect(symbol.tag == 4)
        let system = TabBarItem(storyboardItem: TabBarItemDescription(
            title: nil, image: nil, selectedImage: nil, badgeValue: nil, tag: 97,
            systemItem: "history", catalog: nil, id: nil, location: location))
        #expect(system.systemItem == .history)
        #expect(system.displayTitle == "History")
        #expect(system.tag == 97)
    }
}

@Suite struct RenderingModeTests {
    @Test func withRenderingModeKeepsTheName() {
        let image = Image(named: "star").withRenderingMode(.alwaysTemplate)
        #expect(image.name == "star")
        #expect(image.renderingMode == .alwaysTemplate)
        #expect(Image(named: "star").renderingMode == .automatic)
    }

    @Test(arguments: [
        (Image.RenderingMode.automatic, ImageContext.tabBar, TemplateRenderingIntent?.none, ResolvedRendering.template),
        (.automatic, .imageView, nil, .original),
        (.automatic, .bar, nil, .template),
        (.automatic, .tabBar, .original, .original),
        (.automatic, .imageView, .template, .template),
        (.alwaysOriginal, .tabBar, nil, .original),
        (.alwaysOriginal, .tabBar, .template, .original),
        (.alwaysTemplate, .imageView, .original, .template),
    ])
    func resolution(mode: Image.RenderingMode, context: ImageContext, intent: TemplateRenderingIntent?, expected: ResolvedRendering) {
        #expect(mode.resolved(in: context, catalogIntent: intent) == expected)
    }
}
