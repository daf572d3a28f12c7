import Foundation
import Testing
import TestSupport

/// C stays in one place: `CXML` (libxml2) is imported only by the XML folder of `SceneLoaderCore`, `CZlib`
/// (zlib) only by the Drawing folder of `SceneLoaderDrawing`, `CCrypto` (libcrypto) only by
/// `SceneLoaderLint`'s `Lint/SHA256.swift`, as docs/ARCHITECTURE.md says. (The compiler keeps every
/// other target from importing them: only these three depend on `CXML` or `CCrypto`.)
@Suite struct CModuleImportTests {
    static let allowed = ["CXML": "Sources/SceneLoaderCore/XML/", "CZlib": "Sources/SceneLoaderDrawing/Drawing/",
                          "CCrypto": "Sources/SceneLoaderLint/Lint/SHA256.swift"]

    @Test func cModulesAreImportedOnlyWhereAllowed() throws {
        let root = Paths.packageRoot
        let sources = root.appendingPathComponent("Sources")
        var importers: [String: [String]] = [:]
        let walker = FileManager.default.enumerator(atPath: sources.path)
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { continue }
                let module = String(words[index + 1])
                if CModuleImportTests.allowed[module] != nil { importers[module, default: []].append("Sources/" + relative) }
            }
        }
        for (module, folder) in CModuleImportTests.allowed {
            #expect(!(importers[module] ?? []).isEmpty, "nothing imports \(module)")
            for file in importers[module] ?? [] {
                #expect(file.hasPrefix(folder), "\(file) imports \(module); only \(folder) may")
            }
        }
    }
}
