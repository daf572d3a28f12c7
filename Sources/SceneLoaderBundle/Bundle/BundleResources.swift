#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
import SceneLoaderCore

/// The resource files of a bundle that storyboards depend on, by what they are: strings tables
/// (`xx.lproj/NAME.strings`, `NAME.xcstrings`), loose image files, asset catalogs, and the
/// `xx.lproj` folders that declare the languages.
///
/// A ``StoryboardBundle`` makes it from the files its walk found; anything that knows the files a
/// bundle copies (a target's resources) can make one from its own list.
public struct BundleResources: Sendable {
    /// One strings table file.
    public struct TableFile: Sendable, Hashable {
        /// The table's name: the file name without extension (`Main`), the storyboard it translates.
        public let name: String
        /// The language of its `.lproj` folder (`de`); nil for a String Catalog (it holds every
        /// language) and for a `.strings` file outside any `.lproj` folder.
        public let localization: String?
        /// Whether it is a String Catalog (`.xcstrings`).
        public let isCatalog: Bool
        /// The path from the bundle's root, with `/` separators.
        public let relativePath: String
        /// The file.
        public let url: URL
        /// The folder the table belongs with: the one holding its `.lproj` folder (or the file,
        /// outside one). A storyboard's tables are those of its own group (``StoryboardBundle``).
        public let group: String
    }

    /// The bundle's root.
    public let root: URL
    /// Every strings table file, sorted by path.
    public let tables: [TableFile]
    /// Every loose image file (outside asset catalogs), sorted by path.
    public let imageFiles: [URL]
    /// The asset catalog folders, sorted by path.
    public let assetCatalogFolders: [URL]
    /// The `.lproj` folders that hold a file, relative to the root, sorted (`App/de.lproj`).
    public let localizationFolders: [String]
    /// Where the catalogs are read from (shared with the other bundles of a repository).
    private let catalogCache: AssetCatalogCache
    /// ``assetCatalog()``, once made.
    private let catalog = Locked<AssetCatalog?>(nil)

    /// The resources among `relativePaths` (files under `root`, `/`-separated), with the asset
    /// catalogs `assetCatalogFolders`. Other files count only for the `.lproj` folders they are in
    /// (a localized copy of a storyboard declares its language too). Bundles made with one
    /// `catalogs` cache read each asset catalog folder once between them.
    public init(root: URL, relativePaths: [String], assetCatalogFolders: [URL], catalogs: AssetCatalogCache = AssetCatalogCache()) {
        self.root = root
        catalogCache = catalogs
        var tables: [TableFile] = []
        var images: [URL] = []
        var folders: Set<String> = []
        for path in relativePaths.sorted() {
            let (folder, fileName) = BundleResources.split(path)
            if folder.hasSuffix(".lproj") { folders.insert(folder) }
            if fileName.hasSuffix(".strings") || fileName.hasSuffix(".xcstrings") {
                let isCatalog = fileName.hasSuffix(".xcstrings")
                let name = String(fileName.dropLast(isCatalog ? ".xcstrings".count : ".strings".count))
                let (group, localization) = BundleResources.group(of: folder)
                tables.append(TableFile(name: name, localization: isCatalog ? nil : localization, isCatalog: isCatalog,
                                        relativePath: path, url: root.appendingPathComponent(path, isDirectory: false), group: group))
            } else if LooseImage.isImage(fileName) {
                images.append(root.appendingPathComponent(path, isDirectory: false))
            }
        }
        self.tables = tables
        imageFiles = images
        self.assetCatalogFolders = assetCatalogFolders.sorted { $0.path < $1.path }
        localizationFolders = folders.sorted()
    }

    /// Whether `fileName` is a resource this type keeps: a strings table or an image file.
    public static func isResource(_ fileName: String) -> Bool {
        fileName.hasSuffix(".strings") || fileName.hasSuffix(".xcstrings") || LooseImage.isImage(fileName)
    }

    /// The images, symbols and colours of the bundle, as `UIImage(named:)` and `UIColor(named:)`
    /// find them: every asset catalog together, then the loose image files. Read on first use, then
    /// kept.
    public func assetCatalog() -> AssetCatalog {
        if let made = catalog.withLock({ $0 }) { return made }
        let made = AssetCatalog(folders: assetCatalogFolders, looseImageFiles: imageFiles, root: root, cache: catalogCache)
        catalog.withLock { $0 = made }
        return made
    }

    /// Whether the bundle has any image a storyboard could name (an asset catalog or an image file):
    /// without one, a folder is not the whole app, and nothing can be checked against it.
    public var hasImageResources: Bool { !assetCatalogFolders.isEmpty || !imageFiles.isEmpty }

    /// The languages declared in `group`: its `.lproj` folders' (`Base` and `mul`, the String
    /// Catalog's folder, are no language), sorted.
    public func declaredLocalizations(in group: String) -> [String] {
        localizationFolders.compactMap { folder in
            let (owner, language) = BundleResources.group(of: folder)
            guard owner == group, let language, language != "Base", language != "mul" else { return nil }
            return language
        }
    }

    /// The folder and the file name of a `/`-separated path.
    static func split(_ path: String) -> (folder: String, fileName: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[..<slash]), String(path[path.index(after: slash)...]))
    }

    /// The group a file in `folder` belongs with (the folder holding its `.lproj` folder, or
    /// `folder` itself) and the `.lproj` folder's language, if it is in one.
    static func group(of folder: String) -> (group: String, localization: String?) {
        let (parent, last) = split(folder)
        guard last.hasSuffix(".lproj") else { return (folder, nil) }
        return (parent, String(last.dropLast(".lproj".count)))
    }
}
