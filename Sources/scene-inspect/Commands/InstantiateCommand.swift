import SceneLoader

/// `scene-inspect instantiate FILE IDENTIFIER`: the controller tree UIKit would make.
enum InstantiateCommand: Command {
    static let initial = Option.flag("--initial", help: "the initial view controller, as instantiateInitialViewController() makes it")
    static let id = Option.value("--id", "ID", .text, help: "the controller with this object id (for one without a storyboard identifier)")

    static let declaration = CommandDeclaration(
        name: "instantiate",
        usage: "instantiate FILE (IDENTIFIER | --initial | --id ID) (- reads standard input)",
        summary: "Instantiates a scene as instantiateViewController(withIdentifier:) does and prints the controller tree.",
        options: [initial, id])

    static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
        let initial = arguments.flag(Self.initial)
        let id = arguments.text(Self.id)
        let operands = arguments.operands
        let expected = initial || id != nil ? 1 : 2
        guard operands.count == expected else {
            throw UsageError(operands.isEmpty ? "no storyboard file given" : "expected a file and \(expected == 2 ? "an identifier" : "nothing else"), got \(operands.count) operand(s)")
        }
        do {
            let storyboard = try StandardInput.load(operands[0], options: LoadFlags.loadOptions(arguments))
            Output.report(storyboard.diagnostics)
            let controller: ViewController?
            if initial {
                controller = try storyboard.instantiateInitialViewController()
            } else if let id {
                controller = try storyboard.instantiateViewController(withID: id)
            } else {
                controller = try storyboard.instantiateViewController(withIdentifier: operands[1])
            }
            guard let controller else {
                Output.report(.noInitialController, at: StandardInput.shown(operands[0]), "storyboard has no initial view controller")
                return 1
            }
            Output.write(controller.treeDescription())
            return 0
        } catch {
            Output.report([error.diagnostic])
            return 1
        }
    }
}
