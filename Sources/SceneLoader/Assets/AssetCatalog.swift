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
    public init(folders: [URL]) {
        self.folders = folders
        var sets: [String: ImageSet] = [:]
        var issues: [AssetIssue] = []
        var visited: Set<String> = []
        var colors: Set<String> = []
        for folder in folders {
            AssetCatalog.walk(folder, namespace: "", depth: 0, into: &sets, colors: &colors, issues: &issues, visited: &visited)
        }
        imageSets = sets
        colorSetNames = colors
        self.issues = issues
    }

    /// Reads the `*.xcassets` folders in the storyboard's own folder, in name order.
    public init(besideStoryboard storyboard: URL) {
        self.init(folders: AssetCatalog.catalogFolders(in: storyboard.deletingLastPathComponent()))
    }

    /// The `*.xcassets` folders directly inside `directory`, sorted by name.
    public static func catalogFolders(in directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".xcassets") }.sorted().map { directory.appendingPathComponent($0) }
            .filter { isDirectory($0) }
    }

    /// The image set named `name`, if a catalog has one.
    public func imageSet(named name: String) -> ImageSet? { imageSets[name] }

    /// Whether there is no image set at all.
    public var isEmpty: Bool { imageSets.isEmpty }

    /// Nesting deeper than this is not followed (a symlink loop would otherwise never end).
    static let maxDepth = 16

    private static func walk(_ folder: URL, namespace: String, depth: Int, into sets: inout [String: ImageSet],
                             colors: inout Set<String>, issues: inout [AssetIssue], visited: inout Set<String>) {
        // Each real folder once: symbolic links that loop, or lead to a folder already read, end here.
        guard depth <= maxDepth, visited.insert(folder.resolvingSymlinksInPath().path).inserted else { return }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for entry in names where !entry.hasPrefix(".") {
            let url = folder.appendingPathComponent(entry)
            guard isDirectory(url) else { continue }
            if entry.hasSuffix(".imageset") {
                let name = namespace + String(entry.dropLast(".imageset".count))
                guard sets[name] == nil else { continue }
                switch ImageSet.read(name: name, folder: url) {
                case .success(let set): sets[name] = set
                case .failure(let issue): issues.append(issue)
                }
            } else if entry.hasSuffix(".colorset") {
                colors.insert(namespace + String(entry.dropLast(".colorset".count)))
            } else if !entry.contains(".") {
                let prefix = providesNamespace(url) ? namespace + entry + "/" : namespace
                walk(url, namespace: prefix, depth: depth + 1, into: &sets, colors: &colors, issues: &issues, visited: &visited)
            }
        }
    }

    private static func providesNamespace(_ folder: URL) -> Bool {
        let path = folder.appendingPathComponent("Contents.json").path
        guard case .success(let bytes) = AssetFile.read(path: path, limit: AssetFile.maxJSONSize),
              let group = try? JSONDecoder().decode(GroupJSON.self, from: Data(bytes)) else { return false }
        return group.properties?.providesNamespace ?? false
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
