import SceneLoaderCore

extension Rule {
    /// `docs/RULES.md`: every rule of ``all`` with its severity, summary, description, options and
    /// examples. The page is generated from the registry, and a test fails when the two differ.
    public static var markdown: String {
        var text = """
        # Rules

        <!-- Generated from Sources/SceneLoaderLint/Rules/Rule+All.swift: `RECORD_GOLDENS=1 swift test --filter RulesTests` rewrites it. -->

        Every diagnostic code is a rule. `scene-inspect lint` reports the rules that are on; a
        `.scene-inspect.json` turns rules off or on and changes their severity (see [LINT.md](LINT.md)).
        Opt-in rules are off until the configuration names them. A rule with an *Applies to* line checks
        only those files: a rule about a feature of Interface Builder reports no file last saved by an
        Xcode that did not have it (the `<document>`'s `toolsVersion` says which; see
        [FORMAT.md](FORMAT.md#the-document)). `scene-inspect rules` prints this list.

        | rule | severity | summary |
        |---|---|---|

        """
        for rule in all {
            text += "| [`\(rule.id)`](#\(anchor(rule.id))) | \(rule.severity.rawValue)\(rule.isOptIn ? " (opt-in)" : "") | \(cell(rule.summary)) |\n"
        }
        for rule in all {
            text += "\n## `\(rule.id)`\n\n"
            text += "\(rule.summary) Default: **\(rule.severity.rawValue)**\(rule.isOptIn ? ", opt-in (off unless configured)" : "").\n\n"
            text += rule.description + "\n"
            if let applies = rule.applies { text += "\nApplies to: \(applies)\n" }
            if !rule.options.isEmpty {
                text += "\nOptions:\n\n"
                for option in rule.options {
                    text += "- `\(option.name)` (\(option.range.lowerBound) to \(option.range.upperBound), default \(option.defaultValue)): \(option.summary)\n"
                }
            }
            text += "\nWrong:\n\n" + fenced(rule.wrong) + "\nRight:\n\n" + fenced(rule.right)
        }
        return text
    }

    /// The anchor GitHub gives the heading `` `id` ``: lowercase, punctuation but `-` dropped.
    private static func anchor(_ id: String) -> String {
        String(id.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" })
    }

    private static func cell(_ text: String) -> String { text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") }

    private static func fenced(_ text: String) -> String { "```\n\(text)\n```\n" }
}
