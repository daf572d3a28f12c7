/// Reads the text of a `.strings` file: the old-style property-list dictionary without its braces
/// that Xcode and `genstrings` write, `"key" = "value";` entries with C comments between them.
///
/// One loop over the characters, no recursion; every error is thrown at its line and column
/// (columns count characters, so a UTF-16 file's columns are an editor's). What is accepted is what
/// Foundation's reader accepts: quoted strings in `"` or `'`, unquoted keys and values of letters,
/// digits and `_$/:.-`, `"key";` as a key whose value is itself, the escapes `\"`, `\'`, `\\`,
/// `\a \b \f \n \r \t \v`, octal `\0` to `\377`, `\UXXXX` and `\uXXXX` (one to four hex digits, a
/// surrogate pair in two escapes), and any other escaped character standing for itself.
struct StringsFileParser {
    private let scalars: [Unicode.Scalar]
    private let file: SourceFile
    private let limits: StringsTable.Limits
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    init(scalars: [Unicode.Scalar], file: SourceFile, limits: StringsTable.Limits) {
        self.scalars = scalars
        self.file = file
        self.limits = limits
    }

    // MARK: Decoding

    /// The file's characters: UTF-16 when it starts with a byte-order mark or, without one, when a
    /// zero byte shows the first character's order; else UTF-8 (a leading UTF-8 mark skipped).
    static func decode(_ bytes: [UInt8], file: SourceFile) throws(StoryboardError) -> [Unicode.Scalar] {
        if bytes.starts(with: [0xFF, 0xFE]) { return try decodeUTF16(bytes, from: 2, bigEndian: false, file: file) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try decodeUTF16(bytes, from: 2, bigEndian: true, file: file) }
        if bytes.count >= 2 && bytes[0] == 0 && bytes[1] != 0 { return try decodeUTF16(bytes, from: 0, bigEndian: true, file: file) }
        if bytes.count >= 2 && bytes[0] != 0 && bytes[1] == 0 { return try decodeUTF16(bytes, from: 0, bigEndian: false, file: file) }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count - start)
        var iterator = bytes[start...].makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return scalars
            case .error: throw encodingError("bytes that are not UTF-8 (save the file as UTF-8 or UTF-16)", after: scalars, file: file)
            }
        }
    }

    private static func decodeUTF16(_ bytes: [UInt8], from start: Int, bigEndian: Bool, file: SourceFile) throws(StoryboardError) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity((bytes.count - start) / 2)
        var index = start
        func unit() -> UInt32? {
            guard index + 1 < bytes.count else { return nil }
            defer { index += 2 }
            return bigEndian ? UInt32(bytes[index]) << 8 | UInt32(bytes[index + 1]) : UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index])
        }
        while index < bytes.count {
            guard let first = unit() else {
                throw encodingError("an odd number of bytes in UTF-16", after: scalars, file: file)
            }
            if (0xD800..<0xDC00).contains(first) {
                guard let second = unit(), (0xDC00..<0xE000).contains(second),
                      let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) else {
                    throw encodingError("a lone UTF-16 surrogate", after: scalars, file: file)
                }
                scalars.append(scalar)
            } else {
                guard let scalar = Unicode.Scalar(first) else { throw encodingError("a lone UTF-16 surrogate", after: scalars, file: file) }
                scalars.append(scalar)
            }
        }
        return scalars
    }

    /// An encoding error just after the characters decoded so far.
    private static func encodingError(_ what: String, after scalars: [Unicode.Scalar], file: SourceFile) -> StoryboardError {
        var line = 1
        var column = 1
        for scalar in scalars {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return StoryboardError(code: .stringsSyntax, message: "the strings file has \(what)",
                               location: SourceLocation(source: file, line: line, column: column))
    }

    // MARK: Parsing

    private struct Position {
        let line: Int
        let column: Int
    }

    private var position: Position { Position(line: line, column: offset - lineStart + 1) }

    private func location(_ position: Position) -> SourceLocation {
        SourceLocation(source: file, line: position.line, column: position.column)
    }

    private func error(_ message: String, at position: Position, code: DiagnosticCode = .stringsSyntax) -> StoryboardError {
        StoryboardError(code: code, message: message, location: location(position))
    }

    /// The entries in file order, and a warning for each key written again.
    mutating func parse() throws(StoryboardError) -> (entries: [StringsTable.Entry], duplicates: [Diagnostic]) {
        var entries: [StringsTable.Entry] = []
        var duplicates: [Diagnostic] = []
        var seen: [String: SourceLocation] = [:]
        while true {
            try skipSpaceAndComments()
            guard offset < scalars.count else { break }
            let keyPosition = position
            let key = try string("a key")
            try skipSpaceAndComments()
            var value = key
            var afterValue = position
            var valueStart = keyPosition
            if offset < scalars.count && scalars[offset] == "=" {
                advance()
                try skipSpaceAndComments()
                guard offset < scalars.count else {
                    throw error("expected a value after '=' for key '\(Quote.value(key))', found the end of the file", at: position)
                }
                valueStart = position
                value = try string("a value")
                afterValue = position
                try skipSpaceAndComments()
            }
            guard offset < scalars.count, scalars[offset] == ";" else {
                // A value that runs over line ends was most likely closed by the next entry's
                // opening quote: say where it started.
                let runaway = afterValue.line > valueStart.line
                    ? " (the value opened at \(valueStart.line):\(valueStart.column) runs to here: is its closing quote missing?)" : ""
                throw error("missing ';' after the entry for key '\(Quote.value(key))'\(runaway)", at: afterValue)
            }
            advance()
            guard entries.count < limits.maxEntries else {
                throw error("more than the limit of \(limits.maxEntries) entries", at: keyPosition, code: .stringsLimit)
            }
            let here = location(keyPosition)
            if let first = seen[key] {
                duplicates.append(Diagnostic(
                    severity: .warning, code: .stringsDuplicateKey,
                    message: "key '\(Quote.value(key))' is given again; this later value is the one used",
                    location: here, notes: [.init(message: "first given here", location: first)]))
            } else {
                seen[key] = here
            }
            entries.append(StringsTable.Entry(key: key, value: value, location: here))
        }
        return (entries, duplicates)
    }

    private mutating func advance() {
        if scalars[offset] == "\n" {
            line += 1
            lineStart = offset + 1
        }
        offset += 1
    }

    /// Skips white space, `/* … */` and `// …` comments.
    private mutating func skipSpaceAndComments() throws(StoryboardError) {
        while offset < scalars.count {
            let scalar = scalars[offset]
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{FEFF}" || scalar == "\u{C}" || scalar == "\u{B}" {
                advance()
            } else if scalar == "/" && offset + 1 < scalars.count && scalars[offset + 1] == "*" {
                let start = position
                advance()
                advance()
                while true {
                    guard offset < scalars.count else { throw error("the comment is not closed (no '*/')", at: start) }
                    if scalars[offset] == "*" && offset + 1 < scalars.count && scalars[offset + 1] == "/" {
                        advance()
                        advance()
                        break
                    }
                    advance()
                }
            } else if scalar == "/" && offset + 1 < scalars.count && scalars[offset + 1] == "/" {
                while offset < scalars.count && scalars[offset] != "\n" { advance() }
            } else {
                return
            }
        }
    }

    /// Whether `scalar` may be part of an unquoted string.
    private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": true
        default: false
        }
    }

    /// A quoted or unquoted string; `what` names it in errors (`a key`).
    private mutating func string(_ what: String) throws(StoryboardError) -> String {
        let start = position
        let first = scalars[offset]
        if first == "\"" || first == "'" { return try quoted(closedBy: first, start: start) }
        guard StringsFileParser.isUnquoted(first) else {
            throw error("expected \(what) in quotes, found \(describe(first))", at: start)
        }
        var text = String.UnicodeScalarView()
        var length = 0
        while offset < scalars.count, StringsFileParser.isUnquoted(scalars[offset]) {
            length += 1
            guard length <= limits.maxStringLength else {
                throw error("a string longer than the limit of \(limits.maxStringLength) characters", at: start, code: .stringsLimit)
            }
            text.append(scalars[offset])
            advance()
        }
        return String(text)
    }

    private func describe(_ scalar: Unicode.Scalar) -> String {
        if scalar.value >= 0x21 && scalar.value < 0x7F { return "'\(Character(scalar))'" }
        return "U+\(String(scalar.value, radix: 16, uppercase: true))"
    }

    /// A string in quotes; the parser is at the opening quote, at `start`.
    private mutating func quoted(closedBy quote: Unicode.Scalar, start: Position) throws(StoryboardError) -> String {
        advance()
        var text = String.UnicodeScalarView()
        var pendingHighSurrogate: UInt32?
        // Characters read, escapes counted as one each (`text.count` would walk the whole string).
        var length = 0
        while true {
            guard offset < scalars.count else { throw error("the string is not closed (no matching \(quote == "\"" ? "'\"'" : "\"'\""))", at: start) }
            length += 1
            guard length <= limits.maxStringLength + 1 else {
                throw error("a string longer than the limit of \(limits.maxStringLength) characters", at: start, code: .stringsLimit)
            }
            let scalar = scalars[offset]
            if scalar == quote {
                advance()
                if pendingHighSurrogate != nil { throw error("a lone surrogate in a \\U escape", at: start) }
                return String(text)
            }
            guard scalar == "\\" else {
                if pendingHighSurrogate != nil { throw error("a lone surrogate in a \\U escape", at: position) }
                text.append(scalar)
                advance()
                continue
            }
            let escapePosition = position
            advance()
            guard offset < scalars.count else { throw error("the string is not closed (no matching quote)", at: start) }
            let escaped = scalars[offset]
            advance()
            if escaped == "U" || escaped == "u" {
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, offset < scalars.count, let digit = Character(scalars[offset]).hexDigitValue, scalars[offset].isASCII {
                    value = value << 4 | UInt32(digit)
                    digits += 1
                    advance()
                }
                guard digits > 0 else { throw error("expected hex digits after '\\\(escaped)'", at: escapePosition) }
                if let high = pendingHighSurrogate {
                    guard (0xDC00..<0xE000).contains(value), let pair = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)) else {
                        throw error("a lone surrogate in a \\U escape", at: escapePosition)
                    }
                    text.append(pair)
                    pendingHighSurrogate = nil
                } else if (0xD800..<0xDC00).contains(value) {
                    pendingHighSurrogate = value
                } else if let decoded = Unicode.Scalar(value) {
                    text.append(decoded)
                } else {
                    throw error("a lone surrogate in a \\U escape", at: escapePosition)
                }
                continue
            }
            if pendingHighSurrogate != nil { throw error("a lone surrogate in a \\U escape", at: escapePosition) }
            switch escaped {
            case "a": text.append("\u{7}")
            case "b": text.append("\u{8}")
            case "f": text.append("\u{C}")
            case "n": text.append("\n")
            case "r": text.append("\r")
            case "t": text.append("\t")
            case "v": text.append("\u{B}")
            case "0"..."7":
                var value = escaped.value - 0x30
                var digits = 1
                while digits < 3, offset < scalars.count, ("0"..."7").contains(scalars[offset]) {
                    value = value * 8 + scalars[offset].value - 0x30
                    digits += 1
                    advance()
                }
                // Octal escapes name bytes of the NeXTSTEP encoding; those below 128 are ASCII.
                guard let decoded = Unicode.Scalar(value) else { throw error("an octal escape out of range", at: escapePosition) }
                text.append(decoded)
            default:
                // `\"`, `\'`, `\\`, and any other character, stand for the character itself.
                text.append(escaped)
            }
        }
    }
}
