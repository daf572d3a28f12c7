import SceneLoader

/// A subcommand of `scene-inspect`.
protocol Subcommand {
    /// The word that selects it (`instantiate`).
    static var name: String { get }
    /// Its usage line, without the program name.
    static var usage: String { get }
    /// One sentence for the help text.
    static var summary: String { get }
    /// Runs it; returns the exit status.
    static func run(_ arguments: inout Arguments) throws(UsageError) -> Int32
}

/// Dispatches the command line to the inspector or a subcommand, and prints help and usage errors.
enum CommandLineTool {
    static let version = "0.1.0"

    /// Subcommands, by name. A new subcommand is a file in Commands/ and a line here.
    static var subcommands: [any Subcommand.Type] {
        [
            InstantiateCommand.self,
            SimulateCommand.self,
            GraphCommand.self,
            RenderCommand.self,
        ]
    }

    static func run(_ words: [String]) -> Int32 {
        var arguments = Arguments(words)
        if let first = words.first, let command = subcommands.first(where: { $0.name == first }) {
            arguments = Arguments(Array(words.dropFirst()))
            if arguments.flag("--help", "-h") {
                Output.write("usage: scene-inspect \(command.usage)\n\n\(command.summary)\n\n\(LoadFlags.help)")
                return 0
            }
            return runReportingUsage(usage: command.usage) { () throws(UsageError) in try command.run(&arguments) }
        }
        if arguments.flag("--help", "-h") {
            Output.write(help)
            return 0
        }
        if arguments.flag("--version") {
            Output.write("scene-inspect \(version)\n")
            return 0
        }
        return runReportingUsage(usage: InspectCommand.usage) { () throws(UsageError) in try InspectCommand.run(&arguments) }
    }

    private static func runReportingUsage(usage: String, _ body: () throws(UsageError) -> Int32) -> Int32 {
        do {
            return try body()
        } catch {
            Output.error("scene-inspect: \(error.message)")
            Output.error("usage: scene-inspect \(usage)")
            Output.error("Run 'scene-inspect --help' for more.")
            return 2
        }
    }

    static var help: String {
        var text = """
        scene-inspect \(version): shows and checks storyboard files.

        usage: scene-inspect \(InspectCommand.usage)

        Prints each storyboard as a tree (initial controller first, containers with their children).
        Diagnostics go to standard error as path:line:col: severity: message [code].
        Exit status: 0 without errors, 1 with errors, 2 for a usage error.

          --json        one JSON document per file (an array for several files)
          --quiet       only diagnostics and the exit status
          --strict      treat warnings as errors
          --jobs N      load up to N files at once (default: one per processor); output keeps the order
          --version     print the version
          --help        print this help

        """
        text += LoadFlags.help + "\nSubcommands:\n"
        for command in subcommands {
            text += "  scene-inspect \(command.usage)\n      \(command.summary)\n"
        }
        return text
    }
}
