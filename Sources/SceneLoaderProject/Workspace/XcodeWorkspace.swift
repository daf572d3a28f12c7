public import SceneLoaderCore

/// An Xcode workspace (`NAME.xcworkspace`) as read from its `contents.xcworkspacedata`: the
/// projects it names that are inside the repository.
///
/// The file is a small XML document (`<Workspace><FileRef location="group:App.xcodeproj"/>…`),
/// read by a small reader of its own: bounded, no DTD, no entities beyond XML's five and character
/// references. A project it names outside the repository is not read (a note says so).
public struct XcodeWorkspace: Sendable, Hashable {
    /// The `.xcworkspace` folder, from the repository's root.
    public let path: String
    /// The `.xcodeproj` folders it names that are inside the repository, in its order.
    public let projects: [String]
    /// Projects it names that were not read (outside the repository), by line.
    public let diagnostics: [Diagnostic]

    init(path: String, projects: [String], diagnostics: [Diagnostic]) {
        self.path = path
        self.projects = projects
        self.diagnostics = diagnostics
    }
}

/// Reads a workspace's `contents.xcworkspacedata`: the `location` of each `FileRef`, relative to
/// the `Group`s around it.
struct WorkspaceReader {
    private let bytes: [UInt8]
    private let shown: String
    private let limits: ProjectLimits
    private var position = 0
    private var line = 1
    private var lineStart = 0

    init(bytes: [UInt8], shown: String, limits: ProjectLimits) {
        self.bytes = bytes
        self.shown = shown
        self.limits = limits
    }

    /// The workspace at `path` (the `.xcworkspace` folder, from the repository's root).
    mutating func read(path: String, root: String) throws(ProjectError) -> XcodeWorkspace {
        let container = RepositoryPath.folder(of: path)
        // Each open element, with the folder its `group:` locations are relative to (nil: outside).
        var open: [(name: String, folder: String?)] = []
        var projects: [String] = []
        var diagnostics: [Diagnostic] = []
        var elements = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        while let start = next(UInt8(ascii: "<")) {
            let (tagLine, tagColumn) = (line, start - lineStart + 1)
            position = start
            if starts("<?") {
                try skip(past: "?>", what: "a processing instruction")
                continue
            }
            if starts("<!--") {
                try skip(past: "-->", what: "a comment")
                continue
            }
            if starts("<!") {
                throw error("a DTD or declaration ('<!'): workspaces have none, and none is read", tagLine, tagColumn)
            }
            if starts("</") {
                position += 2
                let name = try self.name()
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else { throw error("expected '>' to end '</\(Quote.value(name))'") }
                position += 1
                guard let top = open.last, top.name == name else {
                    throw error("'</\(Quote.value(name))>' does not close the element open here", tagLine, tagColumn)
                }
                open.removeLast()
                continue
            }
            position += 1
            let name = try self.name()
            var attributes: [(String, String)] = []
            var closed = false
            while true {
                skipSpace()
                guard position < bytes.count else { throw error("the tag '<\(Quote.value(name))' is never closed", tagLine, tagColumn) }
                if bytes[position] == UInt8(ascii: ">") {
                    position += 1
                    break
                }
                if starts("/>") {
                    position += 2
                    closed = true
                    break
                }
                let attribute = try self.name()
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { throw error("expected '=' after '\(Quote.value(attribute))'") }
                position += 1
                skipSpace()
                attributes.append((attribute, try value()))
            }
            elements += 1
            guard elements <= 100_000 else { throw error("more than 100000 elements", tagLine, tagColumn, code: .projectLimit) }
            let folder = open.last.map(\.folder) ?? Optional(container)
            var own = folder
            if name == "Group" || name == "FileRef", let location = attributes.first(where: { $0.0 == "location" })?.1 {
                let resolved = WorkspaceReader.resolve(location, group: folder, container: container, root: root)
                own = resolved.path
                if name == "FileRef", location.hasSuffix(".xcodeproj") {
                    if let project = resolved.path {
                        projects.append(project)
                    } else if resolved.outside {
                        diagnostics.append(Diagnostic(
                            severity: .note, code: .projectPathOutside,
                            message: "the workspace names project '\(Quote.value(location))', outside the folder read; it is not read",
                            location: SourceLocation(file: shown, line: tagLine, column: tagColumn)))
                    }
                }
            }
            if !closed {
                guard open.count < limits.maxDepth else {
                    throw error("elements nest deeper than \(limits.maxDepth) levels", tagLine, tagColumn, code: .projectLimit)
                }
                open.append((name, own))
            }
        }
        if let unclosed = open.last {
            throw error("the file ends inside '<\(Quote.value(unclosed.name))>': elements are unbalanced")
        }
        return XcodeWorkspace(path: path, projects: projects, diagnostics: diagnostics)
    }

    /// A workspace location (`group:`, `container:`, `absolute:`, `self:`, `developer:`) as a path
    /// in the repository; `outside` when it names a place beyond the repository.
    static func resolve(_ location: String, group: String?, container: String, root: String) -> (path: String?, outside: Bool) {
        guard let colon = location.firstIndex(of: ":") else { return (nil, false) }
        let kind = location[..<colon]
        let rest = String(location[location.index(after: colon)...])
        let base: String?
        switch kind {
        case "group": base = group
        case "container": base = container
        case "absolute":
            let prefix = root.hasSuffix("/") ? root : root + "/"
            guard rest.hasPrefix(prefix) else { return (nil, true) }
            return (RepositoryPath.join("", String(rest.dropFirst(prefix.count))), false)
        default: return (nil, false)
        }
        guard let base else { return (nil, true) }
        if rest.hasPrefix("/") { return (nil, true) }
        guard let joined = RepositoryPath.join(base, rest) else { return (nil, true) }
        return (joined, false)
    }

    // MARK: Bytes

    /// The position of the next `byte`, counting lines on the way.
    private mutating func next(_ byte: UInt8) -> Int? {
        while position < bytes.count {
            if bytes[position] == byte { return position }
            if bytes[position] == 10 {
                line += 1
                lineStart = position + 1
            }
            position += 1
        }
        return nil
    }

    private func starts(_ text: String) -> Bool {
        bytes[position...].starts(with: text.utf8)
    }

    private mutating func skip(past end: String, what: String) throws(ProjectError) {
        let (startLine, startColumn) = (line, position - lineStart + 1)
        let terminator = Array(end.utf8)
        while position < bytes.count {
            if bytes[position...].starts(with: terminator) {
                position += terminator.count
                return
            }
            if bytes[position] == 10 {
                line += 1
                lineStart = position + 1
            }
            position += 1
        }
        throw error("\(what) is never closed", startLine, startColumn)
    }

    private mutating func skipSpace() {
        while position < bytes.count, [32, 9, 10, 13].contains(bytes[position]) {
            if bytes[position] == 10 {
                line += 1
                lineStart = position + 1
            }
            position += 1
        }
    }

    private mutating func name() throws(ProjectError) -> String {
        let start = position
        while position < bytes.count, position - start < 256 {
            let byte = bytes[position]
            guard byte > 0x20, ![UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "/"), UInt8(ascii: "<"), UInt8(ascii: "\""), UInt8(ascii: "'")].contains(byte) else { break }
            position += 1
        }
        guard position > start else {
            throw error(position < bytes.count ? "expected a name, found '\(Quote.value(String(decoding: [bytes[position]], as: UTF8.self)))'" : "the file ends inside a tag")
        }
        guard let name = String(validating: bytes[start..<position], as: UTF8.self) else { throw error("a name that is not UTF-8") }
        return name
    }

    /// A quoted attribute value, its references decoded.
    private mutating func value() throws(ProjectError) -> String {
        let (startLine, startColumn) = (line, position - lineStart + 1)
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
            throw error("expected a quoted value")
        }
        let quote = bytes[position]
        position += 1
        var text: [UInt8] = []
        while true {
            guard position < bytes.count else { throw error("a quoted value is never closed", startLine, startColumn) }
            let byte = bytes[position]
            position += 1
            if byte == quote { break }
            if byte == 10 {
                line += 1
                lineStart = position
            }
            guard text.count < limits.maxStringLength else {
                throw error("a value is longer than \(limits.maxStringLength) bytes", startLine, startColumn, code: .projectLimit)
            }
            guard byte == UInt8(ascii: "&") else {
                text.append(byte)
                continue
            }
            let start = position
            while position < bytes.count, bytes[position] != UInt8(ascii: ";"), position - start < 12 { position += 1 }
            guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else { throw error("an unterminated reference ('&')") }
            let entity = String(decoding: bytes[start..<position], as: UTF8.self)
            position += 1
            let scalar: Unicode.Scalar?
            switch entity {
            case "amp": scalar = "&"
            case "lt": scalar = "<"
            case "gt": scalar = ">"
            case "quot": scalar = "\""
            case "apos": scalar = "'"
            default:
                if entity.hasPrefix("#x") {
                    scalar = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
                } else if entity.hasPrefix("#") {
                    scalar = UInt32(entity.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
                } else {
                    scalar = nil
                }
            }
            guard let scalar else { throw error("an unknown reference '&\(Quote.value(entity));'") }
            text.append(contentsOf: String(Character(scalar)).utf8)
        }
        guard let string = String(validating: text, as: UTF8.self) else { throw error("a value that is not UTF-8", startLine, startColumn) }
        return string
    }

    private func error(_ message: String, _ line: Int? = nil, _ column: Int? = nil, code: DiagnosticCode = .projectSyntax) -> ProjectError {
        ProjectError(code: code, message: message,
                     location: SourceLocation(file: shown, line: line ?? self.line, column: column ?? (position - lineStart + 1)))
    }
}
