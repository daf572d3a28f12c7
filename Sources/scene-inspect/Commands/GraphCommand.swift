#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoader

/// `scene-inspect graph FILE --format dot|mermaid`: the scene graph on standard output.
enum GraphCommand: Subcommand {
    static let name = "graph"
    static let usage = "graph FILE [--format dot|mermaid]"
    static let summary = "Prints the scene graph (controllers, containment, segues, the initial controller, references) as Graphviz DOT (default) or Mermaid."

    static func run(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        let format = try arguments.option("--format") ?? "dot"
        let options = try LoadFlags.parse(&arguments)
        let operands = try arguments.operands(known: ["--format", "--help"] + LoadFlags.names)
        guard ["dot", "mermaid"].contains(format) else {
            let guess = ["dot", "mermaid"].first { $0.first == format.lowercased().first }
            throw UsageError("--format takes dot or mermaid, not '\(format)'" + (guess.map { " (did you mean '\($0)'?)" } ?? ""))
        }
        guard operands.count == 1 else {
            throw UsageError(operands.isEmpty ? "no storyboard file given" : "expected one file, got \(operands.count)")
        }
        do {
            let storyboard = try Storyboard(contentsOf: URL(fileURLWithPath: operands[0]), options: options)
            Output.report(storyboard.diagnostics)
            let graph = storyboard.sceneGraph()
            Output.write(format == "dot" ? graph.dot(name: storyboard.name) : graph.mermaid())
            return storyboard.hasErrors ? 1 : 0
        } catch {
            Output.report([error.diagnostic])
            return 1
        }
    }
}
