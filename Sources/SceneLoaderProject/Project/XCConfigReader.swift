#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SceneLoaderCore

/// Reads a build configuration file (`.xcconfig`) into one level of ``BuildSettings``:
/// `NAME = value` lines, `//` comments, `#include "other.xcconfig"` (and `#include?`) relative to
/// the including file.
///
/// A configuration file that is missing (a CocoaPods file not committed) or unreadable adds
/// nothing and is not reported. A setting given again that names itself (or `$(inherited)`) builds on
/// its earlier value. Bounded: files of at most 1 MiB, read only inside the repository
/// and never through a symbolic link, at most 8 includes deep and 64 files in all. A setting with a
/// condition (`NAME[sdk=iphoneos*] = …`) counts only when the file has no plain one of that name.
struct XCConfigReader {
    let files: RepositoryFiles
    private var read = 0

    init(files: RepositoryFiles) {
        self.files = files
    }

    /// The settings of the file at `path` (relative to the repository's root).
    mutating func settings(of path: String) -> [String: String] {
        var settings: [String: String] = [:]
        var conditional: [String: String] = [:]
        // Lines still to read, innermost file last: a file's lines, then the rest of its includer's.
        var stack: [(folder: String, lines: [Substring], next: Int)] = []
        if let lines = lines(of: path) { stack.append((RepositoryPath.folder(of: path), lines, 0)) }
        while !stack.isEmpty {
            let top = stack.count - 1
            guard stack[top].next < stack[top].lines.count else {
                stack.removeLast()
                continue
            }
            let line = stack[top].lines[stack[top].next].drop { $0 == " " || $0 == "\t" }
            stack[top].next += 1
            if line.hasPrefix("#include") {
                guard stack.count < 8, let open = line.firstIndex(of: "\""),
                      let close = line[line.index(after: open)...].firstIndex(of: "\"") else { continue }
                let included = String(line[line.index(after: open)..<close])
                guard !included.hasPrefix("/"), let target = RepositoryPath.join(stack[top].folder, included),
                      let lines = lines(of: target) else { continue }
                stack.append((RepositoryPath.folder(of: target), lines, 0))
                continue
            }
            guard !line.hasPrefix("//"), let equals = line.firstIndex(of: "=") else { continue }
            var name = XCConfigReader.trimmed(line[..<equals])
            var value = line[line.index(after: equals)...]
            if let comment = value.firstRange(of: "//") { value = value[..<comment.lowerBound] }
            var text = XCConfigReader.trimmed(value)
            if text.hasSuffix(";") { text = XCConfigReader.trimmed(text.dropLast()[...]) }
            if let bracket = name.firstIndex(of: "[") {
                name = String(name[..<bracket])
                if conditional[name] == nil { conditional[name] = text }
                continue
            }
            guard !name.isEmpty else { continue }
            settings[name] = settings[name].map { XCConfigReader.inheriting(text, name: name, from: $0) } ?? text
        }
        for (name, value) in conditional where settings[name] == nil { settings[name] = value }
        return settings
    }

    /// A setting given again (`NAME = $(NAME) more`, after an included file's `NAME`), with its
    /// references to itself and `$(inherited)` replaced by the value it had before, as Xcode reads
    /// a configuration file top to bottom. Kept as written when the result would pass 4,096 bytes.
    static func inheriting(_ text: String, name: String, from previous: String) -> String {
        let references = ["$(\(name))", "${\(name)}", "$(inherited)", "${inherited}"]
        let count = references.reduce(0) { $0 + text.ranges(of: $1).count }
        guard count > 0, text.utf8.count + count * previous.utf8.count <= 4096 else { return text }
        var result = text
        for reference in references { result = result.replacing(reference, with: previous) }
        return result
    }

    /// `text` without the spaces and tabs around it.
    private static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }

    /// The lines of a configuration file, or nil when it cannot be read or too many have been.
    private mutating func lines(of path: String) -> [Substring]? {
        guard read < 64, files.isFile(path),
              case .success(let bytes) = SecureFile.contents(of: files.root + "/" + path, shown: path, limit: 1 << 20, followingLinks: false)
        else { return nil }
        read += 1
        return String(decoding: bytes, as: UTF8.self).split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }
}

