import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// The surfaces a hostile pull request reaches when CI runs `scene-inspect lint` on it: the
/// configuration and its lookup, baselines, reports and the files the tool writes. Each case runs
/// the built tool in a scratch folder, held to the bounds of ``BoundedRun``.
@Suite(.serialized) struct LintSurfaceHostileTests {
    /// A scratch folder that is a repository root (it holds `.git`), removed afterwards.
    static func repository() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-surface-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        return folder
    }

    static func write(_ text: String, to path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A storyboard with one warning (`segue.deprecated-kind`) and nothing else.
    static let oneWarning = String(decoding: HostileStoryboard.storyboard("""
        <viewController id="a" sceneMemberID="viewController"><connections>\
        <segue destination="a" kind="push" identifier="again" id="seg-a"/></connections></viewController>
        """), as: UTF8.self)

    /// Runs `scene-inspect arguments` in `folder`; checks the bounds; returns the result.
    static func run(_ arguments: [String], in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> BoundedRun.Result {
        let result = try BoundedRun.run(arguments, in: folder)
        if let seconds = result.seconds {
            #expect(seconds < BoundedRun.coarseSeconds, "took \(seconds) s", sourceLocation: sourceLocation)
        }
        if let resident = result.maxResidentKB {
            #expect(resident < BoundedRun.maxResidentKB, "peak \(resident) KB", sourceLocation: sourceLocation)
        }
        return result
    }

    // MARK: - Configuration lookup

    @Test func theLookupStopsAtTheRepositoryRoot() throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("lint-outside-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: outside) }
        // A configuration above the checkout: it would turn every rule off.
        try Self.write(#"{"rules": {"segue.deprecated-kind": "off"}}"#, to: ".scene-inspect.json", in: outside)
        let repository = outside.appendingPathComponent("checkout")
        try FileManager.default.createDirectory(at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Self.write(Self.oneWarning, to: "App/Main.storyboard", in: repository)
        let result = try Self.run(["lint", "--verbose", "App"], in: repository)
        #expect(result.stderr.contains("scene-inspect: configuration: none"))
        #expect(result.stdout.contains("[segue.deprecated-kind]"))
        // Inside the checkout the nearest one is used, and named.
        try Self.write(#"{"rules": {"segue.deprecated-kind": "error"}}"#, to: ".scene-inspect.json", in: repository)
        let used = try Self.run(["lint", "--verbose", "."], in: repository.appendingPathComponent("App"))
        #expect(used.stderr.contains("scene-inspect: configuration: '\(repository.path)/.scene-inspect.json'"))
        #expect(used.status == 1)
    }

    @Test func aConfigurationTheLookupFindsIsNeverReadThroughALink() throws {
        let repository = try Self.repository()
        defer { try? FileManager.default.removeItem(at: repository) }
        try Self.write(Self.oneWarning, to: "App/Main.storyboard", in: repository)
        // The link's target is not JSON: were it read, its syntax error would quote it.
        try Self.write("SECRET-CONTENT {", to: "elsewhere/secret.txt", in: repository)
        try FileManager.default.createSymbolicLink(atPath: repository.appendingPathComponent(".scene-inspect.json").path,
                                                   withDestinationPath: repository.appendingPathComponent("elsewhere/secret.txt").path)
        let result = try Self.run(["lint", "App"], in: repository)
        #expect(result.status == 2)
        #expect(result.stderr.contains("[config.symlink]"))
        #expect(!(result.stdout + result.stderr).contains("SECRET-CONTENT"))
        // Named with --config, a link is the user's choice.
        let named = try Self.run(["lint", "--config", ".scene-inspect.json", "App"], in: repository)
        #expect(named.stderr.contains("[config.syntax]"))
    }

    // MARK: - Configuration: bounded reading and matching

    @Test func aConfigurationOfManyUnknownKeysReadsInLinearTime() throws {
        let repository = try Self.repository()
        defer { try? FileManager.default.removeItem(at: repository) }
        try Self.write(Self.oneWarning, to: "Main.storyboard", in: repository)
        // 9,999 distinct non-ASCII rule ids (with "rules", the 10,000 values a configuration may
        // hold), each unknown and each a suggestion to look for: the keys must not be compared with
        // every earlier one, nor each suggestion get its own budget.
        let keys = (0..<9_999).map { "\"s\u{E9}gue.d\u{E9}precated-kind-\($0)-\u{1F600}\": \"off\"" }
        try Self.write("{\"rules\": {" + keys.joined(separator: ",\n") + "}}", to: ".scene-inspect.json", in: repository)
        let result = try Self.run(["lint", "Main.storyboard"], in: repository)
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count { $0.hasSuffix("[config.unknown-rule]") } == 9_999)
    }

    @Test func patternsPastTheBudgetAreRefusedAndThoseWithinItMatchInBoundedTime() throws {
        let repository = try Self.repository()
        defer { try? FileManager.default.removeItem(at: repository) }
        // 200 storyboards 25 folders deep.
        let deep = (0..<25).map { "a\($0)aaaaaa" }.joined(separator: "/")
        for index in 0..<200 { try Self.write(Self.oneWarning, to: "App/\(deep)/S\(index).storyboard", in: repository) }
        let pattern = "**/" + String(repeating: "*a", count: 250) + "b"
        // A megabyte of such patterns: refused, at the first one past the budget.
        let many = Array(repeating: "\"\(pattern)\"", count: ((1 << 20) - 100) / (pattern.utf8.count + 4))
        try Self.write("{\"exclude\": [" + many.joined(separator: ",\n") + "]}", to: ".scene-inspect.json", in: repository)
        let refused = try Self.run(["lint", "App"], in: repository)
        #expect(refused.status == 2)
        #expect(refused.stderr.hasSuffix("[config.invalid-value]\n"))
        // As many as the budget allows: every storyboard matched against every one, in bounded time.
        let allowed = Array(many.prefix(16_384 / pattern.utf8.count))
        try Self.write("{\"exclude\": [" + allowed.joined(separator: ",\n") + "]}", to: ".scene-inspect.json", in: repository)
        let matched = try Self.run(["lint", "--format", "json", "App"], in: repository)
        #expect(matched.status == 0)
        #expect(matched.stdout.components(separatedBy: "\"rule\": \"segue.deprecated-kind\"").count - 1 == 200)
    }

    // MARK: - Files the tool writes

    /// Runs `scene-inspect arguments` in `folder` (as `nobody` when `unprivileged` and the tests
    /// run as root, whom permissions do not stop).
    static func runAs(_ arguments: [String], in folder: URL, unprivileged: Bool = false) throws -> BoundedRun.Result? {
        guard unprivileged else { return try run(arguments, in: folder) }
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return nil }
        return try BoundedRun.run(arguments, in: folder, prefix: ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"])
    }

    static func contents(_ path: String, in folder: URL) -> String? {
        try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func outputsAreNeverWrittenThroughALinkNorToADeviceNorOverAnInput() throws {
        let repository = try Self.repository()
        defer { try? FileManager.default.removeItem(at: repository) }
        try Self.write(Self.oneWarning, to: "Main.storyboard", in: repository)
        try Self.write("KEEP", to: "elsewhere/target.txt", in: repository)
        try FileManager.default.createSymbolicLink(atPath: repository.appendingPathComponent("report.sarif").path,
                                                   withDestinationPath: repository.appendingPathComponent("elsewhere/target.txt").path)
        let cases: [[String]] = [
            ["lint", "--format", "sarif", "--output", "report.sarif", "Main.storyboard"],
            ["lint", "--write-baseline", "report.sarif", "Main.storyboard"],
            ["generate", "swift", "--output", "report.sarif", "Main.storyboard"],
            ["lint", "--output", "/dev/null", "Main.storyboard"],
            ["lint", "--output", "Main.storyboard", "Main.storyboard"],
            ["lint", "--output", "elsewhere", "Main.storyboard"],
        ]
        let storyboard = Self.contents("Main.storyboard", in: repository)
        for arguments in cases {
            let result = try Self.run(arguments, in: repository)
            #expect(result.status == 3, "\(arguments): \(result.status) \(result.stderr)")
            #expect(result.stderr.contains("[io.unwritable]"), "\(arguments)")
            #expect(!result.stderr.contains("Error Domain") && !result.stderr.contains("CocoaError"), "\(arguments)")
        }
        #expect(Self.contents("elsewhere/target.txt", in: repository) == "KEEP")
        #expect(Self.contents("Main.storyboard", in: repository) == storyboard)
        // Nothing was left beside them.
        let left = try FileManager.default.contentsOfDirectory(atPath: repository.path).filter { $0.hasSuffix(".tmp") }
        #expect(left.isEmpty, "\(left)")
    }

    @Test func aFailedWriteKeepsThePreviousFile() throws {
        let repository = try Self.repository()
        defer { try? FileManager.default.removeItem(at: repository) }
        try Self.write(Self.oneWarning, to: "Main.storyboard", in: repository)
        // A folder that does not exist: the report cannot be made at all.
        let missing = try Self.run(["lint", "--output", "no/such/folder/report.txt", "Main.storyboard"], in: repository)
        #expect(missing.status == 3)
        #expect(missing.stderr.contains("no/such/folder/report.txt: error: the report was not written") && missing.stderr.contains("[io.unwritable]"))
        // A folder the user may not write to: the previous report stays.
        try Self.write("PREVIOUS", to: "locked/report.txt", in: repository)
        chmod(repository.path, 0o755)
        chmod(repository.appendingPathComponent("locked").path, 0o555)
        defer { chmod(repository.appendingPathComponent("locked").path, 0o755) }
        if let locked = try Self.runAs(["lint", "--output", "locked/report.txt", "Main.storyboard"], in: repository, unprivileged: true) {
            #expect(locked.status == 3, "\(locked.stderr)")
            #expect(locked.stderr.contains("[io.unwritable]"))
            #expect(Self.contents("locked/report.txt", in: repository) == "PREVIOUS")
        }
        // A report that is written replaces the file whole.
        let written = try Self.run(["lint", "--output", "report.txt", "Main.storyboard"], in: repository)
        #expect(written.status == 0)
        #expect(Self.contents("report.txt", in: repository)?.contains("[segue.deprecated-kind]") == true)
    }

    @Test func generateKeepsTheOutputWhenAnInputCannotBeRead() throws {
        let repository = try Self.repository()
        defer { try? FileManager.default.removeItem(at: repository) }
        try Self.write(Self.oneWarning, to: "Main.storyboard", in: repository)
        let first = try Self.run(["generate", "swift", "--output", "Scenes.swift", "Main.storyboard"], in: repository)
        #expect(first.status == 0, "\(first.stderr)")
        let good = Self.contents("Scenes.swift", in: repository)
        #expect(good?.contains("enum Main") == true)
        let failed = try Self.run(["generate", "swift", "--output", "Scenes.swift", "Main.storyboard", "Missing.storyboard"], in: repository)
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("[io.not-found]"))
        #expect(Self.contents("Scenes.swift", in: repository) == good)
    }
}
