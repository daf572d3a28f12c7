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
    /// Progress through "xmlns" at the start of an attribute name; -1 when not at one.
    private var xmlnsMatched = -1
    /// Progress through "--" or "[CDATA[" after `<!`.
    private var declarationMatched = 0
    private var declarationIsCDATA = false
    /// Consecutive `-` (comment), `]` (CDATA) or a `?` (instruction) just seen.
    private var closers = 0
    private var linesBefore = 1
    private var lastLineLength = 0

    private static let cdataOpen = Array("[CDATA[".utf8)

    /// Scans the next chunk; returns the first limit it crosses.
    ///
    /// Most tags cannot cross a limit, and are skipped whole (see ``skipOrdinaryTags``); the state
    /// machine reads the rest byte by byte. A chunk that contains `xmlns` anywhere is read entirely by
    /// the state machine, so every namespace declaration is counted.
    mutating func scan(_ chunk: UnsafeRawBufferPointer, limits: ParserLimits) -> XMLIssue? {
        guard let base = chunk.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        let count = chunk.count
        let mayDeclareNamespaces = MarkupPrescan.containsXMLNS(base, count)
        var i = 0
        while i < count {
            if state == .text && !mayDeclareNamespaces {
                i = MarkupPrescan.skipOrdinaryTags(base, from: i, count: count, limits: limits)
                if i == count { break }
            }
            if let issue = step(base, &i, count, limits) { return issue }
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
    private mutating func step(_ base: UnsafePointer<UInt8>, _ i: inout Int, _ count: Int, _ limits: ParserLimits) -> XMLIssue? {
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
            default: state = .tag; equalsInTag = 0; xmlnsMatched = -1
            }
            i += 1
        case .tag:
            let byte = base[i]
            i += 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                quote = byte
                state = .quoted
                xmlnsMatched = -1
            case UInt8(ascii: "="), UInt8(ascii: ":"):
                if xmlnsMatched == 5 {
                    namespaces += 1
                    if namespaces > limits.maxNamespaceDeclarations {
                        return issue(.namespaceLimit, "more than the limit of \(limits.maxNamespaceDeclarations) namespace declarations", base, i - 1)
                    }
                }
                xmlnsMatched = -1
                if byte == UInt8(ascii: "=") {
                    equalsInTag += 1
                    if equalsInTag > limits.maxAttributes {
                        return issue(.attributeLimit, "element has more than the limit of \(limits.maxAttributes) attributes", base, i - 1)
                    }
                }
            case UInt8(ascii: ">"):
                state = .text
            case 0x20, 0x09, 0x0A, 0x0D:
                xmlnsMatched = 0
            default:
                if xmlnsMatched >= 0 && xmlnsMatched < 5 && byte == MarkupPrescan.xmlnsByte(xmlnsMatched) {
                    xmlnsMatched += 1
                } else {
                    // The rest of a name that is not `xmlns`: nothing to count up to its end.
                    xmlnsMatched = -1
                    while i < count && !MarkupPrescan.endsName(base[i]) { i += 1 }
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

    private mutating func countLines(_ base: UnsafePointer<UInt8>, _ count: Int) {
        var lines = 0
        var lastNewline = -1
        while let found = memchr(base + lastNewline + 1, 0x0A, count - lastNewline - 1) {
            lines += 1
            lastNewline = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
        }
        linesBefore += lines
        lastLineLength = lastNewline < 0 ? lastLineLength + count : count - lastNewline - 1
    }

    /// The `index`-th byte of `xmlns`.
    private static func xmlnsByte(_ index: Int) -> UInt8 {
        switch index {
        case 0: UInt8(ascii: "x")
        case 1: UInt8(ascii: "m")
        case 2: UInt8(ascii: "l")
        case 3: UInt8(ascii: "n")
        default: UInt8(ascii: "s")
        }
    }

    /// Whether `byte` ends an attribute name inside a tag (the bytes the `.tag` state acts on).
    private static func endsName(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: ">"):
            true
        default:
            false
        }
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
