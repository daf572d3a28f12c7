import Foundation
@testable import SceneLoaderCore
@testable import SceneLoaderBundle
@testable import SceneLoaderCodeGen
import Testing
import TestSupport

/// The generated Swift, compiled for real: against SceneLoader (and run: every accessor
/// instantiates its scene as its class, every typed segue leads to its typed destination) and
/// against UIKit- and AppKit-shaped modules (type-checked), for every fixture project. Stub classes stand for
/// the app's: each custom class the code names, derived from its kind's class.
@Suite(.serialized) struct GeneratedCodeTests {
    static let groups: [GeneratedSwiftBuild.Group] = [
        .init(name: "Storyboards", bundle: Paths.fixtures("storyboards")),
        .init(name: "Demo", bundle: Paths.fixtures("bundles/Demo"), identifier: "com.example.Demo",
              searchPath: [(Paths.fixtures("bundles/DemoKit"), "com.example.Kit")]),
        .init(name: "DemoKit", bundle: Paths.fixtures("bundles/DemoKit"), identifier: "com.example.Kit"),
        .init(name: "Broken", bundle: Paths.fixtures("bundles/Broken")),
        .init(name: "Names", bundle: Paths.fixtures("codegen/names")),
        .init(name: "Mac", bundle: Paths.fixtures("codegen/mac")),
        // An app and its framework in one file: the framework's storyboards load from the search path.
        .init(name: "DemoAndKit", bundle: Paths.fixtures("bundles/Demo"), identifier: "com.example.Demo",
              searchPath: [(Paths.fixtures("bundles/DemoKit"), "com.example.Kit")], generatesSearchPath: true),
        // Screens and cells in xibs, and every fixture xib (broken ones and another platform's left out).
        .init(name: "Nibs", bundle: Paths.fixtures("bundles/Nibs")),
        .init(name: "Xibs", bundle: Paths.fixtures("xibs")),
    ]

    static func workspace(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("codegen-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func runtimeCodeCompilesAndEveryAccessorAndSegueRuns() throws {
        let compiler = try #require(Swiftc.locate(), "no swiftc beside the toolchain running the tests")
        let directory = try Self.workspace("runtime")
        defer { try? FileManager.default.removeItem(at: directory) }
        let failures = try Self.buildAndRun(Self.groups, compiler: compiler.path, in: directory)
        for failure in failures { Issue.record(Comment(rawValue: failure)) }
    }

    /// The real corpus (`../shared/corpus/real`) as one bundle, when it is there and
    /// `CODEGEN_CORPUS=1` asks for it (it takes longer than the CI budget of `swift test`; the
    /// `.ci/steps/45-codegen-corpus.sh` step runs it).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["CODEGEN_CORPUS"] == "1"))
    func corpusRuntimeCodeCompilesAndRuns() throws {
        guard let shared = Paths.shared else { return }
        let corpus = shared.appendingPathComponent("corpus/real")
        let compiler = try #require(Swiftc.locate(), "no swiftc beside the toolchain running the tests")
        let directory = try Self.workspace("corpus")
        defer { try? FileManager.default.removeItem(at: directory) }
        for folder in ["runtime", "uikit", "appkit"] {
            try FileManager.default.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let group = GeneratedSwiftBuild.Group(name: "Corpus", bundle: corpus)
        var failures = try Self.buildAndRun([group], compiler: compiler.path, in: directory.appendingPathComponent("runtime"))
        failures += try Self.typecheck([group], platform: .uikit, compiler: compiler.path, in: directory.appendingPathComponent("uikit"))
        failures += try Self.typecheck([group], platform: .appkit, compiler: compiler.path, in: directory.appendingPathComponent("appkit"))
        for failure in failures { Issue.record(Comment(rawValue: failure)) }
    }

    @Test func uikitCodeTypeChecksAgainstUIKitsSignatures() throws {
        let compiler = try #require(Swiftc.locate(), "no swiftc beside the toolchain running the tests")
        let directory = try Self.workspace("uikit")
        defer { try? FileManager.default.removeItem(at: directory) }
        for failure in try Self.typecheck(Self.groups, platform: .uikit, compiler: compiler.path, in: directory) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func appkitCodeTypeChecksAgainstAppKitsSignatures() throws {
        let compiler = try #require(Swiftc.locate(), "no swiftc beside the toolchain running the tests")
        let directory = try Self.workspace("appkit")
        defer { try? FileManager.default.removeItem(at: directory) }
        for failure in try Self.typecheck(Self.groups, platform: .appkit, compiler: compiler.path, in: directory) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    /// Type-checks each group's UIKit or AppKit code against `Fixtures/codegen/UIKit.swift` or
    /// `AppKit.swift`, with stub modules for the modules its classes are in.
    static func typecheck(_ groups: [GeneratedSwiftBuild.Group], platform: SwiftCodeGenerator.Platform,
                          compiler: String, in directory: URL) throws -> [String] {
        let build = GeneratedSwiftBuild(compiler: compiler, directory: directory)
        let framework = platform == .appkit ? "AppKit" : "UIKit"
        let stub = Paths.fixtures("codegen/\(framework).swift").path
        if let failure = try build.swiftc(["-parse-as-library", "-module-name", framework, "-emit-module", "-emit-module-path",
                                           directory.appendingPathComponent("\(framework).swiftmodule").path, stub]) {
            return ["the \(framework) stub does not compile:\n\(failure)"]
        }
        var failures: [String] = []
        var sharedStubs: [String: [String]] = [:]
        var files: [(String, String, [String])] = []
        for group in groups {
            let plan = GenerationPlan(sources: try group.sources(), platform: platform)
            let code = SwiftWriter(plan: plan, access: .internal).source
            let stubs = GeneratedSwiftBuild.stubs(for: plan, open: true)
            for (module, declarations) in stubs { if let module { sharedStubs[module, default: []] += declarations } }
            let imports = plan.imports.map { "import \($0)" }
            files.append((group.name, code, imports + (stubs[nil] ?? []) + Self.uses(plan, platform: platform)))
        }
        failures += try build.buildStubModules(sharedStubs.mapValues { Array(Set($0)) }, importing: framework, objects: false)
        for (name, code, stubs) in files {
            let generated = directory.appendingPathComponent("\(name).swift")
            let stubFile = directory.appendingPathComponent("\(name)Stubs.swift")
            try code.write(to: generated, atomically: true, encoding: .utf8)
            try ("import \(framework)\n" + stubs.joined(separator: "\n") + "\n").write(to: stubFile, atomically: true, encoding: .utf8)
            if let failure = try build.swiftc(["-typecheck", "-parse-as-library", "-module-name", "App\(name)", "-I", directory.path,
                                               generated.path, stubFile.path]) {
                failures.append("the \(framework) code for \(name) does not type-check:\n\(failure)")
            }
        }
        return failures
    }

    /// Code that uses what the plan generated as an app would: reads each typed segue, dequeues
    /// each reusable view as its class, performs each segue by its typed identifier.
    static func uses(_ plan: GenerationPlan, platform: SwiftCodeGenerator.Platform) -> [String] {
        let segueType = platform == .appkit ? "NSStoryboardSegue" : "UIStoryboardSegue"
        var lines: [String] = []
        for (index, owner) in plan.classes.enumerated() {
            let type = owner.generatedClass.swift
            if let segue = owner.segues.first {
                // Parameter names no class of a fixture has: `__controller` could not shadow a type the lines use.
                lines.append("@MainActor func useSegues\(index)(_ __controller: \(type), _ __segue: \(segueType)) -> \(segue.destination.swift)? {")
                lines.append("    __controller.performSegue(.\(segue.caseName), sender: nil)")
                lines.append("    if case .\(segue.caseName)(let __destination)? = \(type).SegueDestination(__segue) { return __destination }")
                lines.append("    return nil\n}")
            }
            for (offset, reusable) in owner.reusables.enumerated() {
                let call = switch reusable.kind {
                case .tableViewCell: "(__view as UITableView).dequeueReusableCell(\(type).ReuseIdentifiers.\(reusable.propertyName), for: __path)"
                case .collectionViewCell: "(__view as UICollectionView).dequeueReusableCell(\(type).ReuseIdentifiers.\(reusable.propertyName), for: __path)"
                case .collectionReusableView: "(__view as UICollectionView).dequeueReusableSupplementaryView(ofKind: \"header\", \(type).ReuseIdentifiers.\(reusable.propertyName), for: __path)"
                }
                let viewType = reusable.kind == .tableViewCell ? "UITableView" : "UICollectionView"
                lines.append("@MainActor func useReusable\(index)_\(offset)(_ __view: \(viewType), _ __path: IndexPath) -> \(reusable.viewClass.swift) { \(call) }")
            }
        }
        guard platform == .uikit else { return lines }
        // Each nib as an app uses it: its first view, a cell nib registered and dequeued, a controller's nib.
        for (index, nib) in plan.nibs.enumerated() {
            let type = "\(plan.nibNamespace).\(nib.typeName)"
            if let first = nib.firstView {
                lines.append("@MainActor func useNib\(index)() -> \(first.swift) { \(type).firstView() }")
            }
            if let cell = nib.cell, let first = nib.firstView {
                let (viewType, kindArgument, dequeue) = switch cell.kind {
                case .tableViewCell: ("UITableView", "", "view.dequeueReusableCell(\(type).reuseIdentifier, for: path)")
                case .collectionViewCell: ("UICollectionView", "", "view.dequeueReusableCell(\(type).reuseIdentifier, for: path)")
                case .collectionReusableView:
                    ("UICollectionView", ", ofKind: \"header\"", "view.dequeueReusableSupplementaryView(ofKind: \"header\", \(type).reuseIdentifier, for: path)")
                }
                lines.append("@MainActor func useCellNib\(index)(_ view: \(viewType), _ path: IndexPath) -> \(first.swift) {")
                lines.append("    \(type).register(in: view\(kindArgument))")
                lines.append("    return \(dequeue)\n}")
            }
            if nib.isViewControllerNib, let owner = nib.owner {
                lines.append("@MainActor func useControllerNib\(index)() -> \(owner.swift) { \(type).viewController() }")
            }
        }
        if !plan.nibs.isEmpty { lines.append("@MainActor func useMissingNibs() -> [String] { \(plan.nibNamespace).missingNibs() }") }
        return lines
    }

    /// Generates each group's runtime code into its own module, links them with SceneLoader into
    /// one executable that runs every `validate(in:)`, and compares the checks it counts.
    static func buildAndRun(_ groups: [GeneratedSwiftBuild.Group], compiler: String, in directory: URL) throws -> [String] {
        let build = GeneratedSwiftBuild(compiler: compiler, directory: directory)
        var failures: [String] = []
        var sharedStubs: [String: [String]] = [:]
        var modules: [(group: GeneratedSwiftBuild.Group, module: String, namespace: String, nibNamespace: String?, checks: Int, files: [String])] = []
        for (index, group) in groups.enumerated() {
            let plan = GenerationPlan(sources: try group.sources(), platform: .sceneloader)
            let code = SwiftWriter(plan: plan, access: .public).source
            let stubs = GeneratedSwiftBuild.stubs(for: plan, open: true)
            for (module, declarations) in stubs { if let module { sharedStubs[module, default: []] += declarations } }
            let module = "Generated\(index)"
            let generated = directory.appendingPathComponent("\(module).swift")
            let stubFile = directory.appendingPathComponent("\(module)Stubs.swift")
            try code.write(to: generated, atomically: true, encoding: .utf8)
            try ("import SceneLoader\n" + (stubs[nil] ?? []).joined(separator: "\n") + "\n").write(to: stubFile, atomically: true, encoding: .utf8)
            let checks = code.components(separatedBy: "checked += 1").count - 1
            modules.append((group, module, plan.namespace, plan.nibs.isEmpty ? nil : plan.nibNamespace, checks, [generated.path, stubFile.path]))
        }
        failures += try build.buildStubModules(sharedStubs.mapValues { Array(Set($0)) }, importing: "SceneLoader", objects: true)
        var objects = sharedStubs.keys.sorted().map { directory.appendingPathComponent("\($0).o").path }
        for entry in modules {
            let object = directory.appendingPathComponent("\(entry.module).o").path
            if let failure = try build.swiftc(["-parse-as-library", "-wmo", "-module-name", entry.module, "-emit-module", "-emit-module-path",
                                               directory.appendingPathComponent("\(entry.module).swiftmodule").path, "-c", "-o", object]
                                              + build.sceneLoaderFlags + entry.files) {
                failures.append("the runtime code for \(entry.group.name) does not compile:\n\(failure)")
            }
            objects.append(object)
        }
        guard failures.isEmpty else { return failures }
        var main = "import Foundation\nimport SceneLoader\n" + modules.map { "import \($0.module)\n" }.joined()
        main += "func bundle(_ url: String, _ identifier: String?, _ searchPath: [(String, String)]) throws -> StoryboardBundle {\n"
        main += "    try StoryboardBundle(url: URL(fileURLWithPath: url), identifier: identifier, searchPath: searchPath.map { try StoryboardBundle(url: URL(fileURLWithPath: $0.0), identifier: $0.1) })\n}\n"
        main += "do {\n"
        for entry in modules {
            let group = entry.group
            let path = group.searchPath.map { "(\(SwiftText.literal($0.url.path)), \(SwiftText.literal($0.identifier)))" }.joined(separator: ", ")
            let loaded = "bundle(\(SwiftText.literal(group.bundle.path)), \(group.identifier.map(SwiftText.literal) ?? "nil"), [\(path)])"
            let nibs = entry.nibNamespace.map { " + (try \(entry.module).\($0).validate(in: \(loaded)))" } ?? ""
            main += "    print(\(SwiftText.literal(entry.module)), try \(entry.module).\(entry.namespace).validate(in: \(loaded))\(nibs))\n"
        }
        main += "} catch {\n    print(\"failed:\", error)\n}\n"
        let mainFile = directory.appendingPathComponent("main.swift")
        try main.write(to: mainFile, atomically: true, encoding: .utf8)
        let libraryObjects = try GeneratedSwiftBuild.libraryObjects()
        let executable = directory.appendingPathComponent("check").path
        if let failure = try build.swiftc(["-module-name", "Check", "-o", executable] + GeneratedSwiftBuild.sanitizerFlags + build.sceneLoaderFlags + [mainFile.path]
                                          + objects + libraryObjects + GeneratedSwiftBuild.systemLibraries) {
            return ["the check executable does not link:\n\(failure)"]
        }
        let (status, printed) = try build.run(executable, [])
        let expected = modules.map { "\($0.module) \($0.checks)\n" }.joined()
        if status != 0 || printed != expected {
            failures.append("the generated code's checks did not all pass (status \(status)):\nexpected:\n\(expected)got:\n\(printed)")
        }
        return failures
    }
}
