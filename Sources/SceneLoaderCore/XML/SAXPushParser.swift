internal import CXML
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Parses one document with libxml2's SAX2 push parser, safely, and hands its events to a handler.
///
/// The parser never builds a tree. It is fed chunks that the caller reads itself, so libxml2 never
/// opens a file, a URL or a compressed stream. It refuses any `<!DOCTYPE>` before the internal
/// subset is read (so no entity is ever declared), loads nothing external, and enforces
/// ``XMLLimits`` as the events arrive. Errors come through the context's structured error
/// callback, never through libxml2's globals.
///
/// Wraps `xmlCreatePushParserCtxt`, `xmlParseChunk` and `xmlFreeParserCtxt`.
final class SAXPushParser {
    fileprivate let handler: any XMLContentHandler
    fileprivate let limits: XMLLimits
    private let displayName: String

    // Parse state, touched only by the callbacks of this parse.
    fileprivate var depth = 0
    fileprivate var elementCount = 0
    fileprivate var namespaceCount = 0
    fileprivate var textLength = 0
    /// The depth of an element whose content the handler skips (``XMLStartDecision/skipElement``);
    /// 0 when none. Inside it, events go no further than the limits.
    fileprivate var skipDepth = 0
    /// Where the current run of text starts: just after the last start or end tag.
    fileprivate var textStart = (line: 1, column: 1)
    /// Whether the text callbacks count runs of text (input not in UTF-8): only then do the tag
    /// callbacks keep `textLength` and `textStart`, which nothing else reads.
    fileprivate var countsTextInCallbacks = false
    fileprivate var stopIssue: XMLIssue? {
        didSet { isStopped = stopIssue != nil }
    }
    /// Whether ``stopIssue`` is set: what every callback checks first, a byte (testing the optional
    /// issue itself would copy it).
    fileprivate var isStopped = false
    fileprivate var errors: [XMLIssue] = []
    private var prescan = MarkupPrescan()
    /// Whether start tags must have their names and values measured here: in an input that is not
    /// UTF-8 (libxml2 hands it over in UTF-8, up to twice as long), or once the pre-scan has seen a
    /// tag that may hold a long name. Otherwise the pre-scan has proven every start tag within the
    /// limits (see `onStartElement`).
    fileprivate var checksNamesAndValues = true
    /// Names already found within ``XMLLimits/maxNameLength``, by their interned address (one slot
    /// per address hash): libxml2 interns every name in the parse's dictionary, so a name that was
    /// short once is short whenever it comes again, and its length is measured once, not per tag.
    /// Made empty for a parse when its first name is measured (most parses measure none).
    fileprivate let shortNames = UnsafeMutablePointer<UnsafeRawPointer?>.allocate(capacity: SAXPushParser.shortNameSlots)
    fileprivate static let shortNameSlots = 512
    /// Whether ``shortNames`` holds this parse's names (else it is not even initialized).
    fileprivate var shortNamesReady = false

    /// The largest input parsed with the handler's shared names (see `Session`). Without them a
    /// parse interns the storyboard vocabulary itself, a fixed cost per parse; with them a name's
    /// lookup may probe two dictionaries, a cost that grows with the input. Sharing wins for small
    /// inputs; this bound stays well below the size where the two costs meet.
    static let sharedNamesMaximumSize = 64 << 10

    /// The most libxml2 errors kept for one file; libxml2 may report many after the first.
    private static let maxErrors = 20

    /// Prepares a parse that reports to `handler`.
    init(handler: any XMLContentHandler, limits: XMLLimits, displayName: String) {
        self.handler = handler
        self.limits = limits
        self.displayName = displayName
        LibXML.setUpOnce()
    }

    deinit { shortNames.deallocate() }

    /// Reads and parses the file at `path` in chunks of `chunkSize` bytes, on the caller's thread.
    func parse(path: String, chunkSize: Int) throws(XMLIssue) {
        var file: SecureFile
        do throws(FileIssue) {
            file = try SecureFile(path: path, shown: displayName, limit: limits.maxFileSize)
        } catch {
            throw XMLIssue(error)
        }
        let buffer = UnsafeMutableRawBufferPointer.allocateForReading(
            count: Self.readBufferSize(fileSize: file.size, chunkSize: chunkSize))
        defer { buffer.deallocate() }
        // The head is read until it holds at least the declaration window (or the whole file), so
        // the encoding is decided on the same bytes whatever the chunk size.
        var headCount = 0
        while headCount < InputEncoding.declarationWindow {
            let count: Int
            do throws(FileIssue) {
                count = try file.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[headCount...]))
            } catch { throw XMLIssue(error) }
            if count == 0 { break }
            headCount += count
        }
        let head = UnsafeRawBufferPointer(rebasing: buffer[..<headCount])
        try InputSniffer.check(head, isWholeFile: headCount == file.size)
        let session = try Session(parser: self, encoding: try InputEncoding.detect(head), size: file.size)
        guard try session.feed(head, chunkSize: chunkSize) else { return try session.finish() }
        let chunk = UnsafeMutableRawBufferPointer(rebasing: buffer[..<min(chunkSize, buffer.count)])
        while true {
            let count: Int
            do throws(FileIssue) { count = try file.read(into: chunk) } catch { throw XMLIssue(error) }
            if count == 0 { break }
            guard try session.feed(UnsafeRawBufferPointer(rebasing: chunk[..<count])) else { break }
        }
        try session.finish()
    }

    /// The bytes of the buffer a file of `fileSize` bytes is read into: the file's size in whole
    /// pages, at most `chunkSize` and at least the declaration window (a file that grows while it
    /// is read is read on in pieces of that size, up to its limit).
    ///
    /// Not the chunk size for every file: glibc serves an allocation over 128 KiB with its own
    /// `mmap` and returns it with `munmap` when freed. A 256 KiB buffer for each file of a project
    /// (most are far smaller) would be a new mapping each time, its pages faulted in and zeroed,
    /// and, once several threads load files, each `munmap` would interrupt the other cores to flush
    /// their TLBs. A buffer the size of a small file comes from the heap and is reused.
    static func readBufferSize(fileSize: Int, chunkSize: Int) -> Int {
        let page = UnsafeMutableRawBufferPointer.readAlignment
        let wholePages = fileSize > Int.max - page ? Int.max / page * page : (fileSize + page - 1) / page * page
        return max(InputEncoding.declarationWindow, min(chunkSize, wholePages))
    }

    /// Parses bytes already in memory, in chunks of `chunkSize` bytes, on the caller's thread.
    func parse(bytes: UnsafeRawBufferPointer, chunkSize: Int) throws(XMLIssue) {
        guard bytes.count <= limits.maxFileSize else {
            throw XMLIssue(code: .fileTooLarge, message: "input is \(bytes.count) bytes, over the \(limits.maxFileSize)-byte limit (raise maxFileSize to load it)", line: 0, column: 0)
        }
        try InputSniffer.check(bytes, isWholeFile: true)
        let session = try Session(parser: self, encoding: try InputEncoding.detect(bytes), size: bytes.count)
        _ = try session.feed(bytes, chunkSize: chunkSize)
        try session.finish()
    }

    // MARK: - One libxml2 context

    /// Owns the parser context for one parse and frees it on every path.
    private struct Session: ~Copyable {
        let context: xmlParserCtxtPtr
        let parser: SAXPushParser
        let retained: Unmanaged<SAXPushParser>

        /// A context that reads its input of `size` bytes in `encoding` and ignores any encoding the
        /// input declares.
        init(parser: SAXPushParser, encoding: InputEncoding, size: Int) throws(XMLIssue) {
            var sax = xmlSAXHandler()
            sax.initialized = UInt32(XML_SAX2_MAGIC)
            sax.startElementNs = onStartElement
            sax.endElementNs = onEndElement
            // In UTF-8 the pre-scan counts every run of text and CDATA against the text limit in
            // the input's own bytes, which are libxml2's (see `MarkupPrescan`): no text callback is
            // needed (there are as many as tags). Other encodings grow when libxml2 decodes them to
            // UTF-8, so there the callbacks count what libxml2 reports: all three, so that
            // whitespace runs cannot bypass the limit.
            parser.countsTextInCallbacks = encoding != .utf8
            if encoding != .utf8 {
                sax.characters = onCharacters
                sax.ignorableWhitespace = onCharacters
                sax.cdataBlock = onCharacters
            }
            sax.internalSubset = onDoctype
            sax.serror = onError
            guard let context = parser.displayName.withCString({ xmlCreatePushParserCtxt(&sax, nil, nil, 0, $0) }) else {
                throw XMLIssue(code: .fileUnreadable, message: "libxml2 could not create a parser (out of memory)", line: 0, column: 0)
            }
            // A small input's names are looked up in the handler's shared vocabulary first (set up
            // before any option or chunk touches the context's own dictionary), so the handler
            // interns nothing per parse. A large input keeps one dictionary: there every lookup of
            // a vocabulary name would first miss the parse's own.
            let sharesNames = size <= SAXPushParser.sharedNamesMaximumSize
                && parser.handler.sharedNames.map { cxml_use_shared_dictionary(context, $0.dictionary) == 0 } ?? false
            // IGNORE_ENC: the declaration cannot switch the decoder; the encoding is set here, once.
            let options = XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue
                | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_IGNORE_ENC.rawValue
            xmlCtxtUseOptions(context, Int32(options))
            if case .asciiCompatible(let name) = encoding {
                guard let decoder = xmlFindCharEncodingHandler(name), xmlSwitchToEncoding(context, decoder) == 0 else {
                    xmlFreeParserCtxt(context)
                    throw XMLIssue(code: .unsupportedEncoding, message: "libxml2 cannot decode \(name) here", line: 1, column: 1)
                }
            }
            self.context = context
            self.parser = parser
            parser.checksNamesAndValues = encoding != .utf8
            retained = Unmanaged.passRetained(parser)
            // Addresses are this dictionary's: a cache from an earlier parse means nothing now.
            parser.shortNamesReady = false
            context.pointee._private = retained.toOpaque()
            parser.handler.prepare(XMLNameTable(dictionary: context.pointee.dict), sharesNames: sharesNames)
        }

        deinit {
            context.pointee._private = nil
            xmlFreeParserCtxt(context)
            retained.release()
        }

        /// Feeds one chunk; false once the parser has stopped.
        func feed(_ chunk: UnsafeRawBufferPointer) throws(XMLIssue) -> Bool {
            if let issue = parser.prescan.scan(chunk, limits: parser.limits) { return stop(atFinding: issue) }
            return parse(chunk, mayHoldLongNames: parser.prescan.mayHoldLongNames)
        }

        /// Stops at the pre-scan's finding in the chunk about to be parsed, its line counted from
        /// the chunk's first: that is the line the parser has read to, with the newlines it holds
        /// unread. Returns false, for `feed`.
        private func stop(atFinding finding: XMLIssue) -> Bool {
            var issue = finding
            issue.line += parser.lineAfterInput(context) - 1
            parser.stop(issue)
            return false
        }

        /// Hands a scanned chunk to libxml2.
        private func parse(_ chunk: UnsafeRawBufferPointer, mayHoldLongNames: Bool) -> Bool {
            if mayHoldLongNames { parser.checksNamesAndValues = true }
            let status = chunk.withMemoryRebound(to: CChar.self) {
                xmlParseChunk(context, $0.baseAddress, Int32($0.count), 0)
            }
            return status == 0 && parser.stopIssue == nil && parser.errors.isEmpty
        }

        /// Feeds `bytes` in chunks of `chunkSize`; false once the parser has stopped.
        func feed(_ bytes: UnsafeRawBufferPointer, chunkSize: Int) throws(XMLIssue) -> Bool {
            var offset = 0
            while offset < bytes.count {
                let end = min(bytes.count, offset + chunkSize)
                guard try feed(UnsafeRawBufferPointer(rebasing: bytes[offset..<end])) else { return false }
                offset = end
            }
            return true
        }

        /// Ends the input and reports the first problem, if any.
        consuming func finish() throws(XMLIssue) {
            if parser.stopIssue == nil && parser.errors.isEmpty {
                xmlParseChunk(context, nil, 0, 1)
            }
            if let issue = parser.stopIssue { throw issue }
            if let first = parser.errors.first { throw first }
        }
    }

    // MARK: - Callback helpers

    fileprivate func stop(_ issue: XMLIssue, context: xmlParserCtxtPtr? = nil) {
        guard stopIssue == nil else { return }
        stopIssue = issue
        if let context { xmlStopParser(context) }
    }

    fileprivate func record(_ error: UnsafePointer<xmlError>) {
        let level = error.pointee.level
        guard level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        guard errors.count < SAXPushParser.maxErrors else { return }
        let raw = error.pointee.message.map { String(cString: $0) } ?? "XML error"
        let message = raw.split(whereSeparator: \.isNewline).first.map(String.init) ?? raw
        errors.append(XMLIssue(
            code: .xml(Int(error.pointee.code)),
            message: Quote.line(message.trimmingSpaces, limit: 200),
            line: Int(error.pointee.line),
            column: Int(error.pointee.int2)))
    }

    /// Where libxml2 is reading now (what `xmlSAX2GetLineNumber` and `…ColumnNumber` return, read
    /// from the input directly: this runs for every tag).
    fileprivate func position(_ context: xmlParserCtxtPtr) -> (line: Int, column: Int) {
        guard let input = context.pointee.input else { return (0, 0) }
        return (Int(input.pointee.line), Int(input.pointee.col))
    }

    /// The line the next chunk starts on: the line libxml2 has read to, plus the newlines in what
    /// it holds unread (in UTF-8, where every newline of the input is still one).
    fileprivate func lineAfterInput(_ context: xmlParserCtxtPtr) -> Int {
        guard let input = context.pointee.input else { return 1 }
        var line = max(1, Int(input.pointee.line))
        if var cur = input.pointee.cur, let end = input.pointee.end {
            while cur < end {
                if cur.pointee == 0x0A { line += 1 }
                cur += 1
            }
        }
        return line
    }

    /// Whether the interned name at `name` is within ``XMLLimits/maxNameLength``.
    @inline(__always)
    fileprivate func isWithinNameLimit(_ name: UnsafeRawPointer) -> Bool {
        let slot = Int(bitPattern: UInt(bitPattern: name) >> 3) & (SAXPushParser.shortNameSlots - 1)
        if shortNames[slot] == name { return true }
        guard strlen(name.assumingMemoryBound(to: CChar.self)) <= limits.maxNameLength else { return false }
        shortNames[slot] = name
        return true
    }

    /// The first name or attribute value of `tag` over its limit, as `limit.name` or
    /// `limit.attribute-length` at the tag.
    fileprivate func nameOrValueIssue(_ tag: XMLStartTag, localName: UnsafePointer<xmlChar>?,
                                      attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int) -> XMLIssue? {
        if !shortNamesReady {
            shortNames.initialize(repeating: nil, count: SAXPushParser.shortNameSlots)
            shortNamesReady = true
        }
        if let localName, !isWithinNameLimit(UnsafeRawPointer(localName)) {
            return limitIssue(.nameLimit, at: tag, "element name is longer than the limit of \(limits.maxNameLength) bytes")
        }
        guard let attributes else { return nil }
        for index in 0..<count {
            let base = attributes + index * 5
            if let name = base[0], !isWithinNameLimit(UnsafeRawPointer(name)) {
                return limitIssue(.nameLimit, at: tag, "attribute name is longer than the limit of \(limits.maxNameLength) bytes")
            }
            if let start = base[3], let end = base[4], end - start > limits.maxAttributeLength {
                return limitIssue(.attributeLengthLimit, at: tag, "attribute value is \(end - start) bytes, over the limit of \(limits.maxAttributeLength)")
            }
        }
        return nil
    }

    /// Stops at a run of text over ``XMLLimits/maxTextLength``; out of line, so that the text
    /// callback saves no registers for it.
    @inline(never)
    fileprivate func stopOnLongText(_ context: xmlParserCtxtPtr) {
        // Reported where the run of text starts: libxml2's own position inside a long run depends
        // on how the input was chunked.
        stop(XMLIssue(code: .textLimit, message: "text is longer than the limit of \(limits.maxTextLength) bytes",
                      line: textStart.line, column: textStart.column), context: context)
    }

    /// Stops at the first of the element limits that `tag` crosses (depth, element count, its
    /// attributes, namespace declarations). Out of line, so that the start-tag callback, which
    /// runs for every element, holds only the comparisons.
    @inline(never)
    fileprivate func stopAtElementLimit(_ tag: XMLStartTag, attributeCount: Int, context: xmlParserCtxtPtr) {
        let issue: XMLIssue
        if depth > limits.maxDepth {
            issue = limitIssue(.depthLimit, at: tag, "elements nest deeper than the limit of \(limits.maxDepth)")
        } else if elementCount > limits.maxElements {
            issue = limitIssue(.elementLimit, at: tag, "more than the limit of \(limits.maxElements) elements")
        } else if attributeCount > limits.maxAttributes {
            issue = limitIssue(.attributeLimit, at: tag, "element has \(attributeCount) attributes, over the limit of \(limits.maxAttributes)")
        } else {
            issue = limitIssue(.namespaceLimit, at: tag, "more than the limit of \(limits.maxNamespaceDeclarations) namespace declarations")
        }
        stop(issue, context: context)
    }

    /// Stops with the handler's issue, when it asked to stop (out of line: the start-tag callback
    /// keeps only the test).
    @inline(never)
    fileprivate func stopForHandler(context: xmlParserCtxtPtr) {
        stop(handler.stopIssue, context: context)
    }

    fileprivate func limitIssue(_ code: DiagnosticCode, at tag: XMLStartTag, _ message: String) -> XMLIssue {
        let at = tag.location()
        return XMLIssue(code: code, message: message, line: at.line, column: at.column)
    }

    fileprivate func limitIssue(_ code: DiagnosticCode, _ message: String, _ context: xmlParserCtxtPtr) -> XMLIssue {
        XMLIssue(code: code, message: message,
                 line: Int(xmlSAX2GetLineNumber(UnsafeMutableRawPointer(context))),
                 column: Int(xmlSAX2GetColumnNumber(UnsafeMutableRawPointer(context))))
    }
}

// MARK: - libxml2 process setup

/// libxml2's process-wide setup, done once before the first parse.
private enum LibXML {
    /// `xmlInitParser` is not thread-safe in 2.9 and must run before any parse; the external entity
    /// loader is process-global. A global `let` runs its initialiser exactly once, thread-safely.
    private static let setUp: Void = {
        xmlInitParser()
        cxml_install_deny_loader()
        cxml_silence_generic_errors()
    }()

    static func setUpOnce() { _ = setUp }
}

// MARK: - C callbacks
// Non-capturing, as C function pointers must be. Each finds its parser through the context's
// `_private` field; the callbacks' first argument is the context itself (no user data is given).

/// Calls `body` with the parser of `context`, borrowed: the session holds it retained for the whole
/// parse, so a callback takes no reference of its own (no retain and release per event).
@inline(__always)
private func withParser(_ context: UnsafeMutableRawPointer?, _ body: (SAXPushParser, xmlParserCtxtPtr) -> Void) {
    guard let context else { return }
    let ctxt = context.assumingMemoryBound(to: xmlParserCtxt.self)
    guard let opaque = ctxt.pointee._private else { return }
    Unmanaged<SAXPushParser>.fromOpaque(opaque)._withUnsafeGuaranteedRef { body($0, ctxt) }
}

private func onStartElement(
    _ context: UnsafeMutableRawPointer?, _ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?,
    _ uri: UnsafePointer<xmlChar>?, _ namespaceCount: Int32, _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
    _ attributeCount: Int32, _ defaultedCount: Int32, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
) {
    withParser(context) { parser, ctxt in
        guard !parser.isStopped else { return }
        let limits = parser.limits
        let tag = XMLStartTag(
            name: XMLName(address: UnsafeRawPointer(localName)), attributeCount: Int(attributeCount),
            attributes: attributes, context: ctxt)
        // Counts of what a file holds: far from overflowing, and added without a check for it.
        parser.depth &+= 1
        parser.elementCount &+= 1
        parser.namespaceCount &+= Int(namespaceCount)
        if parser.countsTextInCallbacks {
            parser.textLength = 0
            // libxml2 calls back before it consumes the tag's `>`: the text after it starts one further.
            let here = parser.position(ctxt)
            parser.textStart = (here.line, here.column + 1)
        }
        if parser.depth > limits.maxDepth || parser.elementCount > limits.maxElements
            || Int(attributeCount) > limits.maxAttributes || parser.namespaceCount > limits.maxNamespaceDeclarations {
            return parser.stopAtElementLimit(tag, attributeCount: Int(attributeCount), context: ctxt)
        }
        // Names and values need no measuring when the pre-scan has proven them within the limits.
        // It reads every byte of a chunk before libxml2 parses any of it, and it finds an attribute
        // value longer than `maxAttributeLength` in the input's bytes; in UTF-8 libxml2's value is
        // never longer than the quoted bytes it comes from (no entity can be declared, DTDs being
        // refused; a character reference is longer than its UTF-8; `&amp;` becomes `&#38;`, as
        // long; line ends only shrink), so a value it reports is within the limit too. Names are
        // proven the same way until `mayHoldLongNames` says otherwise. (The attribute count needs
        // no such care: the pre-scan counts every `=` outside a value, one per attribute, in any
        // encoding; the check above costs one comparison and stays.)
        if parser.checksNamesAndValues,
           let issue = parser.nameOrValueIssue(tag, localName: localName, attributes: attributes, count: Int(attributeCount)) {
            return parser.stop(issue, context: ctxt)
        }
        if parser.skipDepth != 0 { return }
        switch parser.handler.startElement(tag) {
        case .proceed: break
        case .skipElement: parser.skipDepth = parser.depth
        case .stop: parser.stopForHandler(context: ctxt)
        }
    }
}

private func onEndElement(
    _ context: UnsafeMutableRawPointer?, _ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?,
    _ uri: UnsafePointer<xmlChar>?
) {
    withParser(context) { parser, ctxt in
        guard !parser.isStopped else { return }
        if parser.countsTextInCallbacks {
            parser.textLength = 0
            parser.textStart = parser.position(ctxt)
        }
        let depth = parser.depth
        parser.depth = depth &- 1
        if parser.skipDepth != 0 {
            if depth == parser.skipDepth { parser.skipDepth = 0 }
            return
        }
        parser.handler.endElement(XMLName(address: UnsafeRawPointer(localName)))
    }
}

private func onCharacters(_ context: UnsafeMutableRawPointer?, _ characters: UnsafePointer<xmlChar>?, _ length: Int32) {
    withParser(context) { parser, ctxt in
        guard !parser.isStopped else { return }
        parser.textLength += Int(length)
        if parser.textLength > parser.limits.maxTextLength { parser.stopOnLongText(ctxt) }
    }
}

private func onDoctype(
    _ context: UnsafeMutableRawPointer?, _ name: UnsafePointer<xmlChar>?, _ externalID: UnsafePointer<xmlChar>?,
    _ systemID: UnsafePointer<xmlChar>?
) {
    withParser(context) { parser, ctxt in
        let rootName = name.map { String(cString: $0) } ?? ""
        parser.stop(parser.limitIssue(
            .doctype, "<!DOCTYPE \(Quote.value(rootName, limit: 40))> is not allowed in a storyboard (DTDs and entities are refused)", ctxt),
            context: ctxt)
    }
}

private func onError(_ userData: UnsafeMutableRawPointer?, _ error: UnsafeMutablePointer<xmlError>?) {
    guard let error else { return }
    withParser(userData) { parser, _ in parser.record(error) }
}
