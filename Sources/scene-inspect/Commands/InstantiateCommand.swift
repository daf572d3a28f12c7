#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoader

/// `scene-inspect instantiate FILE IDENTIFIER`: the controller tree UIKit would make.
enum InstantiateCommand: Subcommand {
    static let name = "instantiate"
    static let usage = "instantiate FILE (IDENTIFIER | --initial | --id ID)"
    static let summary = "Instantiates a scene as instantiateViewController(withIdentifier:) does and prints the controller tree."

    static func run(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        let initial = arguments.flag("--initial")
        let id = try arguments.option("--id")
        let options = try LoadFlags.parse(&arguments)
        let operands = try arguments.operands(known: ["--initial", "--id", "--help"] + LoadFlags.names)
        let expected = initial || id != nil ? 1 : 2
        guard operands.count == expected else {
            throw UsageError(operands.isEmpty ? "no storyboard file given" : "expected a file and \(expected == 2 ? "an identifier" : "nothing else"), got \(operands.count) operand(s)")
        }
        do {
            let storyboard = try StandardInput.load(operands[0], options: options)
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
                Output.error("\(operands[0]): error: storyboard has no initial view controller [instantiate.no-initial]")
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
