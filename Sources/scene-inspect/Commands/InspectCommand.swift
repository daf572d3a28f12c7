import SceneLoader

/// `scene-inspect FILE...`: the tree, JSON or only the diagnostics of each file.
enum InspectCommand: Command {
    static let json = Option.flag("--json", help: "one JSON document per file (an array for several files)")
    static let quiet = Option.flag("--quiet", alias: "-q", help: "only diagnostics and the exit status")
    static let strict = Option.flag("--strict", help: "treat warnings as errors")
    static let jobs = Option.value("--jobs", "N", .integer(1...1024),
                                   help: "load up to N files at once (1 to 1024; default: one per processor); output keeps the order")
    static let version = Option.flag("--version", help: "print the version")

    static let declaration = CommandDeclaration(
        name: nil,
        usage: "[--json | --quiet] [--strict] [--jobs N] [limits] FILE... (- reads standard input)",
        summary: """
        Prints each storyboard as a tree (initial controller first, containers with their children).
        Diagnostics go to standard error as path:line:col: severity: message [code].
        """,
        options: [json, quiet, strict, jobs, version])

    static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
        if arguments.flag(Self.version) {
            Output.write("scene-inspect \(CommandLineTool.version)\n")
            return 0
        }
        let json = arguments.flag(Self.json)
        let quiet = arguments.flag(Self.quiet)
        let strict = arguments.flag(Self.strict)
        let jobs = arguments.integer(Self.jobs) ?? System.activeProcessorCount
        let options = LoadFlags.loadOptions(arguments)
        let files = arguments.operands
        guard !files.isEmpty else { throw UsageError("no storyboard file given") }
        guard !(json && quiet) else { throw UsageError("--json and --quiet cannot be combined") }
        guard files.count(where: { $0 == "-" }) <= 1 else { throw UsageError("'-' (standard input) can be given only once") }

        var failed = false
        var documents: [JSONValue] = []
        ParallelLoader.forEach(files, jobs: jobs, options: options) { position, path, result in
            let file = StandardInput.shown(path)
            switch result {
            case .success(let storyboard):
                Output.report(storyboard.diagnostics)
                failed = failed || storyboard.hasErrors || (strict && !storyboard.diagnostics.isEmpty)
                if json {
                    documents.append(storyboard.jsonValue(file: file))
                } else if !quiet {
                    Output.write((position > 0 ? "\n" : "") + storyboard.treeDescription(file: file))
                }
            case .failure(let error):
                Output.report([error.diagnostic])
                failed = true
                if json { documents.append(failedDocument(file: file, error: error)) }
            }
        }
        if json {
            let value = documents.count == 1 ? documents[0] : .array(documents)
            Output.write(value.serialized() + "\n")
        }
        return failed ? 1 : 0
    }

    /// A file that did not load still gets a JSON document: no scenes, its error as a diagnostic.
    private static func failedDocument(file: String, error: StoryboardError) -> JSONValue {
        error.jsonDocument(file: file)
    }
}
