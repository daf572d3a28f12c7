import SceneLoaderRuntime
import Testing

/// A controller's title, navigation item and tab bar item as UIKit ties them: setting `title`
/// sets both items' titles, setting an item's title leaves `title` alone, the default tab bar
/// item is the title without an image, and system items keep their own title.
@Suite struct TitleTests {
    @Test func defaultTabBarItemIsTheTitleWithoutImage() {
        let vc = ViewController(title: "T")
        #expect(vc.tabBarItem.title == "T")
        #expect(vc.tabBarItem.image == nil)
    }

    @Test func settingTitleSetsBothItemsLastWriterWins() {
        let vc = ViewController()
        vc.tabBarItem.title = "X"
        vc.title = "Y"
        #expect(vc.tabBarItem.title == "Y")
        #expect(vc.navigationItem.title == "Y")
    }

    @Test func settingItemTitlesDoesNotSetTitle() {
        let vc = ViewController(title: "T")
        vc.navigationItem.title = "N"
        vc.tabBarItem.title = "I"
        #expect(vc.title == "T")
    }

    @Test func storyboardItemsKeepTheirTextUntilTitleIsSet() throws {
        let storyboard = try appStoryboard()
        let feed = try storyboard.instantiateViewController(withIdentifier: "Feed")
        #expect(feed.navigationItem.title == "Latest stories")
        #expect(feed.title == "Latest")
        feed.title = "Now"
        #expect(feed.navigationItem.title == "Now")
    }

    @Test func systemItemsKeepTheirTitle() throws {
        let storyboard = try appStoryboard()
        let search = try storyboard.instantiateViewController(withIdentifier: "Search")
        let before = search.tabBarItem.title
        search.title = "Lookup"
        #expect(search.tabBarItem.title == before)
        #expect(search.tabBarItem.systemItem != nil)
    }

    @Test func aNavigationChildShowsItsOwnItemOverItsRootsTitle() throws {
        let storyboard = try appStoryboard()
        let feedNav = try storyboard.instantiateViewController(withIdentifier: "FeedNav")
        #expect(feedNav.tabBarItem.title == "Feed")
        let homeNav = try storyboard.instantiateViewController(withIdentifier: "HomeNav")
        #expect(homeNav.tabBarItem.title == "Home")
    }
}
