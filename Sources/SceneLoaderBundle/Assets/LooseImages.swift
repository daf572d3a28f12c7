#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
import SceneLoaderCore

/// The image files of a folder that are no asset catalog's (`Images/Logo.png`, `icon@2x.png`):
/// what `UIImage(named:)` also finds, by the file's name (`Logo.png`) or without its extension
/// and scale (`Logo`). The image checks pass over a name one of them answers.
///
/// Found by a bounded walk that never follows a link and does not enter asset catalogs or the
/// excluded folders (as a bundle's discovery), or by the files of one folder.
public struct LooseImages: Sendable {
    /// The names the files answer, as ``key(_:)`` makes them.
    private let keys: Set<String>

    /// The image files under `folder` (every level, when `recursive`; else the folder's own).
    public init(folder: URL, recursive: Bool, excludedFolderNames: Set<String> = [".build", "DerivedData", ".git", "Pods", "Carthage", "node_modules"],
                maxEntries: Int = 200_000, maxDepth: Int = 32) {
        let walk = DirectoryWalk(excludedNames: excludedFolderNames, reportedSuffixes: [".xcassets", ".storyboardc"],
                                 maxEntries: maxEntries, maxDepth: recursive ? maxDepth : 0)
        let files = (try? walk.walk(folder.path) { LooseImages.isImageFile($0) })?.files ?? []
        keys = Set(files.map { LooseImages.key(String($0.split(separator: "/").last ?? Substring($0))) })
    }

    /// Whether an image named `name` (as a storyboard or xib names it) is one of the files.
    public func contains(_ name: String) -> Bool { keys.contains(LooseImages.key(name)) }

    private static let extensions = [".png", ".jpg", ".jpeg", ".gif", ".pdf", ".heic", ".tif", ".tiff", ".bmp"]

    private static func isImageFile(_ name: String) -> Bool {
        let lower = name.lowercased()
        return extensions.contains { lower.hasSuffix($0) }
    }

    /// `Logo@2x~ipad.png` and `Logo` alike: without an image extension, a device modifier and a
    /// scale suffix.
    static func key(_ name: String) -> String {
        var key = name
        if let ext = extensions.first(where: { key.lowercased().hasSuffix($0) }) { key = String(key.dropLast(ext.count)) }
        for modifier in ["~iphone", "~ipad"] where key.hasSuffix(modifier) { key = String(key.dropLast(modifier.count)) }
        for scale in ["@1x", "@2x", "@3x"] where key.hasSuffix(scale) { key = String(key.dropLast(scale.count)) }
        return key
    }
}
