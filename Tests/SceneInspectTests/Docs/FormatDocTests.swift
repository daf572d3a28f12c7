import Foundation
import SceneLoader
import Testing
import TestSupport

/// docs/FORMAT.md's complete example is the fixture it names, and the output it shows is what
/// scene-inspect prints: the documentation cannot drift from the code.
@Suite struct FormatDocTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOf: Paths.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func exampleIsTheFixture() throws {
        let doc = try FormatDocTests.read("docs/FORMAT.md")
        let example = try #require(doc.components(separatedBy: "```xml\n").dropFirst().first?.components(separatedBy: "```").first)
        let fixture = try FormatDocTests.read("Fixtures/storyboards/tab-configuration.xml")
            .split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("<!--") }.joined(separator: "\n")
        #expect(example.trimmingCharacters(in: .whitespacesAndNewlines) == fixture.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func shownOutputIsWhatTheLoaderPrints() throws {
        let doc = try FormatDocTests.read("docs/FORMAT.md")
        let shown = try #require(doc.components(separatedBy: "prints:\n\n```\n").dropFirst().first?.components(separatedBy: "```").first)
        let storyboard = try Storyboard(contentsOf: Paths.fixtures("storyboards").appendingPathComponent("tab-configuration.xml"))
        #expect(shown == storyboard.treeDescription(file: "Fixtures/storyboards/tab-configuration.xml"))
    }

    /// Every code `DiagnosticCode` declares, in Core or in the layer that owns it, is in FORMAT.md's
    /// tables (`limit.*` stands for its family).
    @Test func everyDiagnosticCodeIsDocumented() throws {
        let doc = try FormatDocTests.read("docs/FORMAT.md")
        let sources = Paths.packageRoot.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        var codes: [String] = []
        for file in files {
            codes += try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
                .matches(of: /DiagnosticCode = "([a-z0-9.-]+)"/).map { String($0.output.1) }
        }
        #expect(codes.count >= 40)
        for code in codes {
            let family = code.prefix { $0 != "." } + ".*"
            #expect(doc.contains("`\(code)`") || doc.contains("`\(family)`"), "docs/FORMAT.md does not list \(code)")
        }
    }

    /// scene-inspect prints only `DiagnosticCode`s: no code is spelt out in its sources.
    @Test func theCommandLineInventsNoCodes() throws {
        let folder = Paths.packageRoot.appendingPathComponent("Sources/scene-inspect")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 10)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let literals = text.matches(of: /\[(io|input|limit|scene|relationship|segue|document|instantiate|image|render|asset|simulate)\.[a-z-]+\]/)
            #expect(literals.isEmpty, "\(file) spells out \(literals.map { String(text[$0.range]) })")
        }
    }
}
