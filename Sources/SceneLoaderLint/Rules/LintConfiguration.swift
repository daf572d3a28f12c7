public import SceneLoaderCore
import SceneLoaderDrawing

/// What a team's `.scene-inspect.json` says: which files are linted, and which rules are on, at
/// what severity, with what options.
///
/// ```json
/// {
///   "include": ["App/**"],
///   "exclude": ["**/Legacy/**"],
///   "rules": {
///     "segue.deprecated-kind": "error",
///     "document.no-initial": "warning",
///     "tab-bar.more": {"severity": "warning", "maxTabs": 6},
///     "scene.empty-identifier": "off"
///   }
/// }
/// ```
///
/// The file is untrusted input: `JSONReader` bounds it. An unknown key or rule id is an
/// error that suggests the nearest valid one, at its line and column.
public struct LintConfiguration: Sendable {
    /// The name looked for from the working directory upward.
    public static let fileName = ".scene-inspect.json"

    /// Paths (relative to the configuration's folder) that are linted; empty means all.
    public let include: [Glob]
    /// Paths that are not linted, even when included.
    public let exclude: [Glob]
    /// What the configuration says about each rule it names, by rule id.
    public let settings: [String: Setting]

    /// What the configuration says about one rule.
    public struct Setting: Sendable, Hashable {
        /// The severity its findings get; nil when the rule is off.
        public let severity: Diagnostic.Severity?
        /// Its options, by name.
        public let options: [String: Int]

        /// Creates a setting.
        public init(severity: Diagnostic.Severity?, options: [String: Int] = [:]) {
            self.severity = severity
            self.options = options
        }
    }

    /// The configuration with nothing configured: every rule but the opt-in ones at its default severity.
    public init(include: [Glob] = [], exclude: [Glob] = [], settings: [String: Setting] = [:]) {
        self.include = include
        self.exclude = exclude
        self.settings = settings
    }

    /// Parses a configuration file's bytes; `file` names it in diagnostics.
    /// - Throws: ``ConfigurationError`` with every problem found, each at its line and column.
    public init(parsing bytes: [UInt8], file: String) throws(ConfigurationError) {
        let root: JSONReader.Value
        do throws(JSONReader.Failure) {
            root = try JSONReader.parse(bytes)
        } catch {
            throw ConfigurationError(diagnostics: [Diagnostic(
                severity: .error, code: .configSyntax, message: error.message,
                location: SourceLocation(file: file, line: error.position.line, column: error.position.column))])
        }
        var reader = Reader(file: file)
        self = reader.configuration(root)
        if !reader.problems.isEmpty { throw ConfigurationError(diagnostics: reader.problems) }
    }

    /// The severity `code`'s findings get (`proposed` is the one the check gave), or nil when its
    /// rule is off.
    public func severity(of code: DiagnosticCode, proposed: Diagnostic.Severity) -> Diagnostic.Severity? {
        guard let rule = Rule.covering(code) else { return proposed }
        if let setting = settings[rule.id] { return setting.severity }
        return rule.isOptIn ? nil : proposed
    }

    /// Whether the rule of `code` is on: checks whose rule is off are not run.
    public func isEnabled(_ code: DiagnosticCode) -> Bool {
        guard let rule = Rule.covering(code) else { return true }
        return settings[rule.id].map { $0.severity != nil } ?? !rule.isOptIn
    }

    /// The value of option `name` of `code`'s rule: configured, or the rule's default.
    public func option(_ name: String, of code: DiagnosticCode) -> Int {
        guard let rule = Rule.covering(code) else { return 0 }
        return settings[rule.id]?.options[name] ?? rule.options.first { $0.name == name }?.defaultValue ?? 0
    }

    /// Whether `path`, relative to the configuration's folder, is linted.
    public func includes(_ path: String) -> Bool {
        guard !include.isEmpty || !exclude.isEmpty else { return true }
        let text = GlobText(path)
        return (include.isEmpty || include.contains { $0.matches(text) }) && !exclude.contains { $0.matches(text) }
    }

    /// The most bytes `include` and `exclude` may hold together: matching a file against every
    /// pattern costs their length times the path's over 64 word operations, so this bounds what a
    /// configuration can make a file cost (real configurations hold a few hundred bytes).
    public static let maxPatternBytes = 16_384

    /// Turns the parsed JSON into a configuration, collecting every problem.
    private struct Reader {
        let file: String
        var problems: [Diagnostic] = []
        /// The bytes of patterns read so far, against ``LintConfiguration/maxPatternBytes``.
        var patternBytes = 0
        /// One budget for every suggestion the file's mistakes get, however many there are.
        var suggestions = NearestMatch.Budget()

        static let keys = ["include", "exclude", "rules"]
        static let severities = ["off", "note", "warning", "error"]

        mutating func problem(_ code: DiagnosticCode, _ message: String, at position: JSONReader.Position) {
            problems.append(Diagnostic(severity: .error, code: code, message: message,
                                       location: SourceLocation(file: file, line: position.line, column: position.column)))
        }

        mutating func configuration(_ root: JSONReader.Value) -> LintConfiguration {
            guard case .object(let members, _) = root else {
                problem(.configInvalidValue, "the configuration must be an object, not \(root.kind)", at: root.position)
                return LintConfiguration()
            }
            var include: [Glob] = [], exclude: [Glob] = [], settings: [String: Setting] = [:]
            for member in members {
                switch member.key {
                case "include": include = globs(member.value, key: "include")
                case "exclude": exclude = globs(member.value, key: "exclude")
                case "rules": settings = rules(member.value)
                default:
                    problem(.configUnknownKey, "unknown key '\(Quote.value(member.key))'\(NearestMatch.hint(for: member.key, among: Reader.keys, budget: &suggestions)); the keys are \(Reader.keys.joined(separator: ", "))",
                            at: member.keyPosition)
                }
            }
            return LintConfiguration(include: include, exclude: exclude, settings: settings)
        }

        mutating func globs(_ value: JSONReader.Value, key: String) -> [Glob] {
            guard case .array(let items, _) = value else {
                problem(.configInvalidValue, "'\(key)' must be an array of glob strings, not \(value.kind)", at: value.position)
                return []
            }
            var globs: [Glob] = []
            for item in items {
                guard case .string(let pattern, _) = item, !pattern.isEmpty else {
                    problem(.configInvalidValue, "each pattern of '\(key)' must be a non-empty string, not \(item.kind)", at: item.position)
                    continue
                }
                patternBytes += pattern.utf8.count
                guard patternBytes <= LintConfiguration.maxPatternBytes else {
                    problem(.configInvalidValue, "the patterns of include and exclude hold more than \(LintConfiguration.maxPatternBytes) bytes together", at: item.position)
                    return globs
                }
                globs.append(Glob(pattern))
            }
            return globs
        }

        mutating func rules(_ value: JSONReader.Value) -> [String: Setting] {
            guard case .object(let members, _) = value else {
                problem(.configInvalidValue, "'rules' must be an object of rule ids, not \(value.kind)", at: value.position)
                return [:]
            }
            var settings: [String: Setting] = [:]
            for member in members {
                guard let rule = Rule.named(member.key) else {
                    problem(.configUnknownRule, "unknown rule '\(Quote.value(member.key))'\(NearestMatch.hint(for: member.key, among: Rule.ids, budget: &suggestions))",
                            at: member.keyPosition)
                    continue
                }
                if let setting = setting(member.value, of: rule) { settings[rule.id] = setting }
            }
            return settings
        }

        mutating func setting(_ value: JSONReader.Value, of rule: Rule) -> Setting? {
            switch value {
            case .string(let word, let position):
                return severity(word, at: position).map { Setting(severity: $0) }
            case .object(let members, _):
                var chosen: Diagnostic.Severity?? = nil
                var options: [String: Int] = [:]
                let names = ["severity"] + rule.options.map(\.name)
                for member in members {
                    if member.key == "severity" {
                        guard case .string(let word, let at) = member.value else {
                            problem(.configInvalidValue, "'severity' must be one of \(Reader.severities.joined(separator: ", ")), not \(member.value.kind)", at: member.value.position)
                            continue
                        }
                        if let parsed = severity(word, at: at) { chosen = .some(parsed) }
                        continue
                    }
                    guard let option = rule.options.first(where: { $0.name == member.key }) else {
                        problem(.configUnknownKey, "rule \(rule.id) has no option '\(Quote.value(member.key))'\(NearestMatch.hint(for: member.key, among: names, budget: &suggestions)); it takes \(names.joined(separator: ", "))",
                                at: member.keyPosition)
                        continue
                    }
                    guard case .number(let number, _) = member.value, number.rounded() == number,
                          let whole = Int(exactly: number), option.range.contains(whole) else {
                        problem(.configInvalidValue, "option '\(option.name)' of \(rule.id) takes a whole number from \(option.range.lowerBound) to \(option.range.upperBound)", at: member.value.position)
                        continue
                    }
                    options[option.name] = whole
                }
                return Setting(severity: chosen ?? rule.severity, options: options)
            default:
                problem(.configInvalidValue, "the setting of \(rule.id) must be one of \(Reader.severities.joined(separator: ", ")) or an object, not \(value.kind)", at: value.position)
                return nil
            }
        }

        /// The severity a word names (`off` is `.some(nil)`), or nil after reporting it.
        mutating func severity(_ word: String, at position: JSONReader.Position) -> Diagnostic.Severity?? {
            switch word {
            case "off": return .some(nil)
            case "note": return .note
            case "warning": return .warning
            case "error": return .error
            default:
                problem(.configInvalidValue, "unknown severity '\(Quote.value(word))'\(NearestMatch.hint(for: word, among: Reader.severities, budget: &suggestions)); it is one of \(Reader.severities.joined(separator: ", "))", at: position)
                return nil
            }
        }
    }
}

/// A configuration that cannot be used: every problem, each at its line and column.
public struct ConfigurationError: Error, Sendable {
    /// The problems, in file order.
    public let diagnostics: [Diagnostic]

    /// Creates the error.
    public init(diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}
