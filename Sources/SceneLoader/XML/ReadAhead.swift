/// Reads a large file's chunks and pre-scans them on a thread of its own, one chunk ahead of the
/// parse: while libxml2 parses a chunk, the next is copied from the kernel and scanned for limits
/// (files of at least ``leastChunks`` chunks; see there for what was measured).
///
/// Two buffers of the chunk's size take turns: the thread fills one while the parse reads the
/// other, and waits when both are full. A chunk is handed over with what the pre-scan found in it
/// (its first issue, located from the chunk's first line, and whether a start tag so far may hold a
/// long name), so the parse stops at the same place, with the same diagnostic, as when it reads
/// and scans each chunk itself (``MarkupPrescan`` keeps its state from chunk to chunk either way).
/// The thread reads only the file it was given, stops at the file's end, at a read error or at the
/// pre-scan's first issue, and is joined before ``finish()`` returns. The first chunk is read by
/// the caller, and the thread starts while libxml2 parses it; when no thread can be made,
/// ``next()`` reads and scans each chunk itself, in turn.
///
/// Synchronisation: the two buffers' turns, the finished chunks' descriptions and the stop are
/// read and written under one mutex; the file and the pre-scan are the thread's alone once it
/// runs (or the caller's, without one).
final class ReadAhead: ThreadJob, @unchecked Sendable {
    /// A chunk read and scanned, valid until ``release()``.
    struct Chunk {
        /// The chunk's bytes, in one of the two buffers.
        let bytes: UnsafeRawBufferPointer
        /// The pre-scan's first issue in the chunk, its line counted from the chunk's first line (1).
        let issue: XMLIssue?
        /// Whether the pre-scan has seen a start tag, in this chunk or before, that may hold a name
        /// longer than the limit (``MarkupPrescan/mayHoldLongNames``).
        let mayHoldLongNames: Bool
    }

    /// What one turn of reading gave: a chunk of `count` bytes (0 at the end of the file), or the
    /// read's error.
    private struct Turn {
        var count = 0
        var issue: XMLIssue?
        var mayHoldLongNames = false
        var readError: FileIssue?
        /// Whether the reading ends with this turn: the file's end, an error or an issue.
        var isLast: Bool { count == 0 || readError != nil || issue != nil }
    }

    /// The files worth a thread: at least this many chunks (32 MiB with the default chunk of
    /// 256 KiB), on a machine with a second processor.
    ///
    /// Measured on the 2-core VM (`Benchmarks/compare.sh`, 20 to 60 interleaved rounds of files
    /// loaded again and again): 100 MB 0.948× of the time read on one thread, 30 MB 1.008×,
    /// 10 MB 1.016–1.032×, 4 MB 1.032×, 2 MB 1.048×. A chunk the other processor has read
    /// and scanned reaches libxml2 from that processor's cache, and a file of a few megabytes
    /// loaded again and again is copied from pages still in the shared cache, cheaply: reading
    /// it ahead saves less than the handover costs. A larger file's pages are not in any cache.
    static let leastChunks = 128

    /// Whether a file of `fileSize` bytes read in chunks of `chunkSize` is read ahead.
    static func isWorthwhile(fileSize: Int, chunkSize: Int) -> Bool {
        fileSize / max(1, chunkSize) >= leastChunks && ProcessorCount.online > 1
    }

    private var file: SecureFile
    private var prescan: MarkupPrescan
    private let limits: XMLLimits
    private let buffers: (UnsafeMutableRawBufferPointer, UnsafeMutableRawBufferPointer)
    /// The second buffer, allocated here (the first is the caller's).
    private let ownBuffer: UnsafeMutableRawBufferPointer

    // Under `lock`:
    private let lock = ConditionLock()
    private var turns = (Turn(), Turn())
    /// Chunks read so far; chunks the parse has released. Chunk `k` is in buffer `k % 2`.
    private var produced = 0
    private var consumed = 0
    /// Set by ``finish()``: the thread reads no more.
    private var isCancelled = false

    private var thread: JoinableThread?

    /// Reads `file` on from where it stands, in chunks the size of `buffer` (which the reader uses
    /// as one of its two and does not free), scanned by `prescan` from the state it is in.
    init(file: consuming SecureFile, buffer: UnsafeMutableRawBufferPointer, prescan: MarkupPrescan, limits: XMLLimits) {
        self.file = file
        self.prescan = prescan
        self.limits = limits
        ownBuffer = .allocateForReading(count: buffer.count)
        buffers = (buffer, ownBuffer)
        super.init()
        // The first chunk is read here, and the thread starts while libxml2 parses it: waiting for
        // a new thread (and for an idle processor to wake) cost more than the chunk takes to read.
        turns.0 = read(into: buffers.0)
        produced = 1
        guard !turns.0.isLast else { return }
        thread = JoinableThread.start(self)
    }

    override func run() { produce() }

    deinit {
        ownBuffer.deallocate()
    }

    /// The next chunk, or nil at the end of the file; throws the read's error. The chunk must be
    /// released (``release()``) before the next is asked for.
    func next() throws(FileIssue) -> Chunk? {
        let index = consumed
        let turn: Turn
        if thread != nil {
            lock.lock()
            while produced == index { lock.wait() }
            turn = index & 1 == 0 ? turns.0 : turns.1
            lock.unlock()
        } else {
            // No thread (none could be made, or the first chunk was the last): read here, in turn.
            turn = index == 0 ? turns.0 : read(into: buffer(index))
        }
        if let error = turn.readError { throw error }
        guard turn.count > 0 else { return nil }
        return Chunk(bytes: UnsafeRawBufferPointer(rebasing: buffer(index)[..<turn.count]),
                     issue: turn.issue, mayHoldLongNames: turn.mayHoldLongNames)
    }

    /// Gives the last chunk's buffer back to the reader.
    func release() {
        lock.lock()
        consumed += 1
        lock.signal()
        lock.unlock()
    }

    /// Stops the reading and waits for the thread to end; called once, on every path.
    func finish() {
        guard let thread = thread.take() else { return }
        lock.lock()
        isCancelled = true
        lock.signal()
        lock.unlock()
        thread.join()
    }

    private func buffer(_ index: Int) -> UnsafeMutableRawBufferPointer {
        index & 1 == 0 ? buffers.0 : buffers.1
    }

    /// The thread: reads and scans chunks while a buffer is free, until the last.
    private func produce() {
        var index = 1
        while true {
            lock.lock()
            while produced - consumed == 2 && !isCancelled { lock.wait() }
            let stops = isCancelled
            lock.unlock()
            if stops { return }
            let turn = read(into: buffer(index))
            lock.lock()
            if index & 1 == 0 { turns.0 = turn } else { turns.1 = turn }
            produced += 1
            lock.signal()
            lock.unlock()
            if turn.isLast { return }
            index += 1
        }
    }

    /// One chunk read into `buffer` and scanned.
    private func read(into buffer: UnsafeMutableRawBufferPointer) -> Turn {
        var turn = Turn()
        do throws(FileIssue) {
            turn.count = try file.read(into: buffer)
        } catch {
            turn.readError = error
            return turn
        }
        guard turn.count > 0 else { return turn }
        turn.issue = prescan.scan(UnsafeRawBufferPointer(rebasing: buffer[..<turn.count]), limits: limits)
        turn.mayHoldLongNames = prescan.mayHoldLongNames
        return turn
    }
}
