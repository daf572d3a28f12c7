#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoader
import Testing
import TestSupport

/// One test per file in `Fixtures/storyboards/`: adding a fixture adds a test.
///
/// Beside each `NAME.storyboard` (or `NAME.xml`) are its goldens: `NAME.tree` (the tree
/// `scene-inspect` prints), `NAME.json` (`--json`) and `NAME.diagnostics` (one `line:column severity
/// code` a line; prose is not compared). A file that fails to load has `NAME.error` instead
/// (`line:column code`). Re-record with `RECORD_GOLDENS=1 swift test`.
@Suite struct FixtureTests {
    static let folder = Paths.fixtures("storyboards")

    static let fixtures: [String] = Paths.files(in: folder, suffix: ".storyboard").map(\.lastPathComponent)
        + Paths.files(in: folder, suffix: ".xml").map(\.lastPathComponent)

    @Test(arguments: fixtures)
    func fixture(_ name: String) throws {
        let url = FixtureTests.folder.appendingPathComponent(name)
        let base = FixtureTests.folder.appendingPathComponent(String(name[..<name.lastIndex(of: ".")!]))
        let shown = "Fixtures/storyboards/\(name)"
        do {
            let storyboard = try Storyboard(contentsOf: url)
            Golden.check(storyboard.treeDescription(file: shown), against: base.appendingPathExtension("tree"))
            Golden.check(storyboard.jsonValue(file: shown).serialized() + "\n", against: base.appendingPathExtension("json"))
            let diagnostics = storyboard.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.code)\n" }.joined()
            Golden.check(diagnostics, against: base.appendingPathExtension("diagnostics"))
        } catch {
            Golden.check("\(error.location.line):\(error.location.column) \(error.code)\n", against: base.appendingPathExtension("error"))
        }
    }

    @Test func thereAreFixtures() {
        #expect(FixtureTests.fixtures.count >= 10)
    }
}
