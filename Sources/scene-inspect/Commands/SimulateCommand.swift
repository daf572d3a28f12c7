#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoader

/// `scene-inspect simulate (FILE | DIR) [SCRIPT]`: runs a script of user actions against the
/// storyboard's controllers (of a directory: any storyboard of the bundle, `instantiate … from
/// STORYBOARD`) and prints every callback and the resulting state (docs/SIMULATE.md).
///
/// The script is read whole (it is parsed before it runs) but never more than `--max-file-size`
/// of it, nor more than `SimulationScript.maxSize` (8 MiB); the output is written as it is made.
enum SimulateCommand: Command {
    static let name: String? = "simulate"
    static let declaration = CommandDeclaration(
        name: name,
        usage: "simulate (FILE | DIR) [SCRIPT | -] [--bundle-id ID=DIR]... [--localization LANG]... (- reads standard input: the script, or the storyboard when SCRIPT is a file)",
        summary: "Runs a script of steps (instantiate, push, select, tap, edit…; from SCRIPT or standard input) and prints every UIKit callback and the resulting state; of a directory (a bundle), 'instantiate ID from STORYBOARD' instantiates from any of its storyboards.",
        options: BundleFlags.options)

    static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
        let options = LoadFlags.loadOptions(arguments)
        let bundles = try BundleFlags(arguments, load: options)
        let operands = arguments.operands
        guard operands.count == 1 || operands.count == 2 else {
            throw UsageError(operands.isEmpty ? "no storyboard file given" : "expected a storyboard and at most one script, got \(operands.count) operands")
        }
        let scriptPath = operands.count == 2 ? operands[1] : "-"
        guard operands[0] != "-" || scriptPath != "-" else {
            throw UsageError("standard input cannot be both the storyboard and the script: name the script's file, or the storyboard's")
        }
        var storyboard: Storyboard?
        var bundle: StoryboardBundle?
        let text: String
        if BundleFlags.isBundle(operands[0]) {
            guard let found = try bundles.reportingBundle(at: operands[0]) else { return 1 }
            bundle = found
        }
        do {
            if bundle == nil {
                storyboard = bundles.localized(try StandardInput.load(operands[0], options: options), file: operands[0])
            }
            let scriptLimit = min(options.limits.maxFileSize, SimulationScript.maxSize)
            let hint = scriptLimit < options.limits.maxFileSize ? "scripts are read up to \(SimulationScript.maxSize) bytes" : "raise --max-file-size to read it"
            text = String(decoding: try StandardInput.read(scriptPath, limit: scriptLimit, hint: hint), as: UTF8.self)
        } catch {
            Output.report([error.diagnostic])
            return 1
        }
        if let storyboard { Output.report(storyboard.diagnostics.filter { $0.severity == .error }) }
        do {
            let script = try SimulationScript(text: text, path: StandardInput.shown(scriptPath))
            let base = scriptPath == "-" ? nil : URL(fileURLWithPath: scriptPath).deletingLastPathComponent()
            let error = Simulator(storyboard: storyboard, bundle: bundle, baseDirectory: base).run(script) { Output.write($0 + "\n") }
            if let error {
                Output.report([error.diagnostic])
                return 1
            }
            return 0
        } catch {
            Output.report([error.diagnostic])
            return 1
        }
    }
}
