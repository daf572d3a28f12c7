#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoaderCore
import SceneLoaderRuntime
import SceneLoaderBundle
import SceneLoaderDrawing
import Testing
import TestSupport

/// The drawing through the library, reading back the PNGs it embeds (no rasterizer needed).
@Suite struct TabBarPictureTests {
    static let folder = Paths.fixtures("render")

    private func content(selected: Int) throws -> (TabBarContent, AssetCatalog) {
        let url = TabBarPictureTests.folder.appendingPathComponent("tabs.storyboard")
        let storyboard = try Storyboard(contentsOf: url)
        let tabs = try #require(try storyboard.instantiateViewController(withIdentifier: "Tabs") as? TabBarController)
        tabs.selectedIndex = selected
        return (TabBarContent(tabBarController: tabs), AssetCatalog(besideStoryboard: url))
    }

    /// The embedded image named `name`: its rendering and its pixels.
    private func embedded(_ name: String, in svg: String) throws -> (rendering: String, bitmap: Bitmap) {
        let line = try #require(svg.split(separator: "\n").first { $0.contains("data-name=\"\(name)\"") })
        let rendering = try #require(line.split(separator: "data-rendering=\"").last?.split(separator: "\"").first)
        let base64 = try #require(line.split(separator: "base64,").last?.split(separator: "\"").first)
        let data = try #require(Data(base64Encoded: String(base64)))
        return (String(rendering), try PNG.decode([UInt8](data)))
    }

    @Test func templatesAreTintedByStateAndOriginalsKeepTheirColours() throws {
        let (content, catalog) = try content(selected: 0)
        let picture = TabBarPicture(content, catalog: catalog)
        #expect(picture.problems.isEmpty)
        let star = try embedded("star", in: picture.svg)
        #expect(star.rendering == "template")
        #expect(star.bitmap.width == 50)
        #expect(star.bitmap[25, 26] == .systemBlue)
        #expect(star.bitmap[0, 0].alpha == 0)
        let flag = try embedded("flag", in: picture.svg)
        #expect(flag.rendering == "original")
        #expect(flag.bitmap[25, 4] == Color(red: 220, green: 30, blue: 40))
        #expect(flag.bitmap[25, 45] == Color(red: 20, green: 60, blue: 200))
        let heart = try embedded("heart", in: picture.svg)
        #expect(heart.rendering == "template")
        #expect(heart.bitmap[25, 24] == .systemGray)
    }

    @Test func placeholdersForSymbolsAndMissingImages() throws {
        let (content, catalog) = try content(selected: 3)
        let svg = TabBarPicture(content, catalog: catalog).svg
        #expect(svg.contains("data-placeholder=\"symbol\""))
        #expect(svg.contains("data-placeholder=\"missing\""))
        #expect(svg.contains(">magnifyingglass</text>"))
        #expect(svg.contains(">ghost</text>"))
        #expect(try embedded("heart", in: svg).bitmap[25, 24] == .systemBlue)
        // Without a catalog every asset is a missing-image placeholder.
        let bare = TabBarPicture(content, catalog: nil).svg
        #expect(!bare.contains("<image"))
        #expect(bare.components(separatedBy: "data-placeholder=\"missing\"").count - 1 == 4)
    }

    @Test func scaleOneTakesTheOneXFilesAndSizesTheDocument() throws {
        let (content, catalog) = try content(selected: 0)
        var options = TabBarPicture.Options()
        options.scale = 1
        options.width = 375
        let svg = TabBarPicture(content, catalog: catalog, options: options).svg
        #expect(svg.contains("width=\"375\" height=\"49\" viewBox=\"0 0 375 49\""))
        #expect(try embedded("star", in: svg).bitmap.width == 25)
        #expect(svg.contains("<rect x=\"75\" y=\"0\" width=\"75\" height=\"49\"/>"))
    }

    @Test func badgesAndCustomBar() throws {
        let (content, catalog) = try content(selected: 1)
        var options = TabBarPicture.Options()
        options.style = .custom
        options.width = 375
        let svg = TabBarPicture(content, catalog: catalog, options: options).svg
        // Five buttons of 75 pt; button 1's image area is the top 60 % of 49 pt.
        #expect(svg.contains("<rect x=\"75\" y=\"0\" width=\"75\" height=\"49\"/>"))
        #expect(svg.contains(">12</text>"))
        #expect(svg.contains("fill=\"#ff3b30\""))
        #expect(svg.contains("<g id=\"tab1\" clip-path=\"url(#button1)\" class=\"selected\">"))
    }
}
