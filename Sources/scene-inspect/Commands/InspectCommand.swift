import SceneLoader

/// `scene-inspect (FILE | DIR)...`: the tree, JSON or only the diagnostics of each file, and of
/// each directory as a bundle of storyboards (docs/BUNDLES.md).
enum InspectCommand: Command {
    static let json = Option.flag("--json", help: "one JSON document per file or directory (an array for several)")
    static let quiet = Option.flag("--quiet", alias: "-q", help: "only diagnostics and the exit status")
    static let strict = Option.flag("--strict", help: "treat warnings as errors")
    static let jobs = Option.value("--jobs", "N", .integer(1...1024),
                                   help: "load up to N files at once (1 to 1024; default: one per processor); output keeps the order")
    static let version = Option.flag("--version", help: "print the version")

    static let name: String? = nil
    static let declaration = CommandDeclaration(
        name: name,
        usage: "[--json | --quiet] [--strict] [--jobs N] [--bundle-id ID=DIR]... [--localization LANG]... [limits] (FILE | DIR)... (- reads standard input)",
        summary: """
        Prints each storyboard as a tree (initial controller first, containers with their children),
        each xib as its File's Owner and top-level objects with their outlets and actions.
        A directory is read as Xcode builds it: the targets of every Xcode project (and Swift
        package) under it, each a bundle of the storyboards it copies, references, localizations
        and images checked per target, and the storyboards no target copies checked on their own;
        without a project, the directory is one bundle (build products skipped). Its xibs are
        shown and checked beside its storyboards.
        Diagnostics go to standard error as path:line:col: severity: message [code].
        """,
        options: [json, quiet, strict, jobs] + BundleFlags.options + [version])

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
        let bundles = try BundleFlags(arguments, load: options)
        let operands = arguments.operands
        guard !operands.isEmpty else { throw UsageError("no storyboard file given") }
        guard !(json && quiet) else { throw UsageError("--json and --quiet cannot be combined") }
        guard operands.count(where: { $0 == "-" }) <= 1 else { throw UsageError("'-' (standard input) can be given only once") }

        var failed = false
        var documents: [JSONValue] = []
        var shown = 0
        /// Writes one tree, a blank line between trees.
        func write(_ tree: String) {
            Output.write((shown > 0 ? "\n" : "") + tree)
            shown += 1
        }
        /// Reports diagnostics; notes whether they fail the run.
        func report(_ diagnostics: [Diagnostic]) {
            Output.report(diagnostics)
            failed = failed || diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        }
        /// Reports what loading each xib of `bundle` found.
        func reportNibs(of bundle: StoryboardBundle) {
            for result in bundle.loadAllNibs(jobs: jobs) {
                switch result {
                case .success(let nib): report(nib.diagnostics)
                case .failure(let error): report([error.diagnostic])
                }
            }
        }
        var files: [String] = []
        /// Loads the files named since the last directory, on all cores, in order.
        func inspectFiles() {
            ParallelLoader.forEach(files, jobs: jobs, options: options) { _, path, result in
                let file = StandardInput.shown(path)
                switch result {
                case .storyboard(let read):
                    let storyboard = bundles.localized(read, file: path)
                    report(storyboard.diagnostics)
                    if json {
                        documents.append(storyboard.jsonValue(file: file))
                    } else if !quiet {
                        write(storyboard.treeDescription(file: file))
                    }
                case .nib(let nib):
                    report(nib.diagnostics)
                    if json {
                        documents.append(nib.jsonValue(file: file))
                    } else if !quiet {
                        write(nib.treeDescription(file: file))
                    }
                case .failure(let error):
                    report([error.diagnostic])
                    if json { documents.append(error.jsonDocument(file: file)) }
                }
            }
            files = []
        }
        for operand in operands {
            guard BundleFlags.isBundle(operand) else {
                files.append(operand)
                continue
            }
            inspectFiles()
            let directory: BundleFlags.Directory
            do {
                directory = try bundles.read(operand)
            } catch {
                if error.code == .projectUnknownTarget { throw UsageError(error.message) }
                report([error.diagnostic])
                if json { documents.append(error.jsonDocument(file: operand)) }
                continue
            }
            switch directory {
            case .bundle(let bundle), .target(let bundle, _):
                for result in bundle.loadAll(jobs: jobs) {
                    switch result {
                    case .success(let storyboard): report(storyboard.diagnostics)
                    case .failure(let error): report([error.diagnostic])
                    }
                }
                reportNibs(of: bundle)
                var across = bundle.diagnostics() + bundle.resourceDiagnostics()
                if case .target(_, let project) = directory { across = project.repository.diagnostics.filter { $0.code != .projectNoTarget } + across }
                let sorted = across.sorted {
                    ($0.location.file, $0.location, $0.code.rawValue) < ($1.location.file, $1.location, $1.code.rawValue)
                }
                report(sorted)
                if json {
                    documents.append(bundle.jsonValue(name: operand, diagnostics: sorted))
                } else if !quiet {
                    let target = bundle.projectTarget.map { " (target \($0.name))" } ?? ""
                    write(bundle.treeDescription(name: operand + target))
                }
            case .project(let project):
                for result in project.loadAll(jobs: jobs) {
                    switch result {
                    case .success(let storyboard): report(storyboard.diagnostics)
                    case .failure(let error): report([error.diagnostic])
                    }
                }
                reportNibs(of: project.folder)
                let across = (project.diagnostics() + project.resourceDiagnostics()).sorted {
                    ($0.location.file, $0.location, $0.code.rawValue) < ($1.location.file, $1.location, $1.code.rawValue)
                }
                report(across)
                if json {
                    documents.append(project.jsonValue(name: operand, diagnostics: across))
                } else if !quiet {
                    write(project.treeDescription(name: operand))
                }
            }
        }
        inspectFiles()
        if json {
            let value = documents.count == 1 ? documents[0] : .array(documents)
            Output.write(value.serialized() + "\n")
        }
        return failed ? 1 : 0
    }
}
