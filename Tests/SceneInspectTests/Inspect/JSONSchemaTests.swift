import Foundation
import SceneLoader
import Testing
import TestSupport

/// `docs/scene-inspect.schema.json` describes `--json` exactly: every fixture's JSON validates
/// against it (with Python's `jsonschema`, JSON Schema 2020-12: CI installs it; without it the
/// validation skips cleanly), every document carries the schema's `schemaVersion`, and every field
/// the schema names is documented in `docs/FORMAT.md`.
@Suite struct JSONSchemaTests {
    static let schema = Paths.packageRoot.appendingPathComponent("docs/scene-inspect.schema.json")

    /// A Python that has the `jsonschema` package, or nil.
    static let python: String? = {
        for candidate in ["/usr/bin/python3", "/usr/local/bin/python3"] + pathCandidates() {
            guard FileManager.default.isExecutableFile(atPath: candidate) else { continue }
            if (try? run(candidate, ["-c", "import jsonschema"]))?.status == 0 { return candidate }
        }
        return nil
    }()

    private static func pathCandidates() -> [String] {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/python3" }
    }

    /// The validator: checks the schema itself, then each file; prints `FILE: PATH: MESSAGE` per error.
    static let validator = """
    import json, sys
    from jsonschema import Draft202012Validator
    schema = json.load(open(sys.argv[1]))
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)
    bad = 0
    for path in sys.argv[2:]:
        for error in validator.iter_errors(json.load(open(path))):
            bad += 1
            print(path + ": " + "/".join(str(p) for p in error.absolute_path) + ": " + error.message[:300])
    sys.exit(1 if bad else 0)
    """

    /// The JSON of every fixture (and of a file that fails to load, and of several files).
    static func documents() throws -> [(name: String, json: JSONValue)] {
        let folder = Paths.fixtures("storyboards")
        var documents: [(String, JSONValue)] = []
        var all: [JSONValue] = []
        for url in Paths.files(in: folder, suffix: ".storyboard") + Paths.files(in: folder, suffix: ".xml") {
            let value: JSONValue
            do {
                value = try Storyboard(contentsOf: url).jsonValue(file: url.lastPathComponent)
            } catch {
                value = error.jsonDocument(file: url.lastPathComponent)
            }
            documents.append((url.deletingPathExtension().lastPathComponent, value))
            all.append(value)
        }
        // Every xib, and a xib beside a storyboard.
        var nibs: [JSONValue] = []
        for url in Paths.files(in: Paths.fixtures("xibs"), suffix: ".xib") {
            let value: JSONValue
            do {
                value = try Nib(contentsOf: url).jsonValue(file: url.lastPathComponent)
            } catch {
                value = error.jsonDocument(file: url.lastPathComponent)
            }
            documents.append(("xib-" + url.deletingPathExtension().lastPathComponent, value))
            nibs.append(value)
        }
        documents.append(("xib-and-storyboard", .array([nibs[0], all[0]])))
        // The fixture apps as bundles (references resolved, and not), and a file and a bundle together.
        let kit = try StoryboardBundle(url: Paths.fixtures("bundles/DemoKit"), identifier: "com.example.Kit")
        let demo = try StoryboardBundle(url: Paths.fixtures("bundles/Demo"), searchPath: [kit]).jsonValue(name: "Demo")
        let broken = try StoryboardBundle(url: Paths.fixtures("bundles/Broken")).jsonValue(name: "Broken")
        documents += [("bundle-demo", demo), ("bundle-broken", broken), ("bundle-and-file", .array([broken, all[0]]))]
        // Folders with Xcode projects: targets, files in no target, a project that does not read.
        for (name, folder) in [("project-multi", "projects/Multi"), ("project-synced", "projects/Synced"),
                               ("project-broken", "hostile-projects/unterminated-quote")] {
            documents.append((name, try StoryboardProject(url: Paths.fixtures(folder)).jsonValue(name: folder)))
        }
        documents.append(("folder-twins", try StoryboardBundle(url: Paths.fixtures("bundles/Twins")).jsonValue(name: "Twins")))
        documents.append(("all-fixtures", .array(all)))
        return documents
    }

    @Test(.enabled(if: python != nil, "needs python3 with jsonschema (pip install jsonschema)"))
    func everyFixtureValidates() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        for (name, json) in try JSONSchemaTests.documents() {
            let file = directory.appendingPathComponent(name + ".json")
            try Data(json.serialized().utf8).write(to: file)
            files.append(file.path)
        }
        let result = try JSONSchemaTests.run(try #require(JSONSchemaTests.python),
                                             ["-c", JSONSchemaTests.validator, JSONSchemaTests.schema.path] + files)
        #expect(result.status == 0, "\(result.output)")
        #expect(files.count > 20)
    }

    /// The schema rejects what it must: a document without `schemaVersion`, a field it does not know.
    @Test(.enabled(if: python != nil, "needs python3 with jsonschema (pip install jsonschema)"))
    func theSchemaIsStrict() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let storyboard = try Storyboard(contentsOf: Paths.fixtures("storyboards").appendingPathComponent("dock-segues.storyboard"))
        guard case .object(let members) = storyboard.jsonValue() else { Issue.record("not an object"); return }
        for (name, value) in [("no-version", JSONValue.object(members.filter { $0.0 != "schemaVersion" })),
                              ("extra-field", .object(members + [("surprise", .bool(true))]))] {
            let file = directory.appendingPathComponent(name + ".json")
            try Data(value.serialized().utf8).write(to: file)
            let result = try JSONSchemaTests.run(try #require(JSONSchemaTests.python),
                                                 ["-c", JSONSchemaTests.validator, JSONSchemaTests.schema.path, file.path])
            #expect(result.status == 1, "\(name) passed the schema")
        }
    }

    @Test func everyDocumentCarriesTheSchemasVersion() throws {
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: JSONSchemaTests.schema)) as? [String: Any]
        let defs = try #require(schema?["$defs"] as? [String: Any])
        let storyboard = try #require(defs["storyboard"] as? [String: Any])
        let properties = try #require(storyboard["properties"] as? [String: Any])
        let version = try #require((properties["schemaVersion"] as? [String: Any])?["const"] as? Int)
        #expect(version == Storyboard.jsonSchemaVersion)
        for (name, json) in try JSONSchemaTests.documents() where name != "all-fixtures" && name != "bundle-and-file" && name != "xib-and-storyboard" {
            #expect(json.serialized().hasPrefix("{\n  \"schemaVersion\": \(version),"), "\(name)")
        }
    }

    /// docs/FORMAT.md's JSON section names every field of the schema.
    @Test func everyFieldIsDocumented() throws {
        let doc = try String(contentsOf: Paths.packageRoot.appendingPathComponent("docs/FORMAT.md"), encoding: .utf8)
        let section = try #require(doc.components(separatedBy: "## The JSON form").dropFirst().first)
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: JSONSchemaTests.schema)) as? [String: Any]
        let defs = try #require(schema?["$defs"] as? [String: Any])
        var fields: Set<String> = []
        for case let definition as [String: Any] in defs.values {
            for name in (definition["properties"] as? [String: Any])?.keys ?? [:].keys { fields.insert(name) }
        }
        #expect(fields.count > 40)
        for field in fields.sorted() {
            #expect(section.contains("`\(field)`"), "docs/FORMAT.md does not document the JSON field `\(field)`")
        }
    }

    static let diffSchema = Paths.packageRoot.appendingPathComponent("docs/scene-inspect-diff.schema.json")

    /// `scene-inspect diff --json` of every diff fixture, of the merge fixtures' base against each
    /// side, and of two directories validates against docs/scene-inspect-diff.schema.json.
    @Test(.enabled(if: python != nil, "needs python3 with jsonschema (pip install jsonschema)"))
    func everyDiffValidates() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("diff-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        func write(_ name: String, _ json: String) throws {
            let file = directory.appendingPathComponent(name + ".json")
            try Data(json.utf8).write(to: file)
            files.append(file.path)
        }
        for folder in ["diff", "merge"] {
            let root = Paths.fixtures(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() {
                let pairs = folder == "diff" ? [("old", "new")] : [("base", "ours"), ("base", "theirs")]
                for (old, new) in pairs {
                    for ext in ["storyboard", "xib"] {
                        let before = root.appendingPathComponent("\(name)/\(old).\(ext)"), after = root.appendingPathComponent("\(name)/\(new).\(ext)")
                        guard FileManager.default.fileExists(atPath: before.path) else { continue }
                        let diff = DocumentDiff(old: try InterfaceDocument(contentsOf: before), new: try InterfaceDocument(contentsOf: after))
                        try write("\(folder)-\(name)-\(new)", diff.jsonText())
                    }
                }
            }
        }
        let trees = Paths.fixtures("diff/directories")
        try write("directories", try DirectoryDiff(old: trees.appendingPathComponent("old").path, new: trees.appendingPathComponent("new").path).jsonText())
        let result = try JSONSchemaTests.run(try #require(JSONSchemaTests.python), ["-c", JSONSchemaTests.validator, JSONSchemaTests.diffSchema.path] + files)
        #expect(result.status == 0, "\(result.output)")
        #expect(files.count > 30)
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try CLI.run(URL(fileURLWithPath: executable), arguments)
        return (result.status, result.output)
    }
}
