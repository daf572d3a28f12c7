import Foundation
import Testing
import TestSupport

/// `scene-inspect` on a directory: the fixture apps (`Fixtures/bundles/`) as bundles. The goldens
/// (`Fixtures/cli/bundle-*.out`) hold the whole output; these tests state what must hold in it.
@Suite struct BundleCLITests {
    static let kit = ["--bundle-id", "com.example.Kit=Fixtures/bundles/DemoKit"]

    static func json(_ arguments: [String]) throws -> (status: Int32, value: [String: Any]) {
        let result = try CLI.run(["--json"] + arguments)
        let value = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return (result.status, try #require(value))
    }

    static func placeholders(_ document: [String: Any]) -> [String: Any] {
        var found: [String: Any] = [:]
        for storyboard in document["storyboards"] as? [[String: Any]] ?? [] {
            for scene in storyboard["scenes"] as? [[String: Any]] ?? [] where scene["kind"] as? String == "viewControllerPlaceholder" {
                found["\(storyboard["file"] ?? "")#\(scene["id"] ?? "")"] = scene["resolved"] ?? "absent"
            }
        }
        return found
    }

    @Test func theBundleDocumentResolvesEveryReference() throws {
        let (status, document) = try Self.json(Self.kit + ["Fixtures/bundles/Demo"])
        #expect(status == 0)
        #expect(document["bundle"] as? String == "Fixtures/bundles/Demo")
        let files = (document["storyboards"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
        #expect(files.first == "App/Base.lproj/Help.storyboard" && files.count == 6)
        let resolved = Self.placeholders(document).mapValues { value in
            (value as? [String: Any]).map { "\($0["file"] ?? "")#\($0["id"] ?? "")" } ?? "\(value)"
        }
        #expect(resolved == [
            "App/Base.lproj/Main.storyboard#ref-settings": "App/Base.lproj/Settings.storyboard#preferences",
            "App/Base.lproj/Main.storyboard#ref-profile": "App/Base.lproj/Profile.storyboard#profile",
            "App/Base.lproj/Main.storyboard#ref-detail": "App/Base.lproj/Main.storyboard#detail",
            "App/Base.lproj/Main.storyboard#ref-help": "App/Base.lproj/Help.storyboard#help",
            "App/Base.lproj/Main.storyboard#ref-kit": "Base.lproj/KitScreens.storyboard#login",
        ])
        // Cross-file diagnostics carry their file, relative to the bundle's root.
        let diagnostics = document["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.contains { $0["file"] as? String == "App/fr.lproj/Settings.storyboard" && $0["code"] as? String == "localization.initial-differs" })
        #expect(diagnostics.contains { $0["code"] as? String == "image.not-found" && $0["line"] as? Int == 70 })
    }

    @Test func aReferenceThatCannotBeFollowedResolvesToNull() throws {
        let (status, document) = try Self.json(["Fixtures/bundles/Broken"])
        #expect(status == 1)
        let resolved = Self.placeholders(document)
        for id in ["ref-misspelt", "ref-identifier", "ref-no-initial", "ref-bundle"] {
            #expect(resolved["Base.lproj/Main.storyboard#\(id)"] is NSNull, "\(id)")
        }
    }

    @Test func aSingleFileDocumentHasNoResolvedMember() throws {
        let result = try CLI.run(["--json", "Fixtures/bundles/Demo/App/Base.lproj/Main.storyboard"])
        #expect(!result.stdout.contains("\"resolved\""))
        #expect(result.stdout.contains("\"storyboardName\": \"Settings\""))
    }

    @Test func quietChecksTheWholeProjectWithClickablePaths() throws {
        let result = try CLI.run(["--quiet"] + Self.kit + ["Fixtures/bundles/Demo"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.allSatisfy { $0.hasPrefix("Fixtures/bundles/Demo/App/") })
        #expect(lines.contains { $0.hasPrefix("Fixtures/bundles/Demo/App/Base.lproj/Main.storyboard:70:21: warning: ") && $0.hasSuffix("[image.not-found]") })
        // Without the kit on the search path, the framework reference is not checked: a warning.
        let alone = try CLI.run(["--quiet", "Fixtures/bundles/Demo"])
        #expect(alone.stderr.contains("Main.storyboard:64:17: warning: ") && alone.stderr.contains("[reference.unknown-bundle]"))
        // The broken app fails, each problem at its reference.
        let broken = try CLI.run(["--quiet", "Fixtures/bundles/Broken"])
        #expect(broken.status == 1)
        for (line, code) in [(28, "reference.storyboard-not-found"), (33, "reference.identifier-not-found"), (38, "reference.no-initial")] {
            #expect(broken.stderr.contains("Fixtures/bundles/Broken/Base.lproj/Main.storyboard:\(line):17: error: ") && broken.stderr.contains("[\(code)]"))
        }
    }

    @Test func instantiateFollowsReferencesAcrossFilesAndBundles() throws {
        let result = try CLI.run(["instantiate"] + Self.kit + ["Fixtures/bundles/Demo", "Main", "--initial"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("[tab 1] ProfileViewController"))
        #expect(result.stdout.contains("[tab 3] LoginViewController"))
        let french = try CLI.run(["instantiate", "Fixtures/bundles/Demo", "Settings", "--initial", "--localization", "fr"])
        #expect(french.stdout.hasPrefix("PreferencesViewController"))
        let base = try CLI.run(["instantiate", "Fixtures/bundles/Demo", "Settings", "--initial"])
        #expect(base.stdout.hasPrefix("UINavigationController"))
    }

    @Test func theAppGraphHasAClusterPerStoryboardAndEdgesBetweenThem() throws {
        let dot = try CLI.run(["graph"] + Self.kit + ["Fixtures/bundles/Demo"])
        #expect(dot.status == 0)
        #expect(dot.stdout.components(separatedBy: "subgraph cluster_").count - 1 == 7)
        // Main's tab 1 (reference f1_s4) leads to Profile's initial controller.
        #expect(dot.stdout.contains("f1_s4 -> f2_s0 [label=\"refers to\", style=dotted, arrowhead=empty];"))
        let mermaid = try CLI.run(["graph", "--format", "mermaid"] + Self.kit + ["Fixtures/bundles/Demo"])
        #expect(mermaid.stdout.components(separatedBy: "\n    subgraph ").count - 1 == 7)
        #expect(mermaid.stdout.contains("    f1_s4 -.-o|\"refers to\"| f2_s0\n"))
    }

    /// A file name is a value from the tree: the graph's cluster titles escape it.
    @Test func fileNamesAreEscapedInClusterTitles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(at: Paths.fixtures("bundles/DemoKit/Base.lproj/KitScreens.storyboard"),
                                         to: root.appendingPathComponent("we\"ird\nname].storyboard"))
        // Whatever the escaping, the name's quote and line break never reach the output raw.
        for format in ["dot", "mermaid"] {
            let result = try CLI.run(["graph", "--format", format, root.path])
            #expect(result.status == 0)
            #expect(result.stdout.contains("ird"), "\(format): the cluster is titled")
            #expect(!result.stdout.contains("we\"ird") && !result.stdout.contains("\nname]"), "\(format): \(result.stdout)")
        }
    }
}
