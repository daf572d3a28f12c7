@testable import SceneLoaderCore
import Testing

/// The duplicate-id check sorts fingerprints of the ids and compares bytes only where fingerprints
/// meet: ids whose fingerprints collide are not duplicates, and every real duplicate is found, in
/// document order, among thousands of objects.
@Suite struct DuplicateObjectIDTests {
    /// Two ids whose fingerprints share their upper 32 bits (the half the check sorts by), found
    /// by search (about 2^16 candidates, by the birthday bound).
    static let colliding: (String, String) = {
        var seen: [UInt64: String] = [:]
        for candidate in 0... {
            let id = "id-\(candidate)"
            let half = ByteKey(id).fingerprint.hash >> 32
            if let earlier = seen[half] { return (earlier, id) }
            seen[half] = id
        }
        fatalError("unreachable")
    }()

    /// Line 3 + n is the controller with id `ids[n]`, each with a segue of id `"s" + ids[n]`.
    static func storyboard(ids: [String]) -> [UInt8] {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s"><objects>

            """
        for id in ids {
            text += "<viewController id=\"\(id)\" sceneMemberID=\"viewController\"><connections><segue destination=\"\(ids[0])\" kind=\"show\" id=\"s\(id)\"/></connections></viewController>\n"
        }
        text += "</objects></scene></scenes>\n</document>\n"
        return Array(text.utf8)
    }

    @Test func collidingFingerprintsAreNotDuplicates() throws {
        let (first, second) = DuplicateObjectIDTests.colliding
        #expect(ByteKey(first).fingerprint.hash >> 32 == ByteKey(second).fingerprint.hash >> 32)
        #expect(ByteKey(first).fingerprint.hash != ByteKey(second).fingerprint.hash)
        #expect(ByteKey(first).fingerprint.isASCII && !ByteKey("caf\u{E9}").fingerprint.isASCII)
        let ids = (0..<3_000).map { "vc-\($0)" } + [first, second]
        let storyboard = try Storyboard(bytes: DuplicateObjectIDTests.storyboard(ids: ids), name: "colliding")
        #expect(!storyboard.diagnostics.contains { $0.code == .duplicateObjectID })
        #expect(storyboard.scene(withID: second)?.location.line == 3 + 3_001 + 1)
    }

    @Test func everyDuplicateAmongThousandsIsFoundInOrder() throws {
        var ids = (0..<3_000).map { "vc-\($0)" }
        // A controller repeating an earlier one's id (and so its segue's), and one repeating a segue's id.
        ids[2_500] = "vc-17"
        ids[2_900] = "svc-1000"
        let storyboard = try Storyboard(bytes: DuplicateObjectIDTests.storyboard(ids: ids), name: "duplicates")
        let duplicates = storyboard.diagnostics.filter { $0.code == .duplicateObjectID }
        #expect(duplicates.map(\.location.line) == [3 + 2_500 + 1, 3 + 2_500 + 1, 3 + 2_900 + 1])
        #expect(duplicates.map { $0.notes.first?.location.line } == [3 + 17 + 1, 3 + 17 + 1, 3 + 1_000 + 1])
        // The first controller with an id keeps it.
        #expect(storyboard.scene(withID: "vc-17")?.location.line == 3 + 17 + 1)
    }
}

/// The check's sort orders fingerprints by their upper halves in place, for any values: random
/// words, words sharing upper halves (long runs of one bucket at every level), and sizes on both
/// sides of its insertion-sort bound.
@Suite struct FingerprintSortTests {
    /// The `index`th of a deterministic series of words spread over all 64 bits (a multiplicative
    /// hash of the index), so a failure is the same on every run.
    static func word(_ index: Int, seed: UInt64) -> UInt64 {
        let mixed = (UInt64(index) ^ seed &* 0xD6E8_FEB8_6659_FD93) &* 0x9E37_79B9_7F4A_7C15
        return mixed ^ (mixed >> 29)
    }

    static func check(_ words: [UInt64]) {
        var sorted = words
        StoryboardValidator.sortByHighHalf(&sorted)
        #expect(zip(sorted, sorted.dropFirst()).allSatisfy { $0 >> 32 <= $1 >> 32 }, "\(words.count) words out of order")
        #expect(sorted.sorted() == words.sorted(), "\(words.count) words lost or changed")
    }

    @Test(arguments: [0, 1, 2, 255, 256, 257, 1_000, 20_000])
    func randomWordsAreOrderedByTheirUpperHalves(count: Int) {
        FingerprintSortTests.check((0..<count).map { FingerprintSortTests.word($0, seed: UInt64(count)) })
    }

    @Test func wordsSharingUpperHalvesAreOrderedAndKept() {
        // Few distinct upper halves, differing only in their lowest byte or only in their highest.
        let lowByte = (0..<5_000).map { index in UInt64(0xABCD_EF00 | UInt64(index % 3)) << 32 | (FingerprintSortTests.word(index, seed: 7) & 0xFFFF_FFFF) }
        let highByte = (0..<5_000).map { index in UInt64(index % 200) << 56 | UInt64(index) }
        let equal = [UInt64](repeating: 0x1234_5678_0000_0001, count: 3_000)
        FingerprintSortTests.check(lowByte)
        FingerprintSortTests.check(highByte)
        FingerprintSortTests.check(equal)
        FingerprintSortTests.check(lowByte + highByte.reversed() + equal)
    }
}
