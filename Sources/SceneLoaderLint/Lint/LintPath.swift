/// Paths as lint reports them: relative to the working directory when under it, `/`-separated,
/// without `.` components, `..` resolved by name (as the user typed it, not through links).
package struct LintPath {
    /// The working directory, absolute.
    package let workingDirectory: String

    /// Paths relative to `workingDirectory`.
    package init(workingDirectory: String) { self.workingDirectory = workingDirectory }

    /// `path` made absolute and normalized.
    package func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        // By bytes, as the file system reads a path (splitting Characters would run grapheme
        // breaking over every path, and every finding's path is shown).
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var result: [UInt8] = []
        var bytes = Array(joined.utf8)[...]
        while !bytes.isEmpty {
            let part = bytes.prefix { $0 != slash }
            bytes = bytes.dropFirst(part.count + 1)
            if part.isEmpty || part.elementsEqual([dot]) { continue }
            if part.elementsEqual([dot, dot]) {
                result.removeSubrange((result.lastIndex(of: slash) ?? 0)...)
                continue
            }
            result.append(slash)
            result += part
        }
        return result.isEmpty ? "/" : String(decoding: result, as: UTF8.self)
    }

    /// `path` relative to `directory` when under it, else absolute.
    package func relative(_ path: String, to directory: String) -> String {
        let full = absolute(path)
        let base = absolute(directory)
        if full == base { return "." }
        let prefix = base == "/" ? "/" : base + "/"
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
    }

    /// `path` as reports show it: relative to the working directory when under it.
    package func shown(_ path: String) -> String {
        path.isEmpty || path.hasPrefix("<") ? path : relative(path, to: workingDirectory)
    }
}
