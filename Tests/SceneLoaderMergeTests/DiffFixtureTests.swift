import Foundation
import SceneLoaderCore
import SceneLoaderMerge
import Testing
import TestSupport

/// Every folder of `Fixtures/diff` holding `old.EXT` and `new.EXT` is a diff, with its goldens:
/// `diff.txt` (what `scene-inspect diff` prints), `all.txt` (with `--all`) and `diff.json`.
@Suite struct DiffFixtureTests {
    static let folder = Paths.fixtures("diff")

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0)/old.storyboard").path)
                || FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0)/old.xib").path)
        }.sorted()
    }

    static func pair(_ name: String) throws -> (old: InterfaceDocument, new: InterfaceDocument) {
        let directory = folder.appendingPathComponent(name)
        let ext = FileManager.default.fileExists(atPath: directory.appendingPathComponent("old.xib").path) ? "xib" : "storyboard"
        func read(_ side: String) throws -> InterfaceDocument {
            try InterfaceDocument(bytes: Array(try Data(contentsOf: directory.appendingPathComponent("\(side).\(ext)"))), name: "\(side).\(ext)")
        }
        return (try read("old"), try read("new"))
    }

    @Test(arguments: cases)
    func fixture(_ name: String) throws {
        let (old, new) = try DiffFixtureTests.pair(name)
        let diff = DocumentDiff(old: old, new: new)
        let directory = DiffFixtureTests.folder.appendingPathComponent(name)
        Golden.check(diff.text(), against: directory.appendingPathComponent("diff.txt"))
        Golden.check(diff.text(showingNoise: true), against: directory.appendingPathComponent("all.txt"))
        Golden.check(diff.jsonText() + "\n", against: directory.appendingPathComponent("diff.json"))
        #expect(diff.isSame == (name == "noise-only"))
        // The same two documents compared the other way round: every addition is a removal.
        let reverse = DocumentDiff(old: new, new: old)
        #expect(reverse.changes.count(where: { $0.kind == .added }) == diff.changes.count(where: { $0.kind == .removed }))
        #expect(reverse.isSame == diff.isSame)
        // The textconv outline differs exactly when the meaning does.
        #expect((old.outline() == new.outline()) == diff.isSame)
    }

    @Test func theStoryboardDiffNamesEachKindOfChange() throws {
        let diff = DocumentDiff(old: try DiffFixtureTests.pair("storyboard-changes").old, new: try DiffFixtureTests.pair("storyboard-changes").new)
        let categories = Set(diff.changes.map(\.category))
        #expect(categories.isSuperset(of: [.scene, .controller, .segue, .relationship, .outlet, .view, .constraint, .resource, .string]))
        let renamed = try #require(diff.changes.first { $0.kind == .renamed && $0.detail.contains("Storyboard ID") })
        #expect(renamed.detail == "Storyboard ID \"Home\" → \"Start\"" && renamed.oldLine == 30 && renamed.newLine == 31)
        let text = try #require(diff.changes.first { $0.category == .string })
        #expect(text.detail == "text \"Welcome\" → \"Welcome back\"")
        #expect(Set(diff.noise.map(\.category)) == [.versionStamps, .geometry, .canvas])
        #expect(DocumentDiff(old: try DiffFixtureTests.pair("storyboard-changes").old, new: try DiffFixtureTests.pair("storyboard-changes").old).isSame)
    }

    @Test func directoriesPairFilesByPath() throws {
        let root = DiffFixtureTests.folder.appendingPathComponent("directories")
        let diff = try DirectoryDiff(old: root.appendingPathComponent("old").path, new: root.appendingPathComponent("new").path)
        #expect(diff.files.map(\.path) == ["App/Base.lproj/Main.storyboard", "App/Legacy.xib", "App/Onboarding.storyboard", "App/ProfileHeaderView.xib"])
        #expect(diff.files.map(\.status) == [.changed, .removed, .added, .same])
        #expect(!diff.isSame)
        #expect(throws: StoryboardError.self) { try DirectoryDiff(old: root.appendingPathComponent("missing").path, new: root.path) }
    }
}
