#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SceneLoaderCore

/// What the walk of a repository found: the files SceneLoader reads (by ``ProjectResource/Kind``,
/// and `Package.swift`) and the folders it reports without entering (projects, workspaces, asset
/// catalogs, compiled storyboards), all relative to the root; and, for a path the walk did not see
/// (a project may name a file in a skipped folder), a check that walks it component by component
/// without following a link.
struct RepositoryFiles: Sendable {
    /// The root as a file-system path.
    let root: String
    /// Files, sorted byte-wise.
    let files: [String]
    /// Folders reported and not entered, sorted byte-wise.
    let folders: [String]
    private let fileSet: Set<String>
    private let folderSet: Set<String>

    init(root: String, files: [String], folders: [String]) {
        self.root = root
        self.files = files
        self.folders = folders
        fileSet = Set(files)
        folderSet = Set(folders)
    }

    /// Whether `path` is a regular file inside the root, reached through real folders only.
    func isFile(_ path: String) -> Bool {
        fileSet.contains(path) || type(of: path) == S_IFREG
    }

    /// Whether `path` is a folder inside the root, reached through real folders only.
    func isFolder(_ path: String) -> Bool {
        folderSet.contains(path) || type(of: path) == S_IFDIR
    }

    /// The files and reported folders at or under `folder`, sorted.
    func entries(under folder: String) -> [String] {
        func range(_ list: [String]) -> ArraySlice<String> {
            guard !folder.isEmpty else { return list[...] }
            let prefix = folder + "/"
            var low = 0
            var high = list.count
            while low < high {
                let middle = (low + high) / 2
                if list[middle].utf8.lexicographicallyPrecedes(prefix.utf8) { low = middle + 1 } else { high = middle }
            }
            var end = low
            while end < list.count && list[end].hasPrefix(prefix) { end += 1 }
            return list[low..<end]
        }
        return Array(range(files)) + range(folders)
    }

    /// The `lstat` type of `path`, each folder on the way checked to be a real folder (not a link).
    private func type(of path: String) -> mode_t? {
        guard !path.isEmpty else { return S_IFDIR }
        var current = root
        let components = path.split(separator: "/")
        for (position, component) in components.enumerated() {
            current += "/" + component
            var status = stat()
            guard lstat(current, &status) == 0 else { return nil }
            let type = status.st_mode & S_IFMT
            if position == components.count - 1 { return type }
            guard type == S_IFDIR else { return nil }
        }
        return nil
    }
}
