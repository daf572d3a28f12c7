/// Everything the command line says about one command: its usage line, what it does, and its
/// options. The parser, the command's `--help` and the "unknown option" hint are made from it, so
/// that they cannot disagree.
struct CommandDeclaration: Sendable {
    /// The word that selects the command (`render`); nil for the inspector, which has none.
    let name: String?
    /// The usage line, without the program name.
    let usage: String
    /// What the command does, as a paragraph of the help.
    let summary: String
    /// The command's own options, in the order the help lists them (`--help` is added).
    let options: [Option]

    init(name: String?, usage: String, summary: String, options: [Option]) {
        self.name = name
        self.usage = usage
        self.summary = summary
        self.options = options + [.help]
    }

    /// Every option the command accepts: its own, then the limits (every command loads storyboards).
    var allOptions: [Option] { options + LoadFlags.options }

    /// The usage line with the program name.
    var usageLine: String { "usage: scene-inspect \(usage)" }

    /// `scene-inspect COMMAND --help`: usage, summary, options, the limits and the exit statuses.
    var help: String {
        """
        \(usageLine)

        \(summary)

        Options:
        \(CommandDeclaration.table(options))
        \(LoadFlags.heading)
        \(CommandDeclaration.table(LoadFlags.options))
        \(CommandLineTool.exitStatuses)

        """
    }

    /// The options as help lines, the descriptions in one column.
    static func table(_ options: [Option]) -> String {
        let heads = options.map { option in
            (option.alias.map { "\($0), " } ?? "") + option.name + (option.placeholder.isEmpty ? "" : " \(option.placeholder)")
        }
        let width = (heads.map(\.count).max() ?? 0) + 2
        return zip(heads, options).map { head, option in
            "  " + head + String(repeating: " ", count: width - head.count) + option.help + "\n"
        }.joined()
    }

    /// Parses `words` against the declared options.
    func parse(_ words: [String]) throws(UsageError) -> Arguments {
        try Arguments(words, options: allOptions)
    }
}
