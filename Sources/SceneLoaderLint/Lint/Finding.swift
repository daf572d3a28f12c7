public import SceneLoaderCore

/// One problem a lint run reports: the diagnostic (with the severity the configuration gives it and
/// its file relative to the working directory), its rule, and a fingerprint that survives lines
/// moving.
public struct Finding: Sendable, Hashable {
    /// The problem, as reported.
    public let diagnostic: Diagnostic
    /// The id of the rule that covers it (`xml.*` for `xml.76`).
    public let ruleID: String
    /// A stable hash of the file, the rule's code and the object the finding is at (or, for a
    /// finding at no object, its message), with `/2`, `/3`… for the second and later findings that
    /// would hash alike. Line and column are not part of it.
    public let fingerprint: String

    /// Creates a finding.
    public init(diagnostic: Diagnostic, ruleID: String, fingerprint: String) {
        self.diagnostic = diagnostic
        self.ruleID = ruleID
        self.fingerprint = fingerprint
    }

    /// The object id the finding is at: the diagnostic's object, or its first scene.
    public var objectID: String? { diagnostic.objectID ?? diagnostic.sceneIDs.first }

    /// The fingerprint's hash part: FNV-1a (64 bits) of the fields, as 16 hex digits.
    static func hash(file: String, code: DiagnosticCode, object: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "scene-inspect/v1\u{0}\(file)\u{0}\(code.rawValue)\u{0}\(object)".utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Findings for `diagnostics`, fingerprinted in order (so that repeats number alike from run to run).
    static func fingerprinted(_ diagnostics: [(Diagnostic, String)]) -> [Finding] {
        var seen: [String: Int] = [:]
        return diagnostics.map { diagnostic, rule in
            let object = diagnostic.objectID ?? diagnostic.sceneIDs.first.map { "#" + $0 } ?? diagnostic.message
            let base = hash(file: diagnostic.location.file, code: diagnostic.code, object: object)
            let count = seen[base, default: 0] + 1
            seen[base] = count
            return Finding(diagnostic: diagnostic, ruleID: rule, fingerprint: count == 1 ? base : "\(base)/\(count)")
        }
    }
}
