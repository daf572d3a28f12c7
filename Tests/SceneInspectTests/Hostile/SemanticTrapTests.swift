import Foundation
import SceneLoader
import Testing
import TestSupport

/// Storyboards that are well-formed XML but try to confuse the registry: they load, and every
/// problem is a diagnostic at its line.
@Suite struct SemanticTrapTests {
    static func load(_ name: String) throws -> Storyboard {
        try Storyboard(contentsOf: Paths.fixtures("hostile").appendingPathComponent("\(name).storyboard"))
    }

    static func codes(_ storyboard: Storyboard) -> [String] {
        storyboard.diagnostics.map { "\($0.severity.rawValue) \($0.code) \($0.location.line):\($0.location.column)" }
    }

    /// `café` (NFC) and `cafe\u{301}` (NFD) are equal Swift strings but different ids: each finds its
    /// own scene, and the pair is reported.
    @Test func canonicallyEqualIdsAreDifferentButWarned() throws {
        let storyboard = try SemanticTrapTests.load("semantic-canonically-equal-ids")
        let nfc = "caf\u{E9}", nfd = "cafe\u{301}"
        #expect(nfc == nfd) // the trap: Swift's String == says they are the same
        let first = try #require(storyboard.scene(withID: nfc))
        let second = try #require(storyboard.scene(withID: nfd))
        #expect(first.location.line == 9)
        #expect(second.location.line == 22)
        #expect(Array(first.id!.utf8) == Array(nfc.utf8))
        #expect(Array(second.id!.utf8) == Array(nfd.utf8))
        #expect(storyboard.scene(withIdentifier: "R\u{E9}sum\u{E9}")?.location.line == 9)
        #expect(storyboard.scene(withIdentifier: "Re\u{301}sume\u{301}")?.location.line == 22)
        #expect(storyboard.identifiers.count == 2)
        let warnings = storyboard.diagnostics.filter { $0.code == .equivalentIdentifiers }
        #expect(warnings.count == 2)
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.location.line == 22 })
        // The segue to the NFD id goes to the second controller, not the first.
        let segue = try #require(first.segues.first)
        #expect(segue.destination.map { Array($0.utf8) } == Array(nfd.utf8))
        #expect(!storyboard.hasErrors)
        // The bidi override in a segue identifier is escaped wherever it is printed.
        #expect(!storyboard.treeDescription(file: "x").contains("\u{202E}"))
    }

    @Test func duplicateIdsPointAtBothPlaces() throws {
        let storyboard = try SemanticTrapTests.load("semantic-duplicate-ids")
        let duplicate = try #require(storyboard.diagnostics.first { $0.code == .duplicateObjectID })
        #expect(duplicate.severity == .error)
        #expect(duplicate.location.line == 22)
        #expect(duplicate.notes.first?.location.line == 9)
        #expect(throws: StoryboardError.self) { try storyboard.instantiateViewController(withID: "vc-main") }
    }

    @Test func emptyIdsAreReportedAndFindNothing() throws {
        let storyboard = try SemanticTrapTests.load("semantic-empty-id")
        #expect(SemanticTrapTests.codes(storyboard) == [
            "error segue.destination-not-found 14:25",
            "warning scene.empty-identifier 22:17",
        ])
        #expect(storyboard.scene(withID: "") == nil)
    }

    @Test func relationshipCyclesAreReportedAndRefuseToInstantiate() throws {
        let storyboard = try SemanticTrapTests.load("semantic-relationship-cycle")
        #expect(SemanticTrapTests.codes(storyboard) == ["error relationship.cycle 21:25"])
        #expect(throws: StoryboardError.self) { try storyboard.instantiateInitialViewController() }
        let itself = try SemanticTrapTests.load("semantic-navigation-root-is-itself")
        #expect(SemanticTrapTests.codes(itself) == ["error relationship.cycle 11:25"])
        #expect(throws: StoryboardError.self) { try itself.instantiateInitialViewController() }
    }

    /// 10,000 tabs load, and instantiating them makes 10,000 children (without recursion).
    @Test func tenThousandTabs() throws {
        var text = HostileStoryboard.payloadPrefix
        text += "<tabBarController id=\"tabs\" sceneMemberID=\"viewController\"><connections>\n"
        for index in 0..<10_000 {
            text += "<segue destination=\"t\(index)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"r\(index)\"/>\n"
        }
        text += "</connections></tabBarController>\n"
        for index in 0..<10_000 {
            text += "<viewController id=\"t\(index)\" sceneMemberID=\"viewController\"/>\n"
        }
        text += HostileStoryboard.tail.replacingOccurrences(of: "\n            </objects>", with: "</objects>")
        let storyboard = try Storyboard(bytes: Array(text.utf8), name: "tabs")
        #expect(storyboard.scenes.count == 10_002) // the tabs, their children and vc-main
        #expect(!storyboard.hasErrors)
        let tabs = try #require(try storyboard.instantiateViewController(withID: "tabs") as? TabBarController)
        #expect(tabs.viewControllers?.count == 10_000)
    }

    /// A conflict marker is found whatever the chunk boundaries, and only at the start of a line.
    @Test(arguments: [64, 65, 97, 128, 1000])
    func mergeConflictMarkerAtAnyChunkSize(_ chunkSize: Int) throws {
        let url = Paths.fixtures("hostile").appendingPathComponent("merge-conflict-marker.storyboard")
        let bytes = try [UInt8](Data(contentsOf: url))
        let error = #expect(throws: StoryboardError.self) {
            try Storyboard(bytes: bytes, name: "conflict", options: LoadOptions(chunkSize: chunkSize))
        }
        #expect(error?.code == .mergeConflict)
        #expect(error?.location.line == 7)
        #expect(error?.location.column == 1)
        // Seven '<' in a comment, not at a line start, are just text.
        let comment = String(decoding: bytes, as: UTF8.self)
            .replacingOccurrences(of: "<<<<<<< HEAD\n", with: "")
            .replacingOccurrences(of: "=======\n>>>>>>> feature/login\n", with: "<!-- <<<<<<< not a marker -->\n")
        #expect(throws: Never.self) { try Storyboard(bytes: Array(comment.utf8), name: "comment", options: LoadOptions(chunkSize: chunkSize)) }
    }
}
