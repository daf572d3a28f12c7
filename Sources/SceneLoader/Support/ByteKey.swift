/// A string compared by its UTF-8 bytes, not by Unicode canonical equivalence.
///
/// Swift's `String ==` treats `"café"` (NFC) and `"cafe\u{301}"` (NFD) as equal, but Xcode and UIKit
/// treat identifiers as different when their bytes differ. Registries key identifiers by this type.
struct ByteKey: Hashable, Sendable {
    let string: String

    init(_ string: String) { self.string = string }

    static func == (lhs: ByteKey, rhs: ByteKey) -> Bool {
        // The contiguous bytes, compared directly: the generic walk over two `UTF8View`s cost
        // a tenth of the validator's time.
        var left = lhs.string
        var right = rhs.string
        return left.withUTF8 { a in right.withUTF8 { b in a.count == b.count && a.elementsEqual(b) } }
    }

    func hash(into hasher: inout Hasher) {
        var copy = string
        copy.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
