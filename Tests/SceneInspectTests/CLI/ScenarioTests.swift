#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoader
import Testing
import TestSupport

/// One test per `Fixtures/scenarios/NAME.scenario`: the script runs against `app.storyboard` (or
/// the storyboard its `storyboard` line names) and its output must equal `NAME.expected`.
/// Re-record with `RECORD_GOLDENS=1 swift test --filter ScenarioTests`.
@Suite struct ScenarioTests {
    static let folder = Paths.fixtures("scenarios")
    static let scenarios = Paths.files(in: folder, suffix: ".scenario").map(\.lastPathComponent)

    /// Runs a scenario in-process: its output, then the script error that stopped it, if any.
    static func run(_ name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        let script = try SimulationScript(text: text, path: name)
        let result = Simulator(storyboard: try Storyboard(contentsOf: Paths.fixtures("scenarios").appendingPathComponent("app.storyboard")), baseDirectory: folder).run(script)
        return result.output + (result.error.map { "error: \($0.location.line):\($0.location.column) \($0.code)\n" } ?? "")
    }

    @Test(arguments: scenarios)
    func scenario(_ name: String) throws {
        let expected = ScenarioTests.folder.appendingPathComponent(String(name.dropLast(".scenario".count)) + ".expected")
        let output = try ScenarioTests.run(name)
        // A scenario shows behaviour; a mistake in its script is a broken fixture.
        #expect(!output.contains("\nerror: "), "\(name) stops on a script error")
        Golden.check(output, against: expected)
    }

    @Test func everyRuleAndEdgeCaseHasScenarios() {
        #expect(ScenarioTests.scenarios.count >= 60)
    }

    @Test func theCommandLinePrintsWhatTheLibraryDoes() throws {
        let name = "rule-tab-switch-appearance.scenario"
        let result = try CLI.run(["simulate", "Fixtures/scenarios/app.storyboard", "Fixtures/scenarios/\(name)"])
        #expect(result.status == 0)
        #expect(result.stdout == (try ScenarioTests.run(name)))
        let piped = try CLI.run(["simulate", "Fixtures/scenarios/app.storyboard"], input: "instantiate ThreeTabs\nselect 2\n")
        #expect(piped.status == 0)
        #expect(piped.stdout.contains("selectedIndex: 2 · selectedViewController: C"))
    }

    @Test func scriptMistakesAreDiagnosticsWithLineAndCode() throws {
        let unknown = try CLI.run(["simulate", "Fixtures/scenarios/app.storyboard", "-"], input: "instantiate Tabs\n\nselct 2\n")
        #expect(unknown.status == 1)
        #expect(unknown.stderr.hasPrefix("<stdin>:3:1: error:"))
        #expect(unknown.stderr.contains("[simulate.unknown-command]"))
        let name = try CLI.run(["simulate", "Fixtures/scenarios/app.storyboard"], input: "instantiate Tabs\npush HomeNav Detial\n")
        #expect(name.status == 1)
        #expect(name.stderr.contains("<stdin>:2:1: error:"))
        #expect(name.stderr.contains("[simulate.unknown-name]"))
        let usage = try CLI.run(["simulate"])
        #expect(usage.status == 2)
    }

    @Test(arguments: [
        ("tap", 1, 4, DiagnosticCode.simulateBadArguments),
        ("pop nav to", 1, 11, .simulateBadArguments),
        ("title a \"open", 1, 9, .simulateUnterminatedString),
        ("make a\nwidth wide", 2, 7, .simulateBadArguments),
        ("orientations a portrat", 1, 16, .simulateBadArguments),
        ("frobnicate", 1, 1, .simulateUnknownCommand),
        ("select 1 2", 1, 10, .simulateBadArguments),
    ])
    func parseErrors(_ text: String, _ line: Int, _ column: Int, _ code: DiagnosticCode) {
        #expect {
            try SimulationScript(text: text, path: "t")
        } throws: { error in
            guard let error = error as? SimulationError else { return false }
            return error.code == code && error.location.line == line && error.location.column == column
        }
    }

    @Test func commentsQuotesAndBlankLines() throws {
        let script = try SimulationScript(text: "# heading\n\nmake a title \"Two words\" # trailing\n", path: "t")
        #expect(script.count == 1)
        let result = Simulator(storyboard: nil).run(try SimulationScript(text: "make a title \"Two words\"\nstate\n", path: "t"))
        #expect(result.error == nil)
        #expect(result.output.contains("    a\n"))
    }

    /// A script checked out with Windows line endings runs as its lines: `"\r\n"` is one
    /// `Character`, which a split at `"\n"` never splits.
    @Test func windowsLineEndingsAreLines() throws {
        let name = "rule-tab-switch-appearance.scenario"
        let text = String(decoding: try Data(contentsOf: ScenarioTests.folder.appendingPathComponent(name)), as: UTF8.self)
        let crlf = text.replacing("\n", with: "\r\n")
        let script = try SimulationScript(text: crlf, path: name)
        #expect(script.count == (try SimulationScript(text: text, path: name)).count)
        let storyboard = try Storyboard(contentsOf: ScenarioTests.folder.appendingPathComponent("app.storyboard"))
        let result = Simulator(storyboard: storyboard, baseDirectory: ScenarioTests.folder).run(script)
        #expect(result.error == nil)
        #expect(result.output == (try ScenarioTests.run(name)))
        // A mistake is still at its own line.
        #expect {
            try SimulationScript(text: "instantiate Tabs\r\n\r\nselct 2\r\n", path: "t")
        } throws: { error in
            (error as? SimulationError).map { $0.location.line == 3 && $0.code == .simulateUnknownCommand } ?? false
        }
    }
}
