/// A string compared by its UTF-8 bytes, not by Unicode canonical equivalence.
///
/// Swift's `String ==` treats `"café"` (NFC) and `"cafe\u{301}"` (NFD) as equal, but Xcode and UIKit
/// treat identifiers as different when their bytes differ. Registries key identifiers by this type.
struct ByteKey: Hashable, Sendable {
    let string: String

    init(_ string: String) { self.string = string }

    static func == (lhs: ByteKey, rhs: ByteKey) -> Bool {
        // Identifiers are native, contiguous UTF-8 strings: compare their bytes in one go.
        let fast = lhs.string.utf8.withContiguousStorageIfAvailable { left in
            rhs.string.utf8.withContiguousStorageIfAvailable { right in left.elementsEqual(right) }
        }
        return fast.flatMap { $0 } ?? lhs.string.utf8.elementsEqual(rhs.string.utf8)
    }

    func hash(into hasher: inout Hasher) {
        let hashed: Void? = string.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil {
            for byte in string.utf8 { hasher.combine(byte) }
        }
    }
}
