#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoader

/// The tool's inputs: a storyboard or a script, from a path or, for `-`, from standard input, never
/// more than the file-size limit (`--max-file-size`) of it.
enum StandardInput {
    /// How standard input is named in diagnostics.
    static let name = "<stdin>"

    /// `path` as diagnostics print it: ``name`` for `-`.
    static func shown(_ path: String) -> String { path == "-" ? name : path }

    /// Loads the storyboard at `path`, or from standard input for `-`.
    static func load(_ path: String, options: LoadOptions) throws(StoryboardError) -> Storyboard {
        guard path == "-" else { return try Storyboard(path: path, options: options) }
        return try Storyboard(bytes: read("-", limit: options.limits.maxFileSize), name: name, options: options)
    }

    /// Loads the storyboard or xib at `path`, or from standard input for `-`: what its root says.
    static func loadDocument(_ path: String, options: LoadOptions) throws(StoryboardError) -> InterfaceBuilderDocument {
        guard path == "-" else { return try InterfaceBuilderDocument(path: path, options: options) }
        return try InterfaceBuilderDocument(bytes: read("-", limit: options.limits.maxFileSize), name: name, options: options)
    }

    /// The bytes of `path`, or of standard input for `-`: at most `limit` of them, else
    /// `io.too-large` (so `/dev/zero` or an endless pipe fails instead of filling memory).
    static func read(_ path: String, limit: Int, hint: String = "raise --max-file-size to read it") throws(StoryboardError) -> [UInt8] {
        let shown = shown(path)
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw failure(errno, shown) }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var bytes: [UInt8] = []
        let buffer = UnsafeMutableRawBufferPointer.allocateForReading(count: 64 << 10)
        defer { buffer.deallocate() }
        while true {
            #if canImport(Glibc)
            let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            #else
            let count = Darwin.read(descriptor, buffer.baseAddress, buffer.count)
            #endif
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw failure(errno, shown) }
            guard count > 0 else { return bytes }
            guard bytes.count + count <= limit else {
                throw StoryboardError(code: .fileTooLarge,
                                      message: "\(path == "-" ? "standard input" : "'\(path)'") is over the \(limit)-byte limit (\(hint))",
                                      location: SourceLocation(file: shown, line: 0, column: 0))
            }
            bytes += UnsafeRawBufferPointer(rebasing: buffer[..<count])
        }
    }

    private static func failure(_ code: Int32, _ shown: String) -> StoryboardError {
        let diagnosticCode: DiagnosticCode = switch code {
        case ENOENT, ENOTDIR: .fileNotFound
        case EACCES, EPERM: .permissionDenied
        case EISDIR: .notRegularFile
        case ELOOP: .symlinkLoop
        default: .fileUnreadable
        }
        return StoryboardError(code: diagnosticCode, message: "cannot read '\(shown)': \(String(cString: strerror(code)))",
                               location: SourceLocation(file: shown, line: 0, column: 0))
    }
}
