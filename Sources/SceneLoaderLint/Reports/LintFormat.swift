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
    /// JUnit XML: a test case per file, a failure per finding (GitLab, Jenkins).
    case junit
    /// One self-contained HTML page: findings with their source lines, scene graphs, tab bars.
    case html

    /// The report of `report` in this format; `tool` names the program and its version.
    public func render(_ report: Linter.Report, tool: LintTool) -> String {
        switch self {
        case .text: report.findings.map { $0.diagnostic.description + "\n" }.joined()
        case .json: LintFormat.json(report, tool: tool).serialized() + "\n"
        case .sarif: SARIFReport(report: report, tool: tool).value.serialized() + "\n"
        case .github: GitHubReport.text(report)
        case .junit: JUnitReport.text(report)
        case .html: HTMLReport(report: report, tool: tool).text
        }
    }

    private static func json(_ report: Linter.Report, tool: LintTool) -> JSONValue {
        let targets = Dictionary(report.files.map { ($0.path, $0.targets) }, uniquingKeysWith: { first, _ in first })
        return .object([
            ("tool", .object([("name", .string(tool.name)), ("version", .string(tool.version))])),
            ("files", .array(report.files.map { .string($0.path) })),
            ("findings", .array(report.findings.map { finding in
                let diagnostic = finding.diagnostic
                return .object([
                    ("rule", .string(finding.ruleID)),
                    ("code", .string(diagnostic.code.rawValue)),
                    ("severity", .string(diagnostic.severity.rawValue)),
                    ("message", .string(diagnostic.message)),
                    ("file", .string(diagnostic.location.file)),
                    ("targets", .array((targets[diagnostic.location.file] ?? []).map(JSONValue.string))),
                    ("line", .int(diagnostic.location.line)),
                    ("column", .int(diagnostic.location.column)),
                    ("objectID", .optional(finding.objectID)),
                    ("fingerprint", .string(finding.fingerprint)),
                    ("notes", .array(diagnostic.notes.map { note in
                        .object([("message", .string(note.message)), ("file", .string(note.location.file)),
                                 ("line", .int(note.location.line)), ("column", .int(note.location.column))])
                    })),
                ])
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
