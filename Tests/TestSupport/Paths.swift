#if canImport(FoundationEssentials)
package import FoundationEssentials
#else
package import Foundation
#endif

/// Where the tests find their inputs: the package's own `Fixtures/`, found from this file's path
/// (not through a symlink or a resource bundle), and the optional reference material in `../shared`.
package enum Paths {
    /// The package root: two levels above this file (Tests/TestSupport).
    package static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Fixtures/` at the package root.
    package static let fixtures = packageRoot.appendingPathComponent("Fixtures")

    /// A folder of fixtures.
    package static func fixtures(_ folder: String) -> URL { fixtures.appendingPathComponent(folder) }

    /// `../shared` beside the checkout, when it exists (CI and developers have it; users do not).
    package static var shared: URL? {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// The files in `folder` whose names end with `suffix`, sorted by name.
    package static func files(in folder: URL, suffix: String) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Whether a program of this name is on `PATH` (a tool some tests need: `rsvg-convert`, `dot`).
    package static func hasExecutable(_ name: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
        }
    }

    /// The built `scene-inspect`, beside the test executable.
    package static var sceneInspect: URL {
        #if os(Linux)
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
        let executable = URL(fileURLWithPath: CommandLine.arguments[0])
        #endif
        var directory = executable.deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("scene-inspect")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/scene-inspect")
    }
}
