import Foundation
import SceneLoader
import Testing
import TestSupport

/// One test per file in `Fixtures/hostile/`: adding a fixture adds a test.
///
/// Beside each `NAME.storyboard` (or `NAME.xib`) is `NAME.expect`, one line `STATUS CODE LINE:COLUMN`: the exit
/// status of `scene-inspect` and the code and location of its first diagnostic (`0 - -` for a
/// clean load). Re-record with `RECORD_GOLDENS=1 swift test --filter HostileFixtureTests` and
/// review the diff. Every run is also held to ``HostileCheck``'s bounds: memory, a coarse time
/// bound, no echo of other files, nothing opened but the input.
@Suite struct HostileFixtureTests {
    static let folder = Paths.fixtures("hostile")
    static let fixtures = (Paths.files(in: folder, suffix: ".storyboard") + Paths.files(in: folder, suffix: ".xib")).map(\.lastPathComponent)

    @Test(arguments: fixtures)
    func fixture(_ name: String) throws {
        let outcome = try HostileCheck.run(file: name, in: HostileFixtureTests.folder)
        let expect = HostileFixtureTests.folder.appendingPathComponent(String(name[..<name.lastIndex(of: ".")!]) + ".expect")
        Golden.check(outcome + "\n", against: expect)
    }

    /// The library reports the same code and location as the CLI, from memory as from a file.
    @Test(arguments: fixtures)
    func sameFromBytes(_ name: String) throws {
        let url = HostileFixtureTests.folder.appendingPathComponent(name)
        let bytes = try [UInt8](Data(contentsOf: url))
        func summary(_ load: () throws(StoryboardError) -> InterfaceBuilderDocument) -> String {
            do {
                let document = try load()
                guard let first = document.diagnostics.first else { return "loaded" }
                return "\(first.code) \(first.location.line):\(first.location.column)"
            } catch {
                return "\(error.code) \(error.location.line):\(error.location.column)"
            }
        }
        let fromFile = summary { () throws(StoryboardError) in try InterfaceBuilderDocument(contentsOf: url) }
        // Tiny chunks move every chunk boundary through the input: nothing may depend on them.
        let fromBytes = summary { () throws(StoryboardError) in try InterfaceBuilderDocument(bytes: bytes, name: name, options: LoadOptions(chunkSize: 64)) }
        #expect(fromFile == fromBytes)
    }

    @Test func thereAreFixtures() {
        #expect(HostileFixtureTests.fixtures.count >= 70)
    }
}
