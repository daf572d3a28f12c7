#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The image sets of one or more `.xcassets` folders, by name, as an app's compiled asset catalog
/// serves `UIImage(named:)`.
///
/// Reading walks the folders for `NAME.imageset` directories (inside groups, and inside folders whose
/// `Contents.json` says `provides-namespace`, which prefix their name: `Icons/star`). Colour sets,
/// app icons and other set types are skipped. A broken image set is an ``issues`` entry, not an error:
/// the rest of the catalog still serves.
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

    /// Reads the image sets of `folders`.
    ///
    /// Each folder is resolved once and is the root of its catalog: nothing outside it is read
    /// (see `AssetFile`), and each walk stops after ``maxEntries`` entries or ``maxDepth`` levels.
    public init(folders: [URL]) {
        self.folders = folders
        var walk = Walk()
        for folder in folders {
            guard let root = AssetFile.resolved(folder.path) else { continue }
            walk.root = root
            walk.entriesLeft = AssetCatalog.maxEntries
            walk.visit(folder, namespace: "", depth: 0)
        }
        imageSets = walk.sets
        colorSetNames = walk.colors
        issues = walk.issues
    }

    /// Reads the `*.xcassets` folders in the storyboard's own folder, in name order.
    public init(besideStoryboard storyboard: URL) {
        self.init(folders: AssetCatalog.catalogFolders(in: storyboard.deletingLastPathComponent()))
    }

    /// The `*.xcassets` folders directly inside `directory`, sorted by name. A symbolic link named
    /// like a catalog is not one: it could lead anywhere (to `/`), and the folder beside a
    /// storyboard is as untrusted as the storyboard.
    public static func catalogFolders(in directory: URL) -> [URL] {
        let names = AssetFile.entries(of: directory.path, limit: maxEntries)?.names ?? []
        return names.filter { $0.hasSuffix(".xcassets") }.sorted().map { directory.appendingPathComponent($0) }
            .filter { isDirectory($0) && !AssetFile.isSymbolicLink($0.path) }
    }

    /// The image set named `name`, if a catalog has one.
    public func imageSet(named name: String) -> ImageSet? { imageSets[name] }

    /// Whether there is no image set at all.
    public var isEmpty: Bool { imageSets.isEmpty }

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
                } else if !entry.contains(".") {
                    let prefix = providesNamespace(url) ? namespace + entry + "/" : namespace
                    visit(url, namespace: prefix, depth: depth + 1)
                }
            }
        }

        private func providesNamespace(_ folder: URL) -> Bool {
            let path = folder.appendingPathComponent("Contents.json").path
            guard case .success(let bytes) = AssetFile.read(path: path, limit: AssetFile.maxJSONSize, inside: root),
                  let group = try? JSONDecoder().decode(GroupJSON.self, from: Data(bytes)) else { return false }
            return group.properties?.providesNamespace ?? false
        }
    }

    private struct GroupJSON: Decodable {
        struct Properties: Decodable {
            let providesNamespace: Bool?
            enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
        }
        let properties: Properties?
    }

    private static func isDirectory(_ url: URL) -> Bool {
        AssetFile.isDirectory(url.path)
    }
}
