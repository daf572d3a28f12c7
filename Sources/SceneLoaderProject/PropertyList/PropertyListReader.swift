import SceneLoaderCore

/// Reads an old-style (OpenStep) property list, the format of `project.pbxproj`: `{ key = value; }`,
/// `( a, b, )`, quoted strings with escapes, bare strings, `<hex data>`, `/* */` and `//` comments,
/// in UTF-8 (Xcode's `// !$*UTF8*$!` header is a comment).
///
/// Written for untrusted input: one pass over the bytes with an explicit stack of open arrays and
/// dictionaries (never recursion), bounded by ``ProjectLimits`` (depth, values, string length), and
/// every error a ``ProjectError`` at its line and column. A repeated key keeps its last value, as
/// Foundation's reader does, and is reported (``warnings``). Foundation's own reader is not used:
/// it gives no locations, and its bounds are not the project's.
struct PropertyListReader {
    private let bytes: [UInt8]
    private let file: String
    private let limits: ProjectLimits
    private var position = 0
    private var line: Int32 = 1
    private var lineStart = 0
    private var elements = 0
    /// Where the last quoted string that ran over a line end started: Xcode escapes line ends in
    /// strings, so such a string usually lacks its closing quote, and a later error says so.
    private var multilineString: (line: Int32, column: Int32)?
    /// Repeated keys, found while reading (at most 1,000: past it, ``unlistedWarnings`` counts them).
    private(set) var warnings: [Diagnostic] = []
    /// How many repeated keys were not listed.
    private(set) var unlistedWarnings = 0

    /// A reader of `bytes`, naming the file `file` in its errors.
    init(bytes: [UInt8], file: String, limits: ProjectLimits) {
        self.bytes = bytes
        self.file = file
        self.limits = limits
    }

    /// An open array or dictionary.
    private struct Frame {
        enum State { case key, equals, value, separator }
        let isDictionary: Bool
        let line: Int32
        let column: Int32
        var state: State
        var elements: [PropertyList] = []
        var dictionary = PropertyList.Dictionary()
        var key: (text: String, line: Int32, column: Int32) = ("", 0, 0)
    }

    /// The deepest nesting read whatever ``ProjectLimits/maxDepth`` says: a value this deep is
    /// released without exhausting the stack.
    static let depthCap = 512

    /// Reads the whole input as one value.
    mutating func read() throws(ProjectError) -> PropertyList {
        try refuseOtherFormats()
        var stack: [Frame] = []
        var result: PropertyList?
        while true {
            try skipSpace()
            try refuseConflictMarker()
            guard !stack.isEmpty else {
                if result != nil {
                    guard position == bytes.count else {
                        throw error(.projectSyntax, "unexpected \(describe(bytes[position])) after the end of the property list")
                    }
                    return result!
                }
                guard position < bytes.count else { throw error(.projectSyntax, "the file holds no property list") }
                if let value = try valueOrOpen(&stack) { result = value }
                continue
            }
            let top = stack.count - 1
            var delivered: PropertyList?
            if stack[top].isDictionary {
                switch stack[top].state {
                case .key:
                    guard position < bytes.count else { throw unclosed(stack[top]) }
                    let byte = bytes[position]
                    if byte == UInt8(ascii: "}") {
                        position += 1
                        delivered = close(&stack)
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || PropertyListReader.isBare(byte) {
                        let (keyLine, keyColumn) = (line, column)
                        let key = try scalar()
                        guard let text = key.string else { throw error(.projectSyntax, "a dictionary key must be a string", line: keyLine, column: keyColumn) }
                        stack[top].key = (text, keyLine, keyColumn)
                        stack[top].state = .equals
                    } else {
                        throw error(.projectSyntax, "expected a key or '}', found \(describe(byte))")
                    }
                case .equals:
                    guard position < bytes.count else { throw unclosed(stack[top]) }
                    guard bytes[position] == UInt8(ascii: "=") else {
                        throw error(.projectSyntax, "expected '=' after key '\(Quote.value(stack[top].key.text))', found \(describe(bytes[position]))")
                    }
                    position += 1
                    stack[top].state = .value
                case .value:
                    guard position < bytes.count else { throw unclosed(stack[top]) }
                    if let value = try valueOrOpen(&stack) { delivered = value }
                case .separator:
                    guard position < bytes.count else { throw unclosed(stack[top]) }
                    guard bytes[position] == UInt8(ascii: ";") else {
                        throw error(.projectSyntax, "expected ';' after the value of '\(Quote.value(stack[top].key.text))', found \(describe(bytes[position]))")
                    }
                    position += 1
                    stack[top].state = .key
                }
            } else {
                guard position < bytes.count else { throw unclosed(stack[top]) }
                let byte = bytes[position]
                if byte == UInt8(ascii: ")") {
                    position += 1
                    delivered = close(&stack)
                } else if stack[top].state == .value {
                    if let value = try valueOrOpen(&stack) { delivered = value }
                } else if byte == UInt8(ascii: ",") {
                    position += 1
                    stack[top].state = .value
                } else {
                    throw error(.projectSyntax, "expected ',' or ')' in the array opened at line \(stack[top].line), found \(describe(byte))")
                }
            }
            // A finished value goes to the frame now on top, or is the result.
            guard let value = delivered else { continue }
            guard let parent = stack.indices.last else {
                result = value
                continue
            }
            if stack[parent].isDictionary {
                let key = stack[parent].key
                let entry = PropertyList.Dictionary.Entry(key: key.text, keyLine: key.line, keyColumn: key.column, value: value)
                if !stack[parent].dictionary.insert(entry) {
                    if warnings.count < 1000 {
                        warnings.append(Diagnostic(
                            severity: .warning, code: .projectDuplicateKey,
                            message: "key '\(Quote.value(key.text))' is repeated in this dictionary; its last value is used",
                            location: SourceLocation(file: file, line: Int(key.line), column: Int(key.column))))
                    } else {
                        unlistedWarnings += 1
                    }
                }
                stack[parent].state = .separator
            } else {
                stack[parent].elements.append(value)
                stack[parent].state = .separator
            }
        }
    }

    /// A scalar value at the current position, or nil after opening an array or a dictionary.
    private mutating func valueOrOpen(_ stack: inout [Frame]) throws(ProjectError) -> PropertyList? {
        let byte = bytes[position]
        if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") {
            let maxDepth = min(limits.maxDepth, PropertyListReader.depthCap)
            guard stack.count < maxDepth else {
                throw error(.projectLimit, "arrays and dictionaries nest deeper than \(maxDepth) levels")
            }
            try count()
            let isDictionary = byte == UInt8(ascii: "{")
            stack.append(Frame(isDictionary: isDictionary, line: line, column: column, state: isDictionary ? .key : .value))
            position += 1
            return nil
        }
        return try scalar()
    }

    /// Closes the frame on top, whose bracket was just read.
    private func close(_ stack: inout [Frame]) -> PropertyList {
        let frame = stack.removeLast()
        let value: PropertyList.Value = frame.isDictionary ? .dictionary(frame.dictionary) : .array(frame.elements)
        return PropertyList(value: value, line: frame.line, column: frame.column)
    }

    /// A string or data value at the current position.
    private mutating func scalar() throws(ProjectError) -> PropertyList {
        let (startLine, startColumn) = (line, column)
        let byte = bytes[position]
        let value: PropertyList.Value
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            value = .string(try quoted(byte))
        } else if byte == UInt8(ascii: "<") {
            value = .data(try data())
        } else if PropertyListReader.isBare(byte) {
            let start = position
            while position < bytes.count && PropertyListReader.isBare(bytes[position]) { position += 1 }
            guard position - start <= limits.maxStringLength else {
                throw error(.projectLimit, "a string is longer than \(limits.maxStringLength) bytes", line: startLine, column: startColumn)
            }
            // Bare strings are ASCII by construction.
            value = .string(String(decoding: bytes[start..<position], as: UTF8.self))
        } else {
            let what = byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") ? "\(describe(byte)), which closes nothing open here" : describe(byte)
            throw error(.projectSyntax, "expected a value, found \(what)")
        }
        try count(line: startLine, column: startColumn)
        return PropertyList(value: value, line: startLine, column: startColumn)
    }

    /// A quoted string, from its opening quote to its closing one, escapes decoded.
    private mutating func quoted(_ quote: UInt8) throws(ProjectError) -> String {
        let (startLine, startColumn) = (line, column)
        position += 1
        let start = position
        // The common case, no escapes: the bytes as they are.
        while position < bytes.count, bytes[position] != quote, bytes[position] != UInt8(ascii: "\\") {
            if bytes[position] == 10 {
                newLine(after: position)
                multilineString = (startLine, startColumn)
            }
            position += 1
        }
        guard position < bytes.count else {
            throw error(.projectSyntax, "a quoted string is never closed", line: startLine, column: startColumn)
        }
        var text: [UInt8]
        if bytes[position] == quote {
            guard position - start <= limits.maxStringLength else {
                throw error(.projectLimit, "a string is longer than \(limits.maxStringLength) bytes", line: startLine, column: startColumn)
            }
            text = Array(bytes[start..<position])
            position += 1
        } else {
            text = Array(bytes[start..<position])
            var pendingHigh: UInt16?
            while true {
                guard position < bytes.count else {
                    throw error(.projectSyntax, "a quoted string is never closed", line: startLine, column: startColumn)
                }
                guard text.count <= limits.maxStringLength else {
                    throw error(.projectLimit, "a string is longer than \(limits.maxStringLength) bytes", line: startLine, column: startColumn)
                }
                let byte = bytes[position]
                if byte == quote {
                    position += 1
                    break
                }
                if byte != UInt8(ascii: "\\") {
                    if byte == 10 {
                        newLine(after: position)
                        multilineString = (startLine, startColumn)
                    }
                    text.append(byte)
                    position += 1
                    continue
                }
                let (escapeLine, escapeColumn) = (line, column)
                position += 1
                guard position < bytes.count else {
                    throw error(.projectSyntax, "a quoted string is never closed", line: startLine, column: startColumn)
                }
                let escaped = bytes[position]
                position += 1
                var scalar: UInt32
                switch escaped {
                case UInt8(ascii: "a"): scalar = 7
                case UInt8(ascii: "b"): scalar = 8
                case UInt8(ascii: "f"): scalar = 12
                case UInt8(ascii: "n"): scalar = 10
                case UInt8(ascii: "r"): scalar = 13
                case UInt8(ascii: "t"): scalar = 9
                case UInt8(ascii: "v"): scalar = 11
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    var unit: UInt32 = 0
                    var digits = 0
                    while digits < 4, position < bytes.count, let digit = PropertyListReader.hexValue(bytes[position]) {
                        unit = unit * 16 + UInt32(digit)
                        digits += 1
                        position += 1
                    }
                    guard digits > 0 else {
                        throw error(.projectSyntax, "'\\U' is not followed by hexadecimal digits", line: escapeLine, column: escapeColumn)
                    }
                    scalar = unit
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = UInt32(escaped - UInt8(ascii: "0"))
                    var digits = 1
                    while digits < 3, position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position]) {
                        value = value * 8 + UInt32(bytes[position] - UInt8(ascii: "0"))
                        digits += 1
                        position += 1
                    }
                    scalar = value
                default:
                    // Any other character stands for itself (`\"`, `\\`, `\'`); a line feed counts as a line.
                    if escaped == 10 { newLine(after: position - 1) }
                    text.append(escaped)
                    continue
                }
                // UTF-16 surrogates from `\U` escapes pair up; a lone one is refused.
                if (0xD800...0xDBFF).contains(scalar) {
                    pendingHigh = UInt16(scalar)
                    continue
                }
                if (0xDC00...0xDFFF).contains(scalar) {
                    guard let high = pendingHigh else {
                        throw error(.projectSyntax, "'\\U' escapes a lone UTF-16 surrogate", line: escapeLine, column: escapeColumn)
                    }
                    scalar = 0x10000 + ((UInt32(high) - 0xD800) << 10) + (scalar - 0xDC00)
                    pendingHigh = nil
                }
                guard pendingHigh == nil, let unicode = Unicode.Scalar(scalar) else {
                    throw error(.projectSyntax, "'\\U' escapes a lone UTF-16 surrogate", line: escapeLine, column: escapeColumn)
                }
                text.append(contentsOf: String(Character(unicode)).utf8)
            }
            if pendingHigh != nil {
                throw error(.projectSyntax, "'\\U' escapes a lone UTF-16 surrogate", line: startLine, column: startColumn)
            }
        }
        guard let string = String(validating: text, as: UTF8.self) else {
            throw error(.projectSyntax, "a string holds bytes that are not UTF-8", line: startLine, column: startColumn)
        }
        return string
    }

    /// `<hex digits>`, white space allowed between them.
    private mutating func data() throws(ProjectError) -> [UInt8] {
        let (startLine, startColumn) = (line, column)
        position += 1
        var result: [UInt8] = []
        var high: UInt8?
        while true {
            guard position < bytes.count else {
                throw error(.projectSyntax, "data ('<…>') is never closed", line: startLine, column: startColumn)
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                break
            }
            if byte == 10 {
                newLine(after: position)
                position += 1
                continue
            }
            if PropertyListReader.isSpace(byte) {
                position += 1
                continue
            }
            guard let digit = PropertyListReader.hexValue(byte) else {
                throw error(.projectSyntax, "data ('<…>') holds \(describe(byte)), which is not a hexadecimal digit")
            }
            position += 1
            if let first = high {
                result.append(first << 4 | digit)
                high = nil
                guard result.count <= limits.maxStringLength else {
                    throw error(.projectLimit, "data is longer than \(limits.maxStringLength) bytes", line: startLine, column: startColumn)
                }
            } else {
                high = digit
            }
        }
        guard high == nil else {
            throw error(.projectSyntax, "data ('<…>') has an odd number of hexadecimal digits", line: startLine, column: startColumn)
        }
        return result
    }

    /// Skips white space and comments.
    private mutating func skipSpace() throws(ProjectError) {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 10 {
                position += 1
                newLine(after: position - 1)
            } else if PropertyListReader.isSpace(byte) {
                position += 1
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                let (startLine, startColumn) = (line, column)
                position += 2
                while true {
                    guard position + 1 < bytes.count else {
                        throw error(.projectSyntax, "a comment ('/*') is never closed", line: startLine, column: startColumn)
                    }
                    if bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/") {
                        position += 2
                        break
                    }
                    if bytes[position] == 10 {
                        position += 1
                        newLine(after: position - 1)
                    } else {
                        position += 1
                    }
                }
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while position < bytes.count && bytes[position] != 10 { position += 1 }
            } else {
                return
            }
        }
    }

    /// A byte-order mark other than UTF-8's, a binary or an XML property list: not the format read.
    private mutating func refuseOtherFormats() throws(ProjectError) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            position = 3
            lineStart = 3
        } else if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw error(.projectSyntax, "the file is UTF-16; Xcode writes project files in UTF-8", line: 1, column: 1)
        }
        if bytes.starts(with: Array("bplist".utf8)) {
            throw error(.projectSyntax, "a binary property list; SceneLoader reads the text form Xcode writes", line: 1, column: 1)
        }
        try skipSpace()
        for prefix in ["<?xml", "<!DOCTYPE", "<plist"] where bytes[position...].starts(with: Array(prefix.utf8)) {
            throw error(.projectSyntax, "an XML property list; SceneLoader reads the old-style form Xcode writes (save the project in Xcode to convert it)")
        }
    }

    /// A line that starts with a merge-conflict marker (`<<<<<<<`, `|||||||`, `=======`, `>>>>>>>`):
    /// a conflict committed unresolved, reported as such rather than as the character it starts with.
    private func refuseConflictMarker() throws(ProjectError) {
        guard position == lineStart, position + 7 <= bytes.count else { return }
        let first = bytes[position]
        guard first == UInt8(ascii: "<") || first == UInt8(ascii: "=") || first == UInt8(ascii: ">") || first == UInt8(ascii: "|"),
              bytes[position..<(position + 7)].allSatisfy({ $0 == first }) else { return }
        throw error(.mergeConflict, "a merge-conflict marker: a conflict was committed unresolved")
    }

    private mutating func count(line: Int32? = nil, column: Int32? = nil) throws(ProjectError) {
        elements += 1
        guard elements <= limits.maxElements else {
            throw error(.projectLimit, "more than \(limits.maxElements) values", line: line ?? self.line, column: column ?? self.column)
        }
    }

    /// Counts the line feed at `index`: the next line starts after it.
    private mutating func newLine(after index: Int) {
        line &+= 1
        lineStart = index + 1
    }

    /// The 1-based column of the current position, in bytes.
    private var column: Int32 { Int32(clamping: position - lineStart + 1) }

    private func unclosed(_ frame: Frame) -> ProjectError {
        let bracket = frame.isDictionary ? "'{'" : "'('"
        return error(.projectSyntax, "the file ends inside the \(bracket) opened here: brackets are unbalanced", line: frame.line, column: frame.column)
    }

    private func error(_ code: DiagnosticCode, _ message: String, line: Int32? = nil, column: Int32? = nil) -> ProjectError {
        var message = message
        if code == .projectSyntax, let string = multilineString, string.line != (line ?? self.line) {
            message += " (the quoted string at line \(string.line), column \(string.column) runs over a line end: is its closing quote missing?)"
        }
        return ProjectError(code: code, message: message,
                     location: SourceLocation(file: file, line: Int(line ?? self.line), column: Int(column ?? self.column)))
    }

    /// A byte as messages show it: `'x'` for printable ASCII, else its value.
    private func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    /// The characters of a bare (unquoted) string, as Foundation's reader accepts them.
    static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// White space other than the line feed.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 32 || byte == 9 || byte == 13 || byte == 11 || byte == 12
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
