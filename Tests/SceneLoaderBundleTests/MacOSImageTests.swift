import Foundation
import SceneLoaderCore
import SceneLoaderBundle
import Testing
import TestSupport

/// `NSImage(named:)` finds an app icon set and a loose `.icns` file; `UIImage(named:)` finds
/// neither.
@Suite struct MacOSImageTests {
    static let folder = Paths.fixtures("macos-images")

    static func missing(_ file: String) throws -> [String] {
        let url = folder.appendingPathComponent(file)
        let nib = try Nib(contentsOf: url)
        return nib.imageDiagnostics(in: AssetCatalog(besideStoryboard: url))
            .map { "\($0.location.line) \($0.code)" }
    }

    @Test func appIconSetsAndIconFilesAreImagesOnMacOS() throws {
        #expect(try Self.missing("About.xib") == ["14 image.not-found"])
    }

    @Test func appIconSetsAndIconFilesAreNoImagesOnIOS() throws {
        #expect(try Self.missing("Phone.xib") == ["10 image.not-found", "11 image.not-found"])
    }

    @Test func theCatalogNamesItsAppIconSetsAndIconFiles() {
        let catalog = AssetCatalog(besideStoryboard: Self.folder.appendingPathComponent("About.xib"))
        #expect(catalog.appIconSetNames == ["AppIcon"])
        #expect(catalog.iconFileNames == ["icon"])
        #expect(catalog.hasImage(named: "icon.icns", on: .macOS))
        #expect(!catalog.hasImage(named: "AppIcon", on: .iOS))
    }

    @Test func aFolderBundleFindsThemToo() throws {
        let bundle = try StoryboardBundle(url: Self.folder)
        #expect(bundle.resourceDiagnostics().map { "\($0.location.file.split(separator: "/").last ?? "") \($0.location.line) \($0.code)" }.sorted() == [
            "About.xib 14 image.not-found", "Phone.xib 10 image.not-found", "Phone.xib 11 image.not-found",
        ])
    }
}
