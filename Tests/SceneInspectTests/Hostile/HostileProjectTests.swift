import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// One test per folder in `Fixtures/hostile-projects/`: a repository whose Xcode project is broken
/// or hostile (unterminated quotes and comments, unbalanced brackets, garbage, other encodings and
/// formats, repeated keys, groups that contain each other, objects of unknown kinds, missing ids,
/// paths that escape the repository, files that do not exist). Adding a folder adds a test.
///
/// Beside each `NAME/` is `NAME.expect`, one line `STATUS CODE LINE:COLUMN`: the exit status of
/// `scene-inspect --quiet NAME` and the code and location of its first error or warning (`0 - -`
/// when it has none), as ``HostileCheck`` summarises it, under the same bounds (memory, a coarse
/// time bound, no echo of other files, nothing opened outside the folder). Re-record with
/// `RECORD_GOLDENS=1 swift test --filter HostileProjectTests` and review the diff. In every case
/// the storyboard is still read, in its target or in none. Serialized: the generated cases write up
/// to 20 MB each, and one at a time keeps the time bound meaningful.
@Suite(.serialized) struct HostileProjectTests {
    static let folder = Paths.fixtures("hostile-projects")
    static let cases: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { !$0.hasSuffix(".expect") }.sorted()

    @Test(arguments: cases)
    func fixture(_ name: String) throws {
        let outcome = try HostileCheck.run(file: name, in: HostileProjectTests.folder, mayOpen: [HostileProjectTests.folder.appendingPathComponent(name).path])
        Golden.check(outcome + "\n", against: HostileProjectTests.folder.appendingPathComponent(name + ".expect"))
        // However broken the project, the storyboard is read: in its target, or in none.
        let result = try CLI.run(["--json", "Fixtures/hostile-projects/\(name)"])
        #expect(result.stdout.contains("\"file\": \"App/Base.lproj/Main.storyboard\""), "the storyboard is not read: \(result.stdout.prefix(300))")
    }

    @Test func thereAreFixtures() {
        #expect(HostileProjectTests.cases.count >= 20)
    }

    /// Inputs too large to commit, or that are not files: made in a temporary folder, each with its outcome.
    @Test(arguments: [
        ("deep-nesting", "1 project.limit 2:33"),
        ("huge-string", "1 project.limit 2:7"),
        ("many-values", "1 project.limit 2:2000001"),
        ("huge-file", "1 io.too-large 0:0"),
        ("symlink", "1 io.not-regular 0:0"),
        ("fifo", "1 io.not-regular 0:0"),
        ("group-explosion", "0 - -"),
        ("group-ring", "1 project.group-cycle 10003:38"),
        ("wide-dictionary", "1 project.invalid 2:1"),
        ("many-missing-files", "0 project.missing-file 7:1"),
    ])
    func generated(_ name: String, _ expected: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-project-\(UUID().uuidString)")
        let project = directory.appendingPathComponent("Repo/App.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = project.appendingPathComponent("project.pbxproj")
        switch name {
        case "deep-nesting":
            try Data(("// !$*UTF8*$!\n" + String(repeating: "(", count: 1_000_000)).utf8).write(to: file)
        case "huge-string":
            try Data(("// !$*UTF8*$!\n{ a = \"" + String(repeating: "x", count: 20 << 20) + "\"; }").utf8).write(to: file)
        case "many-values":
            try Data(("// !$*UTF8*$!\n( " + String(repeating: "a,", count: 1_000_001) + " )").utf8).write(to: file)
        case "huge-file":
            // Sparse: refused by its size before a byte is read.
            _ = FileManager.default.createFile(atPath: file.path, contents: nil)
            let handle = try FileHandle(forWritingTo: file)
            try handle.truncate(atOffset: 10 << 30)
            try handle.close()
        case "symlink":
            try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "/etc/passwd")
        case "fifo":
            #expect(mkfifo(file.path, 0o644) == 0)
        case "group-explosion":
            // 40 levels of groups, each listing the next twice: 2^40 paths, each group walked once.
            var objects = ""
            for level in 0..<40 {
                let next = String(format: "%024X", level + 1)
                objects += "\(String(format: "%024X", level)) = {isa = PBXGroup; children = (\(next), \(next)); sourceTree = \"<group>\"; };\n"
            }
            objects += "\(String(format: "%024X", 40)) = {isa = PBXGroup; children = (); sourceTree = \"<group>\"; };\n"
            objects += "FF = {isa = PBXProject; mainGroup = \(String(format: "%024X", 0)); targets = (); };\n"
            try Data("// !$*UTF8*$!\n{ objects = {\n\(objects)}; rootObject = FF; }\n".utf8).write(to: file)
        case "group-ring":
            // 10,000 groups in a ring: the cycle is found at the reference that closes it.
            var objects = ""
            let count = 10_000
            for index in 0..<count {
                objects += "G\(index) = {isa = PBXGroup; children = (G\((index + 1) % count)); path = g; sourceTree = \"<group>\"; };\n"
            }
            try Data("// !$*UTF8*$!\n{ rootObject = P; objects = {\nP = {isa = PBXProject; mainGroup = G0; targets = (); };\n\(objects)}; }\n".utf8).write(to: file)
        case "wide-dictionary":
            // 200,000 distinct keys in one dictionary: indexed, each found in constant time.
            try Data(("// !$*UTF8*$!\n{ " + (0..<200_000).map { "k\($0) = v; " }.joined() + "}").utf8).write(to: file)
        case "many-missing-files":
            // 20,000 resources that do not exist: a thousand listed, the rest counted.
            let count = 20_000
            let files = (0..<count).map { "B\($0)" }.joined(separator: ", ")
            var text = "// !$*UTF8*$!\n{ rootObject = P; objects = {\nP = {isa = PBXProject; mainGroup = G; targets = (T); };\n"
            text += "G = {isa = PBXGroup; children = (); sourceTree = \"<group>\"; };\nT = {isa = PBXNativeTarget; name = App; buildPhases = (R); };\n"
            text += "R = {isa = PBXResourcesBuildPhase; files = (\(files)); };\n"
            text += (0..<count).map { "F\($0) = {isa = PBXFileReference; path = f\($0).storyboard; sourceTree = \"<group>\"; };\nB\($0) = {isa = PBXBuildFile; fileRef = F\($0); };\n" }.joined()
            try Data((text + "}; }\n").utf8).write(to: file)
        default:
            Issue.record("no such case \(name)")
        }
        let outcome = try HostileCheck.run(file: "Repo", in: directory, mayOpen: [directory.path])
        #expect(outcome == expected)
    }
}
