#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A linear pass over the raw bytes, ahead of libxml2, that counts attributes per start tag and
/// namespace declarations.
///
/// libxml2 2.9 checks duplicate attributes and looks up namespace prefixes in quadratic time, before
/// any SAX callback could count them: 30,000 attributes on one element take it two seconds, a
/// million take forty minutes. This pass finds such a tag in linear time, before libxml2 parses it.
/// It jumps over attribute values and text with `memchr`, so it costs a few percent of the parse.
struct MarkupPrescan {
    private enum State { case text, open, tag, quoted, closing, declaration, comment, cdata, instruction }

    private var state = State.text
    private var quote: UInt8 = 0
    private var equalsInTag = 0
    private var namespaces = 0
    /// Progress through "--" or "[CDATA[" after `<!`.
    private var declarationMatched = 0
    private var declarationIsCDATA = false
    /// Consecutive `-` (comment), `]` (CDATA) or a `?` (instruction) just seen.
    private var closers = 0
    private var linesBefore = 1
    private var lastLineLength = 0

    /// Bytes that need no attention inside a tag: everything but quotes, `=`, `>` and white space.
    private static let isPlain: [Bool] = (0...255).map { byte in
        !["\"", "'", "=", ">", " ", "\t", "\n", "\r"].map { UInt8(ascii: $0) }.contains(UInt8(byte))
    }
    private static let cdataOpen = Array("[CDATA[".utf8)

    /// Scans the next chunk; returns the first limit it crosses.
    mutating func scan(_ chunk: UnsafeRawBufferPointer, limits: ParserLimits) -> XMLIssue? {
        MarkupPrescan.isPlain.withUnsafeBufferPointer { isPlain in scan(chunk, limits: limits, isPlain: isPlain) }
    }

    private mutating func scan(_ chunk: UnsafeRawBufferPointer, limits: ParserLimits, isPlain: UnsafeBufferPointer<Bool>) -> XMLIssue? {
        guard let base = chunk.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        let count = chunk.count
        var i = 0
        while i < count {
            switch state {
            case .text:
                guard let found = memchr(base + i, 0x3C, count - i) else { i = count; continue }
                i = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base + 1
                state = .open
            case .open:
                switch base[i] {
                case UInt8(ascii: "!"): state = .declaration; declarationMatched = 0
                case UInt8(ascii: "?"): state = .instruction; closers = 0
                case UInt8(ascii: "/"): state = .closing
                default: state = .tag; equalsInTag = 0
                }
                i += 1
            case .tag:
                // Most bytes in a tag are name characters: skip them in a tight loop.
                while i < count && isPlain[Int(base[i])] { i += 1 }
                guard i < count else { continue }
                let byte = base[i]
                i += 1
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    quote = byte
                    state = .quoted
                case UInt8(ascii: "="):
                    equalsInTag += 1
                    if equalsInTag > limits.maxAttributes {
                        return issue(.attributeLimit, "element has more than the limit of \(limits.maxAttributes) attributes", base, i - 1)
                    }
                case UInt8(ascii: ">"):
                    state = .text
                default: // white space: an attribute name may start here
                    if i + 5 <= count, base[i] == UInt8(ascii: "x"), base[i + 1] == UInt8(ascii: "m"), base[i + 2] == UInt8(ascii: "l"),
                       base[i + 3] == UInt8(ascii: "n"), base[i + 4] == UInt8(ascii: "s"),
                       i + 5 == count || base[i + 5] == UInt8(ascii: "=") || base[i + 5] == UInt8(ascii: ":") {
                        namespaces += 1
                        if namespaces > limits.maxNamespaceDeclarations {
                            return issue(.namespaceLimit, "more than the limit of \(limits.maxNamespaceDeclarations) namespace declarations", base, i)
                        }
                    }
                }
            case .quoted:
                guard let found = memchr(base + i, Int32(quote), count - i) else { i = count; continue }
                i = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base + 1
                state = .tag
            case .closing:
                guard let found = memchr(base + i, 0x3E, count - i) else { i = count; continue }
                i = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base + 1
                state = .text
            case .declaration:
                let byte = base[i]
                if declarationMatched == 0 {
                    declarationIsCDATA = byte == UInt8(ascii: "[")
                }
                let expected = declarationIsCDATA ? MarkupPrescan.cdataOpen : [UInt8(ascii: "-"), UInt8(ascii: "-")]
                if byte == expected[declarationMatched] {
                    declarationMatched += 1
                    i += 1
                    if declarationMatched == expected.count {
                        state = declarationIsCDATA ? .cdata : .comment
                        closers = 0
                    }
                } else {
                    state = .closing // <!DOCTYPE …> and the like; libxml2 refuses them anyway.
                }
            case .comment, .cdata:
                let closer = state == .comment ? UInt8(ascii: "-") : UInt8(ascii: "]")
                let byte = base[i]
                i += 1
                if byte == UInt8(ascii: ">") && closers >= 2 {
                    state = .text
                } else {
                    closers = byte == closer ? closers + 1 : 0
                }
            case .instruction:
                let byte = base[i]
                i += 1
                if byte == UInt8(ascii: ">") && closers > 0 { state = .text } else { closers = byte == UInt8(ascii: "?") ? 1 : 0 }
            }
        }
        countLines(base, count)
        return nil
    }

    /// Counts the chunk's lines with `memchr`, which skips a line's bytes many at a time.
    private mutating func countLines(_ base: UnsafePointer<UInt8>, _ count: Int) {
        var lines = 0
        var lineStart = 0
        while lineStart < count, let found = memchr(base + lineStart, 0x0A, count - lineStart) {
            lines += 1
            lineStart = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base + 1
        }
        linesBefore += lines
        lastLineLength = lines == 0 ? lastLineLength + count : count - lineStart
    }

    private func issue(_ code: DiagnosticCode, _ message: String, _ base: UnsafePointer<UInt8>, _ offset: Int) -> XMLIssue {
        var line = linesBefore
        var column = lastLineLength + 1
        for index in 0..<offset {
            if base[index] == 0x0A { line += 1; column = 1 } else { column += 1 }
        }
        return XMLIssue(code: code, message: message, line: line, column: column)
    }
}
