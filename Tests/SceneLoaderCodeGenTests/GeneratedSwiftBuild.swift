import Foundation
@testable import SceneLoaderBundle
@testable import SceneLoaderCodeGen
import TestSupport

/// Builds generated Swift for real: stub modules for the custom classes the code names (each class
/// derived from its kind's platform class), the generated file as a module, and, for the runtime,
/// an executable that runs every group's `validate(in:)`. Used by ``GeneratedCodeTests`` and the
/// corpus step.
struct GeneratedSwiftBuild {
    /// One project: its bundle and the bundles its references may name.
    struct Group {
        let name: String
        let bundle: URL
        var identifier: String?
        var searchPath: [(url: URL, identifier: String)] = []

        /// Whether the search path's bundles are generated into the same file.
        var generatesSearchPath = false

        func load() throws -> StoryboardBundle {
            let path = try searchPath.map { try StoryboardBundle(url: $0.url, identifier: $0.identifier) }
            return try StoryboardBundle(url: bundle, identifier: identifier, searchPath: path)
        }

        /// What the generator reads: the bundle, and its search path's when they are generated too.
        func sources() throws -> [SwiftCodeGenerator.Source] {
            let main = try load()
            return [.bundle(main)] + (generatesSearchPath ? main.searchPath.map { .bundle($0) } : [])
        }
    }

    let compiler: String
    let directory: URL

    /// The folder `swift build` put SceneLoader's module and objects in: beside the test bundle.
    static var binPath: URL {
        #if os(Linux)
        var url = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        #else
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        #endif
        while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("Modules/SceneLoader.swiftmodule").path) {
            url = url.deletingLastPathComponent()
        }
        return url
    }

    /// The library's modules, each a target of the package: what a program that imports SceneLoader
    /// links.
    static let libraryModules = ["SceneLoaderCore", "SceneLoaderRuntime", "SceneLoaderProject", "SceneLoaderBundle", "SceneLoaderInspect",
                                 "SceneLoaderDrawing", "SceneLoaderCodeGen", "SceneLoaderLint", "SceneLoaderSimulation", "SceneLoader"]

    /// The object files of every library module, as `swift build` made them beside the test bundle:
    /// only those of today's sources (an incremental build leaves those of deleted files).
    static func libraryObjects() throws -> [String] {
        var objects: [String] = []
        for module in libraryModules {
            let folder = binPath.appendingPathComponent("\(module).build")
            let sources = Set((FileManager.default.enumerator(atPath: Paths.packageRoot.appendingPathComponent("Sources/\(module)").path)?
                .compactMap { ($0 as? String)?.split(separator: "/").last.map(String.init) } ?? []).filter { $0.hasSuffix(".swift") })
            objects += try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".o") && (!$0.hasSuffix(".swift.o") || sources.contains(String($0.dropLast(2)))) }.sorted()
                .map { folder.appendingPathComponent($0).path }
        }
        return objects
    }

    /// Runs swiftc with `arguments`; the compiler's output when it fails or warns, else nil.
    func swiftc(_ arguments: [String]) throws -> String? {
        let (status, output) = try run(compiler, ["-swift-version", "6"] + arguments)
        // gold's notes on the sanitizer runtime's own symbols are not the code's warnings.
        let text = output.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("Cannot export local symbol") }.joined(separator: "\n")
        return status != 0 || text.contains("warning:") ? String(text.prefix(6000)) : nil
    }

    /// Runs `executable` in the build's directory; its exit status and what it printed.
    func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try CLI.run(URL(fileURLWithPath: executable), arguments, in: directory)
        return (result.status, result.output)
    }

    /// The sanitizer the library was built with (CI runs the suite under AddressSanitizer and
    /// ThreadSanitizer), so that an executable linked with its objects links the runtime too: the
    /// test process has the sanitizer's symbols exactly when the library was built with it.
    static let sanitizerFlags: [String] = {
        if dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil { return ["-sanitize=address"] }
        if dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil { return ["-sanitize=thread"] }
        return []
    }()

    /// The search flags for SceneLoader's module (and the C modules it was built with).
    var sceneLoaderFlags: [String] {
        ["-I", Self.binPath.appendingPathComponent("Modules").path, "-I", directory.path,
         "-I", Paths.packageRoot.appendingPathComponent("Sources/CXML").path,
         "-I", Paths.packageRoot.appendingPathComponent("Sources/CCrypto").path] + Swiftc.libxml2Flags
    }

    /// The system libraries the library's objects link: libxml2 (with zlib) and libcrypto.
    static let systemLibraries = ["-lxml2", "-lz", "-lcrypto"]

    /// Stub declarations for every custom class `plan` names, by module (nil: the generated file's own).
    static func stubs(for plan: GenerationPlan, open: Bool) -> [String?: [String]] {
        var named = plan.registrations + plan.classes.map(\.generatedClass)
        for storyboard in plan.storyboards {
            named += [storyboard.initial].compactMap { $0 } + storyboard.scenes.map(\.generatedClass)
        }
        named += plan.classes.flatMap { $0.segues.map(\.destination) + $0.reusables.map(\.viewClass) }
        named += plan.nibs.flatMap { [$0.owner, $0.firstView].compactMap { $0 } }
        var seen: Set<String> = []
        var stubs: [String?: [String]] = [:]
        for generated in named.sorted() where generated.isCustom && seen.insert(generated.swift).inserted {
            stubs[generated.module, default: []].append("\(open ? "open " : "")class \(generated.name): \(generated.base) {}")
        }
        return stubs
    }

    /// Compiles the stub modules `stubs` names (the same module names across groups share one).
    func buildStubModules(_ stubs: [String: [String]], importing platformModule: String, objects: Bool) throws -> [String] {
        var failures: [String] = []
        for (module, declarations) in stubs.sorted(by: { $0.key < $1.key }) {
            let file = directory.appendingPathComponent("\(module).swift")
            try ("import \(platformModule)\n" + declarations.sorted().joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
            var arguments = ["-parse-as-library", "-module-name", module, "-emit-module", "-emit-module-path",
                             directory.appendingPathComponent("\(module).swiftmodule").path] + sceneLoaderFlags
            arguments += objects ? ["-c", "-o", directory.appendingPathComponent("\(module).o").path, file.path] : [file.path]
            if let failure = try swiftc(arguments) { failures.append("stub module \(module):\n\(failure)") }
        }
        return failures
    }
}
