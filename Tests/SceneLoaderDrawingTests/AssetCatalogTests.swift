#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import SceneLoaderCore
@testable import SceneLoaderBundle
@testable import SceneLoaderRuntime
@testable import SceneLoaderDrawing
import Testing
import TestSupport

@Suite struct AssetCatalogTests {
    static let folder = Paths.fixtures("render")
    static let catalog = AssetCatalog(besideStoryboard: folder.appendingPathComponent("tabs.storyboard"))

    @Test func findsTheCatalogBesideTheStoryboard() {
        let catalog = AssetCatalogTests.catalog
        #expect(catalog.folders.map(\.lastPathComponent) == ["Assets.xcassets"])
        #expect(catalog.imageSets.keys.sorted() == ["Icons/gear", "flag", "heart", "star"])
        #expect(catalog.issues.isEmpty)
    }

    @Test func readsRenderAsAndFilesPerScale() throws {
        let catalog = AssetCatalogTests.catalog
        #expect(catalog.imageSet(named: "flag")?.templateRenderingIntent == .original)
        #expect(catalog.imageSet(named: "heart")?.templateRenderingIntent == .template)
        #expect(catalog.imageSet(named: "star")?.templateRenderingIntent == nil)
        let star = try #require(catalog.imageSet(named: "star"))
        #expect(star.files.map(\.scale) == [1, 2])
        #expect(star.file(forScale: 2)?.url.lastPathComponent == "star@2x.png")
        #expect(star.file(forScale: 1)?.url.lastPathComponent == "star@1x.png")
        #expect(star.file(forScale: 3)?.url.lastPathComponent == "star@2x.png")
        #expect(catalog.imageSet(named: "gear") == nil)
    }

    @Test func catalogIntentDecidesAutomatic() throws {
        let catalog = AssetCatalogTests.catalog
        let flag = try #require(catalog.imageSet(named: "flag"))
        #expect(Image(named: "flag").resolvedRendering(in: .tabBar, catalogIntent: flag.templateRenderingIntent) == .original)
        #expect(Image(named: "flag").withRenderingMode(.alwaysTemplate)
            .resolvedRendering(in: .tabBar, catalogIntent: flag.templateRenderingIntent) == .template)
    }

    @Test func missingImagesAreWarningsAtTheLineThatNamesThem() throws {
        let storyboard = try Storyboard(contentsOf: AssetCatalogTests.folder.appendingPathComponent("tabs.storyboard"))
        let diagnostics = storyboard.imageDiagnostics(in: AssetCatalogTests.catalog)
        #expect(diagnostics.map { "\($0.location.line) \($0.severity.rawValue) \($0.code)" } == [
            "87 warning image.not-found",
            "98 warning image.not-found",
        ])
        #expect(diagnostics[0].message.contains("'ghost'"))
        #expect(diagnostics[1].message.contains("(did you mean 'star'?)"))
        #expect(storyboard.diagnostics.allSatisfy { $0.code != .imageNotFound })
    }

    @Test func symbolicLinkLoopsEnd() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UInt32.random(in: 0...UInt32.max))")
        let group = root.appendingPathComponent("Loop.xcassets/Group")
        try FileManager.default.createDirectory(at: group.appendingPathComponent("one.imageset"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{"images":[{"filename":"a.png","idiom":"universal","scale":"1x"}]}"#.utf8)
            .write(to: group.appendingPathComponent("one.imageset/Contents.json"))
        for name in ["back", "again"] {
            try FileManager.default.createSymbolicLink(atPath: group.appendingPathComponent(name).path, withDestinationPath: "..")
        }
        let catalog = AssetCatalog(folders: AssetCatalog.catalogFolders(in: root))
        #expect(catalog.imageSets.keys.sorted() == ["one"])
        #expect(catalog.imageSet(named: "one")?.file(forScale: 2)?.scale == 1)
    }

    @Test func aMalformedImageSetIsAnIssueNotAFailure() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UInt32.random(in: 0...UInt32.max))")
        let set = root.appendingPathComponent("Broken.xcassets/bad.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("{ not json".utf8).write(to: set.appendingPathComponent("Contents.json"))
        let catalog = AssetCatalog(folders: AssetCatalog.catalogFolders(in: root))
        #expect(catalog.isEmpty)
        #expect(catalog.issues.count == 1)
        #expect(catalog.issues.first?.path.hasSuffix("bad.imageset/Contents.json") == true)
    }

    /// Contents.json of the wrong shape: an issue each; nulls read as absent members.
    @Test(arguments: [
        (#"[]"#, false), (#"{"images": {}}"#, false), (#"{"images": [3]}"#, false),
        (#"{"images": [{"filename": 3}]}"#, false), (#"{"images": [{"filename": "a.png", "scale": "4x"}]}"#, false),
        (#"{"images": [{"filename": "a.png", "a": 1, "a": 2}]}"#, false),
        (#"{"images": null, "properties": null}"#, true), (#"{"images": [{"filename": null, "idiom": "iphone"}]}"#, true),
    ])
    func contentsOfTheWrongShape(_ json: String, readable: Bool) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UInt32.random(in: 0...UInt32.max))")
        let set = root.appendingPathComponent("Shapes.xcassets/odd.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let catalog = AssetCatalog(folders: AssetCatalog.catalogFolders(in: root))
        #expect(catalog.issues.isEmpty == readable, "\(json)")
        #expect((catalog.imageSet(named: "odd") != nil) == readable, "\(json)")
    }

    /// Bundles made with one cache read a catalog they share once: a second bundle sees the
    /// catalog as the first read it.
    @Test func bundlesSharingACacheReadACatalogOnce() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UInt32.random(in: 0...UInt32.max))")
        let set = root.appendingPathComponent("Shared.xcassets/one.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{"images":[{"filename":"a.png","idiom":"universal","scale":"1x"}]}"#.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let cache = AssetCatalogCache()
        let folders = [root.appendingPathComponent("Shared.xcassets")]
        let app = BundleResources(root: root, relativePaths: [], assetCatalogFolders: folders, catalogs: cache)
        #expect(app.assetCatalog().imageSets.keys.sorted() == ["one"])
        try FileManager.default.removeItem(at: set)
        let widget = BundleResources(root: root, relativePaths: [], assetCatalogFolders: folders, catalogs: cache)
        #expect(widget.assetCatalog().imageSets.keys.sorted() == ["one"])
        let alone = BundleResources(root: root, relativePaths: [], assetCatalogFolders: folders)
        #expect(alone.assetCatalog().isEmpty)
    }
}

@Suite struct PNGTests {
    @Test(arguments: ["star.imageset/star@2x.png", "flag.imageset/flag@1x.png", "heart.imageset/heart@1x.png", "Icons/gear.imageset/gear@2x.png"])
    func decodesFixtureIcons(_ path: String) throws {
        let url = Paths.fixtures("render").appendingPathComponent("Assets.xcassets/" + path)
        let bytes = try [UInt8](Data(contentsOf: url))
        let bitmap = try PNG.decode(bytes)
        #expect(bitmap.width == bitmap.height)
        #expect([25, 50].contains(bitmap.width))
        #expect(try PNG.decode(PNG.encode(bitmap)) == bitmap)
    }

    @Test func readsColoursAndAlpha() throws {
        let folder = Paths.fixtures("render").appendingPathComponent("Assets.xcassets")
        let flag = try PNG.decode([UInt8](Data(contentsOf: folder.appendingPathComponent("flag.imageset/flag@1x.png"))))
        #expect(flag[12, 2] == Color(red: 220, green: 30, blue: 40))
        #expect(flag[12, 12] == Color.white)
        #expect(flag[12, 22] == Color(red: 20, green: 60, blue: 200))
        let star = try PNG.decode([UInt8](Data(contentsOf: folder.appendingPathComponent("star.imageset/star@1x.png"))))
        #expect(star[12, 13] == Color.black)
        #expect(star[0, 0].alpha == 0)
        let gear = try PNG.decode([UInt8](Data(contentsOf: folder.appendingPathComponent("Icons/gear.imageset/gear@1x.png"))))
        #expect(gear[12, 12].alpha == 0)
        #expect(gear[12, 2] == Color(red: 90, green: 90, blue: 90))
    }

    @Test func templateKeepsOnlyAlpha() {
        var bitmap = Bitmap(width: 2, height: 1, fill: Color(red: 200, green: 10, blue: 10, alpha: 255))
        bitmap[1, 0] = Color(red: 5, green: 200, blue: 5, alpha: 128)
        let tinted = bitmap.templated(with: .systemBlue)
        #expect(tinted[0, 0] == Color.systemBlue)
        #expect(tinted[1, 0] == Color(red: 0, green: 122, blue: 255, alpha: 128))
    }

    @Test func encodingRoundTripsAndCompressesRuns() throws {
        var pixels: [UInt8] = []
        for index in 0..<(64 * 64) { pixels += [UInt8(index % 7), UInt8(index / 64), 9, index % 3 == 0 ? 255 : 0] }
        let noisy = Bitmap(width: 64, height: 64, pixels: pixels)
        #expect(try PNG.decode(PNG.encode(noisy)) == noisy)
        let flat = Bitmap(width: 64, height: 64, fill: .systemBlue)
        #expect(PNG.encode(flat).count < 400)
        #expect(try PNG.decode(PNG.encode(flat)) == flat)
    }

    @Test func refusesImagesOverThePixelLimitBeforeInflating() throws {
        // A valid header claiming 3000 × 3000 RGBA (36 MB) with 10 bytes of data.
        let bytes: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 11, 184, 0, 0, 11, 184, 8, 6, 0, 0, 0, 113, 21, 245, 121, 0, 0, 0, 11, 73, 68, 65, 84, 120, 156, 99, 96, 128, 1, 0, 0, 10, 0, 1, 127, 128, 116, 94, 0, 0, 0, 0, 73, 69, 78, 68, 174, 66, 96, 130]
        let error = try #require(throws: PNG.DecodingError.self) { try PNG.decode(bytes) }
        #expect(error.message.contains("3000 × 3000"))
    }

    @Test func refusesBrokenInput() {
        #expect(throws: PNG.DecodingError.self) { try PNG.decode([1, 2, 3]) }
        var bytes = PNG.encode(Bitmap(width: 1, height: 1, fill: .black))
        bytes[bytes.count - 20] ^= 0xFF
        #expect(throws: PNG.DecodingError.self) { try PNG.decode(bytes) }
    }
}
