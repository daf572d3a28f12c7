/// Paths inside a repository: relative to its root, `/` separators, no `.` or `..` components, and
/// never above the root.
enum RepositoryPath {
    /// `path` joined to the folder `base` (relative to the root; "" is the root) and normalised;
    /// nil when it climbs above the root (`../../etc/passwd`).
    static func join(_ base: String, _ path: String) -> String? {
        // The common case, a plain relative path: appended as it is.
        if !path.isEmpty, !path.hasPrefix("/"), !path.hasSuffix("/"), isPlain(path) {
            return base.isEmpty ? path : base + "/" + path
        }
        var components = base.isEmpty ? [] : base.split(separator: "/").map(String.init)
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".":
                continue
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            default:
                components.append(String(component))
            }
        }
        return components.joined(separator: "/")
    }

    /// Whether `path` has no empty, `.` or `..` component.
    private static func isPlain(_ path: String) -> Bool {
        for component in path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            if component.isEmpty || component.elementsEqual(".".utf8) || component.elementsEqual("..".utf8) { return false }
        }
        return true
    }

    /// The folder holding `path` ("" for a file at the root).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// The last component of `path`.
    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Whether `path` is `folder` or inside it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder.isEmpty || path == folder || (path.hasPrefix(folder) && path.utf8.dropFirst(folder.utf8.count).first == UInt8(ascii: "/"))
    }
}
