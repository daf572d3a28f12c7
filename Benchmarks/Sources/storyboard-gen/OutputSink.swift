#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Buffers text and writes it to a file descriptor in large blocks, or keeps it in memory.
final class OutputSink {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var failed = false
    /// Everything written, for a sink made with ``init()``.
    private(set) var captured: [UInt8] = []
    private let captures: Bool

    /// A sink that keeps what is written in ``captured``.
    init() {
        descriptor = -1
        captures = true
    }

    /// Opens `path` for writing (`-` is standard output); nil when it cannot be created.
    init?(path: String) {
        captures = false
        descriptor = path == "-" ? 1 : open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return nil }
        buffer.reserveCapacity(1 << 20)
    }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 20 { flush() }
    }

    func flush() {
        if captures {
            captured += buffer
            buffer.removeAll(keepingCapacity: true)
            return
        }
        buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count && !failed {
                let written = writeBytes(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 { failed = errno != EINTR } else { offset += written }
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes and closes; false when the file could not be written.
    func close() -> Bool {
        flush()
        return (captures || descriptor == 1 || closeDescriptor(descriptor) == 0) && !failed
    }
}

// The system calls, named apart from the sink's own methods.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { write(descriptor, bytes, count) }
private func closeDescriptor(_ descriptor: Int32) -> Int32 { close(descriptor) }
