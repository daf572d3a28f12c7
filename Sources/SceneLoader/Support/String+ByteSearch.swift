extension String {
    /// Whether `needle` occurs in the string, compared as UTF-8 bytes.
    ///
    /// For the ASCII markers that attribute values are searched for (`Storyboard`, `.Cocoa.`):
    /// the generic `contains(_:)` of the string-processing library costs tens of thousands of
    /// instructions per call, more than parsing a small storyboard's root element.
    func containsBytes(_ needle: StaticString) -> Bool {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard let first = pattern.first else { return true }
        var text = self
        return text.withUTF8 { bytes in
            guard bytes.count >= pattern.count else { return false }
            for start in 0...(bytes.count - pattern.count) where bytes[start] == first {
                if UnsafeBufferPointer(rebasing: bytes[start..<(start + pattern.count)]).elementsEqual(pattern) { return true }
            }
            return false
        }
    }
}
