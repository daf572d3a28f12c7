package import Foundation

/// Runs the built `scene-inspect` and captures what it prints.
package enum CLI {
    package struct Result {
        package let status: Int32
        package let stdout: String
        package let stderr: String
        /// How it ended: `.exit`, or `.uncaughtSignal` when a signal killed it.
        package var reason: Process.TerminationReason = .exit
        /// All it printed: standard output, then standard error.
        package var output: String { stdout + stderr }
    }

    /// Runs `scene-inspect` with `arguments` in `directory` (the package root by default), with
    /// `input` on standard input. `output` replaces the captured standard output (then `stdout`
    /// is empty); `environment` adds to or replaces the inherited variables.
    package static func run(_ arguments: [String], in directory: URL = Paths.packageRoot, input: String? = nil,
                    output: FileHandle? = nil, environment: [String: String] = [:]) throws -> Result {
        try run(Paths.sceneInspect, arguments, in: directory, input: input, output: output, environment: environment)
    }

    /// Runs `executable` (another tool, such as `dot`) the same way.
    package static func run(_ executable: URL, _ arguments: [String], in directory: URL = Paths.packageRoot, input: String? = nil,
                    output: FileHandle? = nil, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe(), inPipe = Pipe()
        process.standardOutput = output ?? out
        process.standardError = err
        process.standardInput = inPipe
        try process.run()
        // Read both pipes while the child runs, so that neither can fill up and block it.
        let group = DispatchGroup()
        nonisolated(unsafe) var stdoutData = Data()
        if output == nil {
            group.enter()
            DispatchQueue.global().async {
                stdoutData = out.fileHandleForReading.readDataToEndOfFile()
                group.leave()
            }
        }
        if let input { inPipe.fileHandleForWriting.write(Data(input.utf8)) }
        try inPipe.fileHandleForWriting.close()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: stdoutData, as: UTF8.self),
                      stderr: String(decoding: stderrData, as: UTF8.self),
                      reason: process.terminationReason)
    }
}
