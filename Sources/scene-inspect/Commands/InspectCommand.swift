#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoader

/// `scene-inspect FILE...`: the tree, JSON or only the diagnostics of each file.
enum InspectCommand {
    static let usage = "[--json | --quiet] [--strict] [--jobs N] [limits] FILE... (- reads standard input)"

    static func run(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        let json = arguments.flag("--json")
        let quiet = arguments.flag("--quiet", "-q")
        let strict = arguments.flag("--strict")
        let jobs = try arguments.integerOption("--jobs") ?? System.activeProcessorCount
        let options = try LoadFlags.parse(&arguments)
        let files = try arguments.operands(known: ["--json", "--quiet", "--strict", "--jobs", "--help", "--version"] + LoadFlags.names)
        guard !files.isEmpty else { throw UsageError("no storyboard file given") }
        guard !(json && quiet) else { throw UsageError("--json and --quiet cannot be combined") }

        var failed = false
        var documents: [JSONValue] = []
        ParallelLoader.forEach(files, jobs: jobs, options: options) { position, path, result in
            let file = path == "-" ? "<stdin>" : path
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
