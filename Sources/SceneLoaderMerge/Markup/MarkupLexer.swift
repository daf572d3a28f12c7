import SceneLoaderCore

/// Reads the markup of bytes that libxml2 has accepted into a ``MarkupTree``: every element with
/// the byte range of its tags, attributes and content.
///
/// It reads the XML Interface Builder writes (a declaration, elements, attributes in either quote,
/// character data, references, CDATA sections, comments, processing instructions) in one pass,
/// without recursion: open elements are an explicit stack, bounded by the same
/// ``ParserLimits/maxDepth`` and ``ParserLimits/maxElements`` libxml2 enforced. It still trusts
/// nothing: every read is bounds-checked, and anything else (a DOCTYPE, text outside the root,
/// a mismatched end tag) is a located ``StoryboardError``, never a crash.
struct MarkupLexer {
    let bytes: [UInt8]
    let name: String
    let limits: ParserLimits

    func read() throws(StoryboardError) -> MarkupTree {
        var state = State(limits: limits)
        // Xcode writes about one element every 60 bytes and one attribute every 25.
        state.elements.reserveCapacity(bytes.count / 64 + 1)
        state.attributes.reserveCapacity(bytes.count / 24 + 1)
        let failure: (message: String, at: Int)? = bytes.withUnsafeBufferPointer { buffer in
            do throws(LexError) {
                try state.run(buffer)
                return nil
            } catch {
                return (error.message, error.position)
            }
        }
        if let failure {
            let (line, column) = MarkupLexer.location(of: failure.at, in: bytes)
            throw StoryboardError(code: .mergeUnsupportedDocument, message: failure.message,
                                  location: SourceLocation(file: name, line: line, column: column))
        }
        return MarkupTree(bytes: bytes, elements: state.elements, attributes: state.attributes, name: name)
    }

    /// 1-based line and column (in bytes) of `offset`.
    static func location(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }

    private struct LexError: Error {
        let message: String
        let position: Int
    }

    private struct State {
        let limits: ParserLimits
        var elements: [MarkupTree.Element] = []
        var attributes: [MarkupTree.Attribute] = []
        /// Open elements, innermost last.
        var open: [Int] = []
        var line = 1
        var lineStart = 0
        var rootClosed = false

        init(limits: ParserLimits) { self.limits = limits }

        /// Counts the line feeds in `from..<to`.
        mutating func countLines(_ p: UnsafeBufferPointer<UInt8>, from: Int, to: Int) {
            var index = from
            while index < to {
                if p[index] == 0x0A {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
        }

        /// The position of `pattern` at or after `from`, or nil.
        func find(_ pattern: StaticString, in p: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
            let needle = UnsafeBufferPointer(start: pattern.utf8Start, count: pattern.utf8CodeUnitCount)
            guard let first = needle.first, p.count >= needle.count else { return nil }
            var index = from
            let last = p.count - needle.count
            while index <= last {
                if p[index] == first {
                    var matched = 1
                    while matched < needle.count && p[index + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return index }
                }
                index += 1
            }
            return nil
        }

        func starts(_ p: UnsafeBufferPointer<UInt8>, at index: Int, with pattern: StaticString) -> Bool {
            let count = pattern.utf8CodeUnitCount
            guard index + count <= p.count else { return false }
            for offset in 0..<count where p[index + offset] != pattern.utf8Start[offset] { return false }
            return true
        }

        static func isNameByte(_ byte: UInt8) -> Bool {
            !(MarkupText.isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "=")
              || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"))
        }

        mutating func markCurrent(text: Bool) {
            guard let current = open.last else { return }
            if text { elements[current].hasText = true } else { elements[current].hasOther = true }
        }

        mutating func run(_ p: UnsafeBufferPointer<UInt8>) throws(LexError) {
            var i = 0
            let n = p.count
            while i < n {
                guard p[i] == UInt8(ascii: "<") else {
                    // Character data up to the next markup.
                    var j = i
                    var blank = true
                    while j < n && p[j] != UInt8(ascii: "<") {
                        if !MarkupText.isSpace(p[j]) { blank = false }
                        j += 1
                    }
                    if !blank {
                        // A byte-order mark before the declaration is not text.
                        let isBOM = i == 0 && j >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF
                            && (3..<j).allSatisfy { MarkupText.isSpace(p[$0]) }
                        if open.isEmpty && !isBOM { throw LexError(message: "text outside the root element", position: i) }
                        markCurrent(text: true)
                    }
                    countLines(p, from: i, to: j)
                    i = j
                    continue
                }
                if starts(p, at: i, with: "<?") {
                    guard let close = find("?>", in: p, from: i + 2) else { throw LexError(message: "unterminated processing instruction", position: i) }
                    markCurrent(text: false)
                    countLines(p, from: i, to: close + 2)
                    i = close + 2
                } else if starts(p, at: i, with: "<!--") {
                    // A comment belongs to the white space around elements (Xcode writes the
                    // name of each scene in one before it), never to an element's content.
                    guard let close = find("-->", in: p, from: i + 4) else { throw LexError(message: "unterminated comment", position: i) }
                    countLines(p, from: i, to: close + 3)
                    i = close + 3
                } else if starts(p, at: i, with: "<![CDATA[") {
                    guard !open.isEmpty else { throw LexError(message: "CDATA outside the root element", position: i) }
                    guard let close = find("]]>", in: p, from: i + 9) else { throw LexError(message: "unterminated CDATA section", position: i) }
                    markCurrent(text: true)
                    countLines(p, from: i, to: close + 3)
                    i = close + 3
                } else if starts(p, at: i, with: "<!") {
                    throw LexError(message: "a declaration ('<!') is not read here", position: i)
                } else if starts(p, at: i, with: "</") {
                    i = try endTag(p, at: i)
                } else {
                    i = try startTag(p, at: i)
                }
            }
            guard !elements.isEmpty else { throw LexError(message: "no root element", position: n) }
            guard open.isEmpty else { throw LexError(message: "element '\(elements[open.last!].name)' is not closed", position: n) }
        }

        /// Reads the end tag at `i`; returns the position after it.
        mutating func endTag(_ p: UnsafeBufferPointer<UInt8>, at i: Int) throws(LexError) -> Int {
            guard let current = open.last else { throw LexError(message: "end tag without a start tag", position: i) }
            var j = i + 2
            let nameStart = j
            while j < p.count && State.isNameByte(p[j]) { j += 1 }
            let name = elements[current].name.utf8
            guard j - nameStart == name.count, zip(p[nameStart..<j], name).allSatisfy({ $0 == $1 }) else {
                throw LexError(message: "end tag does not match '\(elements[current].name)'", position: i)
            }
            while j < p.count && MarkupText.isSpace(p[j]) { j += 1 }
            guard j < p.count && p[j] == UInt8(ascii: ">") else { throw LexError(message: "malformed end tag", position: i) }
            countLines(p, from: i, to: j)
            elements[current].contentEnd = i
            elements[current].end = j + 1
            open.removeLast()
            if open.isEmpty { rootClosed = true }
            return j + 1
        }

        /// Reads the start tag at `i`; returns the position after it.
        mutating func startTag(_ p: UnsafeBufferPointer<UInt8>, at i: Int) throws(LexError) -> Int {
            guard !rootClosed else { throw LexError(message: "a second root element", position: i) }
            guard elements.count < limits.maxElements else {
                throw LexError(message: "more than the limit of \(limits.maxElements) elements", position: i)
            }
            guard open.count < limits.maxDepth else {
                throw LexError(message: "elements nest deeper than the limit of \(limits.maxDepth)", position: i)
            }
            let line = self.line
            let column = i - lineStart + 1
            var j = i + 1
            let nameStart = j
            while j < p.count && State.isNameByte(p[j]) { j += 1 }
            guard j > nameStart else { throw LexError(message: "malformed start tag", position: i) }
            let name = String(decoding: UnsafeBufferPointer(rebasing: p[nameStart..<j]), as: UTF8.self)
            let firstAttribute = attributes.count
            var isEmptyTag = false
            var tagEnd = 0
            while true {
                while j < p.count && MarkupText.isSpace(p[j]) { j += 1 }
                guard j < p.count else { throw LexError(message: "unterminated start tag", position: i) }
                if p[j] == UInt8(ascii: ">") {
                    tagEnd = j
                    j += 1
                    break
                }
                if p[j] == UInt8(ascii: "/") {
                    guard j + 1 < p.count && p[j + 1] == UInt8(ascii: ">") else { throw LexError(message: "malformed start tag", position: i) }
                    tagEnd = j
                    isEmptyTag = true
                    j += 2
                    break
                }
                guard attributes.count - firstAttribute < limits.maxAttributes else {
                    throw LexError(message: "element has more than the limit of \(limits.maxAttributes) attributes", position: i)
                }
                let attributeStart = j
                while j < p.count && State.isNameByte(p[j]) { j += 1 }
                guard j > attributeStart else { throw LexError(message: "malformed attribute", position: j) }
                let nameBytes = UnsafeBufferPointer(rebasing: p[attributeStart..<j])
                let attributeName = String(decoding: nameBytes, as: UTF8.self)
                let known = KnownAttribute.recognise(nameBytes)
                while j < p.count && MarkupText.isSpace(p[j]) { j += 1 }
                guard j < p.count && p[j] == UInt8(ascii: "=") else { throw LexError(message: "attribute without a value", position: attributeStart) }
                j += 1
                while j < p.count && MarkupText.isSpace(p[j]) { j += 1 }
                guard j < p.count && (p[j] == UInt8(ascii: "\"") || p[j] == UInt8(ascii: "'")) else {
                    throw LexError(message: "attribute value without quotes", position: attributeStart)
                }
                let quote = p[j]
                let valueStart = j + 1
                var k = valueStart
                while k < p.count && p[k] != quote {
                    guard p[k] != UInt8(ascii: "<") else { throw LexError(message: "'<' in an attribute value", position: k) }
                    k += 1
                }
                guard k < p.count else { throw LexError(message: "unterminated attribute value", position: attributeStart) }
                attributes.append(MarkupTree.Attribute(name: attributeName, known: known, nameStart: attributeStart, valueStart: valueStart, valueEnd: k, quote: quote))
                j = k + 1
            }
            countLines(p, from: i, to: j)
            let index = elements.count
            let parent = open.last ?? -1
            elements.append(MarkupTree.Element(
                name: name, start: i, tagEnd: tagEnd, contentStart: j, contentEnd: j, end: j, isEmptyTag: isEmptyTag,
                attributes: firstAttribute..<attributes.count, parent: parent, children: [],
                hasText: false, hasOther: false, line: line, column: column))
            if parent >= 0 { elements[parent].children.append(index) }
            if !isEmptyTag { open.append(index) } else if open.isEmpty { rootClosed = true }
            return j
        }
    }
}
