import SceneLoaderCore

/// A lint report as JUnit XML, which GitLab's merge requests and Jenkins show: one test suite, a
/// test case per file (every file linted, and every other file a finding names), a `<failure>` per
/// error or warning in it, and notes as the case's `<system-out>`. A file without findings passes.
enum JUnitReport {
    static func text(_ report: Linter.Report) -> String {
        var order: [String] = []
        var byFile: [String: [Finding]] = [:]
        for file in report.files where byFile[file.path] == nil {
            order.append(file.path)
            byFile[file.path] = []
        }
        for finding in report.findings {
            let file = finding.diagnostic.location.file
            if byFile[file] == nil { order.append(file) }
            byFile[file, default: []].append(finding)
        }
        let failures = report.findings.count { $0.diagnostic.severity != .note }
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let counts = "tests=\"\(order.count)\" failures=\"\(failures)\" errors=\"0\""
        text += "<testsuites name=\"scene-inspect lint\" \(counts)>\n"
        text += "  <testsuite name=\"scene-inspect lint\" \(counts) skipped=\"0\">\n"
        for file in order {
            let findings = byFile[file] ?? []
            let name = XMLText.escaped(file)
            let open = "    <testcase classname=\"scene-inspect.lint\" name=\"\(name)\" file=\"\(name)\""
            guard !findings.isEmpty else {
                text += open + "/>\n"
                continue
            }
            text += open + ">\n"
            for finding in findings where finding.diagnostic.severity != .note {
                let diagnostic = finding.diagnostic
                text += "      <failure type=\"\(XMLText.escaped(finding.ruleID))\" message=\"\(XMLText.escaped(diagnostic.message))\">"
                text += XMLText.escaped(diagnostic.description) + "</failure>\n"
            }
            let notes = findings.filter { $0.diagnostic.severity == .note }
            if !notes.isEmpty {
                text += "      <system-out>" + notes.map { XMLText.escaped($0.diagnostic.description) }.joined(separator: "\n") + "</system-out>\n"
            }
            text += "    </testcase>\n"
        }
        text += "  </testsuite>\n</testsuites>\n"
        return text
    }
}
