import Foundation
import SceneLoaderCore
import SceneLoaderMerge
import Testing
import TestSupport

/// Every folder of `Fixtures/merge` is a merge: `base`, `ours` and `theirs` (a `.storyboard` or a
/// `.xib`), the merged bytes as golden `result.EXT` and what the merge reported as golden
/// `report.txt`. A folder named `conflict-…` or `xib-conflict` must conflict; every other must
/// merge cleanly. Each result re-reads: a clean one as a document (a storyboard without a new
/// error), a conflicted one refused at its first marker.
@Suite struct MergeFixtureTests {
    static let folder = Paths.fixtures("merge")

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The three versions of a case, and the extension they share.
    static func versions(_ name: String) throws -> (base: InterfaceDocument, ours: InterfaceDocument, theirs: InterfaceDocument, ext: String) {
        let directory = folder.appendingPathComponent(name)
        let ext = FileManager.default.fileExists(atPath: directory.appendingPathComponent("base.xib").path) ? "xib" : "storyboard"
        func read(_ side: String) throws -> InterfaceDocument {
            try InterfaceDocument(contentsOf: directory.appendingPathComponent("\(side).\(ext)"))
        }
        return (try read("base"), try read("ours"), try read("theirs"), ext)
    }

    /// The conflicts and resolutions of a merge, a line each with their lines in each version.
    static func report(_ result: MergeResult) -> String {
        var text = ""
        for conflict in result.conflicts {
            let lines = conflict.versions.map { "\($0.side.rawValue) \($0.line)" }.joined(separator: ", ")
            text += "conflict \(conflict.kind.rawValue) at result line \(conflict.resultLine) (\(lines)): \(conflict.message)\n"
        }
        for resolution in result.resolutions {
            text += "resolved \(resolution.rule.rawValue) (ours \(resolution.oursLine), theirs \(resolution.theirsLine)): \(resolution.subject): \(resolution.message)\n"
        }
        return text.isEmpty ? "clean\n" : text
    }

    @Test func everyKindOfChangeHasAFixture() {
        #expect(MergeFixtureTests.cases.count >= 15)
    }

    @Test(arguments: cases)
    func fixture(_ name: String) throws {
        let (base, ours, theirs, ext) = try MergeFixtureTests.versions(name)
        let directory = MergeFixtureTests.folder.appendingPathComponent(name)
        let result = DocumentMerge.merge(base: base, ours: ours, theirs: theirs)
        Golden.check(String(decoding: result.bytes, as: UTF8.self), against: directory.appendingPathComponent("result.\(ext)"))
        Golden.check(MergeFixtureTests.report(result), against: directory.appendingPathComponent("report.txt"))
        let expectsConflict = name.hasPrefix("conflict-") || name.hasSuffix("-conflict")
        #expect(result.isClean == !expectsConflict, "\(name): \(MergeFixtureTests.report(result))")
        if result.isClean {
            let merged = try InterfaceDocument(bytes: result.bytes, name: "result.\(ext)")
            #expect(merged.kind == ours.kind)
            if merged.kind == .storyboard {
                let storyboard = try Storyboard(bytes: result.bytes, name: "result")
                #expect(!storyboard.hasErrors, "\(storyboard.diagnostics)")
            }
        } else {
            do {
                _ = try InterfaceDocument(bytes: result.bytes, name: "result.\(ext)")
                Issue.record("\(name): a conflicted result reads as a document")
            } catch {
                #expect(error.code == .mergeConflict && error.location.line == result.conflicts[0].resultLine, "\(error)")
            }
            for conflict in result.conflicts {
                #expect(conflict.versions.count == 3)
                let diagnostic = conflict.diagnostic(result: "result", files: [.base: "base", .ours: "ours", .theirs: "theirs"])
                #expect(diagnostic.location.line == conflict.resultLine && diagnostic.severity == .error)
            }
        }
    }

    /// A clean merge copies each unchanged line byte for byte: every line of the result is a line
    /// of ours or theirs, except the start tags it combined.
    @Test(arguments: ["combine-attributes", "both-add-outlets", "both-add-scenes", "resources-union", "xib-combine"])
    func unchangedLinesAreCopied(_ name: String) throws {
        let (_, ours, theirs, _) = try MergeFixtureTests.versions(name)
        let result = DocumentMerge.merge(base: try MergeFixtureTests.versions(name).base, ours: ours, theirs: theirs)
        let known = Set(String(decoding: ours.bytes, as: UTF8.self).split(separator: "\n") + String(decoding: theirs.bytes, as: UTF8.self).split(separator: "\n"))
        let foreign = String(decoding: result.bytes, as: UTF8.self).split(separator: "\n").filter { !known.contains($0) }
        #expect(foreign.count <= 1, "\(name): \(foreign)")
    }
}
