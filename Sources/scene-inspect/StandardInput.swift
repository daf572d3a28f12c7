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

/// Loading a storyboard from a path, or from standard input when the path is `-`.
enum StandardInput {
    /// Loads `path`, or standard input (read up to the file-size limit) for `-`.
    static func load(_ path: String, options: LoadOptions) throws(StoryboardError) -> Storyboard {
        guard path == "-" else { return try Storyboard(contentsOf: URL(fileURLWithPath: path), options: options) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[..<count]
            guard bytes.count <= options.limits.maxFileSize else {
                throw StoryboardError(code: .fileTooLarge,
                                      message: "standard input is over the \(options.limits.maxFileSize)-byte limit (raise --max-file-size to load it)",
                                      location: SourceLocation(file: "<stdin>", line: 0, column: 0))
            }
        }
        return try Storyboard(bytes: bytes, name: "<stdin>", options: options)
    }
}
