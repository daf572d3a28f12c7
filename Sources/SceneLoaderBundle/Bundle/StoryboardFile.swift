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
}
