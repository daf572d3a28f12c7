import Foundation
import Testing
import TestSupport

/// End-to-end runs of the built `scene-inspect`, one per line of `Fixtures/cli/CASES.tsv`, each
/// compared with its golden `NAME.out` (exit status, standard output, standard error). A word
/// `<PATH` is not an argument: that file goes to standard input, as in the shell.
/// Re-record with `RECORD_GOLDENS=1 swift test --filter CLITests`.
@Suite struct CLITests {
    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let words: [String]
        var description: String { name }
        var arguments: [String] { words.filter { !$0.hasPrefix("<") } }
        var input: String? {
            words.first { $0.hasPrefix("<") }.map { word in
                String(decoding: FileManager.default.contents(atPath: Paths.packageRoot.appendingPathComponent(String(word.dropFirst())).path) ?? Data(), as: UTF8.self)
            }
        }
    }

    static let folder = Paths.fixtures("cli")

    static let cases: [Case] = {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("CASES.tsv"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let words = line.split(separator: "\t").map(String.init)
            return Case(name: words[0], words: Array(words.dropFirst()))
        }
    }()

    @Test(arguments: cases)
    func command(_ testCase: Case) throws {
        let result = try CLI.run(testCase.arguments, input: testCase.input)
        let transcript = "$ scene-inspect \(testCase.words.joined(separator: " "))\nexit: \(result.status)\n--- stdout\n\(result.stdout)--- stderr\n\(result.stderr)"
        Golden.check(transcript, against: CLITests.folder.appendingPathComponent(testCase.name + ".out"))
    }

    @Test func exitStatusesFollowTheConvention() throws {
        #expect(try CLI.run(["Fixtures/storyboards/tab-configuration.xml"]).status == 0)
        #expect(try CLI.run(["Fixtures/storyboards/diag-cycles.storyboard"]).status == 1)
        #expect(try CLI.run(["Fixtures/storyboards/err-doctype.storyboard"]).status == 1)
        #expect(try CLI.run([]).status == 2)
        #expect(try CLI.run(["--bogus", "x"]).status == 2)
    }

    @Test func quietPrintsOnlyDiagnostics() throws {
        let result = try CLI.run(["--quiet", "Fixtures/storyboards/diag-duplicate-identifier.storyboard"])
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Fixtures/storyboards/diag-duplicate-identifier.storyboard:5:5: error: "))
        #expect(result.stderr.contains("[scene.duplicate-identifier]"))
    }

    @Test func jsonTreeAndLibraryAgree() throws {
        let storyboards = Paths.fixtures("storyboards")
        let result = try CLI.run(["--json", "Fixtures/storyboards/tab-configuration.xml"])
        #expect(result.status == 0)
        Golden.check(result.stdout, against: storyboards.appendingPathComponent("tab-configuration.json"))
        let tree = try CLI.run(["Fixtures/storyboards/tab-configuration.xml"])
        #expect(tree.status == 0)
        Golden.check(tree.stdout, against: storyboards.appendingPathComponent("tab-configuration.tree"))
    }

    @Test func dashReadsStandardInput() throws {
        let text = try String(contentsOf: Paths.fixtures("storyboards").appendingPathComponent("diag-duplicate-identifier.storyboard"), encoding: .utf8)
        let result = try CLI.run(["--quiet", "-"], input: text)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("<stdin>:5:5: error: "))
        #expect(result.stderr.contains("[scene.duplicate-identifier]"))
    }

    @Test func helpListsEveryOptionAndSubcommand() throws {
        let result = try CLI.run(["--help"])
        #expect(result.status == 0)
        for word in ["--json", "--quiet", "--strict", "--max-file-size", "instantiate"] {
            #expect(result.stdout.contains(word), "help lacks \(word)")
        }
    }
}
