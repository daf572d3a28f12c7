import Foundation
import SceneLoaderCore
import SceneLoaderMerge
import Testing
import TestSupport

/// The public set of real merges in `../shared/corpus/merges` (base, ours, theirs and what was
/// committed, with `meta.json`), when it is there: never a broken file, and every merge git
/// resolves cleanly and correctly resolved the same (noise aside). Skips when the set is absent.
@Suite struct MergeCorpusTests {
    static let corpus: URL? = Paths.shared.map { $0.appendingPathComponent("corpus/merges") }
        .flatMap { FileManager.default.fileExists(atPath: $0.path) ? $0 : nil }

    /// Every case folder: `REPOSITORY/CASE` holding `meta.json`.
    static var cases: [URL] {
        guard let corpus else { return [] }
        var cases: [URL] = []
        for repository in ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted() {
            let folder = corpus.appendingPathComponent(repository)
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() {
                let directory = folder.appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: directory.appendingPathComponent("meta.json").path) { cases.append(directory) }
            }
        }
        return cases
    }

    @Test(.enabled(if: corpus != nil, "needs ../shared/corpus/merges"))
    func everyMergeIsWholeAndGitsCleanMergesAgree() throws {
        var checked = 0, gitClean = 0
        for directory in MergeCorpusTests.cases {
            let meta = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("meta.json"))) as? [String: Any] ?? [:]
            let ext = meta["ext"] as? String ?? "storyboard"
            func read(_ side: String) throws -> InterfaceDocument {
                try InterfaceDocument(contentsOf: directory.appendingPathComponent("\(side).\(ext)"))
            }
            guard let base = try? read("base"), let ours = try? read("ours"), let theirs = try? read("theirs") else { continue }
            let result = DocumentMerge.merge(base: base, ours: ours, theirs: theirs)
            checked += 1
            let name = directory.lastPathComponent
            if result.isClean {
                #expect(throws: Never.self, "\(name)") { try InterfaceDocument(bytes: result.bytes, name: name) }
            } else {
                do {
                    _ = try InterfaceDocument(bytes: result.bytes, name: name)
                    Issue.record("\(name): conflicts, but no marker")
                } catch {
                    #expect(error.code == .mergeConflict, "\(name): \(error)")
                }
            }
            // Where git's line merge is clean and what was committed, ours is the same document.
            if meta["git_merge_conflicts"] as? Bool == false, meta["git_clean_equals_result_canonical"] as? Bool == true,
               let committed = try? read("result") {
                gitClean += 1
                #expect(result.isClean, "\(name): \(result.conflicts.map(\.message))")
                let merged = try InterfaceDocument(bytes: result.bytes, name: name)
                #expect(merged.index.fingerprints[0] == committed.index.fingerprints[0], "\(name)")
            }
        }
        #expect(checked > 100 && gitClean > 50, "checked \(checked), git-clean \(gitClean)")
    }
}
