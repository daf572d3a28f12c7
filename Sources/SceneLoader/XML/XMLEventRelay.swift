/// Runs a parse's handler on a thread of its own: the parser's thread records each element the
/// handler may read (its name, its place, and the attributes it may read, their values copied) and
/// each end, and the relay's thread hands them to the handler in order while libxml2 parses on
/// (inputs of at least ``leastSize`` bytes; see there for what was measured).
///
/// The parser's thread asks the handler's ``XMLRelayFilter`` about each name first: an element the
/// handler skips with its content whatever its state is not recorded, nor is anything inside it;
/// one it reads only for its own attributes is recorded with an end right after it, and nothing
/// inside it; an attribute it never reads is left out. So the handler sees the same calls, in the
/// same order, with the same values and places, as when the parser calls it directly, less what
/// it would have ignored. Every limit is still enforced on the parser's thread, before recording.
///
/// Records go into blocks of ``blockSize`` bytes; at most ``maxBlocks`` are in use (the parser's
/// thread waits for a free one), so the relay's memory is bounded whatever the input (an element
/// larger than a block gets a block of its size, freed once replayed: libxml2 already holds its
/// attributes at once, and the limits bound them).
/// When the handler stops the parse, its thread stops handing records over; the parser's thread
/// learns it when it hands over its next block (``start(_:depth:)`` then answers
/// ``XMLStartDecision/stop``). The handler's ``issue`` comes first in the document of anything the
/// parser found after it, since nothing after a stop is recorded.
///
/// Synchronisation: the full and free blocks, the end and the stop are read and written under one
/// mutex; the handler, the replay's depth and ``issue`` are the relay thread's alone until
/// ``finish()`` has joined it; the filter and the block being filled are the parser thread's.
final class XMLEventRelay: ThreadJob, @unchecked Sendable {
    /// The inputs worth a thread: at least this many bytes (16 MiB), on a machine with a second
    /// processor.
    ///
    /// Measured on the 2-core VM (`Benchmarks/compare.sh`, interleaved rounds, every input relayed
    /// against none): 100 MB 0.917× (the reader's cost had been 0.27× of the C floor's parse, and
    /// is now 0.13×), 31 MB 0.933×, 20 MB 0.963×, 10 MB 1.046× (its fastest runs 0.935×: the
    /// relay's thread is not always woken in time), 1 MB 1.119×, 130 KB 1.209× (a thread made and
    /// joined, and blocks handed over, for a parse of a millisecond).
    static let leastSize = 16 << 20

    /// Whether an input of `size` bytes is worth relaying (``ThreadPolicy/whenWorthwhile``).
    static func isWorthwhile(size: Int) -> Bool {
        size >= leastSize && ProcessorCount.online > 1
    }

    /// The bytes of one block of records.
    static let blockSize = 128 << 10
    /// The most blocks in use at once: the one being filled, those waiting and the one replayed.
    static let maxBlocks = 3

    /// A block of records, written by the parser's thread and then read by the relay's.
    private struct Block {
        let base: UnsafeMutableRawPointer
        let capacity: Int
        var used = 0

        init(capacity: Int) {
            base = .allocate(byteCount: capacity, alignment: MemoryLayout<UInt>.alignment)
            self.capacity = capacity
        }
    }

    // A record is a sequence of words: a header (its kind in the low byte, a start tag's count of
    // recorded attributes above it) and the name's address; for a start tag, its line and column,
    // each recorded attribute's name and value length, and the values' bytes (padded to a word).
    private static let startKind: UInt = 1
    private static let endKind: UInt = 2
    private static let word = MemoryLayout<UInt>.stride

    /// The bytes of a start record of `attributes` recorded attributes whose values hold
    /// `valueBytes` bytes; the first `headerBytes` are words, the values follow.
    private static func startRecord(attributes: Int, valueBytes: Int) -> (headerBytes: Int, size: Int) {
        let headerBytes = (4 + 2 * attributes) * word
        return (headerBytes, headerBytes + (valueBytes + word - 1) / word * word)
    }

    private let handler: any XMLContentHandler
    /// The parser thread's own (as are `current` and `stopSeen`).
    @exclusivity(unchecked) private var filter: XMLRelayFilter
    @exclusivity(unchecked) private var current: Block
    /// What the parser's thread last learned of `handlerStopped`.
    @exclusivity(unchecked) private var stopSeen = false

    // Under `lock`:
    private let lock = ConditionLock()
    private var full: [Block] = []
    private var fullStart = 0
    private var free: [Block] = []
    private var blocksInUse = 1
    /// Set by ``finish()``: no more blocks come.
    private var ended = false
    /// Set by the relay's thread when the handler has stopped the parse.
    private var handlerStopped = false

    // The relay thread's (the caller's after `finish()`):
    @exclusivity(unchecked) private var depth = 0
    @exclusivity(unchecked) private var skipDepth = 0
    /// A recorded tag's attributes in libxml2's layout of five pointers each, for the handler.
    @exclusivity(unchecked) private var slots: UnsafeMutablePointer<UnsafePointer<UInt8>?>
    @exclusivity(unchecked) private var slotCapacity = 64
    /// Why the handler stopped the parse, if it did: read after ``finish()``.
    private(set) var issue: XMLIssue?

    private var thread: JoinableThread?

    /// A relay to `handler` on a thread of its own, recording what `filter` lets through; nil when
    /// no thread can be made (the parser then calls the handler itself).
    static func start(handler: any XMLContentHandler, filter: XMLRelayFilter) -> XMLEventRelay? {
        let relay = XMLEventRelay(handler: handler, filter: filter)
        relay.thread = JoinableThread.start(relay)
        return relay.thread == nil ? nil : relay
    }

    private init(handler: any XMLContentHandler, filter: XMLRelayFilter) {
        self.handler = handler
        self.filter = filter
        current = Block(capacity: XMLEventRelay.blockSize)
        slots = .allocate(capacity: slotCapacity * 5)
    }

    deinit {
        current.base.deallocate()
        for block in full[fullStart...] { block.base.deallocate() }
        for block in free { block.base.deallocate() }
        slots.deallocate()
    }

    // MARK: - The parser's thread

    /// An element starts at `depth` (the root at 1): records it unless the filter drops it. Says
    /// what the parser does next: go into it, skip its content and its end (dropped, or recorded
    /// with its end), or stop (the handler has stopped).
    @inline(__always)
    func start(_ tag: XMLStartTag, depth: Int) -> XMLStartDecision {
        if stopSeen { return .stop }
        let verdict: XMLRelayVerdict = depth > 1 ? filter.verdict(for: tag.name) : .report
        if verdict == .drop { return .skipElement }
        record(tag)
        if verdict == .reportAlone { recordEnd(tag.name) }
        if stopSeen { return .stop }
        return verdict == .report ? .proceed : .skipElement
    }

    /// The element named `name` ends (one that was recorded, and not alone).
    @inline(__always)
    func end(_ name: XMLName) {
        if !stopSeen { recordEnd(name) }
    }

    private func record(_ tag: XMLStartTag) {
        let count = tag.attributeCount
        // Which attributes the handler may read (at most 64 marked; past that, every one is kept).
        var kept: UInt64 = 0
        var keptCount = 0
        var valueBytes = 0
        if let attributes = tag.attributes {
            for index in 0..<count {
                let base = attributes + index * 5
                guard index >= 64 || filter.keeps(XMLName(address: UnsafeRawPointer(base[0]))) else { continue }
                if index < 64 { kept |= 1 << UInt64(index) }
                keptCount += 1
                if let start = base[3], let end = base[4], end > start { valueBytes += end - start }
            }
        }
        let (headerBytes, size) = XMLEventRelay.startRecord(attributes: keptCount, valueBytes: valueBytes)
        let target = reserve(size)
        let at = tag.location()
        let words = target.assumingMemoryBound(to: UInt.self)
        words[0] = XMLEventRelay.startKind | UInt(keptCount) << 8
        words[1] = UInt(bitPattern: tag.name.address)
        words[2] = UInt(bitPattern: at.line)
        words[3] = UInt(bitPattern: at.column)
        guard keptCount > 0, let attributes = tag.attributes else { return }
        var entry = words + 4
        var value = (target + headerBytes).assumingMemoryBound(to: UInt8.self)
        for index in 0..<count where index >= 64 || kept & 1 << UInt64(index) != 0 {
            let base = attributes + index * 5
            entry[0] = UInt(bitPattern: base[0])
            var length = 0
            if let start = base[3], let end = base[4], end > start {
                length = end - start
                value.update(from: start, count: length)
                value += length
            }
            entry[1] = UInt(length)
            entry += 2
        }
    }

    @inline(__always)
    private func recordEnd(_ name: XMLName) {
        let words = reserve(2 * XMLEventRelay.word).assumingMemoryBound(to: UInt.self)
        words[0] = XMLEventRelay.endKind
        words[1] = UInt(bitPattern: name.address)
    }

    /// Room for a record of `size` bytes (a multiple of a word) in the block being filled.
    @inline(__always)
    private func reserve(_ size: Int) -> UnsafeMutableRawPointer {
        if current.capacity - current.used < size { handOver(needing: size) }
        let target = current.base + current.used
        current.used += size
        return target
    }

    /// Hands the filled block over and takes a free one with room for `size` bytes, waiting while
    /// ``maxBlocks`` are in use.
    @inline(never)
    private func handOver(needing size: Int) {
        lock.lock()
        full.append(current)
        lock.signal()
        while free.isEmpty && blocksInUse >= XMLEventRelay.maxBlocks && !handlerStopped {
            lock.wait()
        }
        var next = free.popLast()
        if next == nil { blocksInUse += 1 }
        stopSeen = handlerStopped
        lock.unlock()
        if let block = next, block.capacity < size {
            block.base.deallocate()
            next = nil
        }
        current = next ?? Block(capacity: max(XMLEventRelay.blockSize, size))
        current.used = 0
    }

    /// Hands the last block over and waits for the handler to have seen every record; called
    /// once, on every path, before the parser's names are freed. ``issue`` is then the handler's.
    func finish() {
        guard let thread = thread.take() else { return }
        lock.lock()
        if current.used > 0 {
            full.append(current)
            current = Block(capacity: 0)
        }
        ended = true
        lock.signal()
        lock.unlock()
        thread.join()
    }

    // MARK: - The relay's thread

    override func run() {
        var stopped = false
        while true {
            lock.lock()
            while fullStart == full.count && !ended { lock.wait() }
            guard fullStart < full.count else {
                lock.unlock()
                return
            }
            let block = full[fullStart]
            fullStart += 1
            if fullStart == full.count {
                full.removeAll(keepingCapacity: true)
                fullStart = 0
            }
            lock.unlock()
            if !stopped { stopped = !replay(block) }
            lock.lock()
            if block.capacity > XMLEventRelay.blockSize {
                block.base.deallocate()
                blocksInUse -= 1
            } else {
                free.append(block)
            }
            if stopped { handlerStopped = true }
            lock.signal()
            lock.unlock()
        }
    }

    /// Hands a block's records to the handler, as the parser would: false once it has stopped.
    private func replay(_ block: Block) -> Bool {
        var offset = 0
        let word = XMLEventRelay.word
        while offset < block.used {
            let words = (block.base + offset).assumingMemoryBound(to: UInt.self)
            let name = XMLName(address: UnsafeRawPointer(bitPattern: words[1]))
            if words[0] & 0xFF == XMLEventRelay.endKind {
                offset += 2 * word
                let ending = depth
                depth -= 1
                if skipDepth != 0 {
                    if ending == skipDepth { skipDepth = 0 }
                    continue
                }
                handler.endElement(name)
                continue
            }
            let count = Int(words[0] >> 8)
            var valueBytes = 0
            for index in 0..<count { valueBytes += Int(words[5 + 2 * index]) }
            offset += XMLEventRelay.startRecord(attributes: count, valueBytes: valueBytes).size
            depth += 1
            if skipDepth != 0 { continue }
            let tag = XMLStartTag(name: name, attributeCount: count, attributes: count > 0 ? laidOut(words, count: count) : nil,
                                  recordedAt: Int(bitPattern: words[2]), column: Int(bitPattern: words[3]))
            switch handler.startElement(tag) {
            case .proceed: break
            case .skipElement: skipDepth = depth
            case .stop:
                issue = handler.stopIssue
                return false
            }
        }
        return true
    }

    /// The `count` attributes of the start record at `words` in libxml2's layout (valid until the
    /// next record is laid out).
    private func laidOut(_ words: UnsafeMutablePointer<UInt>, count: Int) -> UnsafeMutablePointer<UnsafePointer<UInt8>?> {
        if count > slotCapacity {
            slots.deallocate()
            slotCapacity = count
            slots = .allocate(capacity: count * 5)
        }
        var value = UnsafeRawPointer(words + 4 + 2 * count).assumingMemoryBound(to: UInt8.self)
        for index in 0..<count {
            let length = Int(words[5 + 2 * index])
            let slot = slots + index * 5
            slot[0] = UnsafePointer(bitPattern: words[4 + 2 * index])
            slot[1] = nil
            slot[2] = nil
            slot[3] = length > 0 ? value : nil
            slot[4] = length > 0 ? value + length : nil
            value += length
        }
        return slots
    }
}

/// What the parser's thread does with an element when its handler runs on the relay's thread
/// (``XMLEventRelay``), by the element's name.
enum XMLRelayVerdict: UInt8 {
    /// Record it, and its content.
    case report
    /// Record it with its attributes, and an end right after: its content is not read.
    case reportAlone
    /// Record nothing of it: the handler would skip it, content and all, and note nothing.
    case drop
}

/// A handler's rules for what ``XMLEventRelay`` records, asked on the parser's thread (the
/// handler itself runs on the relay's), each once per name and then kept by the name's address.
///
/// The rules must say what the handler does: an element ``XMLRelayVerdict/drop``ped is one the
/// handler skips with its content, noting nothing; one reported alone, one whose content it skips;
/// an attribute not kept, one the handler never reads. The root is never asked about.
struct XMLRelayFilter {
    /// Each element name's verdict + 1, and each attribute name's 2 (kept) or 1, once asked: maps,
    /// not direct-mapped caches, so that two names that take turns in one entry are not each
    /// asked again (the attribute rule may find a name by its bytes).
    private var elements = XMLNameMap(capacity: 64)
    private var attributes = XMLNameMap(capacity: 128)
    private let elementRule: (XMLName) -> XMLRelayVerdict
    private let attributeRule: (XMLName) -> Bool

    /// A filter by `element` for element names and `attribute` for attribute names (true: keep).
    init(element: @escaping (XMLName) -> XMLRelayVerdict, attribute: @escaping (XMLName) -> Bool) {
        elementRule = element
        attributeRule = attribute
    }

    /// The verdict for an element named `name`, below the root.
    @inline(__always)
    mutating func verdict(for name: XMLName) -> XMLRelayVerdict {
        let known = elements.value(of: name)
        if known != 0 { return XMLRelayVerdict(rawValue: UInt8(truncatingIfNeeded: known - 1)) ?? .report }
        return newVerdict(for: name)
    }

    @inline(never)
    private mutating func newVerdict(for name: XMLName) -> XMLRelayVerdict {
        let verdict = elementRule(name)
        elements.add(name, UInt32(verdict.rawValue) + 1)
        return verdict
    }

    /// Whether an attribute named `name` is recorded.
    @inline(__always)
    mutating func keeps(_ name: XMLName) -> Bool {
        let known = attributes.value(of: name)
        if known != 0 { return known == 2 }
        return keepsNew(name)
    }

    @inline(never)
    private mutating func keepsNew(_ name: XMLName) -> Bool {
        let keeps = attributeRule(name)
        attributes.add(name, keeps ? 2 : 1)
        return keeps
    }
}
