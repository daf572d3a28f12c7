import Foundation
import Testing

/// The layer rule of `docs/ARCHITECTURE.md`, checked by the compiler: each layer's files must
/// type-check together with the files of the layers it may use (those it lists, and what they list)
/// and no others. A lower layer that names a higher layer's type, calls a method one of its
/// extensions adds or reads one of its properties fails here with the compiler's error.
@Suite struct LayerTests {
    /// The table in ARCHITECTURE.md names every folder of `Sources/SceneLoader`, and only those.
    @Test func tableNamesEveryFolder() throws {
        let layers = try LayerTable.load()
        let folders = try LayerTable.sourceFolders()
        #expect(Set(layers.uses.keys) == Set(folders), "ARCHITECTURE.md's table and Sources/SceneLoader disagree")
        for (layer, used) in layers.uses {
            for name in used { #expect(layers.uses[name] != nil, "\(layer) uses \(name), which is not a layer") }
        }
        #expect(layers.cycle() == nil, "the layers depend on each other in a cycle: \(layers.cycle() ?? [])")
    }

    /// Each layer type-checks with what it may use, and without anything else.
    @Test func eachLayerTypeChecksAlone() async throws {
        let layers = try LayerTable.load()
        let compiler = try #require(Swiftc.locate(), "no swiftc beside the toolchain running the tests")
        let failures = try await withThrowingTaskGroup(of: (String, String?).self) { group in
            var results: [(String, String?)] = []
            var pending = layers.uses.keys.sorted()[...]
            // Two at a time: the machines this runs on have two cores.
            for _ in 0..<2 {
                guard let layer = pending.popFirst() else { break }
                group.addTask { (layer, try compiler.typecheck(layer, using: layers.closure(of: layer))) }
            }
            while let result = try await group.next() {
                results.append(result)
                if let layer = pending.popFirst() {
                    group.addTask { (layer, try compiler.typecheck(layer, using: layers.closure(of: layer))) }
                }
            }
            return results.compactMap { layer, error in error.map { (layer, $0) } }.sorted { $0.0 < $1.0 }
        }
        for (layer, error) in failures {
            Issue.record("layer \(layer) uses what it may not (it may use \(layers.closure(of: layer).filter { $0 != layer }.sorted())):\n\(error)")
        }
    }

    /// The check itself: a file that reaches a layer it may not use fails it.
    @Test func aViolationFails() throws {
        let compiler = try #require(Swiftc.locate())
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layer-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let violation = directory.appendingPathComponent("Violation.swift")
        // Support naming the runtime's controller: the kind of reference the rule forbids.
        try "func violation() -> Any.Type { TabBarController.self }\n".write(to: violation, atomically: true, encoding: .utf8)
        let error = try compiler.typecheck("Support", using: ["Support"], extraFiles: [violation])
        #expect(error?.contains("TabBarController") == true)
        #expect(try compiler.typecheck("Support", using: ["Support"]) == nil)
    }
}

/// The `uses` column of ARCHITECTURE.md's layer table.
struct LayerTable: Sendable {
    /// Each layer (folder name) and the layers it lists.
    let uses: [String: [String]]

    static func load() throws -> LayerTable {
        let text = try String(contentsOf: Paths.packageRoot.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        var uses: [String: [String]] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count > 3, cells[1].hasPrefix("`"), cells[1].hasSuffix("/`") else { continue }
            let folder = String(cells[1].dropFirst().dropLast(2))
            uses[folder] = cells[2] == "—" ? [] : cells[2].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        return LayerTable(uses: uses)
    }

    static func sourceFolders() throws -> [String] {
        let root = Paths.packageRoot.appendingPathComponent("Sources/SceneLoader")
        return try FileManager.default.contentsOfDirectory(atPath: root.path).filter { name in
            var isDirectory: ObjCBool = false
            let path = root.appendingPathComponent(name).path
            return !name.hasSuffix(".docc") && FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    /// The layer and every layer it may use, directly or through those it lists.
    func closure(of layer: String) -> Set<String> {
        var seen: Set<String> = [layer]
        var stack = [layer]
        while let next = stack.popLast() {
            for used in uses[next] ?? [] where seen.insert(used).inserted { stack.append(used) }
        }
        return seen
    }

    /// A cycle of layers, if the table has one.
    func cycle() -> [String]? {
        for layer in uses.keys.sorted() {
            for used in uses[layer] ?? [] where closure(of: used).contains(layer) { return [layer, used] }
        }
        return nil
    }
}

/// The compiler, run to type-check a set of the library's folders as one module.
struct Swiftc: Sendable {
    let path: String

    /// `swiftc` from `PATH`, else beside the default toolchain.
    static func locate() -> Swiftc? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = path.split(separator: ":").map { "\($0)/swiftc" } + ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map(Swiftc.init)
    }

    /// Type-checks the Swift files of `layer` (plus `extraFiles`) against the declarations of the
    /// other folders of `folders` (the layers it may use), with the package's settings; nil when
    /// they type-check, else the compiler's errors.
    ///
    /// One frontend process per layer: the layer's files are its primary files (every body
    /// type-checked), the used layers' files secondary (parsed, their declarations checked as far as
    /// the primary files need them). A violation is in some file of some layer, and that layer's
    /// own check has the file as a primary file without the layers it may not use; so each file is
    /// checked in full once, not once per layer above it. (The compiler driver's `-typecheck` checks
    /// every file it is given in full: the 22 layers' checks took 160 s on two cores, 311 CPU-seconds,
    /// against 10 s this way.)
    func typecheck(_ layer: String, using folders: Set<String>, extraFiles: [URL] = []) throws -> String? {
        let sources = Paths.packageRoot.appendingPathComponent("Sources/SceneLoader")
        var primary: [String] = []
        var secondary: [String] = []
        for folder in folders.union([layer]).sorted() {
            let directory = sources.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() where name.hasSuffix(".swift") {
                let path = directory.appendingPathComponent(name).path
                if folder == layer { primary.append(path) } else { secondary.append(path) }
            }
        }
        let arguments = [
            "-frontend", "-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name", "SceneLoader", "-package-name", "SceneLoader",
            "-enable-upcoming-feature", "ExistentialAny", "-enable-upcoming-feature", "InternalImportsByDefault",
            "-enable-upcoming-feature", "MemberImportVisibility",
            "-I", Paths.packageRoot.appendingPathComponent("Sources/CXML").path,
        ] + Swiftc.sdkFlags + Swiftc.libxml2Flags + (primary + extraFiles.map(\.path)).flatMap { ["-primary-file", $0] } + secondary
        let result = try CLI.run(URL(fileURLWithPath: path), arguments)
        guard result.status != 0 else { return nil }
        let lines = result.output.split(separator: "\n").filter { $0.contains("error:") }
        return lines.prefix(20).joined(separator: "\n")
    }

    /// The SDK the frontend needs where the driver would find one itself: on Apple's systems
    /// `SDKROOT`, else `xcrun --show-sdk-path`; nothing elsewhere.
    static let sdkFlags: [String] = {
        #if canImport(Darwin)
        if let root = ProcessInfo.processInfo.environment["SDKROOT"], !root.isEmpty { return ["-sdk", root] }
        let path = Swiftc.output(of: "/usr/bin/xcrun", ["--show-sdk-path"]).trimmingCharacters(in: .whitespacesAndNewlines)
        return path.isEmpty ? [] : ["-sdk", path]
        #else
        return []
        #endif
    }()

    /// libxml2's include directory for the C module, as pkg-config gives it (Debian's by default).
    static let libxml2Flags: [String] = {
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
