@testable import SceneLoader
import Testing

/// A storyboard of at least ``StoryboardValidator/concurrentScenes`` controllers has its index of
/// storyboard identifiers built on a thread of its own while the other rules run: its duplicates,
/// look-alikes, lookups and ambiguous identifiers must be those of the index built in turn, and
/// its diagnostics in the same places among the others.
@Suite struct ConcurrentValidationTests {
    /// `count` controllers, one a line from line 4, with the identifier `identifier(i)` (none when nil).
    static func storyboard(scenes count: Int, identifier: (Int) -> String?) -> [UInt8] {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>

            """
        for index in 0..<count {
            let attribute = identifier(index).map { " storyboardIdentifier=\"\($0)\"" } ?? ""
            text += "<scene sceneID=\"s-\(index)\"><objects><viewController id=\"vc-\(index)\"\(attribute) sceneMemberID=\"viewController\"/></objects></scene>\n"
        }
        return Array((text + "</scenes>\n</document>\n").utf8)
    }

    @Test func theIdentifierIndexBesideTheRulesIsTheOneBuiltInTurn() throws {
        let count = StoryboardValidator.concurrentScenes + 200
        #expect(count >= StoryboardValidator.concurrentScenes)
        let line = { (scene: Int) in scene + 4 }
        // Two duplicates of scene 10's identifier, a look-alike of scene 20's (NFD against NFC),
        // scenes without an identifier, and an identifier that is also another controller's id.
        let bytes = ConcurrentValidationTests.storyboard(scenes: count) { index in
            switch index {
            case 10, 4_000, 4_150: "dup"
            case 20: "caf\u{E9}"
            case 4_100: "cafe\u{301}"
            case 30, 4_120: "vc-0"
            default: index % 7 == 0 ? nil : "sb-\(index)"
            }
        }
        let storyboard = try Storyboard(bytes: bytes, name: "many")
        #expect(storyboard.scenes.count == count)
        let found = storyboard.diagnostics
            .filter { $0.code == .duplicateStoryboardIdentifier || $0.code == .equivalentIdentifiers }
            .map { "\($0.code) \($0.location.line) \($0.notes.map(\.location.line))" }
        #expect(found == [
            "scene.duplicate-identifier \(line(4_000)) [\(line(10))]",
            "scene.equivalent-identifiers \(line(4_100)) []",
            "scene.duplicate-identifier \(line(4_120)) [\(line(30))]",
            "scene.duplicate-identifier \(line(4_150)) [\(line(10))]",
        ])
        #expect(storyboard.scene(withIdentifier: "dup")?.id == "vc-10")
        #expect(storyboard.scene(withIdentifier: "sb-\(count - 1)")?.id == "vc-\(count - 1)")
        #expect(storyboard.scene(withIdentifier: "sb-7") == nil)
        #expect(storyboard.isAmbiguous(identifier: "dup"))
        #expect(!storyboard.isAmbiguous(identifier: "sb-1"))
        // The index built in turn, on this thread, says the same.
        let inTurn = StoryboardValidator.IdentifierIndex(storyboard.scenes, count: nil)
        #expect(inTurn.diagnostics.map(\.location.line) == [line(4_000), line(4_100), line(4_120), line(4_150)])
        #expect(inTurn.ambiguous == [ByteKey("dup"), ByteKey("vc-0")])
        #expect(storyboard.identifiers.count == inTurn.table.count)
    }
}
