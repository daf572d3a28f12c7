internal import CXML
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A linear pass over the raw bytes, ahead of libxml2, that finds what libxml2 2.9 handles badly or
/// reports obscurely: attribute floods, namespace floods, huge attribute values and committed
/// merge conflicts.
///
/// libxml2 2.9 checks duplicate attributes and looks up namespace prefixes in quadratic time, before
/// any SAX callback could count them: 30,000 attributes on one element take it two seconds, a
/// million take forty minutes. It buffers a whole start tag before parsing it and reports a value
/// past 10 MB as "Huge input lookup". This pass finds such a tag in linear time, before libxml2
/// parses it. It jumps over attribute values and text with `memchr`, so it costs a few percent of
/// the parse. Its state carries over between chunks.
///
/// - `<<<<<<<` at the start of a line is `input.merge-conflict` at that line, column 1.
/// - More `=` outside quotes in one start tag than ``XMLLimits/maxAttributes`` is
///   `limit.attributes`; more `xmlns` attributes than ``XMLLimits/maxNamespaceDeclarations`` in
///   the tags it reads byte by byte is `limit.namespaces`. It skips short tags whole: a tag of at
///   most five bytes per allowed attribute cannot hold a flood (each attribute takes white space, a
///   name, `=` and two quotes), and the parser counts the attributes and declarations of every
///   element against the same limits.
/// - A quoted value longer than ``XMLLimits/maxAttributeLength`` is `limit.attribute-length`,
///   located at the byte that crosses the limit.
/// - A run of text (the bytes between one piece of markup and the next) or a CDATA section's
///   content longer than ``XMLLimits/maxTextLength`` is `limit.text`, located at the byte that
///   crosses the limit. (In UTF-8 these are the bytes libxml2 reports, or more: references and
///   line ends only shrink. The parser counts what libxml2 reports from other encodings.)
/// - A start tag that may hold a name longer than ``XMLLimits/maxNameLength`` sets
///   ``mayHoldLongNames`` (from then on): the parser reports `limit.name` itself, at the tag, and
///   measures names only once this is set.
///
/// Comments, CDATA sections and processing instructions are skipped. Inside a `<!DOCTYPE>` (which
/// libxml2 refuses as soon as it reads its name) the count may be off; it can only ever report a
/// limit instead of the refusal, never accept anything.
struct MarkupPrescan {
    private enum State { case text, open, conflict, tag, quoted, closing, declaration, comment, cdata, instruction }

    private var state = State.text
    private var quote: UInt8 = 0
    private var equalsInTag = 0
    private var namespaces = 0
    /// Bytes of "xmlns" matched at the start of an attribute name, or -1 when not at one. Kept
    /// between chunks, so that a declaration split by a chunk boundary still counts.
    private var xmlnsMatched = -1
    /// Bytes of the attribute value being scanned.
    private var valueLength = 0
    /// Bytes of the run of text (or CDATA section) being scanned.
    private var textRun = 0
    /// Whether the `<` just seen starts a line, and how many `<` in a row start it.
    private var openAtLineStart = false
    private var conflictRun = 0
    /// The last byte of the previous chunk (a newline before the first chunk: a line start).
    private var previousByte: UInt8 = 0x0A
    /// Progress through "--" or "[CDATA[" after `<!`.
    private var declarationMatched = 0
    private var declarationIsCDATA = false
    /// Consecutive `-` (comment), `]` (CDATA) or a `?` (instruction) just seen.
    private var closers = 0
    /// Bytes of the input's last line before this chunk (its line is counted only when an issue
    /// is found: see ``scan(_:limits:)``).
    private var lastLineLength = 0
    /// Bytes of the run of name characters being read in a tag (kept between chunks).
    private var nameRun = 0
    /// Whether a start tag scanned so far may hold an element or attribute name longer than
    /// ``XMLLimits/maxNameLength`` bytes (of the input; as many in UTF-8, where no byte of a name
    /// changes). Once set it stays set: libxml2 may parse that tag during a later chunk.
    private(set) var mayHoldLongNames = false

    /// Bytes that need no attention inside a tag: everything but quotes, `=`, `>` and white space.
    /// (Made by marking those eight in a table of 256, not as a map over every byte, which would
    /// make the list of eight again for each byte at the first load of every process.)
    private static let isPlain: [Bool] = {
        var table = [Bool](repeating: true, count: 256)
        for byte in "\"'=> \t\n\r".utf8 { table[Int(byte)] = false }
        return table
    }()
    private static let cdataOpen = Array("[CDATA[".utf8)
    private static let commentOpen = Array("--".utf8)
    private static let conflictMarkerLength = 7
    /// The fewest bytes a well-formed attribute takes in a start tag: ` a=""`.
    private static let leastAttributeBytes = 5
    private static let xmlns: [UInt8] = Array("xmlns".utf8)

    /// Scans the next chunk; returns the first limit it crosses or the first conflict marker.
    ///
    /// Lines are not counted as the bytes pass: an issue's line is counted from the chunk's first
    /// line, line 1, and the caller adds the line the chunk starts on, which it knows from the
    /// parser once that has read the chunks before.
    mutating func scan(_ chunk: UnsafeRawBufferPointer, limits: XMLLimits) -> XMLIssue? {
        MarkupPrescan.isPlain.withUnsafeBufferPointer { isPlain in scan(chunk, limits: limits, isPlain: isPlain) }
    }

    /// Most tags cannot cross a limit and are skipped whole (see ``skipOrdinaryTags``); the state
    /// machine reads the rest. Issues are located from the chunk's first line, line 1.
    private mutating func scan(_ chunk: UnsafeRawBufferPointer, limits: XMLLimits, isPlain: UnsafeBufferPointer<Bool>) -> XMLIssue? {
        guard let base = chunk.baseAddress?.assumingMemoryBound(to: UInt8.self), chunk.count > 0 else { return nil }
        let count = chunk.count
        var i = 0
        while i < count {
            if state == .text {
                // The run of text that goes on here, to the next `<` (the tags skipped after it
                // hold shorter runs than the limit: see `skipOrdinaryTags`).
                let open = MarkupPrescan.offset(of: 0x3C, in: base, from: i, count: count)
                if let issue = countText(base, from: i, to: open, limits) { return issue }
                i = open
                if i == count { break }
                i = MarkupPrescan.skipOrdinaryTags(base, from: i, count: count, limits: limits)
                if i == count { break }
            }
            if let issue = step(base, &i, count, limits, isPlain) { return issue }
        }
        measureLastLine(base, count)
        previousByte = base[count - 1]
        return nil
    }

    /// From `i` in text, skips the start and end tags that cannot cross a limit, with the text after
    /// them, and returns the position of the first `<` the state machine must read (or `count`).
    ///
    /// A tag ends before the next `<` (a `<` inside an attribute value is an error at which libxml2
    /// stops), so a tag whose bytes up to the next `<` are fewer than `maxAttributeLength`,
    /// `maxNameLength` and `maxTextLength` crosses no length limit, holds no name too long and is
    /// followed by no text too long; past five bytes per
    /// allowed attribute its `=` are counted, as the state machine would. Comments, CDATA sections,
    /// instructions and declarations, `<<` (a merge-conflict marker may start there), longer tags,
    /// tags with more `=`, and the tag the chunk cuts are left to the state machine. The `<` are
    /// found 32 or 16 bytes at a time, in C (`cxml_skip_ordinary_tags`: Swift has no byte mask of a
    /// vector comparison, and a `memchr` per tag is a call per tag).
    private static func skipOrdinaryTags(_ base: UnsafePointer<UInt8>, from start: Int, count: Int, limits: XMLLimits) -> Int {
        let longest = min(limits.maxAttributeLength, limits.maxNameLength, limits.maxTextLength)
        let countPast = limits.maxAttributes.multipliedReportingOverflow(by: MarkupPrescan.leastAttributeBytes)
        return Int(cxml_skip_ordinary_tags(base, start, count, longest, countPast.overflow ? Int.max : countPast.partialValue,
                                           limits.maxAttributes))
    }

    /// One transition of the state machine, from `i`; returns the limit it crosses.
    private mutating func step(_ base: UnsafePointer<UInt8>, _ i: inout Int, _ count: Int, _ limits: XMLLimits,
                               _ isPlain: UnsafeBufferPointer<Bool>) -> XMLIssue? {
        switch state {
        case .text:
            let at = MarkupPrescan.offset(of: 0x3C, in: base, from: i, count: count)
            if let issue = countText(base, from: i, to: at, limits) { return issue }
            guard at < count else { i = count; return nil }
            openAtLineStart = (at == 0 ? previousByte : base[at - 1]) == 0x0A
            i = at + 1
            state = .open
            textRun = 0
        case .open:
            switch base[i] {
            case UInt8(ascii: "!"): state = .declaration; declarationMatched = 0
            case UInt8(ascii: "?"): state = .instruction; closers = 0
            case UInt8(ascii: "/"): state = .closing
            case UInt8(ascii: "<") where openAtLineStart: state = .conflict; conflictRun = 2
            default: state = .tag; equalsInTag = 0; xmlnsMatched = -1; nameRun = 1 // the name's first byte
            }
            i += 1
        case .conflict:
            guard base[i] == UInt8(ascii: "<") else {
                state = .tag; equalsInTag = 0; xmlnsMatched = -1; nameRun = 0
                return nil
            }
            conflictRun += 1
            if conflictRun == MarkupPrescan.conflictMarkerLength {
                return XMLIssue(code: .mergeConflict,
                                message: "line starts with a merge-conflict marker '<<<<<<<': resolve the conflict before loading",
                                line: issue(.mergeConflict, "", base, i).line, column: 1)
            }
            i += 1
        case .tag:
            // At the start of an attribute name: is it `xmlns` followed by `=` or `:`?
            while xmlnsMatched >= 0 && i < count {
                let byte = base[i]
                if xmlnsMatched < 5 {
                    guard byte == MarkupPrescan.xmlns[xmlnsMatched] else { xmlnsMatched = -1; break }
                    xmlnsMatched += 1
                    nameRun += 1
                    i += 1
                    continue
                }
                if byte == UInt8(ascii: "=") || byte == UInt8(ascii: ":") {
                    namespaces += 1
                    if namespaces > limits.maxNamespaceDeclarations {
                        return issue(.namespaceLimit, "more than the limit of \(limits.maxNamespaceDeclarations) namespace declarations", base, i)
                    }
                }
                xmlnsMatched = -1
            }
            // Most bytes in a tag are name characters: skip them in a tight loop. A name is such a run
            // (or part of one: a prefix, a `/`), so a run no longer than the limit holds no long name.
            let runStart = i
            while i < count && isPlain[Int(base[i])] { i += 1 }
            nameRun += i - runStart
            if nameRun > limits.maxNameLength { mayHoldLongNames = true }
            guard i < count else { return nil }
            let byte = base[i]
            i += 1
            nameRun = 0
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                quote = byte
                state = .quoted
                valueLength = 0
            case UInt8(ascii: "="):
                equalsInTag += 1
                if equalsInTag > limits.maxAttributes {
                    return issue(.attributeLimit, "element has more than the limit of \(limits.maxAttributes) attributes", base, i - 1)
                }
            case UInt8(ascii: ">"):
                state = .text
            default: // white space: an attribute name may start here (look only at an `x`)
                if i == count || base[i] == UInt8(ascii: "x") { xmlnsMatched = 0 }
            }
        case .quoted:
            let end = MarkupPrescan.offset(of: quote, in: base, from: i, count: count)
            let before = valueLength
            valueLength += end - i
            if valueLength > limits.maxAttributeLength {
                return issue(.attributeLengthLimit, "attribute value is longer than the limit of \(limits.maxAttributeLength) bytes",
                             base, i + (limits.maxAttributeLength - before))
            }
            if end < count { state = .tag; i = end + 1 } else { i = count }
        case .closing:
            let end = MarkupPrescan.offset(of: 0x3E, in: base, from: i, count: count)
            guard end < count else { i = count; return nil }
            i = end + 1
            state = .text
        case .declaration:
            let byte = base[i]
            if declarationMatched == 0 {
                declarationIsCDATA = byte == UInt8(ascii: "[")
            }
            let expected = declarationIsCDATA ? MarkupPrescan.cdataOpen : MarkupPrescan.commentOpen
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
        case .comment, .cdata, .instruction:
            // To the next `>`: the comment, section or instruction ends there when `--`, `]]` or `?`
            // comes right before it (counting the closers that ended the previous chunk).
            let closer = state == .comment ? UInt8(ascii: "-") : state == .cdata ? UInt8(ascii: "]") : UInt8(ascii: "?")
            let end = MarkupPrescan.offset(of: 0x3E, in: base, from: i, count: count)
            // A CDATA section's content is text, as libxml2 reports it (with the `]]`, harmless).
            if state == .cdata, let issue = countText(base, from: i, to: end, limits) { return issue }
            guard end < count else {
                closers = MarkupPrescan.closers(closer, before: count, from: i, in: base, carried: closers)
                i = count
                return nil
            }
            if MarkupPrescan.closers(closer, before: end, from: i, in: base, carried: closers) >= (state == .instruction ? 1 : 2) {
                state = .text
            }
            closers = 0
            i = end + 1
        }
        return nil
    }

    /// Where the first `byte` is from `start` (by `memchr`), or `count` when the bytes hold none.
    @inline(__always)
    private static func offset(of byte: UInt8, in base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        guard let found = memchr(base + start, Int32(byte), count - start) else { return count }
        return UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
    }

    /// Adds the text in `start..<end` to the run; the limit, at the byte that crosses it.
    @inline(__always)
    private mutating func countText(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int, _ limits: XMLLimits) -> XMLIssue? {
        let before = textRun
        textRun += end - start
        guard textRun > limits.maxTextLength else { return nil }
        return issue(.textLimit, "text is longer than the limit of \(limits.maxTextLength) bytes", base, start + (limits.maxTextLength - before))
    }

    /// How many `closer` bytes come right before `end`, back to `start`, and then the `carried`
    /// ones before `start` if every byte from `start` is one.
    private static func closers(_ closer: UInt8, before end: Int, from start: Int, in base: UnsafePointer<UInt8>, carried: Int) -> Int {
        var at = end
        while at > start && base[at - 1] == closer { at -= 1 }
        return at == start ? end - start + carried : end - at
    }

    /// The length of the chunk's last line, from its end back to its last newline (or added to
    /// the previous one when the chunk holds none).
    private mutating func measureLastLine(_ base: UnsafePointer<UInt8>, _ count: Int) {
        var lineStart = count
        while lineStart > 0 && base[lineStart - 1] != 0x0A { lineStart -= 1 }
        lastLineLength = lineStart == 0 ? lastLineLength + count : count - lineStart
    }

    private func issue(_ code: DiagnosticCode, _ message: String, _ base: UnsafePointer<UInt8>, _ offset: Int) -> XMLIssue {
        var line = 1
        var column = lastLineLength + 1
        for index in 0..<offset {
            if base[index] == 0x0A { line += 1; column = 1 } else { column += 1 }
        }
        return XMLIssue(code: code, message: message, line: line, column: column)
    }
}
