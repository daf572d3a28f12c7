import SceneLoaderCore

/// The merged bytes as they are written, with the line the writer is on (for the result lines of
/// conflicts).
struct MergeWriter {
    private(set) var bytes: [UInt8] = []
    /// The 1-based line the next byte goes on.
    private(set) var line = 1
    /// Whether the next chunk's leading line feed is dropped: a conflict block ends with one, and
    /// the white space that follows it (the next element's) starts with one too.
    var dropsLeadingNewline = false

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// Whether the last byte written ends a line (or nothing is written yet).
    var isAtLineStart: Bool { bytes.last.map { $0 == 0x0A } ?? true }

    mutating func append(_ chunk: ArraySlice<UInt8>) {
        var chunk = chunk
        if dropsLeadingNewline {
            guard let first = chunk.first else { return }
            if first == 0x0A { chunk = chunk.dropFirst() }
            dropsLeadingNewline = false
        }
        for byte in chunk where byte == 0x0A { line += 1 }
        bytes += chunk
    }

    mutating func append(_ chunk: [UInt8]) { append(chunk[...]) }

    mutating func append(_ text: String) { append(Array(text.utf8)[...]) }
}
