import Foundation
import SceneLoader
import Testing

/// docs/FORMAT.md's complete example is the fixture it names, and the output it shows is what
/// scene-inspect prints: the documentation cannot drift from the code.
@Suite struct FormatDocTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOf: Paths.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func exampleIsTheFixture() throws {
        let doc = try FormatDocTests.read("docs/FORMAT.md")
        let example = try #require(doc.components(separatedBy: "```xml\n").dropFirst().first?.components(separatedBy: "```").first)
        let fixture = try FormatDocTests.read("Fixtures/storyboards/tab-configuration.xml")
            .split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("<!--") }.joined(separator: "\n")
        #expect(example.trimmingCharacters(in: .whitespacesAndNewlines) == fixture.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func shownOutputIsWhatTheLoaderPrints() throws {
        let doc = try FormatDocTests.read("docs/FORMAT.md")
        let shown = try #require(doc.components(separatedBy: "prints:\n\n```\n").dropFirst().first?.components(separatedBy: "```").first)
        let storyboard = try Storyboard(contentsOf: Paths.fixtures("storyboards").appendingPathComponent("tab-configuration.xml"))
        #expect(shown == storyboard.treeDescription(file: "Fixtures/storyboards/tab-configuration.xml"))
    }
}
