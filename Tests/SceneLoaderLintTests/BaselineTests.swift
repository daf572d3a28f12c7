import Foundation
@testable import SceneLoaderCore
@testable import SceneLoaderLint
import Testing

/// Baselines as a pull request attacks them: fingerprints it cannot aim (SHA-256 from libcrypto, 128
/// bits), the same from every folder of the project, version 1 files still honoured, and text with
/// Windows line endings read line by line.
@Suite struct BaselineTests {
    /// A project in a temporary folder: `.git`, `App/Main.storyboard` (the report tests' storyboard)
    /// and `App/Deep/` to run from.
    static func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App/Deep"), withIntermediateDirectories: true)
        try Data(LintReportTests.storyboard.utf8).write(to: root.appendingPathComponent("App/Main.storyboard"))
        return root
    }

    /// Lints `operand` (relative to `directory`) as a run from `directory` does.
    func lint(_ operand: String, from directory: URL) -> Linter.Report {
        Linter(configuration: LintConfiguration(), workingDirectory: directory.path, jobs: 1)
            .lint([directory.appendingPathComponent(operand).path])
    }

    @Test func fingerprintsAreSHA256OfThePathFromTheRepositoryRoot() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let report = lint("App", from: root)
        let segue = try #require(report.findings.first { $0.ruleID == "segue.deprecated-kind" })
        // SHA-256 of "scene-inspect/v2\0App/Main.storyboard\0segue.deprecated-kind\0seg-a", 16 bytes.
        #expect(segue.fingerprint == "a0cfb61997681ac56935a446481fbd8c")
        #expect(segue.projectPath == "App/Main.storyboard")
        #expect(report.findings.allSatisfy { $0.fingerprint.utf8.count == 32 })
    }

    @Test func fingerprintsDoNotDependOnTheWorkingDirectory() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let fromRoot = lint("App", from: root)
        let fromApp = lint(".", from: root.appendingPathComponent("App"))
        let fromDeep = lint("..", from: root.appendingPathComponent("App/Deep"))
        #expect(fromRoot.findings.count == 2)
        #expect(fromRoot.findings.map(\.fingerprint) == fromApp.findings.map(\.fingerprint))
        #expect(fromRoot.findings.map(\.fingerprint) == fromDeep.findings.map(\.fingerprint))
        #expect(fromRoot.findings.first?.diagnostic.location.file == "App/Main.storyboard")
        // The paths shown stay relative to where lint runs.
        #expect(fromApp.findings.first?.diagnostic.location.file == "Main.storyboard")
        // A baseline written at the root holds in a subfolder.
        let baseline = try Baseline(parsing: Array(Baseline.text(of: fromRoot.findings).utf8), file: "b")
        #expect(fromDeep.filtered { !baseline.contains($0) }.findings.isEmpty)
    }

    @Test func aFingerprintIsNotTheFNVOfVersionOne() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let finding = try #require(lint("App", from: root).findings.first)
        let fnv = Finding.legacyHash(file: finding.diagnostic.location.file, code: finding.diagnostic.code, object: finding.objectID ?? "")
        #expect(finding.fingerprint.utf8.count == 32)
        #expect(!finding.fingerprint.hasPrefix(fnv))
    }

    @Test func aVersionOneBaselineIsStillHonouredWithAWarning() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let report = lint("App", from: root)
        // What version 1 wrote: FNV-1a of the path relative to the working directory.
        let legacy = report.findings.map { "\($0.legacyFingerprint ?? "")\t\($0.ruleID)\t\($0.diagnostic.location.file)" }
        let text = "# scene-inspect baseline 1\n" + legacy.joined(separator: "\n") + "\n"
        let baseline = try Baseline(parsing: Array(text.utf8), file: "old.baseline")
        #expect(baseline.version == 1)
        #expect(report.filtered { !baseline.contains($0) }.findings.isEmpty)
        #expect(baseline.diagnostics.map { "\($0.location.line) \($0.code) \($0.severity)" } == ["1 baseline.legacy warning"])
        // Its 16-digit fingerprints never match a version 2 baseline's findings the other way round.
        let written = try Baseline(parsing: Array(Baseline.text(of: report.findings).utf8), file: "new.baseline")
        #expect(written.version == 2 && written.diagnostics.isEmpty)
        #expect(Set(legacy.map { String($0.prefix(16)) }).isDisjoint(with: written.fingerprints))
    }

    @Test func windowsLineEndingsAreLines() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let report = lint("App", from: root)
        let text = Baseline.text(of: report.findings).replacingOccurrences(of: "\n", with: "\r\n")
        let baseline = try Baseline(parsing: Array(text.utf8), file: "crlf.baseline")
        #expect(baseline.fingerprints == Set(report.findings.map(\.fingerprint)))
        #expect(report.filtered { !baseline.contains($0) }.findings.isEmpty)
        // A bad line is still located, at its own line.
        let bad = "# scene-inspect baseline 2\r\n\(report.findings[0].fingerprint)\r\nzz\r\n"
        #expect(throws: ConfigurationError.self) { try Baseline(parsing: Array(bad.utf8), file: "b") }
        do {
            _ = try Baseline(parsing: Array(bad.utf8), file: "b")
        } catch {
            #expect(error.diagnostics.map { "\($0.location.line) \($0.code)" } == ["3 baseline.invalid"])
        }
    }

    @Test func fingerprintsOfAnotherLengthAreRefused() {
        for text in ["# scene-inspect baseline 2\n0123456789abcdef\n", "# scene-inspect baseline 2\n0123456789ABCDEF0123456789abcdef\n",
                     "# scene-inspect baseline 1\n0123456789abcdef0123456789abcdef\n"] {
            #expect(throws: ConfigurationError.self) { try Baseline(parsing: Array(text.utf8), file: "b") }
        }
    }
}
