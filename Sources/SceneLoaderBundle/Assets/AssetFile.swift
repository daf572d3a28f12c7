#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SceneLoaderCore

/// Reads a small file of an asset catalog (a `Contents.json`, a PNG) with the loader's checks:
/// regular files only, never blocking on a FIFO, and a size cap; and nothing outside the catalog.
///
/// Every path is resolved (`realpath`: symbolic links and `..` followed) and must lie inside the
/// catalog's own resolved folder, so a link to `/etc/passwd`, to a PNG elsewhere or to `/` is
/// refused as "leads out of the asset catalog". The resolved path is what is opened.
package enum AssetFile {
    /// The largest `Contents.json` read.
    static let maxJSONSize = 1 << 20
    /// The largest image file read.
    static let maxImageSize = 16 << 20

    /// Whether `path` is a directory (following symbolic links).
    package static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// `path` with every symbolic link, `.` and `..` resolved, or nil when it does not exist.
    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Whether the resolved path `path` is `root` or inside it (`root` resolved too).
    static func isInside(_ path: String, root: String) -> Bool {
        path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// Whether `path` itself (not what it points to) is a symbolic link.
    static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// `path` resolved if it lies inside `root`, else the problem.
    static func confined(_ path: String, to root: String) -> Result<String, AssetIssue> {
        guard let real = resolved(path) else { return .failure(AssetIssue(path: path, message: "file not found")) }
        guard isInside(real, root: root) else {
            return .failure(AssetIssue(path: path, message: "is a symbolic link that leads out of the asset catalog; not read"))
        }
        return .success(real)
    }

    /// The names in the directory `path` (without `.` and `..`), at most `limit` of them, whether
    /// there were more, and the names that are not UTF-8 (shown with their other bytes as `\xE9`),
    /// which no path can name. Nil when it cannot be listed.
    static func entries(of path: String, limit: Int) -> (names: [String], truncated: Bool, unreadable: [String])? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        var unreadable: [String] = []
        while let entry = readdir(directory) {
            guard names.count + unreadable.count < limit else { return (names, true, unreadable) }
            guard let name = DirectoryWalk.name(of: entry) else {
                unreadable.append(DirectoryWalk.shownName(of: entry))
                continue
            }
            if name == "." || name == ".." { continue }
            names.append(name)
        }
        return (names, false, unreadable)
    }

    /// The bytes of the file at `path`, which must lie inside `root` once resolved.
    static func read(path: String, limit: Int, inside root: String) -> Result<[UInt8], AssetIssue> {
        switch confined(path, to: root) {
        case .failure(let issue): return .failure(issue)
        case .success(let real): return read(path: path, opening: real, limit: limit)
        }
    }

    private static func read(path: String, opening real: String, limit: Int) -> Result<[UInt8], AssetIssue> {
        SecureFile.contents(of: real, shown: path, limit: limit).mapError { AssetIssue(path: path, message: $0.message) }
    }
}
