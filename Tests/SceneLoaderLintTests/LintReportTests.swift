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

    // MARK: - What each format shows, and how much

    static let tool = LintTool(name: "scene-inspect", version: "test")

    /// A report of `count` findings of `severity` in each of `files`, made directly (no storyboard).
    static func synthetic(files: [String], count: Int, severity: Diagnostic.Severity = .warning) -> Linter.Report {
        var findings: [Finding] = []
        for file in files {
            for line in 1...count {
                let diagnostic = Diagnostic(severity: severity, code: .deprecatedSegueKind, message: "finding \(line)",
                                            location: SourceLocation(file: file, line: line, column: 1))
                findings.append(Finding(diagnostic: diagnostic, ruleID: "segue.deprecated-kind", fingerprint: "\(file)\(line)"))
            }
        }
        return Linter.Report(files: files.map { Linter.Report.File(path: $0, storyboard: nil, assetCatalogFolders: []) }, findings: findings)
    }

    @Test func reportsShowAtMostTheirLimitsAndSayHowManyTheyLeftOut() throws {
        let report = Self.synthetic(files: ["a.storyboard", "b.storyboard"], count: 2_000)
        var limits = ReportLimits()
        limits.maxFindings = 1_500
        limits.maxFindingsPerFile = 1_000
        let text = LintFormat.text.render(report, tool: Self.tool, limits: limits)
        #expect(text.split(separator: "\n").count(where: { $0.contains("[segue.deprecated-kind]") }) == 1_500)
        #expect(text.hasSuffix("scene-inspect: note: 2500 more findings are not in this report (2500 warnings): it shows at most 1000 a file and 1500 in all (--max-findings)\n"))
        let json = try JSONSerialization.jsonObject(with: Data(LintFormat.json.render(report, tool: Self.tool, limits: limits).utf8)) as? [String: Any]
        #expect((json?["findings"] as? [Any])?.count == 1_500)
        #expect((json?["omitted"] as? [String: Int])?["findings"] == 2_500)
        let sarif = LintFormat.sarif.render(report, tool: Self.tool, limits: limits)
        let parsed = try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any]
        let run = (parsed?["runs"] as? [[String: Any]])?.first
        #expect((run?["results"] as? [Any])?.count == 1_500)
        #expect(sarif.contains("\"toolExecutionNotifications\""))
        #expect(LintFormat.github.render(report, tool: Self.tool, limits: limits).hasSuffix("::notice title=scene-inspect::2500 more findings are not in this report (2500 warnings): it shows at most 1000 a file and 1500 in all (--max-findings)\n"))
        let html = LintFormat.html.render(report, tool: Self.tool, limits: limits)
        #expect(html.components(separatedBy: "<div class=\"finding").count - 1 == 1_500)
        #expect(html.contains("1000 more findings of this file are not shown"))
        #expect(html.contains("2500 more findings are not in this report"))
    }

    @Test func aReportLeavingFindingsOutKeepsTheErrors() {
        var report = Self.synthetic(files: ["a.storyboard"], count: 50)
        let error = Finding(diagnostic: Diagnostic(severity: .error, code: .duplicateObjectID, message: "the one error",
                                                   location: SourceLocation(file: "a.storyboard", line: 99, column: 1)),
                            ruleID: "scene.duplicate-id", fingerprint: "e")
        report = Linter.Report(files: report.files, findings: report.findings + [error])
        var limits = ReportLimits()
        limits.maxFindings = 5
        for format in LintFormat.allCases {
            #expect(format.render(report, tool: Self.tool, limits: limits).contains("the one error"), "\(format)")
        }
    }

    /// `--strict` makes every warning an error in every format, as in the exit status; without it,
    /// JUnit fails only for errors.
    @Test func everyFormatAgreesWithTheExitStatusOnWhatFails() throws {
        let report = Self.synthetic(files: ["a.storyboard"], count: 3)
        #expect(!report.hasErrors)
        let junit = LintFormat.junit.render(report, tool: Self.tool)
        #expect(junit.contains("failures=\"0\"") && !junit.contains("<failure"))
        #expect(junit.contains("<system-out>"))
        let strict = report.strict()
        #expect(strict.hasErrors)
        let strictJUnit = LintFormat.junit.render(strict, tool: Self.tool)
        #expect(strictJUnit.contains("failures=\"3\"") && strictJUnit.components(separatedBy: "<failure ").count - 1 == 3)
        #expect(LintFormat.sarif.render(strict, tool: Self.tool).components(separatedBy: "\"level\": \"error\",").count - 1 == 3)
        #expect(LintFormat.github.render(strict, tool: Self.tool).split(separator: "\n").allSatisfy { $0.hasPrefix("::error ") })
        #expect(LintFormat.text.render(strict, tool: Self.tool).split(separator: "\n").allSatisfy { $0.contains(": error: ") })
        // The fingerprints do not change: a baseline holds with and without --strict.
        #expect(strict.findings.map(\.fingerprint) == report.findings.map(\.fingerprint))
    }

    /// Control characters, which XML cannot hold, must not make two files one test case.
    @Test func junitTestCasesOfDistinctFilesAreDistinct() {
        let names = ["a\u{1}.storyboard", "a\u{2}.storyboard", "a\\u{1}.storyboard", "a\u{FFFD}.storyboard"]
        let report = Self.synthetic(files: names, count: 1)
        let junit = LintFormat.junit.render(report, tool: Self.tool)
        let cases = junit.split(separator: "\n").filter { $0.contains("<testcase ") }.map { line in
            line.components(separatedBy: " name=\"")[1].components(separatedBy: "\"")[0]
        }
        #expect(cases.count == 4)
        #expect(Set(cases).count == 4, "\(cases)")
        let parser = XMLParser(data: Data(junit.utf8))
        #expect(parser.parse())
    }

    /// The HTML report lists files with errors first, in a table of contents, and each file's
    /// errors before its warnings.
    @Test func htmlListsErrorsFirstWithContents() throws {
        var report = Self.synthetic(files: ["a-warnings.storyboard", "b-errors.storyboard"], count: 2)
        let error = Finding(diagnostic: Diagnostic(severity: .error, code: .duplicateObjectID, message: "an error at the end",
                                                   location: SourceLocation(file: "b-errors.storyboard", line: 50, column: 1)),
                            ruleID: "scene.duplicate-id", fingerprint: "e")
        report = Linter.Report(files: report.files, findings: report.findings + [error])
        let html = LintFormat.html.render(report, tool: Self.tool)
        let contents = try #require(html.components(separatedBy: "<nav id=\"contents\">").dropFirst().first?.components(separatedBy: "</nav>").first)
        let b = try #require(contents.range(of: "b-errors.storyboard")), a = try #require(contents.range(of: "a-warnings.storyboard"))
        #expect(b.lowerBound < a.lowerBound)
        #expect(contents.contains("<tr class=\"error\"><td><a href=\"#file-2\">b-errors.storyboard</a>"))
        let body = try #require(html.components(separatedBy: "</nav>").last)
        let section = try #require(body.components(separatedBy: "id=\"file-2\"").dropFirst().first?.components(separatedBy: "</section>").first)
        let firstError = try #require(section.range(of: "an error at the end")), firstWarning = try #require(section.range(of: "finding 1"))
        #expect(firstError.lowerBound < firstWarning.lowerBound)
        #expect(body.range(of: "id=\"file-2\"")!.lowerBound < body.range(of: "id=\"file-1\"")!.lowerBound)
    }

    /// Two tab bars and a graph inline in one page: no element id twice, so that no picture's
    /// `url(#…)` reaches into another's.
    @Test func everyPictureOfTheHTMLReportHasIdsOfItsOwn() throws {
        func tabs(_ id: String) -> String {
            """
            <scene sceneID="s\(id)"><objects><tabBarController id="\(id)" sceneMemberID="viewController"><connections>
            <segue destination="\(id)-a" kind="relationship" relationship="viewControllers" id="\(id)-r1"/>
            <segue destination="\(id)-b" kind="relationship" relationship="viewControllers" id="\(id)-r2"/></connections></tabBarController>
            </objects></scene>
            <scene sceneID="s\(id)a"><objects><viewController id="\(id)-a" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="A" id="\(id)-ia"/></viewController></objects></scene>
            <scene sceneID="s\(id)b"><objects><viewController id="\(id)-b" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="B" id="\(id)-ib"/></viewController></objects></scene>
            """
        }
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="one">
        <scenes>\(tabs("one"))\(tabs("two"))</scenes>
        </document>
        """
        let html = LintFormat.html.render(try lint(text), tool: Self.tool)
        let ids = html.matches(of: /id="([^"]+)"/).map { String($0.output.1) }
        #expect(ids.count > 10)
        #expect(Set(ids).count == ids.count, "shared ids: \(Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted())")
        let references = html.matches(of: /url\(#([^)]+)\)/).map { String($0.output.1) }
        #expect(references.count >= 6)
        #expect(references.allSatisfy(Set(ids).contains))
        #expect(html.components(separatedBy: "<svg ").count - 1 == 3)
        #expect(!html.contains("flowchart"))
    }
}
