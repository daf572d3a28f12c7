public import SceneLoaderCore

/// One problem a lint run reports: the diagnostic (with the severity the configuration gives it and
/// its file relative to the working directory), its rule, and a fingerprint that survives lines
/// moving.
public struct Finding: Sendable, Hashable {
    /// The problem, as reported.
    public let diagnostic: Diagnostic
    /// The id of the rule that covers it (`xml.*` for `xml.76`).
    public let ruleID: String
    /// What a baseline records: the first 128 bits of the SHA-256 of the file (relative to the
    /// project root, so the same wherever lint runs from), the rule's code and the object the
    /// finding is at (or, for a finding at no object, its message), as 32 hexadecimal digits, with
    /// `/2`, `/3`… for the second and later findings that would hash alike. Line and column are
    /// not part of it.
    public let fingerprint: String
    /// The file as the fingerprint hashes it: relative to the project root (``Linter/projectRoot``)
    /// when under it, else absolute.
    public let projectPath: String
    /// The fingerprint of version 1 baselines (FNV-1a, 64 bits, of the file relative to the working
    /// directory), matched against such a baseline only: 64 bits that a pull request chooses
    /// through the object ids it writes can be aimed at another finding's.
    let legacyFingerprint: String?

    /// Creates a finding; `projectPath` defaults to the diagnostic's file.
    public init(diagnostic: Diagnostic, ruleID: String, fingerprint: String, projectPath: String? = nil) {
        self.init(diagnostic: diagnostic, ruleID: ruleID, fingerprint: fingerprint, projectPath: projectPath, legacyFingerprint: nil)
    }

    init(diagnostic: Diagnostic, ruleID: String, fingerprint: String, projectPath: String?, legacyFingerprint: String?) {
        self.diagnostic = diagnostic
        self.ruleID = ruleID
        self.fingerprint = fingerprint
        self.projectPath = projectPath ?? diagnostic.location.file
        self.legacyFingerprint = legacyFingerprint
    }

    /// The object id the finding is at: the diagnostic's object, or its first scene.
    public var objectID: String? { diagnostic.objectID ?? diagnostic.sceneIDs.first }

    /// The same finding with another severity (`--strict` makes warnings errors).
    func with(severity: Diagnostic.Severity) -> Finding {
        let d = diagnostic
        return Finding(diagnostic: Diagnostic(severity: severity, code: d.code, message: d.message, location: d.location,
                                              notes: d.notes, sceneIDs: d.sceneIDs, objectID: d.objectID),
                       ruleID: ruleID, fingerprint: fingerprint, projectPath: projectPath, legacyFingerprint: legacyFingerprint)
    }

    /// The fingerprint's hash part: SHA-256 of the fields, its first 16 bytes as 32 hex digits.
    static func hash(file: String, code: DiagnosticCode, object: String) -> String {
        SHA256.hex("scene-inspect/v2\u{0}\(file)\u{0}\(code.rawValue)\u{0}\(object)", bytes: 16)
    }

    /// The version 1 hash: FNV-1a (64 bits) of the fields, as 16 hex digits.
    static func legacyHash(file: String, code: DiagnosticCode, object: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "scene-inspect/v1\u{0}\(file)\u{0}\(code.rawValue)\u{0}\(object)".utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Findings for `diagnostics` (each with its rule and its file relative to the project root),
    /// fingerprinted in order, so that repeats number alike from run to run.
    static func fingerprinted(_ diagnostics: [(diagnostic: Diagnostic, rule: String, projectPath: String)]) -> [Finding] {
        var seen: [String: Int] = [:]
        var legacySeen: [String: Int] = [:]
        return diagnostics.map { diagnostic, rule, projectPath in
            let object = diagnostic.objectID ?? diagnostic.sceneIDs.first.map { "#" + $0 } ?? diagnostic.message
            let base = hash(file: projectPath, code: diagnostic.code, object: object)
            let count = seen[base, default: 0] + 1
            seen[base] = count
            let legacyBase = legacyHash(file: diagnostic.location.file, code: diagnostic.code, object: object)
            let legacyCount = legacySeen[legacyBase, default: 0] + 1
            legacySeen[legacyBase] = legacyCount
            return Finding(diagnostic: diagnostic, ruleID: rule, fingerprint: count == 1 ? base : "\(base)/\(count)",
                           projectPath: projectPath,
                           legacyFingerprint: legacyCount == 1 ? legacyBase : "\(legacyBase)/\(legacyCount)")
        }
    }
}
