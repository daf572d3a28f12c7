import Foundation
import SceneLoader
import Testing
import TestSupport

/// Every real storyboard in `../shared/corpus/real` (62 files from public repositories, Xcode 4.2 to
/// 2026) loads, and says what an independent reading with Foundation's XMLParser says. Files the
/// manifest marks `PARSE-FAILS` must fail with an error at the line it gives. Skipped cleanly when
/// `../shared` is absent (a user's clone).
@Suite struct CorpusTests {
    static let folder = Paths.shared?.appendingPathComponent("corpus/real")

    static let files: [String] = folder.map { Paths.files(in: $0, suffix: ".storyboard").map(\.lastPathComponent) } ?? []

    /// `file → expected error line` for the files broken on purpose, from MANIFEST.tsv.
    static let broken: [String: Int] = {
        guard let folder, let text = try? String(contentsOf: folder.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8) else { return [:] }
        var result: [String: Int] = [:]
        for line in text.split(whereSeparator: \.isNewline) where line.contains("PARSE-FAILS") {
            let name = String(line.split(separator: "\t")[0])
            let digits = line.components(separatedBy: "line ").dropFirst().first?.prefix { $0.isNumber } ?? ""
            result[name] = Int(digits) ?? 0
        }
        return result
    }()

    @Test(.enabled(if: folder != nil), arguments: files)
    func realStoryboard(_ name: String) throws {
        let url = try #require(CorpusTests.folder).appendingPathComponent(name)
        if let line = CorpusTests.broken[name] {
            let error = #expect(throws: StoryboardError.self) { try Storyboard(contentsOf: url) }
            #expect(error?.code.rawValue.hasPrefix("xml.") == true || error?.code.rawValue.hasPrefix("input.") == true)
            #expect(error?.location.line == line)
            return
        }
        let storyboard = try Storyboard(contentsOf: url)
        let oracle = try #require(StoryboardOracle.read(url), "Foundation's XMLParser could not read \(name)")
        let ours = CorpusTests.facts(of: storyboard)
        #expect(ours == oracle.scenes)
        #expect(storyboard.initialViewControllerID == oracle.initialViewController)
        #expect(!storyboard.hasErrors, "\(storyboard.diagnostics.filter { $0.severity == .error })")
        // Every controller instantiates (the tree is built and its relationships resolved).
        for scene in storyboard.scenes where scene.id != nil {
            _ = try storyboard.instantiateViewController(withID: scene.id!)
        }
    }

    /// What the loader read, in the oracle's terms.
    static func facts(of storyboard: Storyboard) -> [StoryboardOracle.SceneFacts] {
        storyboard.scenes.map { scene in
            StoryboardOracle.SceneFacts(
                id: scene.id, kind: scene.kind.rawValue, storyboardIdentifier: scene.storyboardIdentifier,
                customClass: scene.customClass, className: scene.className,
                relationships: scene.relationships.map { "\($0.kind.rawValue)→\($0.destination)" },
                segues: scene.segues.map { segue in
                    var text = "\(segue.kind.rawValue)→\(segue.destination ?? "-")"
                    if !segue.trigger.isController { text += " from \(segue.trigger.id ?? "-")" }
                    return text + (segue.trigger.isInDock ? " (dock)" : "")
                })
        }
    }

    /// The corpus has no segue from a dock object; the fixtures that have them (and other
    /// platforms' classes) are held to the same oracle.
    @Test(arguments: ["dock-segues", "reusable-views", "runtime-attributes", "macos", "watchos", "xcode-ios", "references"])
    func theOracleAgreesOnFixture(_ name: String) throws {
        let url = Paths.fixtures("storyboards").appendingPathComponent(name + ".storyboard")
        let oracle = try #require(StoryboardOracle.read(url))
        let ours = CorpusTests.facts(of: try Storyboard(contentsOf: url))
        #expect(ours == oracle.scenes)
        if name == "dock-segues" { #expect(ours.flatMap(\.segues).filter { $0.hasSuffix("(dock)") }.count == 4) }
    }

    @Test(.enabled(if: folder != nil)) func theCorpusIsThere() {
        #expect(CorpusTests.files.count >= 60)
        #expect(!CorpusTests.broken.isEmpty)
    }
}
