#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fixed list of short names, each found by its bytes in about one probe: so that the model can
/// store a name from the list in one byte (its code) and only others as strings.
///
/// The slot comes from the name's length and three of its bytes; the table (128 slots for at most
/// 64 names) is probed linearly and every candidate is compared by bytes, so a name outside the
/// list costs one or two comparisons and is never taken for one in it.
struct KnownNames: Sendable {
    /// The names, by code - 1.
    let names: [String]
    /// Their bytes, by code - 1.
    private let bytes: [[UInt8]]
    /// Per slot: the code of the name there (its index + 1), or 0.
    private let slots: [UInt8]
    private static let slotCount = 128

    /// A table of `names` (at most 64, distinct).
    init(_ names: [String]) {
        precondition(names.count <= KnownNames.slotCount / 2, "too many known names")
        self.names = names
        bytes = names.map { Array($0.utf8) }
        var slots = [UInt8](repeating: 0, count: KnownNames.slotCount)
        for (index, name) in bytes.enumerated() {
            var slot = name.withUnsafeBufferPointer(KnownNames.slot)
            while slots[slot] != 0 { slot = (slot + 1) & (KnownNames.slotCount - 1) }
            slots[slot] = UInt8(index + 1)
        }
        self.slots = slots
    }

    /// The code of `name` (its index in the list + 1), or 0 when it is not in the list.
    func code(of name: String) -> UInt8 {
        if let code = name.utf8.withContiguousStorageIfAvailable(code) { return code }
        return Array(name.utf8).withUnsafeBufferPointer(code)
    }

    /// The code of the name made of `name`'s bytes, or 0.
    func code(_ name: UnsafeBufferPointer<UInt8>) -> UInt8 {
        var slot = KnownNames.slot(name)
        while true {
            let code = slots[slot]
            if code == 0 { return 0 }
            let known = bytes[Int(code) - 1]
            if known.count == name.count
                && known.withUnsafeBufferPointer({ name.isEmpty || memcmp($0.baseAddress!, name.baseAddress!, name.count) == 0 }) {
                return code
            }
            slot = (slot + 1) & (KnownNames.slotCount - 1)
        }
    }

    /// The name of `code` (from ``code(of:)``, not 0).
    func name(_ code: UInt8) -> String { names[Int(code) - 1] }

    /// The slot a name's bytes start probing at: from its length and three of its bytes.
    private static func slot(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let first = bytes.first, let last = bytes.last else { return 0 }
        return (bytes.count &* 31 &+ Int(first) &* 7 &+ Int(last) &* 3 &+ Int(bytes[bytes.count / 2])) & (slotCount - 1)
    }
}
