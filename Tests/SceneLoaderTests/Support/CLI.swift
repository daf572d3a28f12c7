import Foundation

/// Runs the built `scene-inspect` and captures what it prints.
enum CLI {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// Runs `scene-inspect` with `arguments` in `directory` (the package root by default), with
    /// `input` on standard input.
    static func run(_ arguments: [String], in directory: URL = Paths.packageRoot, input: String? = nil) throws -> Result {
        try run(Paths.sceneInspect, arguments, in: directory, input: input)
    }

    /// Runs `executable` (another tool, such as `dot`) the same way.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL = Paths.packageRoot, input: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe(), inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inPipe
        try process.run()
        if let input { inPipe.fileHandleForWriting.write(Data(input.utf8)) }
        try inPipe.fileHandleForWriting.close()
        // Read both pipes before waiting, so a large output cannot block the child.
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: stdoutData, as: UTF8.self),
                      stderr: String(decoding: stderrData, as: UTF8.self))
    }
}
