/// A string compared by its UTF-8 bytes, not by Unicode canonical equivalence.
///
/// Swift's `String ==` treats `"café"` (NFC) and `"cafe\u{301}"` (NFD) as equal, but Xcode and UIKit
/// treat identifiers as different when their bytes differ. Registries key identifiers by this type.
struct ByteKey: Hashable, Sendable {
    let string: String

    init(_ string: String) { self.string = string }

    static func == (lhs: ByteKey, rhs: ByteKey) -> Bool {
        lhs.string.utf8.elementsEqual(rhs.string.utf8)
    }

    func hash(into hasher: inout Hasher) {
        var copy = string
        copy.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
