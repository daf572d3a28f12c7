import Foundation
import SceneLoader
import Testing
import TestSupport

/// `scene-inspect merge` and `diff` as git runs them: the merge driver in a real repository (a
/// clean merge committed as the fixture's golden result, a conflict left marked and refused by
/// the loader), the external diff and the textconv; and the merge's writes, whole or not at all.
@Suite struct MergeCLITests {
    /// A scratch folder, removed when `body` returns.
    static func withDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    static func git(_ arguments: [String], in directory: URL) throws -> CLI.Result {
        try CLI.run(URL(fileURLWithPath: "/usr/bin/env"), ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com",
                                                           "-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false"] + arguments,
                    in: directory, environment: ["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1"])
    }

    /// A repository whose `.gitattributes` and configuration use scene-inspect as the merge driver,
    /// the external diff and the textconv of storyboards and xibs, as docs/MERGE.md shows.
    static func repository(in directory: URL) throws {
        let tool = Paths.sceneInspect.path
        #expect(try git(["init", "-q"], in: directory).status == 0)
        for (key, value) in [("merge.scene-inspect.name", "Interface Builder merge"),
                             ("merge.scene-inspect.driver", "\(tool) merge %O %A %B --git --name %P --marker-size %L"),
                             ("diff.scene-inspect.command", "\(tool) diff --git"),
                             ("diff.ib-text.textconv", "\(tool) diff --textconv")] {
            #expect(try git(["config", key, value], in: directory).status == 0)
        }
        try Data("*.storyboard merge=scene-inspect diff=scene-inspect\n*.xib merge=scene-inspect diff=scene-inspect\n".utf8)
            .write(to: directory.appendingPathComponent(".gitattributes"))
    }

    /// Commits base, then ours on `main` and theirs on `other`, and merges `other` into `main`.
    static func merge(_ fixture: String, in directory: URL) throws -> (CLI.Result, file: URL, ext: String) {
        let source = Paths.fixtures("merge/" + fixture)
        let ext = FileManager.default.fileExists(atPath: source.appendingPathComponent("base.xib").path) ? "xib" : "storyboard"
        let file = directory.appendingPathComponent("Main.\(ext)")
        func commit(_ side: String, _ message: String) throws {
            try FileManager.default.removeItem(at: file)
            try FileManager.default.copyItem(at: source.appendingPathComponent("\(side).\(ext)"), to: file)
            #expect(try git(["commit", "-q", "-am", message], in: directory).status == 0)
        }
        try FileManager.default.copyItem(at: source.appendingPathComponent("base.\(ext)"), to: file)
        #expect(try git(["add", "."], in: directory).status == 0)
        #expect(try git(["commit", "-q", "-m", "base"], in: directory).status == 0)
        #expect(try git(["checkout", "-q", "-b", "other"], in: directory).status == 0)
        try commit("theirs", "theirs")
        #expect(try git(["checkout", "-q", "main"], in: directory).status == 0)
        try commit("ours", "ours")
        return (try git(["merge", "--no-edit", "other"], in: directory), file, ext)
    }

    @Test(.enabled(if: Paths.hasExecutable("git"), "needs git"), arguments: ["combine-attributes", "both-add-scenes", "xib-combine"])
    func gitMergesWithTheDriver(_ fixture: String) throws {
        try MergeCLITests.withDirectory { directory in
            try MergeCLITests.repository(in: directory)
            let (result, file, ext) = try MergeCLITests.merge(fixture, in: directory)
            #expect(result.status == 0, "\(result.output)")
            let expected = try Data(contentsOf: Paths.fixtures("merge/\(fixture)/result.\(ext)"))
            #expect(try Data(contentsOf: file) == expected)
        }
    }

    /// What git's line merge makes of the fixtures the driver merges cleanly: conflicts, and for one
    /// a silent success that leaves a segue to a deleted controller.
    @Test(.enabled(if: Paths.hasExecutable("git"), "needs git"))
    func gitsLineMergeConflictsWhereTheDriverDoesNot() throws {
        for fixture in ["both-add-outlets", "both-add-scenes", "combine-attributes", "deleted-view-moved-frame", "geometry-both-sides",
                        "same-outlet-added", "version-stamps", "conflict-invalid-result"] {
            let folder = Paths.fixtures("merge/" + fixture)
            let sides = ["ours", "base", "theirs"].map { folder.appendingPathComponent("\($0).storyboard").path }
            let line = try MergeCLITests.git(["merge-file", "-p", "--"] + sides, in: folder)
            if fixture == "conflict-invalid-result" {
                #expect(line.status == 0)
                let storyboard = try Storyboard(bytes: Array(line.stdout.utf8), name: fixture)
                #expect(storyboard.diagnostics.contains { $0.code == .segueDestinationNotFound })
            } else {
                #expect(line.status > 0, "\(fixture): git merged it")
            }
        }
    }

    @Test(.enabled(if: Paths.hasExecutable("git"), "needs git"))
    func aConflictIsLeftMarkedForAnEditor() throws {
        try MergeCLITests.withDirectory { directory in
            try MergeCLITests.repository(in: directory)
            let (result, file, _) = try MergeCLITests.merge("conflict-attribute", in: directory)
            #expect(result.status != 0)
            #expect(result.output.contains("Main.storyboard:35:1: error: both sides changed 'text'"), "\(result.output)")
            #expect(result.output.contains("[merge.conflict]"))
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.contains("\n<<<<<<< ours\n") && text.contains("\n=======\n") && text.contains("\n>>>>>>> theirs\n"))
            // The button's title, which only ours changed, is merged outside the conflict.
            #expect(text.contains("title=\"Settings…\""))
            let inspected = try CLI.run([file.path])
            #expect(inspected.status == 1 && inspected.stderr.contains("[input.merge-conflict]"), "\(inspected.stderr)")
            let status = try MergeCLITests.git(["status", "--porcelain"], in: directory)
            #expect(status.stdout.contains("UU Main.storyboard"))
        }
    }

    @Test(.enabled(if: Paths.hasExecutable("git"), "needs git"))
    func gitDiffUsesTheExternalDiffAndTheTextconv() throws {
        try MergeCLITests.withDirectory { directory in
            try MergeCLITests.repository(in: directory)
            let source = Paths.fixtures("diff/noise-only")
            let file = directory.appendingPathComponent("Main.storyboard")
            try FileManager.default.copyItem(at: source.appendingPathComponent("old.storyboard"), to: file)
            #expect(try MergeCLITests.git(["add", "."], in: directory).status == 0)
            #expect(try MergeCLITests.git(["commit", "-q", "-m", "old"], in: directory).status == 0)
            try FileManager.default.removeItem(at: file)
            try FileManager.default.copyItem(at: source.appendingPathComponent("new.storyboard"), to: file)
            let external = try MergeCLITests.git(["diff"], in: directory)
            #expect(external.status == 0)
            #expect(external.stdout.hasPrefix("diff --scene-inspect a/Main.storyboard b/Main.storyboard\nno change in meaning\n"), "\(external.stdout)")
            // With the textconv instead, noise leaves nothing for git's line diff to show.
            try Data("*.storyboard diff=ib-text\n".utf8).write(to: directory.appendingPathComponent(".gitattributes"))
            let textconv = try MergeCLITests.git(["diff", "--", "Main.storyboard"], in: directory)
            #expect(textconv.status == 0 && textconv.stdout.isEmpty, "\(textconv.stdout)")
        }
    }

    @Test func outputIsWrittenWholeAndNeverThroughALink() throws {
        try MergeCLITests.withDirectory { directory in
            let fixture = Paths.fixtures("merge/combine-attributes")
            let sides = ["base", "ours", "theirs"].map { fixture.appendingPathComponent("\($0).storyboard").path }
            let target = directory.appendingPathComponent("result.storyboard")
            try Data("old".utf8).write(to: target)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target.path)
            let written = try CLI.run(["merge"] + sides + ["--output", target.path])
            #expect(written.status == 0, "\(written.stderr)")
            #expect(try Data(contentsOf: target) == Data(contentsOf: fixture.appendingPathComponent("result.storyboard")))
            let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int
            #expect(mode == 0o600)
            // No temporary file is left beside it.
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["result.storyboard"])
            // A link is refused, and what it points to is untouched.
            let link = directory.appendingPathComponent("link.storyboard")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
            try Data("kept".utf8).write(to: target)
            let refused = try CLI.run(["merge"] + sides + ["--output", link.path])
            #expect(refused.status == 2 && refused.stderr.contains("symbolic link") && refused.stderr.contains("[io.unwritable]"))
            #expect(try String(contentsOf: target, encoding: .utf8) == "kept")
        }
    }

    @Test(.enabled(if: Paths.hasExecutable("git"), "needs git"))
    func aFileThatIsNotADocumentFallsBackToGitsLineMerge() throws {
        try MergeCLITests.withDirectory { directory in
            let base = directory.appendingPathComponent("base.xib"), ours = directory.appendingPathComponent("ours.xib"),
                theirs = directory.appendingPathComponent("theirs.xib")
            try Data("one\ntwo\nthree\n".utf8).write(to: base)
            try Data("one\ntwo\nthree\nfour\n".utf8).write(to: ours)
            try Data("zero\none\ntwo\nthree\n".utf8).write(to: theirs)
            let result = try CLI.run(["merge", base.path, ours.path, theirs.path, "--git"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try String(contentsOf: ours, encoding: .utf8) == "zero\none\ntwo\nthree\nfour\n")
            #expect(result.stderr.contains("base.xib:1:1: error:"))
        }
    }
}
