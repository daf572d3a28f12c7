#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SceneLoaderCore

extension LintConfiguration {
    /// The largest configuration file read.
    public static let maxFileSize = JSONReader.Limits.configuration.maxBytes

    /// The nearest `.scene-inspect.json` in `directory` or a folder above it, if any.
    public static func find(from directory: String) -> String? {
        var folder = LintPath(workingDirectory: directory).absolute(directory)
        // Bounded by the path's components: each step removes one.
        while true {
            let candidate = (folder == "/" ? "" : folder) + "/" + fileName
            if exists(candidate) { return candidate }
            guard folder != "/", let slash = folder.lastIndex(of: "/") else { return nil }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
    }

    /// Reads and parses the configuration file at `path` (at most ``maxFileSize`` bytes, regular
    /// files only); `shown` names it in diagnostics.
    /// - Throws: ``ConfigurationError`` when it cannot be read or used.
    public init(contentsOf path: String, shown: String) throws(ConfigurationError) {
        switch SecureFile.contents(of: path, shown: shown, limit: LintConfiguration.maxFileSize) {
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
}
