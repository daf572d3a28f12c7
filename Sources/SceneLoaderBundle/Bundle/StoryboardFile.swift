#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
import SceneLoaderCore

/// One storyboard file of a ``StoryboardBundle``: its name, its localization and where it is.
public struct StoryboardFile: Sendable, Hashable, CustomStringConvertible {
    /// The storyboard's name: the file name without `.storyboard` (`Main`).
    public let name: String
    /// The localization whose `.lproj` folder holds it (`Base`, `en`, `pt-BR`), or nil for a file
    /// outside any `.lproj` folder.
    public let localization: String?
    /// The path from the bundle's root, with `/` separators (`App/Base.lproj/Main.storyboard`): how
    /// the bundle shows the file in output and diagnostics.
    public let relativePath: String
    /// The file itself.
    public let url: URL

    /// Creates a file record.
    public init(name: String, localization: String?, relativePath: String, url: URL) {
        self.name = name
        self.localization = localization
        self.relativePath = relativePath
        self.url = url
    }

    /// The relative path, its control and format characters escaped (``Quote/line(_:limit:)``).
    public var description: String { Quote.line(relativePath) }

    /// The file at `path` (relative to `root`, `/` separators): its name from the file name, its
    /// localization from the `.lproj` folder holding it.
    init(path: String, root: URL) {
        let components = path.split(separator: "/")
        let fileName = components.last.map(String.init) ?? path
        let name = fileName.hasSuffix(".storyboard") ? String(fileName.dropLast(".storyboard".count)) : fileName
        let folder = components.dropLast().last.map(String.init)
        let localization = folder.flatMap { $0.hasSuffix(".lproj") ? String($0.dropLast(".lproj".count)) : nil }
        self.init(name: name, localization: localization, relativePath: path,
                  url: root.appendingPathComponent(path, isDirectory: false))   // no stat: the walk saw a file
    }

    /// The folder that holds the file as a bundle's resources hold it: the folder above its
    /// `.lproj` folder, or its own folder when it is in none (`App` for `App/de.lproj/Main.storyboard`).
    var resourceFolder: Substring {
        var folder = relativePath.lastIndex(of: "/").map { relativePath[..<$0] } ?? ""
        if localization != nil { folder = folder.lastIndex(of: "/").map { folder[..<$0] } ?? "" }
        return folder
    }

    /// Whether the file lies in a localization export (`*.xcloc`, `*.xliff` folders), whose copies
    /// of a project's storyboards are never the ones loaded by name.
    var isInLocalizationExport: Bool {
        relativePath.split(separator: "/").dropLast().contains { $0.hasSuffix(".xcloc") || $0.hasSuffix(".xliff") }
    }

    /// The file a lookup by name prefers among `files` of one name: the first by path outside any
    /// localization export, else the first.
    static func preferred(_ files: [StoryboardFile]) -> StoryboardFile? {
        files.first { !$0.isInLocalizationExport } ?? files.first
    }
}
