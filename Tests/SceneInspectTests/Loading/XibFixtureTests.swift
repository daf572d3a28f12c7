#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoader
import Testing
import TestSupport

/// One test per xib in `Fixtures/xibs/`: adding a fixture adds a test.
///
/// Beside each `NAME.xib` are its goldens, as for storyboards: `NAME.tree`, `NAME.json` and
/// `NAME.diagnostics` (one `line:column severity code` a line, with the lint checks of the default
/// configuration after the load's own), or `NAME.error` for a file that does not load. Re-record
/// with `RECORD_GOLDENS=1 swift test`.
@Suite struct XibFixtureTests {
    static let folder = Paths.fixtures("xibs")

    static let fixtures: [String] = Paths.files(in: folder, suffix: ".xib").map(\.lastPathComponent)

    @Test(arguments: fixtures)
    func fixture(_ name: String) throws {
        let url = XibFixtureTests.folder.appendingPathComponent(name)
        let base = XibFixtureTests.folder.appendingPathComponent(String(name.dropLast(".xib".count)))
        let shown = "Fixtures/xibs/\(name)"
        do {
            let nib = try Nib(contentsOf: url)
            Golden.check(nib.treeDescription(file: shown), against: base.appendingPathExtension("tree"))
            Golden.check(nib.jsonValue(file: shown).serialized() + "\n", against: base.appendingPathExtension("json"))
            let found = (nib.diagnostics + nib.lintDiagnostics(LintConfiguration())).sorted { ($0.location, $0.code.rawValue) < ($1.location, $1.code.rawValue) }
            let diagnostics = found.map { "\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.code)\n" }.joined()
            Golden.check(diagnostics, against: base.appendingPathExtension("diagnostics"))
        } catch {
            Golden.check("\(error.location.line):\(error.location.column) \(error.code)\n", against: base.appendingPathExtension("error"))
        }
    }

    /// A xib loads as a nib through the document loader too, and never as a storyboard; a
    /// storyboard named `.xib` loads as a storyboard, never as a nib. Each refusal has its code.
    @Test(arguments: fixtures)
    func loadsAsWhatItIs(_ name: String) throws {
        let url = XibFixtureTests.folder.appendingPathComponent(name)
        do {
            switch try InterfaceBuilderDocument(contentsOf: url) {
            case .nib:
                #expect(throws: StoryboardError.self) { try Storyboard(contentsOf: url) }
                do { _ = try Storyboard(contentsOf: url) } catch { #expect(error.code == .notAStoryboard) }
            case .storyboard:
                do {
                    _ = try Nib(contentsOf: url)
                    Issue.record("\(name) loaded as a nib")
                } catch {
                    #expect(error.code == .notANib)
                }
            }
        } catch {
            // A storyboard named .xib is refused by its name (`not-a-xib.xib`).
            #expect(error.code == .archiveXib || error.code == .notANib || error.code.rawValue.hasPrefix("xml."))
        }
    }

    @Test func thereAreFixtures() {
        #expect(XibFixtureTests.fixtures.count >= 10)
    }

    /// A file's name says what Xcode compiles it as: a xib named `.storyboard` and a storyboard
    /// named `.xib` are refused at their root, as `Storyboard(contentsOf:)` and `Nib(contentsOf:)`
    /// refuse them; any other name (`.xml`) is read as its root says.
    @Test func aFilesExtensionSaysWhatItMustBe() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("named-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let xib = try Data(contentsOf: Paths.fixtures("xibs/table-cell.xib"))
        let storyboard = try Data(contentsOf: Paths.fixtures("storyboards/dock-segues.storyboard"))
        for (name, data, expected) in [("Cell.storyboard", xib, DiagnosticCode.notAStoryboard), ("Main.xib", storyboard, .notANib)] {
            let url = root.appendingPathComponent(name)
            try data.write(to: url)
            do {
                _ = try InterfaceBuilderDocument(contentsOf: url)
                Issue.record("\(name) loaded")
            } catch {
                #expect(error.code == expected)
                #expect(error.location.line == 2)
            }
        }
        try xib.write(to: root.appendingPathComponent("Cell.xml"))
        guard case .nib = try InterfaceBuilderDocument(contentsOf: root.appendingPathComponent("Cell.xml")) else {
            Issue.record("a xib named .xml is not read as a xib")
            return
        }
    }

    /// A project's tree and JSON name the targets that copy each xib, as they do each storyboard's.
    @Test func aProjectNamesEachXibsTargets() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("synced-xib-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(at: Paths.fixtures("projects/Synced"), to: root)
        try FileManager.default.copyItem(at: Paths.fixtures("xibs/table-cell.xib"), to: root.appendingPathComponent("Synced/MessageCell.xib"))
        try FileManager.default.copyItem(at: Paths.fixtures("xibs/table-cell.xib"), to: root.appendingPathComponent("Loose.xib"))
        let project = try StoryboardProject(url: root)
        let tree = project.treeDescription(name: "Synced")
        #expect(tree.hasPrefix("Synced: project, 1 Xcode project, 2 targets, 3 storyboards, 2 xibs\n"))
        #expect(tree.contains("\nLoose.xib (no target): iOS xib"))
        #expect(tree.contains("\nSynced/MessageCell.xib (target App): iOS xib"))
        guard case .object(let members) = project.jsonValue(name: "Synced"),
              case .array(let nibs)? = members.first(where: { $0.0 == "nibs" })?.1 else {
            Issue.record("no nibs")
            return
        }
        let targets = nibs.map { nib -> JSONValue? in
            guard case .object(let fields) = nib else { return nil }
            return fields.first { $0.0 == "targets" }?.1
        }
        #expect(targets == [.array([]), .array([.string("App")])])
    }
}
