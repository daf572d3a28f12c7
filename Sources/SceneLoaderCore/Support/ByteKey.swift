#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A string compared by its UTF-8 bytes, not by Unicode canonical equivalence.
///
/// Swift's `String ==` treats `"café"` (NFC) and `"cafe\u{301}"` (NFD) as equal, but Xcode and UIKit
/// treat identifiers as different when their bytes differ. Registries key identifiers by this type.
package struct ByteKey: Hashable, Sendable {
    package let string: String

    package init(_ string: String) { self.string = string }

    package static func == (lhs: ByteKey, rhs: ByteKey) -> Bool {
        // Identifiers are native, contiguous UTF-8 strings: compare their lengths, then their bytes in one go.
        guard lhs.string.utf8.count == rhs.string.utf8.count else { return false }
        let fast = lhs.string.utf8.withContiguousStorageIfAvailable { left in
            rhs.string.utf8.withContiguousStorageIfAvailable { right in
                left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
            }
        }
        return fast.flatMap { $0 } ?? lhs.string.utf8.elementsEqual(rhs.string.utf8)
    }

    package func hash(into hasher: inout Hasher) {
        let hashed: Void? = string.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil {
            for byte in string.utf8 { hasher.combine(byte) }
        }
    }

    /// A quick, unkeyed 64-bit hash of the bytes, for sorting many keys to find equal ones (equal
    /// bytes, equal fingerprints), and whether every byte is ASCII, found in the same pass. Not for
    /// a dictionary: unlike `hashValue` it can be made to collide.
    var fingerprint: (hash: UInt64, isASCII: Bool) { fingerprint(seed: 0) }

    /// The fingerprint of `string`'s bytes (``fingerprint``), read in place: making a key of it
    /// first retained and released the string's storage.
    static func fingerprint(of string: String) -> (hash: UInt64, isASCII: Bool) {
        string.utf8.withContiguousStorageIfAvailable { fingerprint($0, seed: 0) } ?? ByteKey(string).fingerprint
    }

    /// The fingerprint started from `seed` (``ByteTable`` draws one per process).
    func fingerprint(seed: UInt64) -> (hash: UInt64, isASCII: Bool) {
        let hashed = string.utf8.withContiguousStorageIfAvailable { ByteKey.fingerprint($0, seed: seed) }
        return hashed ?? Array(string.utf8).withUnsafeBufferPointer { ByteKey.fingerprint($0, seed: seed) }
    }

    private static func fingerprint(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> (hash: UInt64, isASCII: Bool) {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        let count = bytes.count
        var hash = (seed ^ UInt64(count)) &* multiplier
        guard let base = bytes.baseAddress, count > 0 else { return (hash ^ hash >> 32, true) }
        let raw = UnsafeRawPointer(base)
        var bits: UInt64 = 0
        // Whole words, then the last eight bytes as one more word (overlapping the previous one):
        // the same bytes always make the same words. Fewer than eight bytes: two overlapping
        // halves (or the bytes one by one, below four).
        if count >= 8 {
            func mix(_ word: UInt64) {
                bits |= word
                hash = (hash ^ word) &* multiplier
                hash ^= hash >> 29
            }
            var index = 0
            while index + 8 <= count {
                mix(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                index += 8
            }
            if index < count { mix(raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) }
        } else {
            let word: UInt64
            if count >= 4 {
                word = UInt64(raw.loadUnaligned(as: UInt32.self)) | UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
            } else {
                word = UInt64(base[0]) | UInt64(base[count >> 1]) << 8 | UInt64(base[count - 1]) << 16
            }
            bits = word
            hash = (hash ^ word) &* multiplier
        }
        // A multiplication carries only upwards: the last one's low bits depend on the low bits
        // alone. Folding the upper half down and multiplying again mixes every bit into both
        // halves (``ByteTable`` takes its slot from the low bits).
        hash ^= hash >> 32
        hash &*= 0xD6E8_FEB8_6659_FD93
        return (hash ^ hash >> 32, bits & 0x8080_8080_8080_8080 == 0)
    }
}
