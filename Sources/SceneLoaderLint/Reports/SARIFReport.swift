import SceneLoaderCore
import SceneLoaderInspect

/// A lint report as SARIF 2.1.0 (OASIS), the format GitHub code scanning uploads: the tool with
/// every rule's metadata, and a result per finding with its physical location (the file relative to
/// the working directory, line and column), its object id as a logical location, its notes as
/// related locations, and its fingerprint in `partialFingerprints`; the configuration file in the
/// run's properties, and the findings left out (``ReportLimits``) as a notification of its invocation.
struct SARIFReport {
    let report: Linter.Report
    let selection: ReportSelection
    let tool: LintTool

    /// The key of the fingerprint in `partialFingerprints` (v2: SHA-256 of the path from the
    /// project root; see ``Finding/fingerprint``).
    static let fingerprintKey = "sceneInspect/v2"

    /// Writes the document: the run's tool and invocation (whether findings were left out, as a
    /// notification, and the configuration file in its properties), then its results one at a time.
    func write(to output: (String) -> Void) {
        let rules = Rule.all
        let index = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let driver: JSONValue = .object(
            [("name", .string(tool.name)), ("version", .string(tool.version))]
            + (tool.informationURI.map { [("informationUri", .string($0))] } ?? [])
            + [("rules", .array(rules.map(SARIFReport.descriptor)))]
        )
        var invocation: [(String, JSONValue)] = [("executionSuccessful", .bool(true))]
        if selection.omitted > 0 {
            invocation.append(("toolExecutionNotifications", .array([.object([
                ("level", .string("warning")),
                ("message", .object([("text", .string(selection.omissionSentence))])),
            ])])))
        }
        var run: [(String, JSONValue)] = [
            ("tool", .object([("driver", driver)])),
            ("invocations", .array([.object(invocation)])),
        ]
        if let configuration = report.configurationFile {
            run.append(("properties", .object([("configuration", .string(configuration))])))
        }
        var text = "{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n"
        for (key, value) in run { text += "      " + JSONValue.string(key).serialized() + ": " + value.serialized(depth: 3) + ",\n" }
        text += "      \"results\": ["
        var first = true
        for (position, finding) in report.findings.enumerated() where selection.isShown[position] {
            text += (first ? "\n" : ",\n") + "        " + result(finding, ruleIndex: index[finding.ruleID]).serialized(depth: 4)
            first = false
            if text.utf8.count >= 64 << 10 {
                output(text)
                text = ""
            }
        }
        text += first ? "]\n" : "\n      ]\n"
        text += "    }\n  ]\n}\n"
        output(text)
    }

    private static func level(_ severity: Diagnostic.Severity) -> String { severity.rawValue }

    private static func descriptor(_ rule: Rule) -> JSONValue {
        .object([
            ("id", .string(rule.id)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.description))])),
            ("help", .object([
                ("text", .string("\(rule.description)\nWrong: \(rule.wrong)\nRight: \(rule.right)")),
                ("markdown", .string("\(rule.description)\n\nWrong:\n\n```\n\(rule.wrong)\n```\n\nRight:\n\n```\n\(rule.right)\n```")),
            ])),
            ("defaultConfiguration", .object([
                ("enabled", .bool(!rule.isOptIn)),
                ("level", .string(level(rule.severity))),
            ])),
        ])
    }

    private func result(_ finding: Finding, ruleIndex: Int?) -> JSONValue {
        let diagnostic = finding.diagnostic
        var members: [(String, JSONValue)] = [("ruleId", .string(finding.ruleID))]
        if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
        members += [
            ("level", .string(SARIFReport.level(diagnostic.severity))),
            ("message", .object([("text", .string("\(diagnostic.message) [\(diagnostic.code)]"))])),
            ("locations", .array([SARIFReport.location(diagnostic.location, objectID: finding.objectID)])),
        ]
        if !diagnostic.notes.isEmpty {
            members.append(("relatedLocations", .array(diagnostic.notes.enumerated().map { index, note in
                var location = SARIFReport.locationMembers(note.location)
                location.insert(("id", .int(index + 1)), at: 0)
                location.append(("message", .object([("text", .string(note.message))])))
                return .object(location)
            })))
        }
        members.append(("partialFingerprints", .object([(SARIFReport.fingerprintKey, .string(finding.fingerprint))])))
        return .object(members)
    }

    private static func location(_ location: SourceLocation, objectID: String?) -> JSONValue {
        var members = locationMembers(location)
        if let objectID {
            members.append(("logicalLocations", .array([.object([("name", .string(objectID)), ("kind", .string("element"))])])))
        }
        return .object(members)
    }

    private static func locationMembers(_ location: SourceLocation) -> [(String, JSONValue)] {
        var physical: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(uri(location.file)))]))]
        if location.line > 0 {
            var region: [(String, JSONValue)] = [("startLine", .int(location.line))]
            if location.column > 0 { region.append(("startColumn", .int(location.column))) }
            physical.append(("region", .object(region)))
        }
        return [("physicalLocation", .object(physical))]
    }

    /// A relative path as a URI reference: every byte but the unreserved characters and `/`
    /// percent-encoded, so that spaces, `#`, `?` and non-ASCII names stay one path.
    static func uri(_ path: String) -> String {
        var text = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                text += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return text
    }
}
