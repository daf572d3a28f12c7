#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoader

/// `scene-inspect instantiate (FILE | DIR STORYBOARD) IDENTIFIER`: the controller tree UIKit would
/// make; from a bundle, references are followed into the storyboards they name.
enum InstantiateCommand: Command {
    static let initial = Option.flag("--initial", help: "the initial view controller, as instantiateInitialViewController() makes it")
    static let id = Option.value("--id", "ID", .text, help: "the controller with this object id (for one without a storyboard identifier)")

    static let name: String? = "instantiate"
    static let declaration = CommandDeclaration(
        name: name,
        usage: "instantiate (FILE | DIR STORYBOARD) (IDENTIFIER | --initial | --id ID) | instantiate (XIB | DIR NIB) (- reads standard input)",
        summary: "Instantiates a scene as instantiateViewController(withIdentifier:) does and prints the controller tree; from a directory (a bundle), the storyboard named STORYBOARD, references becoming the controllers they name. A xib (or a nib of a directory) is instantiated as UINib.instantiate(withOwner:) does, with an owner that takes every outlet: its outlets and each top-level object with the outlets set on it.",
        options: [initial, id] + BundleFlags.options)

    static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
        let initial = arguments.flag(Self.initial)
        let id = arguments.text(Self.id)
        let options = LoadFlags.loadOptions(arguments)
        let bundles = try BundleFlags(arguments, load: options)
        let operands = arguments.operands
        let isBundle = operands.first.map(BundleFlags.isBundle) ?? false
        let source = isBundle ? "a directory and a storyboard name" : "a file"
        let expected = (isBundle ? 2 : 1) + (initial || id != nil ? 0 : 1)
        // A xib (or a directory's nib) takes no identifier: it is instantiated with an owner.
        let document: InterfaceBuilderDocument?
        do throws(StoryboardError) {
            document = !isBundle && (1...max(expected, 1)).contains(operands.count) ? try StandardInput.loadDocument(operands[0], options: options) : nil
        } catch {
            Output.report([error.diagnostic])
            return 1
        }
        if case .nib(let nib)? = document {
            guard !initial, id == nil, operands.count == 1 else { throw UsageError("'\(operands[0])' is a xib: it has no identifiers and no initial controller") }
            return instantiate(nib)
        }
        if isBundle, operands.count == 2, !initial, id == nil, let nib = try nib(named: operands[1], in: operands[0], bundles: bundles) {
            return instantiate(nib)
        }
        guard operands.count == expected else {
            throw UsageError(operands.isEmpty ? "no storyboard file given" : "expected \(source) and \(initial || id != nil ? "nothing else" : "an identifier"), got \(operands.count) operand(s)")
        }
        var bundle: StoryboardBundle?
        if isBundle {
            guard let found = try bundles.reportingBundle(at: operands[0], storyboard: operands[1]) else { return 1 }
            bundle = found
        }
        do {
            let storyboard: Storyboard
            let shown: String
            if let bundle {
                storyboard = try bundle.storyboard(named: operands[1])
                shown = storyboard.url?.relativePath ?? operands[1]
            } else {
                if case .storyboard(let loaded)? = document {
                    storyboard = bundles.localized(loaded, file: operands[0])
                } else {
                    storyboard = bundles.localized(try StandardInput.load(operands[0], options: options), file: operands[0])
                }
                shown = StandardInput.shown(operands[0])
            }
            Output.report(storyboard.diagnostics)
            let controller: ViewController?
            if initial {
                controller = try storyboard.instantiateInitialViewController()
            } else if let id {
                controller = try storyboard.instantiateViewController(withID: id)
            } else {
                controller = try storyboard.instantiateViewController(withIdentifier: operands[expected - 1])
            }
            guard let controller else {
                Output.report(.noInitialController, at: shown, "storyboard has no initial view controller")
                return 1
            }
            Output.write(controller.treeDescription())
            return 0
        } catch {
            Output.report([error.diagnostic])
            return 1
        }
    }

    /// The nib called `name` of the directory at `path` when it has one and no storyboard of that
    /// name (every xib of the folder, whatever target copies it).
    private static func nib(named name: String, in path: String, bundles: BundleFlags) throws(UsageError) -> Nib? {
        let bundle: StoryboardBundle
        switch try? bundles.read(path) {
        case .bundle(let found)?, .target(let found, _)?: bundle = found
        case .project(let project)?: bundle = project.folder
        case nil: return nil
        }
        guard bundle.hasNib(named: name), bundle.file(named: name) == nil else { return nil }
        return try? bundle.nib(named: name)
    }

    /// Instantiates `nib` with an owner that takes every outlet and prints what it made.
    private static func instantiate(_ nib: Nib) -> Int32 {
        Output.report(nib.diagnostics)
        do {
            Output.write(try nib.instantiationDescription())
            return 0
        } catch {
            Output.report(.invalidScene, at: nib.displayPath, "\(error.exceptionName): \(error.message)")
            return 1
        }
    }
}
