/// The character encoding of an input, decided before libxml2 reads a byte, from the byte-order
/// mark and the XML declaration.
///
/// ``MarkupPrescan`` reads the bytes as ASCII. That holds only for encodings in which every byte
/// below 0x80 is the ASCII character: UTF-8, US-ASCII and ISO-8859-1 to -16. libxml2 would also
/// decode UTF-16, UCS-4, EBCDIC and, through iconv, UTF-7 and hundreds more, in which markup need
/// not look like markup to the pre-scan, and so attribute floods would reach libxml2's quadratic
/// checks. Those are refused here as `input.encoding`. Storyboards are UTF-8.
///
/// The parse then runs with `XML_PARSE_IGNORE_ENC` in the encoding chosen here, so libxml2 can
/// never switch encodings itself on a declaration or a byte-order mark it reads later.
enum InputEncoding: Equatable {
    /// UTF-8 (or US-ASCII, a subset): libxml2's own.
    case utf8
    /// A single-byte encoding whose lower half is ASCII, by the name libxml2 knows it by.
    case asciiCompatible(String)

    /// How far into the input the XML declaration is looked for. A declaration is short; one
    /// that is longer (padded with white space) is not read, and libxml2 ignores it too.
    static let declarationWindow = 1_024

    /// Declared encodings accepted besides UTF-8, upper-cased: those whose every byte below 0x80
    /// is ASCII, so that the pre-scan reads their markup as libxml2 will.
    static let asciiCompatibleNames: Set<String> = Set(["US-ASCII", "ASCII"] + (1...16).filter { $0 != 12 }.map { "ISO-8859-\($0)" })

    private static let declarationOpen = Array("<?xml".utf8)
    private static let encodingKey = Array("encoding".utf8)

    private static let refusedNote = "only UTF-8, US-ASCII and ISO-8859-1 to -16 are read; save the file as UTF-8"

    /// The encoding of the input whose first bytes are `head`, or `input.encoding` at the byte-order
    /// mark or the declared name.
    static func detect(_ head: UnsafeRawBufferPointer) throws(XMLIssue) -> InputEncoding {
        let bytes = head.prefix(declarationWindow)
        func refuse(_ what: String, column: Int = 1) -> XMLIssue {
            XMLIssue(code: .unsupportedEncoding, message: "file is \(what); \(refusedNote)", line: 1, column: column)
        }
        // The first four bytes as one big-endian number (missing bytes are zero, and a shorter
        // input matches only the patterns its bytes do): no array made per load.
        let count4 = min(4, bytes.count)
        var first4: UInt32 = 0
        for index in 0..<4 { first4 = first4 << 8 | (index < count4 ? UInt32(bytes[bytes.startIndex + index]) : 0) }
        func starts(with pattern: UInt32, length: Int) -> Bool {
            count4 >= length && first4 >> UInt32(8 * (4 - length)) == pattern
        }
        if starts(with: 0x0000_FEFF, length: 4) || starts(with: 0xFFFE_0000, length: 4) {
            throw refuse("UCS-4 (byte-order mark)")
        }
        if starts(with: 0xFEFF, length: 2) || starts(with: 0xFFFE, length: 2) {
            throw refuse("UTF-16 (byte-order mark)")
        }
        if starts(with: 0x4C6F_A794, length: 4) {
            throw refuse("EBCDIC (`<?xm` in EBCDIC)")
        }
        // `<` or `<?` in UTF-16 or UCS-4 without a mark, as libxml2 detects them; and any NUL so
        // early, which no ASCII-compatible XML text has.
        if count4 == 4 && (first4 == 0x0000_003C || first4 == 0x3C00_0000 || first4 == 0x0000_3C00 || first4 == 0x003C_0000) {
            throw refuse("UCS-4 (no byte-order mark)")
        }
        if count4 == 4 && (first4 == 0x003C_003F || first4 == 0x3C00_3F00) {
            throw refuse("UTF-16 (no byte-order mark)")
        }
        if bytes.prefix(4).contains(0x00) {
            throw refuse("not ASCII-compatible text (a NUL byte in its first four: UTF-16 or UCS-4 without a byte-order mark?)")
        }
        let hasMark = starts(with: 0xEFBBBF, length: 3)
        guard let declared = declaredEncoding(UnsafeRawBufferPointer(rebasing: bytes.dropFirst(hasMark ? 3 : 0))) else { return .utf8 }
        let column = declared.column + (hasMark ? 3 : 0)
        // As nearly every storyboard writes it: no case mapping (the Unicode one `uppercased()` does).
        if declared.name == "UTF-8" { return .utf8 }
        let name = declared.name.uppercased()
        if name == "UTF-8" || name == "UTF8" { return .utf8 }
        let shown = "declared as '\(Quote.value(declared.name, limit: 40))'"
        guard asciiCompatibleNames.contains(name) else { throw refuse(shown, column: column) }
        if hasMark { throw refuse("\(shown) but starts with a UTF-8 byte-order mark", column: column) }
        return .asciiCompatible(name)
    }

    /// The value of the XML declaration's `encoding` and its column (on line 1; a declaration
    /// spread over lines reports the column as if it were one), if `bytes` start with a declaration.
    private static func declaredEncoding(_ bytes: UnsafeRawBufferPointer) -> (name: String, column: Int)? {
        let open = InputEncoding.declarationOpen
        guard bytes.count > open.count, bytes.starts(with: open), isSpace(bytes[open.count]) else { return nil }
        let end = (open.count..<max(open.count, bytes.count - 1)).first { bytes[$0] == UInt8(ascii: "?") && bytes[$0 + 1] == UInt8(ascii: ">") } ?? bytes.count
        let key = InputEncoding.encodingKey
        var index = open.count
        while index + key.count <= end {
            guard isSpace(bytes[index - 1]), bytes[index..<(index + key.count)].elementsEqual(key) else {
                index += 1
                continue
            }
            var cursor = index + key.count
            while cursor < end, isSpace(bytes[cursor]) { cursor += 1 }
            guard cursor < end, bytes[cursor] == UInt8(ascii: "=") else { return nil }
            cursor += 1
            while cursor < end, isSpace(bytes[cursor]) { cursor += 1 }
            guard cursor < end, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") else { return nil }
            let quote = bytes[cursor]
            let start = cursor + 1
            guard let close = bytes[start..<end].firstIndex(of: quote) else { return nil }
            return (String(decoding: bytes[start..<close], as: UTF8.self), start + 1)
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
