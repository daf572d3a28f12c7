public import SceneLoaderCore

/// A lint rule: one ``DiagnosticCode`` with what a team needs to decide about it — its default
/// severity, whether it is on by default, a one-line summary, a description, and a wrong and a
/// right example.
///
/// Every code is a rule (``Rule/all`` holds them; a test fails when a code has none). A family of
/// codes that share a prefix (`xml.*`, libxml2's error numbers) is one rule.
public struct Rule: Sendable, Hashable {
    /// The rule's id: the code it reports (`segue.deprecated-kind`), or a family (`xml.*`).
    public let id: String
    /// The severity its findings have unless the configuration says otherwise.
    public let severity: Diagnostic.Severity
    /// Whether the rule is off unless the configuration turns it on.
    public let isOptIn: Bool
    /// What it finds, in one line.
    public let summary: String
    /// Why it matters and what to do, in a paragraph.
    public let description: String
    /// An input that the rule reports.
    public let wrong: String
    /// The same input, corrected.
    public let right: String
    /// The options the configuration may give it (`{"severity": "note", "maxTabs": 5}`).
    public let options: [Option]
    /// Which files the rule checks, when not every file: the platforms, and the Xcode that had the
    /// feature it is about (a file last saved by an older Xcode is not reported; see
    /// ``DocumentInfo/wasSaved(byXcodeWith:)``). Nil for a rule that applies wherever its problem can occur.
    public let applies: String?

    /// A whole-number option of a rule, with its default.
    public struct Option: Sendable, Hashable {
        /// The option's key in the rule's configuration object.
        public let name: String
        /// Its value when the configuration gives none.
        public let defaultValue: Int
        /// The values it accepts.
        public let range: ClosedRange<Int>
        /// What it changes.
        public let summary: String

        /// Creates an option.
        public init(name: String, defaultValue: Int, range: ClosedRange<Int>, summary: String) {
            self.name = name
            self.defaultValue = defaultValue
            self.range = range
            self.summary = summary
        }
    }

    /// Creates a rule.
    public init(id: String, severity: Diagnostic.Severity, isOptIn: Bool = false, summary: String,
                description: String, wrong: String, right: String, options: [Option] = [], applies: String? = nil) {
        self.id = id
        self.severity = severity
        self.isOptIn = isOptIn
        self.summary = summary
        self.description = description
        self.wrong = wrong
        self.right = right
        self.options = options
        self.applies = applies
    }

    /// Creates the rule of `code`.
    init(_ code: DiagnosticCode, _ severity: Diagnostic.Severity, optIn: Bool = false, _ summary: String,
         _ description: String, wrong: String, right: String, options: [Option] = [], applies: String? = nil) {
        self.init(id: code.rawValue, severity: severity, isOptIn: optIn, summary: summary,
                  description: description, wrong: wrong, right: right, options: options, applies: applies)
    }

    /// Whether the rule is a family (`xml.*`) rather than one code.
    public var isFamily: Bool { id.hasSuffix(".*") }

    /// Whether `code` is this rule's: its id, or a member of its family.
    public func covers(_ code: DiagnosticCode) -> Bool {
        isFamily ? code.rawValue.hasPrefix(id.dropLast()) : code.rawValue == id
    }

    /// The rule that covers `code`, if any.
    public static func covering(_ code: DiagnosticCode) -> Rule? {
        if let rule = byID[code.rawValue] { return rule }
        guard let dot = code.rawValue.firstIndex(of: ".") else { return nil }
        return byID[code.rawValue[...dot] + "*"]
    }

    /// The rule with id `id`, if any.
    public static func named(_ id: String) -> Rule? { byID[id] }

    /// Every rule's id, in ``all``'s order: what a misspelt id is compared with.
    static let ids = all.map(\.id)

    private static let byID: [String: Rule] = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
}
