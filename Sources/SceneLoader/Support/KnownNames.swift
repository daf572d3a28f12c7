/// A fixed list of short names, each found by its bytes in about one probe: so that the model can
/// store a name from the list in one byte (its code) and only others as strings.
///
/// The slot comes from the name's length and three of its bytes; the table (128 slots for at most
/// 64 names) is probed linearly and every candidate is compared by bytes, so a name outside the
/// list costs one or two comparisons and is never taken for one in it.
struct KnownNames: Sendable {
    /// The names, by code - 1.
    let names: [String]
    /// Per slot: the code of the name there (its index + 1), or 0.
    private let slots: [UInt8]
    private static let slotCount = 128

    /// A table of `names` (at most 64, distinct).
    init(_ names: [String]) {
        precondition(names.count <= KnownNames.slotCount / 2, "too many known names")
        self.names = names
        var slots = [UInt8](repeating: 0, count: KnownNames.slotCount)
        for (index, name) in names.enumerated() {
            var slot = KnownNames.slot(of: name)
            while slots[slot] != 0 { slot = (slot + 1) & (KnownNames.slotCount - 1) }
            slots[slot] = UInt8(index + 1)
        }
        self.slots = slots
    }

    /// The code of `name` (its index in the list + 1), or 0 when it is not in the list.
    func code(of name: String) -> UInt8 {
        var slot = KnownNames.slot(of: name)
        while true {
            let code = slots[slot]
            if code == 0 { return 0 }
            if ByteKey(names[Int(code) - 1]) == ByteKey(name) { return code }
            slot = (slot + 1) & (KnownNames.slotCount - 1)
        }
    }

    /// The name of `code` (from ``code(of:)``, not 0).
    func name(_ code: UInt8) -> String { names[Int(code) - 1] }

    private static func slot(of name: String) -> Int {
        var name = name
        name.makeContiguousUTF8() // native strings already are: a check, no copy
        let hashed = name.utf8.withContiguousStorageIfAvailable { bytes -> Int in
            guard let first = bytes.first, let last = bytes.last else { return 0 }
            return bytes.count &* 31 &+ Int(first) &* 7 &+ Int(last) &* 3 &+ Int(bytes[bytes.count / 2])
        }
        return (hashed ?? 0) & (slotCount - 1)
    }
}
