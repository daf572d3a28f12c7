/// A small JSON reader for untrusted files (lint configurations, String Catalogs): bounded in size,
/// depth, string length and member count (``Limits``), strict (RFC 8259: no comments, no trailing
/// commas, no duplicate keys), and every value and every error located at its line and column.
///
/// Nesting is bounded by ``Limits/maxDepth`` (at most ``deepestNesting``) before the reader
/// descends, so the recursion is bounded by a constant, never by the input.
package struct JSONReader {
    /// A JSON value with where it starts.
    package indirect enum Value: Sendable {
        case null(Position)
        case bool(Bool, Position)
        case number(Double, Position)
        case string(String, Position)
        case array([Value], Position)
        /// Members in file order, each key with where it starts.
        case object([(key: String, keyPosition: Position, value: Value)], Position)

        package var position: Position {
            switch self {
            case .null(let p), .bool(_, let p), .number(_, let p), .string(_, let p), .array(_, let p), .object(_, let p): p
            }
        }

        /// What the value is, for messages (`a string`, `an object`).
        package var kind: String {
            switch self {
            case .null: "null"
            case .bool: "a boolean"
            case .number: "a number"
            case .string: "a string"
            case .array: "an array"
            case .object: "an object"
            }
        }
    }

    /// A 1-based line and column (columns count bytes, as the loader's do).
    package struct Position: Sendable, Hashable {
        package let line: Int
        package let column: Int

        package init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// A syntax error or a limit, at its position.
    package struct Failure: Error {
        package let message: String
        package let position: Position
        /// Whether a limit was crossed (the input may be valid JSON), rather than the syntax broken.
        package let isLimit: Bool

        init(message: String, position: Position, isLimit: Bool = false) {
            self.message = message
            self.position = position
            self.isLimit = isLimit
        }
    }

    /// How much a file may hold.
    package struct Limits: Sendable, Hashable {
        /// The largest file read.
        package var maxBytes: Int
        /// The deepest nesting of arrays and objects (at most ``JSONReader/deepestNesting``).
        package var maxDepth: Int
        /// The longest string, in Unicode scalars.
        package var maxStringLength: Int
        /// The most values in arrays and objects together.
        package var maxMembers: Int

        package init(maxBytes: Int, maxDepth: Int, maxStringLength: Int, maxMembers: Int) {
            self.maxBytes = maxBytes
            self.maxDepth = min(maxDepth, JSONReader.deepestNesting)
            self.maxStringLength = maxStringLength
            self.maxMembers = maxMembers
        }

        /// A configuration file's: 1 MiB, 32 levels, strings of 4,096 characters, 10,000 values.
        package static let configuration = Limits(maxBytes: 1 << 20, maxDepth: 32, maxStringLength: 4_096, maxMembers: 10_000)
    }

    /// The deepest nesting any limits may allow: the reader recurses once per level.
    package static let deepestNesting = 64

    private let bytes: [UInt8]
    private let limits: Limits
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var members = 0

    /// Parses `bytes` as one JSON value within `limits`.
    package static func parse(_ bytes: [UInt8], limits: Limits = .configuration) throws(Failure) -> Value {
        guard bytes.count <= limits.maxBytes else {
            throw Failure(message: "the file is \(bytes.count) bytes; at most \(limits.maxBytes) are read",
                          position: Position(line: 1, column: 1), isLimit: true)
        }
        var reader = JSONReader(bytes: bytes, limits: limits)
        // A UTF-8 byte-order mark is allowed and skipped.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.offset = 3 }
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.offset == bytes.count else { throw reader.failure("unexpected \(reader.describeNext()) after the value") }
        return value
    }

    private init(bytes: [UInt8], limits: Limits) {
        self.bytes = bytes
        self.limits = limits
    }

    private var position: Position { Position(line: line, column: offset - lineStart + 1) }

    private func failure(_ message: String) -> Failure { Failure(message: message, position: position) }

    private func limit(_ message: String) -> Failure { Failure(message: message, position: position, isLimit: true) }

    private func describeNext() -> String {
        guard offset < bytes.count else { return "end of file" }
        let byte = bytes[offset]
        return (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private mutating func skipSpace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0D: offset += 1
            case 0x0A:
                offset += 1
                line += 1
                lineStart = offset
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(Failure) -> Value {
        skipSpace()
        let start = position
        guard offset < bytes.count else { throw failure("expected a value, found end of file") }
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            guard depth < limits.maxDepth else { throw limit("nested deeper than \(limits.maxDepth) levels") }
            return try object(depth: depth + 1, start: start)
        case UInt8(ascii: "["):
            guard depth < limits.maxDepth else { throw limit("nested deeper than \(limits.maxDepth) levels") }
            return try array(depth: depth + 1, start: start)
        case UInt8(ascii: "\""):
            return .string(try string(), start)
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true, start)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false, start)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null(start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try number(), start)
        default:
            throw failure("expected a value, found \(describeNext())")
        }
    }

    private mutating func countMember() throws(Failure) {
        members += 1
        guard members <= limits.maxMembers else { throw limit("more than \(limits.maxMembers) values") }
    }

    private mutating func object(depth: Int, start: Position) throws(Failure) -> Value {
        offset += 1
        var result: [(key: String, keyPosition: Position, value: Value)] = []
        // Keys seen, by their bytes: a key given twice is found in constant time however many
        // there are (a String Catalog's `strings` object has thousands), and the NFC and NFD
        // spellings of one accented key are two keys, as they are two rule ids or two strings.
        var keys: Set<ByteKey> = []
        skipSpace()
        if offset < bytes.count && bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return .object(result, start)
        }
        while true {
            skipSpace()
            let keyPosition = position
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                throw failure("expected a key in quotes, found \(describeNext())")
            }
            let key = try string()
            guard keys.insert(ByteKey(key)).inserted else {
                throw Failure(message: "the key '\(Quote.value(key))' is given twice", position: keyPosition)
            }
            skipSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw failure("expected ':' after the key, found \(describeNext())") }
            offset += 1
            try countMember()
            result.append((key, keyPosition, try value(depth: depth)))
            skipSpace()
            guard offset < bytes.count else { throw failure("the object is not closed: expected ',' or '}', found end of file") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
                continue
            }
            guard bytes[offset] == UInt8(ascii: "}") else { throw failure("expected ',' or '}', found \(describeNext())") }
            offset += 1
            return .object(result, start)
        }
    }

    private mutating func array(depth: Int, start: Position) throws(Failure) -> Value {
        offset += 1
        var result: [Value] = []
        skipSpace()
        if offset < bytes.count && bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return .array(result, start)
        }
        while true {
            try countMember()
            result.append(try value(depth: depth))
            skipSpace()
            guard offset < bytes.count else { throw failure("the array is not closed: expected ',' or ']', found end of file") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
                continue
            }
            guard bytes[offset] == UInt8(ascii: "]") else { throw failure("expected ',' or ']', found \(describeNext())") }
            offset += 1
            return .array(result, start)
        }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        let expected = Array(word.utf8)
        guard bytes.count - offset >= expected.count, Array(bytes[offset..<offset + expected.count]) == expected else {
            throw failure("expected a value, found \(describeNext())")
        }
        offset += expected.count
    }

    private mutating func number() throws(Failure) -> Double {
        let start = offset
        func digits() -> Int {
            let from = offset
            while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
            return offset - from
        }
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        let whole = offset
        guard digits() > 0 else { throw failure("expected digits in the number") }
        if bytes[whole] == UInt8(ascii: "0") && offset - whole > 1 { throw Failure(message: "a number may not start with 0", position: Position(line: line, column: whole - lineStart + 1)) }
        if offset < bytes.count && bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { throw failure("expected digits after '.'") }
        }
        if offset < bytes.count && (bytes[offset] | 0x20) == UInt8(ascii: "e") {
            offset += 1
            if offset < bytes.count && (bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")) { offset += 1 }
            guard digits() > 0 else { throw failure("expected digits in the exponent") }
        }
        guard offset - start <= 64, let number = Double(String(decoding: bytes[start..<offset], as: UTF8.self)), number.isFinite else {
            throw Failure(message: "the number is too long or too large", position: Position(line: line, column: start - lineStart + 1))
        }
        return number
    }

    /// A string; the reader is at its opening quote.
    private mutating func string() throws(Failure) -> String {
        offset += 1
        var scalars = String.UnicodeScalarView()
        // How many scalars `scalars` holds: its `count` walks the whole view each time.
        var scalarCount = 0
        var raw: [UInt8] = []
        func flush() throws(Failure) {
            guard !raw.isEmpty else { return }
            guard let text = String(validating: raw, as: UTF8.self) else { throw failure("the string is not valid UTF-8") }
            scalars.append(contentsOf: text.unicodeScalars)
            scalarCount += text.unicodeScalars.count
            raw.removeAll(keepingCapacity: true)
        }
        while true {
            guard offset < bytes.count else { throw failure("the string is not closed") }
            guard scalarCount + raw.count <= limits.maxStringLength else {
                throw limit("a string longer than \(limits.maxStringLength) characters")
            }
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                try flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flush()
                offset += 1
                guard offset < bytes.count else { throw failure("the string is not closed") }
                let escape = bytes[offset]
                offset += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"): scalars.append(try unicodeEscape())
                default: throw failure("'\\\(Character(Unicode.Scalar(escape)))' is not a JSON escape")
                }
                scalarCount += 1
            case 0..<0x20:
                throw failure("a control character in a string (write it as \\u00\(String(byte, radix: 16)))")
            default:
                raw.append(byte)
                offset += 1
            }
        }
    }

    /// `\uXXXX`, with a surrogate pair as one scalar; the reader is after the `u`.
    private mutating func unicodeEscape() throws(Failure) -> Unicode.Scalar {
        let first = try hex4()
        if (0xD800..<0xDC00).contains(first) {
            guard bytes.count - offset >= 6, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                throw failure("a lone surrogate \\u\(String(first, radix: 16))")
            }
            offset += 2
            let second = try hex4()
            guard (0xDC00..<0xE000).contains(second), let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) else {
                throw failure("a lone surrogate \\u\(String(first, radix: 16))")
            }
            return scalar
        }
        guard let scalar = Unicode.Scalar(first) else { throw failure("a lone surrogate \\u\(String(first, radix: 16))") }
        return scalar
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard bytes.count - offset >= 4 else { throw failure("expected four hex digits after \\u") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Character(Unicode.Scalar(bytes[offset])).hexDigitValue else { throw failure("expected four hex digits after \\u") }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }
}

extension JSONReader.Value {
    /// The members of an object, in file order; nil for any other value.
    package var members: [(key: String, keyPosition: JSONReader.Position, value: JSONReader.Value)]? {
        if case .object(let members, _) = self { return members }
        return nil
    }

    /// The value of an object's member `key` (the first, there being no duplicates); nil when this
    /// is not an object or has no such member.
    package func member(_ key: String) -> JSONReader.Value? {
        members?.first { $0.key == key }?.value
    }

    /// The text of a string; nil for any other value.
    package var string: String? {
        if case .string(let text, _) = self { return text }
        return nil
    }
}
