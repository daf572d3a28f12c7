import Foundation
import SceneLoader
import Testing
import TestSupport

/// `scene-inspect --quiet DIR` and `scene-inspect lint DIR` report the same findings for the rules
/// both run, on every fixture folder: one with every kind of resource, one without a catalog,
/// projects of several targets, and the others. Lint adds its own checks, which the inspector does
/// not run.
@Suite struct InspectLintAgreementTests {
    /// The codes only lint reports (its checks over each storyboard).
    static let lintOnly: Set<DiagnosticCode> = [
        .invalidClassName, .identifierDiffersFromClass, .noInitialViewController, .deprecatedSegueKind, .moreTabs,
        .reuseIdentifierDiffersFromClass, .misplacedView, .ambiguousLayout, .autoLayoutOff, .traitCollectionsOff, .safeAreasOff,
    ]

    static let folders = ["bundles/Atlas", "bundles/Demo", "bundles/Broken", "lint/App", "scenarios", "render", "projects/Multi", "projects/Synced", "projects/Languages"]

    @Test(arguments: folders)
    func sameFindings(_ folder: String) throws {
        let url = Paths.fixtures(folder)
        // What `scene-inspect --quiet DIR` reports: the folder read as a project (a bundle without one).
        let project = try StoryboardProject(url: url)
        var inspected: [Diagnostic] = project.diagnostics() + project.resourceDiagnostics()
        for case .success(let storyboard) in project.loadAll() { inspected += storyboard.diagnostics }
        for case .failure(let error) in project.loadAll() { inspected.append(error.diagnostic) }
        let linter = Linter(configuration: LintConfiguration(), workingDirectory: url.path)
        let linted = linter.lint([url.path]).findings.map(\.diagnostic).filter { !Self.lintOnly.contains($0.code) }
        func key(_ file: String, _ line: Int, _ code: DiagnosticCode) -> String {
            "\(URL(fileURLWithPath: file, relativeTo: url).standardizedFileURL.path):\(line) \(code)"
        }
        let fromInspect = Set(inspected.map { key($0.location.file, $0.location.line, $0.code) })
        let fromLint = Set(linted.map { key($0.location.file, $0.location.line, $0.code) })
        #expect(fromInspect == fromLint)
        #expect(!fromInspect.isEmpty || ["render", "projects/Synced"].contains(folder))
    }

    /// Different findings at one place of a file two targets copy (two languages a storyboard
    /// lacks) are each a result of every report, and each fails `--strict`.
    @Test func distinctFindingsAtOnePlaceEachCount() throws {
        let folder = Paths.fixtures("projects/Languages")
        let sarif = try CLI.run(["lint", "--format", "sarif", "."], in: folder)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let runs = try #require(report["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        let missing = results.filter { $0["ruleId"] as? String == "localization.missing-table" }
        #expect(missing.count == 2)
        let strict = try CLI.run(["lint", "--strict", "."], in: folder)
        #expect(strict.status == 1)
        let failing = strict.output.split(separator: "\n").filter { $0.contains(": error: ") && $0.hasSuffix("[localization.missing-table]") }
        #expect(failing.map { $0.prefix(while: { $0 != " " }) } == ["App/Base.lproj/Main.storyboard:2:1:", "App/Base.lproj/Main.storyboard:2:1:"])
        let junit = try CLI.run(["lint", "--format", "junit", "."], in: folder)
        #expect(junit.stdout.components(separatedBy: "[localization.missing-table]").count - 1 == 2)
    }
}
