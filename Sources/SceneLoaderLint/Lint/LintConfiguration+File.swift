#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SceneLoaderCore

extension LintConfiguration {
    /// The largest configuration file read.
    public static let maxFileSize = JSONReader.Limits.configuration.maxBytes

    /// The nearest `.scene-inspect.json` in `directory` or a folder above it, up to the
    /// repository root (the first folder holding `.git`, a folder or a worktree's file) and never
    /// above it: a checkout's lint never picks up a file of the machine around it. The path is
    /// returned even when it is a symbolic link, which ``init(contentsOf:shown:followingLinks:)``
    /// then refuses.
    public static func find(from directory: String) -> String? {
        var folder = LintPath(workingDirectory: directory).absolute(directory)
        // Bounded by the path's components: each step removes one.
        while true {
            let candidate = (folder == "/" ? "" : folder) + "/" + fileName
            if exists(candidate) { return candidate }
            if isRepositoryRoot(folder) { return nil }
            guard folder != "/", let slash = folder.lastIndex(of: "/") else { return nil }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
    }

    /// The nearest folder from `directory` up that holds `.git` (a folder, or the file of a
    /// worktree or submodule), or nil outside a repository.
    public static func repositoryRoot(from directory: String) -> String? {
        var folder = LintPath(workingDirectory: directory).absolute(directory)
        while true {
            if isRepositoryRoot(folder) { return folder }
            guard folder != "/", let slash = folder.lastIndex(of: "/") else { return nil }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
    }

    /// Reads and parses the configuration file at `path` (at most ``maxFileSize`` bytes, regular
    /// files only); `shown` names it in diagnostics. Without `followingLinks` (a file the lookup
    /// found rather than one the user named) a symbolic link is refused with
    /// ``DiagnosticCode/configSymlink``, and its target is never opened.
    /// - Throws: ``ConfigurationError`` when it cannot be read or used.
    public init(contentsOf path: String, shown: String, followingLinks: Bool = true) throws(ConfigurationError) {
        if !followingLinks && LintConfiguration.isLink(path) {
            throw ConfigurationError(diagnostics: [Diagnostic(
                severity: .error, code: .configSymlink,
                message: "'\(Quote.path(shown))' is a symbolic link; a configuration found by the lookup is never read through one (name it with --config to use it)",
                location: SourceLocation(file: shown, line: 0, column: 0))])
        }
        switch SecureFile.contents(of: path, shown: shown, limit: LintConfiguration.maxFileSize, followingLinks: followingLinks) {
        case .success(let bytes):
            try self.init(parsing: bytes, file: shown)
        case .failure(let issue):
            throw ConfigurationError(diagnostics: [Diagnostic(
                severity: .error, code: LintConfiguration.exists(path) ? .fileUnreadable : .fileNotFound,
                message: "cannot read the configuration: \(issue.message)",
                location: SourceLocation(file: shown, line: 0, column: 0))])
        }
    }

    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    private static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    private static func isRepositoryRoot(_ folder: String) -> Bool {
        exists((folder == "/" ? "" : folder) + "/.git")
    }
}
