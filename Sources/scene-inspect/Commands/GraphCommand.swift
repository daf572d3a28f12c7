import SceneLoader

/// `scene-inspect graph (FILE | DIR) --format dot|mermaid`: the scene graph on standard output; of
/// a directory, the whole app: a cluster per storyboard, references as edges between them.
enum GraphCommand: Command {
    static let format = Option.choice("--format", ["dot", "mermaid"], help: "Graphviz DOT (the default) or Mermaid")

    static let name: String? = "graph"
    static let declaration = CommandDeclaration(
        name: name,
        usage: "graph (FILE | DIR) [--format dot|mermaid] [--bundle-id ID=DIR]... [--localization LANG]... (- reads standard input)",
        summary: "Prints the scene graph (controllers, containment, segues, the initial controller, references) as Graphviz DOT (default) or Mermaid; of a xib, File's Owner and the top-level objects with their outlets and actions; of a directory (a bundle), one cluster per storyboard and xib, references and views loaded from nibs as edges between them.",
        options: [format] + BundleFlags.options)

    static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
        let format = arguments.text(Self.format) ?? "dot"
        let options = LoadFlags.loadOptions(arguments)
        let bundles = try BundleFlags(arguments, load: options)
        let operands = arguments.operands
        guard operands.count == 1 else {
            throw UsageError(operands.isEmpty ? "no storyboard file given" : "expected one file or directory, got \(operands.count)")
        }
        var bundle: StoryboardBundle?
        if BundleFlags.isBundle(operands[0]) {
            guard let found = try bundles.reportingBundle(at: operands[0]) else { return 1 }
            bundle = found
        }
        do {
            guard let bundle else {
                switch try StandardInput.loadDocument(operands[0], options: options) {
                case .storyboard(let storyboard):
                    Output.report(storyboard.diagnostics)
                    let graph = storyboard.sceneGraph()
                    Output.write(format == "dot" ? graph.dot(name: storyboard.name) : graph.mermaid())
                    return storyboard.hasErrors ? 1 : 0
                case .nib(let nib):
                    Output.report(nib.diagnostics)
                    let graph = nib.graph()
                    Output.write(format == "dot" ? graph.dot(name: nib.name) : graph.mermaid())
                    return nib.hasErrors ? 1 : 0
                }
            }
            var failed = false
            for result in bundle.loadAll() {
                switch result {
                case .success(let storyboard):
                    Output.report(storyboard.diagnostics)
                    failed = failed || storyboard.hasErrors
                case .failure(let error):
                    Output.report([error.diagnostic])
                    failed = true
                }
            }
            for result in bundle.loadAllNibs() {
                switch result {
                case .success(let nib):
                    Output.report(nib.diagnostics)
                    failed = failed || nib.hasErrors
                case .failure(let error):
                    Output.report([error.diagnostic])
                    failed = true
                }
            }
            let project = bundle.diagnostics()
            Output.report(project)
            failed = failed || project.contains { $0.severity == .error }
            let graph = bundle.graph()
            Output.write(format == "dot" ? graph.dot(name: operands[0]) : graph.mermaid())
            return failed ? 1 : 0
        } catch {
            Output.report([error.diagnostic])
            return 1
        }
    }
}
