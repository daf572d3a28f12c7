import SceneLoaderCore

/// A lint report as JUnit XML, which GitLab's merge requests and Jenkins show: one test suite, a
/// test case per file (every file linted, and every other file a finding names), a `<failure>` per
/// error in it (with `--strict`, warnings are errors already), and warnings and notes as the
/// case's `<system-out>`: a file fails exactly when the run's exit status counts it. A file
/// without findings passes.
///
/// A test case's name is the file's path as text output quotes a value (``Quote/value(_:limit:)``,
/// backslashes and quotes escaped too): files whose names differ only in control characters, which
/// XML cannot hold, keep distinct names. The suite's properties name the configuration file and how
/// many findings the report left out (``ReportLimits``).
enum JUnitReport {
    static func write(_ report: Linter.Report, selection: ReportSelection, to output: (String) -> Void) {
        let failures = selection.files.reduce(0) { $0 + $1.shown.count { $0.diagnostic.severity == .error } }
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let counts = "tests=\"\(selection.files.count)\" failures=\"\(failures)\" errors=\"0\""
        text += "<testsuites name=\"scene-inspect lint\" \(counts)>\n"
        text += "  <testsuite name=\"scene-inspect lint\" \(counts) skipped=\"0\">\n"
        var properties: [(String, String)] = []
        if let configuration = report.configurationFile { properties.append(("configuration", configuration)) }
        if selection.omitted > 0 { properties.append(("omitted", selection.omissionSentence)) }
        if !properties.isEmpty {
            text += "    <properties>\n"
            for (name, value) in properties {
                text += "      <property name=\"\(name)\" value=\"\(XMLText.escaped(value))\"/>\n"
            }
            text += "    </properties>\n"
        }
        for file in selection.files {
            let name = XMLText.escaped(Quote.value(file.path, limit: .max))
            let open = "    <testcase classname=\"scene-inspect.lint\" name=\"\(name)\" file=\"\(name)\""
            guard !file.shown.isEmpty else {
                text += open + "/>\n"
                continue
            }
            text += open + ">\n"
            // In the file's order: by line.
            let findings = file.shown.sorted { ($0.diagnostic.location, $0.diagnostic.code.rawValue) < ($1.diagnostic.location, $1.diagnostic.code.rawValue) }
            for finding in findings where finding.diagnostic.severity == .error {
                let diagnostic = finding.diagnostic
                text += "      <failure type=\"\(XMLText.escaped(finding.ruleID))\" message=\"\(XMLText.escaped(diagnostic.message))\">"
                text += XMLText.escaped(diagnostic.description) + "</failure>\n"
            }
            let others = findings.filter { $0.diagnostic.severity != .error }
            if !others.isEmpty {
                // One line of XML: a line break between findings is a character reference.
                text += "      <system-out>" + others.map { XMLText.escaped($0.diagnostic.description) }.joined(separator: "&#xA;") + "</system-out>\n"
            }
            text += "    </testcase>\n"
            if text.utf8.count >= 64 << 10 {
                output(text)
                text = ""
            }
        }
        text += "  </testsuite>\n</testsuites>\n"
        output(text)
    }
}
