@testable import SceneLoaderCore
import Testing

/// The validator's id tables: bytes, not canonical equivalence; the first entry wins; and keys made
/// to collide move the table into a keyed dictionary instead of making every probe long.
@Suite struct ByteTableTests {
    struct List: ByteTableKeys {
        let keys: [String]
        func key(at position: Int) -> String { keys[position] }
    }

    @Test func firstEntryWinsAndBytesDecide() {
        let keys = ["café", "cafe\u{301}", "café"] // the second is equal as a String, not as bytes
        var table = ByteTable()
        let key = List(keys: keys)
        #expect(table.keepFirst(0, keys: key) == nil)
        #expect(table.keepFirst(1, keys: key) == nil)
        #expect(table.keepFirst(2, keys: key) == 0)
        #expect(table.position(of: "café", keys: key) == 0)
        #expect(table.position(of: "cafe\u{301}", keys: key) == 1)
        #expect(table.position(of: "cafe", keys: key) == nil)
        #expect(table.positions == [0, 1])
    }

    /// Keys of every length around the hash's word and half-word steps, past several growths.
    @Test func manyKeysOfEveryLengthRoundTrip() {
        let keys = (0..<20_000).map { String(repeating: "x", count: $0 % 40) + "\($0)" }
        let key = List(keys: keys)
        var table = ByteTable()
        var added = 0
        for index in keys.indices where table.keepFirst(index, keys: key) == nil { added += 1 }
        #expect(added == keys.count)
        #expect(!table.usesDictionary)
        let lost = keys.indices.filter { table.position(of: keys[$0], keys: key) != $0 }
        #expect(lost.isEmpty)
        #expect(table.position(of: "x", keys: key) == nil && table.position(of: "", keys: key) == nil)
    }

    @Test func collidingKeysMoveIntoADictionary() {
        // Keys whose hashes agree in their low twelve bits share a slot in every table up to 4,096
        // slots: each insertion probes past all the earlier ones.
        let seed: UInt64 = 0x5EED
        var colliding: [String] = []
        var candidate = 0
        while colliding.count < ByteTable.maxProbes + 20 {
            let key = "id-\(candidate)"
            if ByteKey(key).fingerprint(seed: seed).hash & 0xFFF == 0x123 { colliding.append(key) }
            candidate += 1
        }
        let keys = colliding + [colliding[3], "other"]
        let key = List(keys: keys)
        var table = ByteTable(seed: seed)
        for index in colliding.indices { #expect(table.keepFirst(index, keys: key) == nil) }
        #expect(table.usesDictionary)
        for index in colliding.indices { #expect(table.position(of: colliding[index], keys: key) == index) }
        #expect(table.keepFirst(colliding.count, keys: key) == 3)
        #expect(table.keepFirst(colliding.count + 1, keys: key) == nil)
        #expect(table.position(of: "other", keys: key) == colliding.count + 1)
        #expect(table.positions.map(Int.init) == Array(colliding.indices) + [colliding.count + 1])
    }

    /// Positions widen the slots' position field as they grow; past 2^28 the table keeps its
    /// entries in the dictionary rather than a tag of fewer than four bits.
    @Test func widePositionsMoveIntoADictionary() {
        struct Numbered: ByteTableKeys {
            func key(at position: Int) -> String { "k\(position)" }
        }
        var table = ByteTable()
        for position in [0, 300, 70_000, 5_000_000] { #expect(table.keepFirst(position, keys: Numbered()) == nil) }
        #expect(!table.usesDictionary)
        #expect(table.position(of: "k70000", keys: Numbered()) == 70_000)
        #expect(table.keepFirst(1 << 28, keys: Numbered()) == nil)
        #expect(table.usesDictionary)
        for position in [0, 300, 70_000, 5_000_000, 1 << 28] { #expect(table.position(of: "k\(position)", keys: Numbered()) == position) }
    }
}
