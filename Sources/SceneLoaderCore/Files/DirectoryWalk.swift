#if canImport(Glibc)
package import Glibc
#elseif canImport(Darwin)
package import Darwin
#endif

/// A bounded walk of a directory tree that stays inside it: symbolic links are never followed
/// (a link to `/` cannot make the walk visit the file system), excluded folder names are not
/// entered, and at most `maxEntries` entries are looked at, at most `maxDepth` folders deep.
package struct DirectoryWalk {
    /// What the walk found.
    package struct Result: Sendable {
        /// Regular files the filter accepted, as paths relative to the root with `/` separators, sorted.
        package var files: [String] = []
        /// Folders whose names end in one of the skipped suffixes, relative to the root, sorted.
        package var skippedFolders: [String] = []
        /// Symbolic links passed over, relative to the root, sorted.
        package var links: [String] = []
        /// Entries whose names are not UTF-8, which no `String` path can name: passed over, each
        /// relative to the root with its bytes that are not UTF-8 written `\xE9` (``shownName(of:)``).
        package var unreadableNames: [String] = []
        /// Why the walk stopped early, if it did.
        package var truncation: String?
    }

    /// Folder names not entered (`.git`, `.build`, …).
    package var excludedNames: Set<String>
    /// Folder suffixes not entered but reported (`.storyboardc`: a compiled storyboard).
    package var reportedSuffixes: [String] = []
    package var maxEntries: Int
    package var maxDepth: Int

    /// A walk that skips `excludedNames`, reports folders ending in `reportedSuffixes`, and looks at
    /// no more than `maxEntries` entries, `maxDepth` folders deep.
    package init(excludedNames: Set<String>, reportedSuffixes: [String] = [], maxEntries: Int, maxDepth: Int) {
        self.excludedNames = excludedNames
        self.reportedSuffixes = reportedSuffixes
        self.maxEntries = maxEntries
        self.maxDepth = maxDepth
    }

    /// Walks `root`, keeping the regular files whose names `accept` accepts.
    package func walk(_ root: String, accept: (String) -> Bool) throws(FileIssue) -> Result {
        var result = Result()
        var status = stat()
        guard stat(root, &status) == 0 else { throw FileIssue.from(errno: errno, path: root) }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw FileIssue(code: .notRegularFile, message: "'\(Quote.path(root))' is not a directory")
        }
        var pending: [(relative: String, depth: Int)] = [("", 0)]
        var entries = 0
        while let (relative, depth) = pending.popLast() {
            let directory = relative.isEmpty ? root : root + "/" + relative
            guard let handle = opendir(directory) else { continue }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                guard let name = DirectoryWalk.name(of: entry) else {
                    entries += 1
                    let shown = DirectoryWalk.shownName(of: entry)
                    result.unreadableNames.append(relative.isEmpty ? shown : relative + "/" + shown)
                    continue
                }
                if name == "." || name == ".." { continue }
                entries += 1
                if entries > maxEntries {
                    result.truncation = "more than \(maxEntries) entries"
                    return result.sorted()
                }
                let path = relative.isEmpty ? name : relative + "/" + name
                guard let type = DirectoryWalk.type(of: entry, at: root + "/" + path) else { continue }
                switch type {
                case S_IFLNK:
                    result.links.append(path)
                case S_IFDIR:
                    if excludedNames.contains(name) { continue }
                    if reportedSuffixes.contains(where: name.hasSuffix) {
                        result.skippedFolders.append(path)
                    } else if depth + 1 > maxDepth {
                        result.truncation = "folders nested more than \(maxDepth) deep"
                    } else {
                        pending.append((path, depth + 1))
                    }
                case S_IFREG:
                    if accept(name) { result.files.append(path) }
                default:
                    continue
                }
            }
        }
        return result.sorted()
    }
}

extension DirectoryWalk.Result {
    fileprivate func sorted() -> Self {
        var copy = self
        copy.files.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        copy.skippedFolders.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        copy.links.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        copy.unreadableNames.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return copy
    }
}

extension DirectoryWalk {
    /// What kind of file a directory entry is (`S_IFREG`, `S_IFDIR`, `S_IFLNK`, …), as `lstat` would
    /// say: from the entry's own type field, which every common file system fills in, and from
    /// `lstat` only for the rest (so a walk makes no system call per file).
    /// Nil when the entry is gone.
    static func type(of entry: UnsafeMutablePointer<dirent>, at path: String) -> mode_t? {
        switch Int32(entry.pointee.d_type) {
        case Int32(DT_REG): return S_IFREG
        case Int32(DT_DIR): return S_IFDIR
        case Int32(DT_LNK): return S_IFLNK
        default:
            var status = stat()
            guard lstat(path, &status) == 0 else { return nil }
            return status.st_mode & S_IFMT
        }
    }

    /// The name of a directory entry `readdir` returned, or nil when it is not UTF-8 (a `String`
    /// would replace its bytes, and the path made of it would name no file). Read in place, up to
    /// its NUL: the record the system hands out can be shorter than `dirent`, so copying the whole
    /// `d_name` field would read past it.
    package static func name(of entry: UnsafeMutablePointer<dirent>) -> String? {
        String(validatingCString: nameBytes(of: entry))
    }

    /// The name of an entry for messages: its UTF-8 as it is, each byte that is not UTF-8 as `\xE9`.
    package static func shownName(of entry: UnsafeMutablePointer<dirent>) -> String {
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(nameBytes(of: entry)).assumingMemoryBound(to: UInt8.self),
                                        count: strlen(nameBytes(of: entry)))
        var shown = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        // Where the next scalar starts: the parser reports how many bytes each one took.
        var index = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                shown.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                index += encoded.count
            case .error(let length):
                for byte in bytes[index..<index + length] {
                    let hex = String(byte, radix: 16, uppercase: true)
                    shown += "\\x" + (hex.count == 1 ? "0" : "") + hex
                }
                index += length
            case .emptyInput:
                return shown
            }
        }
    }

    private static func nameBytes(of entry: UnsafeMutablePointer<dirent>) -> UnsafePointer<CChar> {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
        return UnsafePointer(UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self))
    }
}
