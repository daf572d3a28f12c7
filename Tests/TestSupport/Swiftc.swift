import Foundation

/// The Swift compiler the tests run to build or type-check generated code.
package struct Swiftc: Sendable {
    package let path: String

    /// `swiftc` from `PATH`, else beside the default toolchain.
    package static func locate() -> Swiftc? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = path.split(separator: ":").map { "\($0)/swiftc" } + ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map(Swiftc.init)
    }

    /// libxml2's include directory for the C module, as pkg-config gives it (Debian's by default).
    package static let libxml2Flags: [String] = {
        let flags = Swiftc.output(of: "/usr/bin/env", ["pkg-config", "--cflags", "libxml-2.0"])
        let includes = flags.split(whereSeparator: \.isWhitespace).map(String.init).filter { $0.hasPrefix("-I") }
        return (includes.isEmpty ? ["-I/usr/include/libxml2"] : includes).flatMap { ["-Xcc", $0] }
    }()

    /// What `executable arguments` prints on standard output when it succeeds; "" otherwise.
    private static func output(of executable: String, _ arguments: [String]) -> String {
        guard let result = try? CLI.run(URL(fileURLWithPath: executable), arguments), result.status == 0 else { return "" }
        return result.stdout
    }
}
