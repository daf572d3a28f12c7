import SceneLoaderCore

/// A lint report as GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=RULE::message`
/// per finding (`::warning`, `::notice` for notes), which the runner turns into annotations.
///
/// Escaped as GitHub's toolkit escapes them (`@actions/core`, `command.ts`): in the message `%`,
/// carriage return and line feed become `%25`, `%0D` and `%0A`; in property values `:` and `,`
/// also become `%3A` and `%2C`, so no value can end its property or the command early. Any other
/// control or format character is then written as text output writes it (``Quote/line(_:limit:)``:
/// `\t`, `\u{1B}`), so that nothing from input drives the log or hides in it.
///
/// Findings left out (``ReportLimits``) are counted in a last `::notice`; the runner shows only the
/// first few annotations of a step anyway.
enum GitHubReport {
    static func write(_ report: Linter.Report, selection: ReportSelection, to output: (String) -> Void) {
        var text = ""
        for (position, finding) in report.findings.enumerated() where selection.isShown[position] {
            text += command(finding)
            if text.utf8.count >= 64 << 10 {
                output(text)
                text = ""
            }
        }
        if selection.omitted > 0 {
            text += "::notice title=scene-inspect::\(Quote.line(escapeData(selection.omissionSentence)))\n"
        }
        output(text)
    }

    static func command(_ finding: Finding) -> String {
        let diagnostic = finding.diagnostic
        let name = switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        var properties = [("file", diagnostic.location.file)]
        if diagnostic.location.line > 0 { properties.append(("line", String(diagnostic.location.line))) }
        if diagnostic.location.column > 0 { properties.append(("col", String(diagnostic.location.column))) }
        properties.append(("title", finding.ruleID))
        var message = "\(diagnostic.message) [\(diagnostic.code)]"
        for note in diagnostic.notes { message += "\nnote: \(note.location): \(note.message)" }
        let list = properties.map { "\($0.0)=\(Quote.line(escapeProperty($0.1)))" }.joined(separator: ",")
        return "::\(name) \(list)::\(Quote.line(escapeData(message)))\n"
    }

    /// A message: `%`, CR and LF percent-encoded.
    static func escapeData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A property value: as a message, and `:` and `,` too.
    static func escapeProperty(_ text: String) -> String {
        var result = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
