import Foundation
import SceneLoader
import Testing
import TestSupport

/// The GitHub Actions runner reads a workflow command from every line a CI step prints: `::cmd::`
/// at the start of a line (after white space, which it trims) and the legacy `##[cmd]` anywhere in
/// one. A file or folder a pull request names so (`::error file=…::`, `::add-mask::`,
/// `##[stop-commands]`) must not become one in any output: only `lint --format github` writes
/// commands, its own.
@Suite struct WorkflowCommandTests {
    /// Names that are commands when a line starts with them, or holds them anywhere.
    static let names = [
        "::error file=App,line=1::forged",
        " ::add-mask::secret",
        "\u{A0}\u{2003}::stop-commands::token",
        "a##[error]forged",
        "##[set-output name=x;]y",
        ":",
    ]

    /// Every line of `text` that the runner would read as a command; `own` says which lines are
    /// the tool's own (the github report's).
    static func commands(in text: String, own: (Substring) -> Bool = { _ in false }) -> [String] {
        text.split(separator: "\n").filter { line in
            let trimmed = line.drop { $0.isWhitespace }
            return (trimmed.hasPrefix("::") && !own(line)) || line.contains("##[")
        }.map { String($0.prefix(120)) }
    }

    static func expectNoCommands(_ text: String, _ what: String, own: (Substring) -> Bool = { _ in false },
                                 sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let found = commands(in: text, own: own)
        #expect(found.isEmpty, "\(what) prints workflow commands: \(found)", sourceLocation: sourceLocation)
    }

    /// A project whose folders and storyboards carry every name, each storyboard with a finding.
    static func project(_ directory: URL) throws {
        for (index, name) in names.enumerated() {
            let folder = directory.appendingPathComponent("App/\(name)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let storyboard = String(decoding: HostileStoryboard.storyboard("""
                <viewController id="\(XMLText.escaped(name))" title="\(XMLText.escaped(name))" sceneMemberID="viewController"><connections>\
                <segue destination="missing" kind="push" identifier="\(XMLText.escaped(name))" id="s\(index)"/></connections></viewController>
                """), as: UTF8.self)
            try Data(storyboard.utf8).write(to: folder.appendingPathComponent("\(name).storyboard"))
        }
    }

    @Test func noOutputOfAnyCommandIsAWorkflowCommand() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("commands-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.project(directory)
        let file = "App/\(Self.names[0])/\(Self.names[0]).storyboard"
        let runs: [[String]] = [
            ["--quiet", "App"], ["App"], ["--json", "App"], [file], ["--json", file],
            ["graph", "App"], ["graph", "--format", "mermaid", "App"], ["graph", file],
            ["generate", "swift", "App"], ["generate", "swift", "--platform", "sceneloader", "App"],
            ["instantiate", file, "missing"], ["lint", "App"],
        ] + ["json", "sarif", "junit", "html"].map { ["lint", "--format", $0, "App"] }
        for arguments in runs {
            let result = try CLI.run(arguments, in: directory)
            Self.expectNoCommands(result.stdout, "\(arguments) (stdout)")
            Self.expectNoCommands(result.stderr, "\(arguments) (stderr)")
        }
        // The github report writes its own commands, one per finding, and no other.
        let github = try CLI.run(["lint", "--format", "github", "App"], in: directory)
        let own = { (line: Substring) in
            ["::error file=", "::warning file=", "::notice file="].contains { line.hasPrefix($0) }
        }
        Self.expectNoCommands(github.stdout, "lint --format github", own: own)
        #expect(github.stdout.split(separator: "\n").count(where: own) >= Self.names.count)
        // A script echoes its lines.
        let script = Self.names.map { "# \($0)\nmake a title \"\($0)\"" }.joined(separator: "\n") + "\nstate\n"
        let simulated = try CLI.run(["simulate", file, "-"], in: directory, input: script)
        Self.expectNoCommands(simulated.stdout + simulated.stderr, "simulate")
    }

    @Test func filesTheToolWritesHoldNoCommands() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("commands-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.project(directory)
        for format in ["text", "json", "sarif", "junit", "html"] {
            _ = try CLI.run(["lint", "--format", format, "--output", "report.\(format)", "App"], in: directory)
            let text = try String(contentsOf: directory.appendingPathComponent("report.\(format)"), encoding: .utf8)
            Self.expectNoCommands(text, "lint --format \(format) --output")
        }
        _ = try CLI.run(["lint", "--write-baseline", "lint.baseline", "App"], in: directory)
        Self.expectNoCommands(try String(contentsOf: directory.appendingPathComponent("lint.baseline"), encoding: .utf8), "the baseline")
        _ = try CLI.run(["generate", "swift", "--output", "Scenes.swift", "App"], in: directory)
        Self.expectNoCommands(try String(contentsOf: directory.appendingPathComponent("Scenes.swift"), encoding: .utf8), "generate --output")
    }

    /// Each format's escaping keeps the value: `##[` reads back as itself.
    @Test func escapedValuesReadBackTheSame() throws {
        let value = "a##[error]b ##[x"
        var json: [UInt8] = []
        JSONText.write(value, to: &json)
        #expect(!String(decoding: json, as: UTF8.self).contains("##["))
        #expect(try JSONSerialization.jsonObject(with: Data(json), options: .fragmentsAllowed) as? String == value)
        let xml = XMLText.escaped(value)
        #expect(!xml.contains("##["))
        #expect(xml == "a##&#x5B;error]b ##&#x5B;x")
        #expect(!SwiftText.literal(value).contains("##["))
        #expect(!DOT.quoted(lines: [value]).contains("##["))
        #expect(Quote.value(value) == #"a##\u{5B}error]b ##\u{5B}x"#)
        #expect(Quote.lines("::error::x\n  ::warning::y\nok ::z\n") == "\\u{3A}:error::x\n  \\u{3A}:warning::y\nok ::z\n")
        #expect(Quote.lines("::error::x\n", allowingWorkflowCommands: true) == "::error::x\n")
        #expect(SceneLoader.SourceLocation(file: "::error::x.storyboard", line: 1, column: 2).description == "./::error::x.storyboard:1:2")
    }
}
