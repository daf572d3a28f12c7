import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import SceneLoaderCore
@testable import SceneLoaderLint
import Testing

/// Lint runs and their reports: fingerprints that survive lines moving, baselines, and the escaping
/// each format needs.
@Suite struct LintReportTests {
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="a">
        <scenes>
            <scene sceneID="s-a"><objects>
                <viewController id="a" customClass="Bad-Name" sceneMemberID="viewController">
                    <connections><segue destination="a" kind="push" identifier="again" id="seg-a"/></connections>
                </viewController>
            </objects></scene>
        </scenes>
    </document>
    """

    /// Lints `text` written to a temporary folder as `name`, from that folder.
    func lint(_ text: String, name: String = "Main.storyboard", configuration: LintConfiguration = LintConfiguration()) throws -> Linter.Report {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        return Linter(configuration: configuration, workingDirectory: folder.path, jobs: 1).lint([folder.path])
    }

    @Test func findingsAreAtTheElementAndNameIt() throws {
        let report = try lint(LintReportTests.storyboard)
        let found = report.findings.map { "\($0.diagnostic.location.line):\($0.diagnostic.location.column) \($0.ruleID) \($0.objectID ?? "-")" }
        #expect(found == ["5:13 class.invalid-name a", "6:30 segue.deprecated-kind seg-a"])
        #expect(report.findings.allSatisfy { $0.diagnostic.location.file == "Main.storyboard" })
    }

    @Test func fingerprintsSurviveLinesMoving() throws {
        let before = try lint(LintReportTests.storyboard)
        let moved = LintReportTests.storyboard.replacingOccurrences(of: "<scenes>", with: "<scenes>\n\n\n        <!-- moved -->")
        let after = try lint(moved)
        #expect(before.findings.map(\.fingerprint) == after.findings.map(\.fingerprint))
        #expect(before.findings.map(\.diagnostic.location.line) != after.findings.map(\.diagnostic.location.line))
        // Another file or another rule is another fingerprint.
        let renamed = try lint(LintReportTests.storyboard, name: "Other.storyboard")
        #expect(Set(renamed.findings.map(\.fingerprint)).isDisjoint(with: before.findings.map(\.fingerprint)))
        #expect(Set(before.findings.map(\.fingerprint)).count == before.findings.count)
    }

    @Test func aBaselineHidesWhatItRecorded() throws {
        let report = try lint(LintReportTests.storyboard)
        let text = Baseline.text(of: Array(report.findings.prefix(1)))
        let baseline = try Baseline(parsing: Array(text.utf8), file: "b")
        let fresh = report.filtered { !baseline.contains($0) }
        #expect(fresh.findings.map(\.ruleID) == ["segue.deprecated-kind"])
        // Not a baseline: located errors.
        for bad in ["{}", "# scene-inspect baseline 1\nnot-a-fingerprint\n"] {
            #expect(throws: ConfigurationError.self) { try Baseline(parsing: Array(bad.utf8), file: "b") }
        }
        do {
            _ = try Baseline(parsing: Array("# scene-inspect baseline 1\n0123456789abcdef\nzz\n".utf8), file: "b")
        } catch {
            #expect(error.diagnostics.map { "\($0.location.line) \($0.code)" } == ["3 baseline.invalid"])
        }
    }

    @Test func offRulesAreNotRunAndSeveritiesApply() throws {
        let configuration = try LintConfiguration(parsing: Array("{\"rules\": {\"class.invalid-name\": \"off\", \"segue.deprecated-kind\": \"error\"}}".utf8), file: "c")
        let report = try lint(LintReportTests.storyboard, configuration: configuration)
        #expect(report.findings.map { "\($0.ruleID) \($0.diagnostic.severity)" } == ["segue.deprecated-kind error"])
    }

    /// GitHub's escaping, as its toolkit does it: data escapes %, CR, LF; properties also : and ,.
    @Test func githubCommandsAreEscaped() {
        #expect(GitHubReport.escapeData("100% done\r\nnext: a,b") == "100%25 done%0D%0Anext: a,b")
        #expect(GitHubReport.escapeProperty("dir:a,b/%x\n.storyboard") == "dir%3Aa%2Cb/%25x%0A.storyboard")
        let finding = Finding(
            diagnostic: Diagnostic(severity: .warning, code: .deprecatedSegueKind, message: "kind 'push'\nuse 'show' (50%)",
                                   location: SourceLocation(file: "a,b:c.storyboard", line: 3, column: 9)),
            ruleID: "segue.deprecated-kind", fingerprint: "0")
        #expect(GitHubReport.command(finding)
                == "::warning file=a%2Cb%3Ac.storyboard,line=3,col=9,title=segue.deprecated-kind::kind 'push'%0Ause 'show' (50%25) [segue.deprecated-kind]\n")
    }

    @Test func sarifURIsAreEncoded() {
        #expect(SARIFReport.uri("App/My Screens/Café#1.storyboard") == "App/My%20Screens/Caf%C3%A9%231.storyboard")
    }

    /// The JUnit and HTML reports are well-formed XML, whatever the input's names hold.
    @Test func xmlReportsAreWellFormed() throws {
        let hostile = LintReportTests.storyboard.replacingOccurrences(of: "Bad-Name", with: "Bad&lt;/failure&gt;&amp;]]&gt;")
        let report = try lint(hostile, name: "a&b<c>.storyboard")
        let tool = LintTool(name: "scene-inspect", version: "test")
        for format in [LintFormat.junit] {
            let text = format.render(report, tool: tool)
            let parser = XMLParser(data: Data(text.utf8))
            #expect(parser.parse(), "\(format) is not well-formed: \(parser.parserError.map { "\($0)" } ?? "")")
            #expect(text.contains("Bad&lt;/failure&gt;&amp;]]&gt;"))
        }
        let html = LintFormat.html.render(report, tool: tool)
        #expect(html.contains("a&amp;b&lt;c&gt;.storyboard"))
        #expect(!html.contains("<c>"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("http://") || !html.contains("src=\"http"))
    }
}
