public import SceneLoaderCore

/// The findings a team has accepted: `--write-baseline FILE` records them by fingerprint, and
/// `--baseline FILE` then reports only findings that are not in it.
///
/// The file is text, one finding a line after a header, so that it diffs well in review:
///
/// ```
/// # scene-inspect baseline 2
/// 5f1c0c8e2b7d9a3164e0d1c2b3a49587	segue.deprecated-kind	App/Main.storyboard
/// ```
///
/// Only the first field counts (``Finding/fingerprint``); the rule and the file (relative to the
/// project root) are there for the reader. Lines end with LF or CR LF. A version 1 baseline
/// (`# scene-inspect baseline 1`, 16-digit FNV-1a fingerprints of paths relative to the working
/// directory) is still read and matched as before, with a warning
/// (``DiagnosticCode/baselineLegacy``): its 64-bit fingerprints can be forged; `--write-baseline`
/// rewrites it as version 2.
///
/// The file is untrusted input: bounded in size, and every bad line is an error at its line.
public struct Baseline: Sendable, Hashable {
    /// The header of the baselines `--write-baseline` writes.
    public static let header = "# scene-inspect baseline 2"
    /// The header of version 1 baselines, still read.
    public static let legacyHeader = "# scene-inspect baseline 1"
    /// The largest baseline read (8 MiB: about 100,000 findings).
    public static let maxFileSize = 8 << 20

    /// The fingerprints recorded.
    public let fingerprints: Set<String>
    /// The file's version: 2, or 1 for a baseline of FNV-1a fingerprints.
    public let version: Int
    /// What reading it found worth saying that does not stop it being used (a version 1 baseline).
    public let diagnostics: [Diagnostic]

    /// A baseline of `findings`.
    public init(_ findings: [Finding]) {
        fingerprints = Set(findings.map(\.fingerprint))
        version = 2
        diagnostics = []
    }

    /// The file's text for `findings`, in their order.
    public static func text(of findings: [Finding]) -> String {
        var text = header + "\n"
        for finding in findings {
            text += "\(finding.fingerprint)\t\(finding.ruleID)\t\(Quote.line(finding.projectPath))\n"
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
        let lines = text.inputLines
        let version: Int
        switch lines.first {
        case Substring(Baseline.header): version = 2
        case Substring(Baseline.legacyHeader): version = 1
        default:
            throw ConfigurationError(diagnostics: [problem("the first line is not '\(Baseline.header)': this is not a baseline --write-baseline wrote", line: 1)])
        }
        var fingerprints: Set<String> = []
        var problems: [Diagnostic] = []
        for (index, line) in lines.enumerated().dropFirst() where !line.isEmpty {
            let field = line.prefix { $0 != "\t" }
            guard Baseline.isFingerprint(field, digits: version == 2 ? 32 : 16) else {
                problems.append(problem("line \(index + 1) does not start with a fingerprint: '\(Quote.value(String(line.prefix(40))))'", line: index + 1))
                if problems.count >= 20 { break }
                continue
            }
            fingerprints.insert(String(field))
        }
        if !problems.isEmpty { throw ConfigurationError(diagnostics: problems) }
        self.fingerprints = fingerprints
        self.version = version
        diagnostics = version == 2 ? [] : [Diagnostic(
            severity: .warning, code: .baselineLegacy,
            message: "the baseline is version 1: its 64-bit fingerprints can be forged by a pull request's object ids, and depend on the working directory; rewrite it with --write-baseline",
            location: SourceLocation(file: file, line: 1, column: 1))]
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

    /// Whether `finding` was recorded: by its fingerprint, or in a version 1 baseline by the
    /// fingerprint version 1 gave it.
    public func contains(_ finding: Finding) -> Bool {
        version == 2 ? fingerprints.contains(finding.fingerprint) : finding.legacyFingerprint.map(fingerprints.contains) ?? false
    }

    /// `digits` hex digits, then optionally `/N`.
    private static func isFingerprint(_ field: Substring, digits: Int) -> Bool {
        let parts = field.utf8.split(separator: UInt8(ascii: "/"), maxSplits: 1, omittingEmptySubsequences: false)
        // Version 1 read upper-case digits too.
        let isHex = { (byte: UInt8) in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                || digits == 16 && (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
        }
        guard parts[0].count == digits, parts[0].allSatisfy(isHex) else { return false }
        return parts.count == 1 || (1...9).contains(parts[1].count) && parts[1].allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
