#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SceneLoader

/// `scene-inspect simulate FILE [SCRIPT]`: runs a script of user actions against the storyboard's
/// controllers and prints every callback and the resulting state (docs/SIMULATE.md).
enum SimulateCommand: Subcommand {
    static let name = "simulate"
    static let usage = "simulate FILE [SCRIPT | -]"
    static let summary = "Runs a script of steps (instantiate, push, select, tap, edit…; from SCRIPT or standard input) and prints every UIKit callback and the resulting state."

    static func run(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        let options = try LoadFlags.parse(&arguments)
        let operands = try arguments.operands(known: ["--help"] + LoadFlags.names)
        guard operands.count == 1 || operands.count == 2 else {
            throw UsageError(operands.isEmpty ? "no storyboard file given" : "expected a storyboard and at most one script, got \(operands.count) operands")
        }
        let storyboard: Storyboard
        do {
            storyboard = try Storyboard(contentsOf: URL(fileURLWithPath: operands[0]), options: options)
        } catch {
            Output.report([error.diagnostic])
            return 1
        }
        Output.report(storyboard.diagnostics.filter { $0.severity == .error })
        let scriptPath = operands.count == 2 && operands[1] != "-" ? operands[1] : nil
        let text: String
        if let scriptPath {
            guard let data = FileManager.default.contents(atPath: scriptPath) else {
                Output.error("\(scriptPath):0:0: error: cannot read the script [io.unreadable]")
                return 1
            }
            text = String(decoding: data, as: UTF8.self)
        } else {
            text = readStandardInput()
        }
        do {
            let script = try SimulationScript(text: text, path: scriptPath ?? "<stdin>")
            let base = scriptPath.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
            let result = Simulator(storyboard: storyboard, baseDirectory: base).run(script)
            Output.write(result.output)
            if let error = result.error {
                Output.report([error.diagnostic])
                return 1
            }
            return 0
        } catch {
            Output.report([error.diagnostic])
            return 1
        }
    }

    /// All of standard input, as UTF-8 text.
    private static func readStandardInput() -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes.append(contentsOf: buffer[..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
