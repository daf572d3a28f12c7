/// A file a target copies into its bundle, as SceneLoader classifies it: an Interface Builder
/// file, a strings table, an asset catalog or a loose image, with its localization.
public struct ProjectResource: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// What kind of resource a file is, by its extension.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `NAME.storyboard`.
        case storyboard
        /// `NAME.xib`.
        case xib
        /// `NAME.strings`: a strings table (a storyboard's or a xib's localization, or the app's).
        case strings
        /// `NAME.xcstrings`: a String Catalog (Xcode 15 and later).
        case stringCatalog
        /// `NAME.stringsdict`: plural rules.
        case stringsDictionary
        /// `NAME.xcassets`: an asset catalog (a folder).
        case assetCatalog
        /// A loose image (`png`, `jpg`, `jpeg`, `pdf`, `heic`, `gif`, `tif`, `tiff`, `bmp`), found by
        /// `UIImage(named:)` with its scale and device suffixes; or a macOS icon file (`icns`).
        case image

        /// The kind of a file named `name` (its last path component), or nil for a file SceneLoader
        /// does not read (source code, plists, fonts…).
        public init?(fileName name: String) {
            guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
            switch name[name.index(after: dot)...].lowercased() {
            case "storyboard": self = .storyboard
            case "xib": self = .xib
            case "strings": self = .strings
            case "xcstrings": self = .stringCatalog
            case "stringsdict": self = .stringsDictionary
            case "xcassets": self = .assetCatalog
            // `icns`: a macOS icon file, which `NSImage(named:)` finds by its name.
            case "png", "jpg", "jpeg", "pdf", "heic", "gif", "tif", "tiff", "bmp", "icns": self = .image
            default: return nil
            }
        }

        /// Whether files of this kind are Interface Builder documents (storyboards and xibs).
        public var isInterfaceBuilder: Bool { self == .storyboard || self == .xib }
    }

    /// The path from the repository's root, with `/` separators (`App/Base.lproj/Main.storyboard`).
    public let path: String
    /// What it is.
    public let kind: Kind
    /// The localization of the `xx.lproj` folder that holds it (`Base`, `de`, `pt-BR`), or nil.
    public let localization: String?

    /// Creates a resource; the localization is the `.lproj` folder the path names, if any.
    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
        localization = ProjectResource.localization(of: path)
    }

    /// The file's name without its folder and extension (`Main` for `Base.lproj/Main.storyboard`).
    public var name: String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }

    /// The path.
    public var description: String { path }

    /// Orders by path, byte by byte.
    public static func < (lhs: ProjectResource, rhs: ProjectResource) -> Bool {
        lhs.path.utf8.lexicographicallyPrecedes(rhs.path.utf8)
    }

    /// The localization the folder holding `path` names (`de` for `App/de.lproj/Main.strings`).
    static func localization(of path: String) -> String? {
        let components = path.split(separator: "/")
        guard components.count >= 2 else { return nil }
        let folder = components[components.count - 2]
        guard folder.hasSuffix(".lproj"), folder.count > ".lproj".count else { return nil }
        return String(folder.dropLast(".lproj".count))
    }
}
