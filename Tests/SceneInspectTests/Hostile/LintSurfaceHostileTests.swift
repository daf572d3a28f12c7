import Foundation
import Testing
import TestSupport

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
}
