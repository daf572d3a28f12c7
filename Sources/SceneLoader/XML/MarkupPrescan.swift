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

    /// Most tags cannot cross a limit and are skipped whole (see ``skipOrdinaryTags``); the state
    /// machine reads the rest. A chunk that contains `xmlns` anywhere is read entirely by the state
    /// machine, so every namespace declaration is counted.
    private mutating func scan(_ chunk: UnsafeRawBufferPointer, limits: ParserLimits, isPlain: UnsafeBufferPointer<Bool>) -> XMLIssue? {
        guard let base = chunk.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        let count = chunk.count
        let mayDeclareNamespaces = MarkupPrescan.containsXMLNS(base, count)
        var i = 0
        while i < count {
            if state == .text && !mayDeclareNamespaces {
                i = MarkupPrescan.skipOrdinaryTags(base, from: i, count: count, limits: limits)
                if i == count { break }
            }
            if let issue = step(base, &i, count, limits, isPlain) { return issue }
        }
        countLines(base, count)
        return nil
    }

    /// From `i` in text, skips the start and end tags that cannot cross a limit, with the text after
    /// them, and returns the position of the first `<` the state machine must read (or `count`).
    ///
    /// A tag ends before the next `<` (a `<` inside an attribute value is an error at which libxml2
    /// stops), so a tag whose bytes up to the next `<` hold no more `=` than `maxAttributes` has no
    /// more attributes than that. Comments, CDATA sections, instructions and declarations, tags with
    /// more `=`, and the tag the chunk cuts are left to the state machine.
    private static func skipOrdinaryTags(_ base: UnsafePointer<UInt8>, from start: Int, count: Int, limits: ParserLimits) -> Int {
        var i = start
        while true {
            guard let open = memchr(base + i, 0x3C, count - i) else { return count }
            let tag = UnsafeRawPointer(open).assumingMemoryBound(to: UInt8.self) - base
            guard tag + 1 < count, base[tag + 1] != UInt8(ascii: "!"), base[tag + 1] != UInt8(ascii: "?"),
                  let next = memchr(base + tag + 1, 0x3C, count - tag - 1) else { return tag }
            let end = UnsafeRawPointer(next).assumingMemoryBound(to: UInt8.self) - base
            // Fewer bytes than the limit hold fewer `=` than the limit: nothing to count.
            if end - tag <= limits.maxAttributes {
                i = end
                continue
            }
            var equals = 0
            var at = tag
            while let found = memchr(base + at, Int32(UInt8(ascii: "=")), end - at) {
                equals += 1
                if equals > limits.maxAttributes { return tag }
                at = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base + 1
            }
            i = end
        }
    }

    /// Whether `xmlns` occurs anywhere in the bytes.
    private static func containsXMLNS(_ base: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var i = 0
        while let found = memchr(base + i, Int32(UInt8(ascii: "x")), count - i) {
            let at = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
            if at + 5 <= count && base[at + 1] == UInt8(ascii: "m") && base[at + 2] == UInt8(ascii: "l")
                && base[at + 3] == UInt8(ascii: "n") && base[at + 4] == UInt8(ascii: "s") {
                return true
            }
            i = at + 1
        }
        return false
    }

    /// One transition of the state machine, from `i`; returns the limit it crosses.
    private mutating func step(_ base: UnsafePointer<UInt8>, _ i: inout Int, _ count: Int, _ limits: ParserLimits,
                               _ isPlain: UnsafeBufferPointer<Bool>) -> XMLIssue? {
        switch state {
        case .text:
            guard let found = memchr(base + i, 0x3C, count - i) else { i = count; return nil }
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
            guard i < count else { return nil }
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
            guard let found = memchr(base + i, Int32(quote), count - i) else { i = count; return nil }
            i = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base + 1
            state = .tag
        case .closing:
            guard let found = memchr(base + i, 0x3E, count - i) else { i = count; return nil }
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
