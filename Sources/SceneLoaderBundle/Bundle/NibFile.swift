#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
import SceneLoaderCore

/// One xib file of a ``StoryboardBundle``: its name, its localization and where it is.
public struct NibFile: Sendable, Hashable, CustomStringConvertible {
    /// The nib's name: the file name without `.xib` (`MessageCell`), as `UINib(nibName:bundle:)` takes it.
    public let name: String
    /// The localization whose `.lproj` folder holds it (`Base`, `en`), or nil outside any `.lproj` folder.
    public let localization: String?
    /// The path from the bundle's root, with `/` separators (`App/Cells/MessageCell.xib`).
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

    /// The file at `path` (relative to `root`, `/`-separated): its name and its localization from
    /// the `.lproj` folder above it.
    init(path: String, root: URL) {
        let components = path.split(separator: "/")
        let fileName = components.last.map(String.init) ?? path
        let folder = components.dropLast().last.map(String.init)
        self.init(name: fileName.hasSuffix(".xib") ? String(fileName.dropLast(".xib".count)) : fileName,
                  localization: folder.flatMap { $0.hasSuffix(".lproj") ? String($0.dropLast(".lproj".count)) : nil },
                  relativePath: path, url: root.appendingPathComponent(path, isDirectory: false))
    }

    /// The relative path, its control and format characters escaped (``Quote/line(_:limit:)``).
    public var description: String { Quote.line(relativePath) }
}
