extension UnsafeMutableRawBufferPointer {
    /// The alignment of every buffer a file or a pipe is read into: a page.
    package static let readAlignment = 4096

    /// Memory for `read(2)` to copy a file into: `count` bytes (at least one), uninitialized, at a
    /// page boundary. The caller deallocates it.
    ///
    /// The kernel copies a read's bytes from the page cache, whose pages start on a page boundary,
    /// with `rep movsb`. On some x86 processors (AMD EPYC among them) that copy runs several times
    /// slower when the destination starts 1 to 31 bytes past a page boundary than when it starts
    /// on one (the same holds for `memcpy` in user space whenever the destination is 1 to 32 bytes
    /// ahead of the source modulo 4 KiB). `malloc` puts a large block 16 bytes past a page, so every
    /// read into such a buffer would take the slow copy.
    package static func allocateForReading(count: Int) -> UnsafeMutableRawBufferPointer {
        allocate(byteCount: Swift.max(1, count), alignment: readAlignment)
    }
}
