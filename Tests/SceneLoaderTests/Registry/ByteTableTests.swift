@testable import SceneLoader
import Testing

/// The validator's id tables: bytes, not canonical equivalence; the first entry wins; and keys made
/// to collide move the table into a keyed dictionary instead of making every probe long.
@Suite struct ByteTableTests {
    @Test func firstEntryWinsAndBytesDecide() {
        var table = ByteTable()
        #expect(table.keepFirst(0, for: "café") == nil)
        #expect(table.keepFirst(1, for: "cafe\u{301}") == nil) // equal as a String, other bytes
        #expect(table.keepFirst(2, for: "café") == 0)
        #expect(table["café"] == 0)
        #expect(table["cafe\u{301}"] == 1)
        #expect(table["cafe"] == nil)
        #expect(table.allKeys == ["café", "cafe\u{301}"])
    }

    /// Keys of every length around the hash's word and half-word steps, past several growths.
    @Test func manyKeysOfEveryLengthRoundTrip() {
        var table = ByteTable()
        let keys = (0..<5_000).map { String(repeating: "x", count: $0 % 40) + "\($0)" }
        for (index, key) in keys.enumerated() { #expect(table.keepFirst(index, for: key) == nil) }
        #expect(table.count == keys.count)
        #expect(!table.usesDictionary)
        for (index, key) in keys.enumerated() where table[key] != index { Issue.record("\(key) lost") }
        #expect(table["x"] == nil && table[""] == nil && table["5000"] == nil)
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
        var table = ByteTable(seed: seed)
        for (index, key) in colliding.enumerated() { #expect(table.keepFirst(index, for: key) == nil) }
        #expect(table.usesDictionary)
        for (index, key) in colliding.enumerated() { #expect(table[key] == index) }
        #expect(table.keepFirst(99, for: colliding[3]) == 3)
        #expect(table.keepFirst(7, for: "other") == nil && table["other"] == 7)
        #expect(table.allKeys == colliding + ["other"])
    }
}
