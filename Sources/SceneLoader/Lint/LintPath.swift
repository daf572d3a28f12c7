/// Paths as lint reports them: relative to the working directory when under it, `/`-separated,
/// without `.` components, `..` resolved by name (as the user typed it, not through links).
struct LintPath {
    /// The working directory, absolute.
    let workingDirectory: String

    /// `path` made absolute and normalized.
    func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` relative to `directory` when under it, else absolute.
    func relative(_ path: String, to directory: String) -> String {
        let full = absolute(path)
        let base = absolute(directory)
        if full == base { return "." }
        let prefix = base == "/" ? "/" : base + "/"
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
    }

    /// `path` as reports show it: relative to the working directory when under it.
    func shown(_ path: String) -> String {
        path.isEmpty || path.hasPrefix("<") ? path : relative(path, to: workingDirectory)
    }
}
