#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Whether `needle` occurs in the string, compared as UTF-8 bytes.
    ///
    /// For the ASCII markers that attribute values are searched for (`Storyboard`, `.Cocoa.`):
    /// the generic `contains(_:)` of the string-processing library is a general searcher, far
    /// heavier per call than a search for a few ASCII bytes.
    func containsBytes(_ needle: StaticString) -> Bool {
        var text = self
        return text.withUTF8 { $0.containsBytes(needle) }
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether `needle` occurs in these bytes: each candidate found by `memchr` on its first byte,
    /// then compared whole with `memcmp` (the C library's searches go many bytes a step; a byte
    /// loop in Swift goes one).
    func containsBytes(_ needle: StaticString) -> Bool {
        let length = needle.utf8CodeUnitCount
        guard length > 0 else { return true }
        guard let base = baseAddress, count >= length else { return false }
        let first = Int32(needle.utf8Start.pointee)
        var start = base
        let last = base + (count - length)
        while start <= last {
            guard let found = memchr(start, first, last - start + 1) else { return false }
            let candidate = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
            if memcmp(candidate, needle.utf8Start, length) == 0 { return true }
            start = candidate + 1
        }
        return false
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether these bytes end with `suffix`.
    func endsWithBytes(_ suffix: StaticString) -> Bool {
        let length = suffix.utf8CodeUnitCount
        guard let base = baseAddress, count >= length else { return length == 0 }
        return memcmp(base + (count - length), suffix.utf8Start, length) == 0
    }
}
