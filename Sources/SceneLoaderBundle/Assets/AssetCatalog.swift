#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import SceneLoaderCore

/// The images `UIImage(named:)` finds in a bundle, by name: the image sets of one or more
/// `.xcassets` folders, as an app's compiled asset catalog serves them, then the bundle's loose
/// image files (`star.png`, `star@2x.png`, `star~ipad.png`). Symbol sets and colour sets are
/// known by name.
///
/// Reading walks the folders for `NAME.imageset`, `NAME.symbolset` and `NAME.colorset` directories
/// (inside groups, and inside folders whose `Contents.json` says `provides-namespace`, which prefix
/// their name: `Icons/star`). App icons and other set types are skipped. A broken image set is an
/// ``issues`` entry, not an error: the rest of the catalog still serves.
///
/// ```swift
/// let catalog = AssetCatalog(besideStoryboard: storyboardURL)
/// let star = catalog.imageSet(named: "star")?.file(forScale: 2)
/// ```
public struct AssetCatalog: Sendable {
    /// The `.xcassets` folders read, in order (the first to name an image wins).
    public let folders: [URL]
    /// Every image set by name.
    public let imageSets: [String: ImageSet]
    /// Image sets that could not be read.
    public let issues: [AssetIssue]
    /// The names of the colour sets (`*.colorset`), with their namespaces as image sets have them.
    public let colorSetNames: Set<String>
    /// The names of the symbol sets (`*.symbolset`: custom SF Symbols), namespaced as image sets.
    public let symbolSetNames: Set<String>
    /// The loose image files by the name `UIImage(named:)` finds them by (`star` for `star.png`,
    /// `star@2x.png` and `star~ipad.png` together), each name's files as one set.
    public let looseImages: [String: ImageSet]
    /// The names of the app icon sets (`*.appiconset`), namespaced as image sets. On macOS, actool
    /// writes each as `NAME.icns` into the app's resources, where `NSImage(named:)` finds it.
    public let appIconSetNames: Set<String>
    /// The names of the loose macOS icon files (`icon` for `icon.icns`), which `NSImage(named:)`
    /// finds and `UIImage(named:)` does not.
    public let iconFileNames: Set<String>

    /// Reads the image sets of `folders`, and takes `looseImageFiles` (image files outside any
    /// catalog, which must lie inside `root`) as the bundle's loose images.
    ///
    /// Each folder is resolved once and is the root of its catalog: nothing outside it is read
    /// (see `AssetFile`), and each walk stops after ``maxEntries`` entries or ``maxDepth`` levels.
    public init(folders: [URL], looseImageFiles: [URL] = [], root: URL? = nil) {
        var walk = Walk()
        for folder in folders {
            guard let root = AssetFile.resolved(folder.path) else { continue }
            walk.root = root
            walk.entriesLeft = AssetCatalog.maxEntries
            walk.visit(folder, namespace: "", depth: 0)
        }
        self.init(folders: folders, read: walk.sets, colors: walk.colors, symbols: walk.symbols, appIcons: walk.appIcons,
                  issues: walk.issues, looseImageFiles: looseImageFiles, root: root)
    }

    /// The catalogs of `folders` as `cache` holds them (each folder read once per cache), together,
    /// the first folder to name an image winning, then `looseImageFiles` as the bundle's loose images
    /// (inside `root`). What several documents checked against the same catalogs share.
    public init(folders: [URL], looseImageFiles: [URL] = [], root: URL? = nil, cache: AssetCatalogCache) {
        var sets: [String: ImageSet] = [:]
        var colors: Set<String> = []
        var symbols: Set<String> = []
        var appIcons: Set<String> = []
        var issues: [AssetIssue] = []
        for folder in folders {
            let one = cache.catalog(of: folder)
            sets.merge(one.imageSets) { first, _ in first }
            colors.formUnion(one.colorSetNames)
            symbols.formUnion(one.symbolSetNames)
            appIcons.formUnion(one.appIconSetNames)
            issues += one.issues
        }
        self.init(folders: folders, read: sets, colors: colors, symbols: symbols, appIcons: appIcons,
                  issues: issues, looseImageFiles: looseImageFiles, root: root)
    }

    /// What the catalogs of `folders` hold, with `looseImageFiles` (inside `root`) as the loose images.
    private init(folders: [URL], read sets: [String: ImageSet], colors: Set<String>, symbols: Set<String>, appIcons: Set<String>,
                 issues: [AssetIssue], looseImageFiles: [URL], root: URL?) {
        self.folders = folders
        imageSets = sets
        colorSetNames = colors
        symbolSetNames = symbols
        appIconSetNames = appIcons
        self.issues = issues
        looseImages = AssetCatalog.looseImages(looseImageFiles, root: root)
        iconFileNames = Set(looseImageFiles.compactMap { LooseImage.iconName($0.lastPathComponent) })
    }

    /// Reads the `*.xcassets` folders and takes the image files in the storyboard's own folder and,
    /// for a storyboard in an `xx.lproj` folder, in the folder that holds it (where Xcode puts an
    /// app's catalog and loose images), in name order. Only those folders are listed, not walked.
    /// Documents checked one after another share `cache`: a catalog beside several is read once.
    public init(besideStoryboard storyboard: URL, cache: AssetCatalogCache = AssetCatalogCache()) {
        let folder = storyboard.deletingLastPathComponent()
        var places = [folder]
        if folder.lastPathComponent.hasSuffix(".lproj") { places.insert(folder.deletingLastPathComponent(), at: 0) }
        var folders: [URL] = []
        var images: [URL] = []
        for place in places {
            folders += AssetCatalog.catalogFolders(in: place)
            let names = AssetFile.entries(of: place.path, limit: AssetCatalog.maxEntries)?.names ?? []
            images += names.filter(LooseImage.isImage).sorted().map { place.appendingPathComponent($0) }
                .filter { !AssetFile.isSymbolicLink($0.path) }
        }
        self.init(folders: folders, looseImageFiles: images, root: places[0], cache: cache)
    }

    /// The loose image files grouped by name, each group an image set of its files (scale from
    /// `@2x`, idiom from `~ipad`), sorted by path; files must lie inside `root` (the bundle's) when
    /// they are read.
    private static func looseImages(_ files: [URL], root: URL?) -> [String: ImageSet] {
        var grouped: [String: [(url: URL, image: LooseImage)]] = [:]
        for url in files.sorted(by: { $0.path < $1.path }) {
            guard let image = LooseImage(fileName: url.lastPathComponent) else { continue }
            grouped[image.name, default: []].append((url, image))
        }
        let resolvedRoot = root.flatMap { AssetFile.resolved($0.path) }
        var sets: [String: ImageSet] = [:]
        for (name, members) in grouped {
            let folder = members[0].url.deletingLastPathComponent()
            let files = members.map { ImageSet.File(url: $0.url, scale: $0.image.scale, idiom: $0.image.idiom) }
            sets[name] = ImageSet(name: name, url: folder, files: files, templateRenderingIntent: nil,
                                  root: resolvedRoot ?? AssetFile.resolved(folder.path) ?? folder.path)
        }
        return sets
    }

    /// The `*.xcassets` folders directly inside `directory`, sorted by name. A symbolic link named
    /// like a catalog is not one: it could lead anywhere (to `/`), and the folder beside a
    /// storyboard is as untrusted as the storyboard.
    public static func catalogFolders(in directory: URL) -> [URL] {
        let names = AssetFile.entries(of: directory.path, limit: maxEntries)?.names ?? []
        return names.filter { $0.hasSuffix(".xcassets") }.sorted().map { directory.appendingPathComponent($0) }
            .filter { isDirectory($0) && !AssetFile.isSymbolicLink($0.path) }
    }

    /// The image set named `name`, as `UIImage(named:)` finds it: a catalog's, else the loose image
    /// files of that name (`star` or `star.png` for `star.png` and `star@2x.png`).
    public func imageSet(named name: String) -> ImageSet? {
        if let set = imageSets[name] { return set }
        let stem = LooseImage.lookupName(name)
        return imageSets[stem] ?? looseImages[stem]
    }

    /// Whether `UIImage(named: name)` finds an image here: an image set, a symbol set or loose files.
    public func hasImage(named name: String) -> Bool {
        imageSet(named: name) != nil || symbolSetNames.contains(name)
    }

    /// Whether an image named `name` is found on `platform`: as ``hasImage(named:)``, and on macOS
    /// also an app icon set or a loose `.icns` file, by its name with or without `.icns`
    /// (`NSImage(named:)` looks the bundle's icon files up; `UIImage(named:)` finds neither).
    public func hasImage(named name: String, on platform: DocumentInfo.Platform) -> Bool {
        if hasImage(named: name) { return true }
        guard platform == .macOS else { return false }
        let stem = LooseImage.iconName(name) ?? name
        return appIconSetNames.contains(stem) || iconFileNames.contains(stem)
    }

    /// Whether there is no image at all: no image set, no symbol set, no loose image.
    public var isEmpty: Bool { imageSets.isEmpty && symbolSetNames.isEmpty && looseImages.isEmpty }

    /// Nesting deeper than this is not followed.
    public static let maxDepth = 16
    /// The most directory entries one catalog's walk looks at; the rest of the catalog is not read
    /// (an issue says so). Real catalogs have a few thousand.
    public static let maxEntries = 20_000

    /// One walk over the folders: what it found and what it may still read.
    private struct Walk {
        var sets: [String: ImageSet] = [:]
        /// Colour sets by name (namespaced as image sets are).
        var colors: Set<String> = []
        /// Symbol sets by name (namespaced as image sets are).
        var symbols: Set<String> = []
        /// App icon sets by name (namespaced as image sets are).
        var appIcons: Set<String> = []
        var issues: [AssetIssue] = []
        /// Real folders already read: symbolic links that loop, or lead to a folder already read, end there.
        var visited: Set<String> = []
        /// The resolved catalog folder being walked.
        var root = "/"
        var entriesLeft = 0

        mutating func visit(_ folder: URL, namespace: String, depth: Int) {
            guard depth <= AssetCatalog.maxDepth else {
                issues.append(AssetIssue(path: folder.path, message: "nested deeper than \(AssetCatalog.maxDepth) levels; not read"))
                return
            }
            guard case .success(let real) = AssetFile.confined(folder.path, to: root) else {
                issues.append(AssetIssue(path: folder.path, message: "is a symbolic link that leads out of the asset catalog; not read"))
                return
            }
            guard visited.insert(real).inserted, entriesLeft > 0 else { return }
            guard let listing = AssetFile.entries(of: real, limit: entriesLeft) else { return }
            entriesLeft -= listing.names.count + listing.unreadable.count
            for name in listing.unreadable.sorted() {
                issues.append(AssetIssue(path: folder.appendingPathComponent(name).path, message: "has a name that is not UTF-8; not read"))
            }
            if listing.truncated {
                entriesLeft = 0
                issues.append(AssetIssue(path: folder.path, message: "the catalog has more than \(AssetCatalog.maxEntries) entries; the rest is not read"))
            }
            for entry in listing.names.sorted() where !entry.hasPrefix(".") {
                let url = folder.appendingPathComponent(entry)
                guard isDirectory(url) else { continue }
                if entry.hasSuffix(".imageset") {
                    let name = namespace + String(entry.dropLast(".imageset".count))
                    guard sets[name] == nil else { continue }
                    switch ImageSet.read(name: name, folder: url, root: root) {
                    case .success(let set): sets[name] = set
                    case .failure(let issue): issues.append(issue)
                    }
                } else if entry.hasSuffix(".colorset") {
                    colors.insert(namespace + String(entry.dropLast(".colorset".count)))
                } else if entry.hasSuffix(".symbolset") {
                    symbols.insert(namespace + String(entry.dropLast(".symbolset".count)))
                } else if entry.hasSuffix(".appiconset") {
                    appIcons.insert(namespace + String(entry.dropLast(".appiconset".count)))
                } else if !entry.contains(".") {
                    let prefix = providesNamespace(url) ? namespace + entry + "/" : namespace
                    visit(url, namespace: prefix, depth: depth + 1)
                }
            }
        }

        private func providesNamespace(_ folder: URL) -> Bool {
            let path = folder.appendingPathComponent("Contents.json").path
            guard case .success(let bytes) = AssetFile.read(path: path, limit: AssetFile.maxJSONSize, inside: root),
                  let group = try? JSONReader.parse(bytes, limits: ImageSet.contentsLimits),
                  case .bool(let provides, _)? = group.member("properties")?.member("provides-namespace") else { return false }
            return provides
        }
    }

    private static func isDirectory(_ url: URL) -> Bool {
        AssetFile.isDirectory(url.path)
    }
}
