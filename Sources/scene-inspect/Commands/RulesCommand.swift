import SceneLoader

/// `scene-inspect rules`: every rule with its default severity and summary, or docs/RULES.md.
enum RulesCommand: Command {
    static let markdown = Option.flag("--markdown", help: "print docs/RULES.md: every rule with its description and examples")

    static let name: String? = "rules"
    static let declaration = CommandDeclaration(
        name: name,
        usage: "rules [--markdown]",
        summary: "Lists the rules lint checks: id, default severity (opt-in rules are off unless configured) and summary.",
        options: [markdown])

    static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
        guard arguments.operands.isEmpty else { throw UsageError("rules takes no operands, got '\(arguments.operands[0])'") }
        if arguments.flag(Self.markdown) {
            Output.write(Rule.markdown)
            return 0
        }
        let width = (Rule.all.map(\.id.count).max() ?? 0) + 2
        let severityWidth = "warning (opt-in)".count + 2
        for rule in Rule.all {
            let severity = rule.severity.rawValue + (rule.isOptIn ? " (opt-in)" : "")
            Output.write(rule.id + String(repeating: " ", count: width - rule.id.count)
                         + severity + String(repeating: " ", count: severityWidth - severity.count) + rule.summary + "\n")
        }
        return 0
    }
}
