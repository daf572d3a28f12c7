extension UnsafeMutableRawBufferPointer {
    /// The alignment of every buffer a file or a pipe is read into: a page.
    package static let readAlignment = 4096

    /// Memory for `read(2)` to copy a file into: `count` bytes (at least one), uninitialized, at a
    /// page boundary. The caller deallocates it.
    ///
    /// The kernel copies a read's bytes with `rep movsb`, whose speed depends on where the
    /// destination starts: on the AMD EPYC hosts the project is measured on, reading the 100 MB
    /// benchmark file in 256 KiB pieces took 9.5 ms into a buffer at a page boundary and 49–62 ms
    /// into one 16 bytes past it, which is where `malloc` puts a large block and where a Swift
    /// array's elements start. That was a tenth of the libxml2 floor's whole parse, spent before
    /// libxml2 saw a byte.
    package static func allocateForReading(count: Int) -> UnsafeMutableRawBufferPointer {
        allocate(byteCount: Swift.max(1, count), alignment: readAlignment)
    }
}
