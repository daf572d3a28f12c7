import SceneLoaderInspect
import SceneLoaderCore

/// How `scene-inspect lint` writes its report.
public enum LintFormat: String, Sendable, Hashable, CaseIterable {
    /// Compiler format, `path:line:col: severity: message [code]`, with `note:` lines.
    case text
    /// One JSON document: the files linted and every finding with its rule and fingerprint.
    case json
    /// SARIF 2.1.0, as GitHub code scanning uploads it.
    case sarif
    /// GitHub Actions workflow commands (`::error file=…,line=…::message`).
    case github
    /// JUnit XML: a test case per file, a failure per error (GitLab, Jenkins).
    case junit
    /// One self-contained HTML page: findings with their source lines, scene graphs, tab bars.
    case html

    /// The report of `report` in this format; `tool` names the program and its version.
    public func render(_ report: Linter.Report, tool: LintTool, limits: ReportLimits = ReportLimits()) -> String {
        var text = ""
        write(report, tool: tool, limits: limits) { text += $0 }
        return text
    }

    /// Writes the report of `report` to `output` piece by piece, each piece whole lines: a report
    /// is never held whole in memory, only the run's findings are. The findings past `limits` are
    /// left out, and the report says how many.
    public func write(_ report: Linter.Report, tool: LintTool, limits: ReportLimits = ReportLimits(), to output: (String) -> Void) {
        let selection = ReportSelection(report, limits: limits)
        switch self {
        case .text:
            var chunk = ""
            for (position, finding) in report.findings.enumerated() where selection.isShown[position] {
                chunk += finding.diagnostic.description + "\n"
                if chunk.utf8.count >= 64 << 10 {
                    output(chunk)
                    chunk = ""
                }
            }
            if selection.omitted > 0 { chunk += "scene-inspect: note: \(selection.omissionSentence)\n" }
            output(chunk)
        case .json: LintFormat.json(report, selection: selection, tool: tool, to: output)
        case .sarif: SARIFReport(report: report, selection: selection, tool: tool).write(to: output)
        case .github: GitHubReport.write(report, selection: selection, to: output)
        case .junit: JUnitReport.write(report, selection: selection, to: output)
        case .html: HTMLReport(report: report, selection: selection, tool: tool).write(to: output)
        }
    }

    /// `{"tool", "configuration", "files", "findings", "omitted"}`, the findings written one at a time,
    /// each with the targets that copy its file.
    private static func json(_ report: Linter.Report, selection: ReportSelection, tool: LintTool, to output: (String) -> Void) {
        let head: [(String, JSONValue)] = [
            ("tool", .object([("name", .string(tool.name)), ("version", .string(tool.version))])),
            ("configuration", .optional(report.configurationFile)),
            ("files", .array(report.files.map { .string($0.path) })),
        ]
        let targets = Dictionary(report.files.map { ($0.path, $0.targets) }, uniquingKeysWith: { first, _ in first })
        var text = "{\n"
        for (key, value) in head { text += "  " + JSONValue.string(key).serialized() + ": " + value.serialized(depth: 1) + ",\n" }
        text += "  \"findings\": ["
        var first = true
        for (position, finding) in report.findings.enumerated() where selection.isShown[position] {
            text += (first ? "\n" : ",\n") + "    " + findingJSON(finding, targets: targets[finding.diagnostic.location.file] ?? []).serialized(depth: 2)
            first = false
            if text.utf8.count >= 64 << 10 {
                output(text)
                text = ""
            }
        }
        text += first ? "],\n" : "\n  ],\n"
        let omitted: JSONValue = .object([
            ("findings", .int(selection.omitted)), ("errors", .int(selection.omittedErrors)),
            ("warnings", .int(selection.omittedWarnings)), ("notes", .int(selection.omittedNotes)),
        ])
        text += "  \"omitted\": " + omitted.serialized(depth: 1) + "\n}\n"
        output(text)
    }

    /// A finding, with the targets that copy its file (none for a file in no target).
    private static func findingJSON(_ finding: Finding, targets: [String]) -> JSONValue {
        let diagnostic = finding.diagnostic
        return .object([
            ("rule", .string(finding.ruleID)),
            ("code", .string(diagnostic.code.rawValue)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
            ("file", .string(diagnostic.location.file)),
            ("targets", .array(targets.map(JSONValue.string))),
            ("line", .int(diagnostic.location.line)),
            ("column", .int(diagnostic.location.column)),
            ("objectID", .optional(finding.objectID)),
            ("fingerprint", .string(finding.fingerprint)),
            ("notes", .array(diagnostic.notes.map { note in
                .object([("message", .string(note.message)), ("file", .string(note.location.file)),
                         ("line", .int(note.location.line)), ("column", .int(note.location.column))])
            })),
        ])
    }
}

/// The program a report names as its producer.
public struct LintTool: Sendable, Hashable {
    /// `scene-inspect`.
    public let name: String
    /// Its version.
    public let version: String
    /// Where its rules are documented (SARIF's `informationUri`), if anywhere.
    public let informationURI: String?

    /// Creates a tool description.
    public init(name: String, version: String, informationURI: String? = nil) {
        self.name = name
        self.version = version
        self.informationURI = informationURI
    }
}
