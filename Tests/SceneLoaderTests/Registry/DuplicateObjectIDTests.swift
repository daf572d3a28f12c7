@testable import SceneLoader
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
