import SceneLoader

/// A command of `scene-inspect`: its declaration (usage, summary, options) and what it does.
protocol Command {
    /// The word that selects the command (`render`); nil for the inspector. Apart from the
    /// declaration, so that choosing the command builds no other command's option table.
    static var name: String? { get }
    /// The command's usage line, summary and options, from which its parsing and help are made.
    static var declaration: CommandDeclaration { get }
    /// Runs it on the parsed command line; returns the exit status.
    static func run(_ arguments: Arguments) throws(UsageError) -> Int32
}

/// Dispatches the command line to the inspector or a subcommand, and prints help and usage errors.
enum CommandLineTool {
    static let version = "0.1.0"

    /// Subcommands, by name. A new subcommand is a file in Commands/ and a line here.
    static var subcommands: [any Command.Type] {
        [
            InstantiateCommand.self,
            SimulateCommand.self,
            GraphCommand.self,
            RenderCommand.self,
            LintCommand.self,
            RulesCommand.self,
            GenerateCommand.self,
            DiffCommand.self,
            MergeCommand.self,
        ]
    }

    /// The exit statuses, as every help states them.
    static let exitStatuses = """
    Exit status: 0 without errors, 1 with errors, 2 for a usage error, 3 when standard output or an
    output file cannot be written (a full disk, a closed pipe, a link; the reason goes to standard
    error, and a file keeps its previous content).
    """

    /// Runs the command line; returns the exit status.
    static func run(_ words: [String]) -> Int32 {
        let status: Int32
        if let first = words.first, let command = subcommands.first(where: { $0.name == first }) {
            status = run(command, Array(words.dropFirst()))
        } else if let first = words.first, let hint = misspeltCommand(first) {
            Output.error("scene-inspect: '\(Quote.path(first))' is not a command, nor a file or folder\(hint)")
            Output.error("usage: scene-inspect COMMAND ... | scene-inspect (FILE | DIR)...")
            Output.error("Run 'scene-inspect --help' for more.")
            status = 2
        } else {
            status = run(InspectCommand.self, words)
        }
        return Output.finish(status: status)
    }

    /// The "did you mean" hint when `word`, the first word of the command line, is a misspelt
    /// subcommand rather than a storyboard: nothing by that name exists, it looks like a command
    /// (no `/`, no `.`, not an option), and a subcommand's name is near it (`lnt` for `lint`). A
    /// word that names an existing file or folder is always an operand, and one far from every
    /// command is left to the inspector, which reports the missing file.
    static func misspeltCommand(_ word: String) -> String? {
        guard !word.isEmpty, !word.hasPrefix("-"), !word.contains("/"), !word.contains("."), !System.exists(word) else { return nil }
        var names: [String] = []
        for command in subcommands { if let name = command.name { names.append(name) } }
        let hint = NearestMatch.hint(for: word, among: names)
        return hint.isEmpty ? nil : hint
    }

    private static func run(_ command: any Command.Type, _ words: [String]) -> Int32 {
        let declaration = command.declaration
        // `--help` wins over any other mistake on the line, as long as it is an option.
        let options = words.prefix { $0 != "--" }
        if options.contains(where: Option.help.names.contains) {
            Output.write(declaration.name == nil ? help : declaration.help)
            return 0
        }
        do {
            return try command.run(declaration.parse(words))
        } catch {
            Output.error("scene-inspect: \(error.message)")
            Output.error(declaration.usageLine)
            Output.error("Run 'scene-inspect \(declaration.name.map { "\($0) " } ?? "")--help' for more.")
            return 2
        }
    }

    /// `scene-inspect --help`: the inspector's help, then every subcommand.
    static var help: String {
        var text = "scene-inspect \(version): shows and checks storyboard files.\n\n"
        text += InspectCommand.declaration.help + "\nSubcommands ('scene-inspect COMMAND --help' for each):\n"
        for command in subcommands {
            text += "  scene-inspect \(command.declaration.usage)\n      \(command.declaration.summary)\n"
        }
        return text
    }
}
