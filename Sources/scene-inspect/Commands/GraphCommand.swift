import SceneLoader

/// `scene-inspect graph FILE --format dot|mermaid`: the scene graph on standard output.
enum GraphCommand: Command {
    static let format = Option.choice("--format", ["dot", "mermaid"], help: "Graphviz DOT (the default) or Mermaid")

    static let declaration = CommandDeclaration(
        name: "graph",
        usage: "graph FILE [--format dot|mermaid] (- reads standard input)",
        summary: "Prints the scene graph (controllers, containment, segues, the initial controller, references) as Graphviz DOT (default) or Mermaid.",
        options: [format])

    static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
        let format = arguments.text(Self.format) ?? "dot"
        let operands = arguments.operands
        guard operands.count == 1 else {
            throw UsageError(operands.isEmpty ? "no storyboard file given" : "expected one file, got \(operands.count)")
        }
        do {
            let storyboard = try StandardInput.load(operands[0], options: LoadFlags.loadOptions(arguments))
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
