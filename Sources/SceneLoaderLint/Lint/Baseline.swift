import SceneLoaderCore

/// The findings a team has accepted: `--write-baseline FILE` records them by fingerprint, and
/// `--baseline FILE` then reports only findings that are not in it.
///
/// The file is text, one finding a line after a header, so that it diffs well in review:
///
/// ```
/// # scene-inspect baseline 1
/// 5f1c0c8e2b7d9a31	segue.deprecated-kind	App/Main.storyboard
/// ```
///
/// Only the first field counts; the rule and the file are there for the reader. The file is
/// untrusted input: bounded in size and line length, and every bad line is an error at its line.
public struct Baseline: Sendable, Hashable {
    /// The header the first line must be.
    public static let header = "# scene-inspect baseline 1"
    /// The largest baseline read (8 MiB: about 200,000 findings).
    public static let maxFileSize = 8 << 20

    /// The fingerprints recorded.
    public let fingerprints: Set<String>

    /// A baseline of `findings`.
    public init(_ findings: [Finding]) { fingerprints = Set(findings.map(\.fingerprint)) }

    /// The file's text for `findings`, in their order.
    public static func text(of findings: [Finding]) -> String {
        var text = header + "\n"
        for finding in findings {
            text += "\(finding.fingerprint)\t\(finding.ruleID)\t\(Quote.line(finding.diagnostic.location.file))\n"
        }
        return text
    }

    /// Parses a baseline file's bytes; `file` names it in diagnostics.
    /// - Throws: ``ConfigurationError`` with ``DiagnosticCode/baselineInvalid`` at each bad line.
    public init(parsing bytes: [UInt8], file: String) throws(ConfigurationError) {
        func problem(_ message: String, line: Int) -> Diagnostic {
            Diagnostic(severity: .error, code: .baselineInvalid, message: message, location: SourceLocation(file: file, line: line, column: line == 0 ? 0 : 1))
        }
        guard bytes.count <= Baseline.maxFileSize else {
            throw ConfigurationError(diagnostics: [problem("the baseline is \(bytes.count) bytes; at most \(Baseline.maxFileSize) are read", line: 0)])
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ConfigurationError(diagnostics: [problem("the baseline is not UTF-8 text", line: 0)])
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first.map({ $0.hasSuffix("\r") ? $0.dropLast() : $0 }) == Substring(Baseline.header) else {
            throw ConfigurationError(diagnostics: [problem("the first line is not '\(Baseline.header)': this is not a baseline --write-baseline wrote", line: 1)])
        }
        var fingerprints: Set<String> = []
        var problems: [Diagnostic] = []
        for (index, line) in lines.enumerated().dropFirst() where !line.isEmpty {
            let field = line.prefix { $0 != "\t" && $0 != "\r" }
            guard Baseline.isFingerprint(field) else {
                problems.append(problem("line \(index + 1) does not start with a fingerprint: '\(Quote.value(String(line.prefix(40))))'", line: index + 1))
                if problems.count >= 20 { break }
                continue
            }
            fingerprints.insert(String(field))
        }
        if !problems.isEmpty { throw ConfigurationError(diagnostics: problems) }
        self.fingerprints = fingerprints
    }

    /// Reads and parses the baseline at `path` (regular files only, at most ``maxFileSize`` bytes);
    /// `shown` names it in diagnostics.
    /// - Throws: ``ConfigurationError`` when it cannot be read or is not a baseline.
    public init(contentsOf path: String, shown: String) throws(ConfigurationError) {
        switch SecureFile.contents(of: path, shown: shown, limit: Baseline.maxFileSize) {
        case .success(let bytes):
            try self.init(parsing: bytes, file: shown)
        case .failure(let issue):
            throw ConfigurationError(diagnostics: [Diagnostic(
                severity: .error, code: .baselineInvalid, message: "cannot read the baseline: \(issue.message)",
                location: SourceLocation(file: shown, line: 0, column: 0))])
        }
    }

    /// Whether `finding` was recorded.
    public func contains(_ finding: Finding) -> Bool { fingerprints.contains(finding.fingerprint) }

    /// 16 hex digits, then optionally `/N`.
    private static func isFingerprint(_ field: Substring) -> Bool {
        let parts = field.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts[0].count == 16, parts[0].allSatisfy(\.isHexDigit) else { return false }
        return parts.count == 1 || (1...9).contains(parts[1].count) && parts[1].allSatisfy(\.isWholeNumber)
    }
}
