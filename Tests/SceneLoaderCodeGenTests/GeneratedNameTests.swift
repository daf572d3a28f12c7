import Foundation
@testable import SceneLoaderCore
@testable import SceneLoaderBundle
@testable import SceneLoaderCodeGen
import Testing
import TestSupport

/// Generated code compiles for every input that loads: every identifier the generated code itself
/// spells (`MainActor`, `Sendable`, `UITableViewCell`, `fatalError`, its own `SegueDestination`…),
/// the language's keywords, canonically equivalent spellings and fuzzed names are tried as
/// storyboard names, scene, segue and reuse identifiers and custom class names, one class on
/// scenes of several kinds and as a cell too; the code must type-check against UIKit's and
/// AppKit's signatures and, for the runtime, build and pass its own `validate(in:)`. A name the
/// code cannot use is refused with a located `codegen.invalid-name`, never a file that does not
/// compile.
///
/// `CODEGEN_NAME_ROUNDS` (default 1) and `CODEGEN_NAME_SEED` run more rounds of fuzzed names, and
/// `CODEGEN_NAME_RUN=1` builds and runs the runtime's code rather than type-checking it
/// (`.ci/steps/46-codegen-names.sh`).
@Suite(.serialized) struct GeneratedNameTests {
    /// The identifiers of generated code (outside its comments and string literals).
    static func identifiers(in code: String) -> Set<String> {
        var names: Set<String> = []
        for line in code.split(separator: "\n") {
            var text = ""
            var inString = false
            var previous: Character = " "
            for character in line {
                if inString {
                    if character == "\"" && previous != "\\" { inString = false }
                } else if character == "\"" {
                    inString = true
                } else if character == "/" && previous == "/" {
                    text.removeLast()
                    break
                } else {
                    text.append(character)
                }
                previous = character
            }
            for word in text.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }) {
                if let first = word.first, !first.isNumber { names.insert(String(word)) }
            }
        }
        return names
    }

    /// Every identifier the code for the fixture projects spells, on every platform, and the
    /// names the language reserves.
    static func spelledNames() throws -> [String] {
        var names = SwiftName.reserved
        for platform in SwiftCodeGenerator.Platform.allCases {
            for group in GeneratedCodeTests.groups {
                let plan = GenerationPlan(sources: try group.sources(), platform: platform)
                names.formUnion(identifiers(in: SwiftWriter(plan: plan, access: .public).source))
            }
        }
        names.formUnion(["StoryboardScene", "StoryboardScene_", "StoryboardScene_2", "Optional", "Error", "Never", "Bool", "print", "self"])
        return names.sorted()
    }

    /// Names no Swift identifier is: spaces, digits first, other scripts, canonically equivalent
    /// spellings, and `count` fuzzed ones from `seed`.
    static func oddNames(seed: UInt64, count: Int) -> [String] {
        var names = ["caf\u{E9}", "cafe\u{301}", "Caf\u{E9}", "Cafe\u{301}", "1st", "my screen", "\u{1F600}", "_", "__", "a b c",
                     "\u{202E}rtl", "StoryboardScene", "x\u{0}y", "::error::x", "a##[error]b"]
        var random = GlobLikeGenerator(state: seed)
        let pieces = ["a", "B", "_", "1", " ", "é", "e\u{301}", "-", ".", "self", "Type", "init", "Main", "Actor", "\u{30A2}", "#", "\""]
        for _ in 0..<count {
            names.append((0..<Int.random(in: 1...5, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined())
        }
        return names
    }

    struct GlobLikeGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
    }

    /// `name` as a file name: no `/` or NUL, not empty.
    static func fileName(_ name: String) -> String {
        let cleaned = String(name.unicodeScalars.filter { $0 != "/" && $0 != "\u{0}" }.map(Character.init))
        return cleaned.isEmpty || cleaned == "." || cleaned == ".." ? "x" + cleaned : cleaned
    }

    /// A project of one storyboard per name: the name is the file's name, a scene's storyboard
    /// identifier and custom class, a segue's identifier (to a scene of another kind with the
    /// same class), and a prototype cell's reuse identifier and class (every fourth one the
    /// controller's own class). Every storyboard's controllers are unique to it but for one class
    /// shared by all, on scenes of two kinds.
    static func project(_ names: [String], mac: Bool, in directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var used: Set<String> = []
        for (index, name) in names.enumerated() {
            var file = fileName(name)
            while !used.insert(file).inserted { file += "_" }
            let value = XMLText.escaped(name)
            let cellClass = index % 4 == 0 ? value : "Cell\(index)"
            let scenes: String
            if mac {
                scenes = """
                <scene sceneID="s1"><objects>
                    <viewController storyboardIdentifier="\(value)" id="a" customClass="\(value)" sceneMemberID="viewController">
                        <connections><segue destination="b" kind="show" identifier="\(value)" id="g1"/></connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <windowController storyboardIdentifier="\(value)2" id="b" customClass="\(value)" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <viewController storyboardIdentifier="shared\(index)" id="c" customClass="Shared" sceneMemberID="viewController"/>
                </objects></scene>
                """
            } else {
                scenes = """
                <scene sceneID="s1"><objects>
                    <viewController storyboardIdentifier="\(value)" id="a" customClass="\(value)" sceneMemberID="viewController">
                        <connections><segue destination="b" kind="show" identifier="\(value)" id="g1"/>
                        <segue destination="c" kind="show" identifier="shared" id="g2"/></connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <tableViewController storyboardIdentifier="\(value)2" id="b" customClass="\(value)" sceneMemberID="viewController">
                        <tableView key="view" dataMode="prototypes" id="t"><prototypes>
                            <tableViewCell reuseIdentifier="\(value)" id="p1" customClass="\(cellClass)"/>
                            <tableViewCell reuseIdentifier="\(value)x" id="p2" customClass="Shared"/>
                        </prototypes></tableView>
                    </tableViewController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <\(index % 2 == 0 ? "viewController" : "navigationController") storyboardIdentifier="shared\(index)" id="c" customClass="Shared" sceneMemberID="viewController"/>
                </objects></scene>
                """
            }
            let document = mac
                ? #"type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa""#
                : #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch""#
            let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document \(document) initialViewController=\"a\">\n<scenes>\n\(scenes)\n</scenes>\n</document>\n"
            try Data(text.utf8).write(to: directory.appendingPathComponent("\(file).storyboard"))
        }
    }

    /// The names of one round: the spelled ones, and fuzzed ones from `seed`.
    static func names(seed: UInt64) throws -> [String] {
        try spelledNames() + oddNames(seed: seed, count: 60)
    }

    /// Whether the runtime's code is built, linked and run (`CODEGEN_NAME_RUN=1`, as the CI step
    /// does), rather than type-checked against SceneLoader's module.
    static var runsTheRuntimeCode: Bool { ProcessInfo.processInfo.environment["CODEGEN_NAME_RUN"] == "1" }

    /// Type-checks the runtime code of `group` against SceneLoader, with stub classes.
    static func typecheckRuntime(_ group: GeneratedSwiftBuild.Group, compiler: String, in directory: URL) throws -> [String] {
        let build = GeneratedSwiftBuild(compiler: compiler, directory: directory)
        let plan = GenerationPlan(sources: try group.sources(), platform: .sceneloader)
        let stubs = GeneratedSwiftBuild.stubs(for: plan, open: true)
        var shared: [String: [String]] = [:]
        for (module, declarations) in stubs { if let module { shared[module] = declarations } }
        var failures = try build.buildStubModules(shared, importing: "SceneLoader", objects: false)
        let generated = directory.appendingPathComponent("Generated.swift")
        let stubFile = directory.appendingPathComponent("GeneratedStubs.swift")
        try SwiftWriter(plan: plan, access: .public).source.write(to: generated, atomically: true, encoding: .utf8)
        try ("import SceneLoader\n" + (stubs[nil] ?? []).joined(separator: "\n") + "\n").write(to: stubFile, atomically: true, encoding: .utf8)
        if let failure = try build.swiftc(["-typecheck", "-parse-as-library", "-module-name", "Generated"] + build.sceneLoaderFlags
                                          + [generated.path, stubFile.path]) {
            failures.append("the runtime code does not type-check:\n\(failure)")
        }
        return failures
    }

    static var rounds: [UInt64] {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["CODEGEN_NAME_ROUNDS"].flatMap(Int.init) ?? 1
        let seed = environment["CODEGEN_NAME_SEED"].flatMap(UInt64.init) ?? 39
        return (0..<UInt64(max(1, count))).map { seed &+ $0 }
    }

    @Test func everyNameCompilesOrIsRefusedOnEveryPlatform() throws {
        let compiler = try #require(Swiftc.locate(), "no swiftc beside the toolchain running the tests")
        for seed in Self.rounds {
            let directory = try GeneratedCodeTests.workspace("names-\(seed)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let names = try Self.names(seed: seed)
            try Self.project(names, mac: false, in: directory.appendingPathComponent("iOS"))
            try Self.project(names, mac: true, in: directory.appendingPathComponent("Mac"))
            let iOS = GeneratedSwiftBuild.Group(name: "Names\(seed)", bundle: directory.appendingPathComponent("iOS"))
            let mac = GeneratedSwiftBuild.Group(name: "MacNames\(seed)", bundle: directory.appendingPathComponent("Mac"))
            for folder in ["uikit", "appkit", "runtime"] {
                try FileManager.default.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            var failures = try GeneratedCodeTests.typecheck([iOS], platform: .uikit, compiler: compiler.path, in: directory.appendingPathComponent("uikit"))
            failures += try GeneratedCodeTests.typecheck([mac], platform: .appkit, compiler: compiler.path, in: directory.appendingPathComponent("appkit"))
            failures += Self.runsTheRuntimeCode
                ? try GeneratedCodeTests.buildAndRun([iOS], compiler: compiler.path, in: directory.appendingPathComponent("runtime"))
                : try Self.typecheckRuntime(iOS, compiler: compiler.path, in: directory.appendingPathComponent("runtime"))
            for failure in failures { Issue.record(Comment(rawValue: "seed \(seed): " + String(failure.prefix(3000)))) }
            // Every refusal is located: at a line of the file it is about.
            for platform in SwiftCodeGenerator.Platform.allCases {
                let plan = GenerationPlan(sources: try (platform == .appkit ? mac : iOS).sources(), platform: platform)
                for diagnostic in plan.diagnostics where diagnostic.code == .codegenInvalidName {
                    #expect(diagnostic.location.line > 0, "\(platform): \(diagnostic)")
                }
            }
        }
    }

    /// `café` in NFC and in NFD are two identifiers to UIKit: two accessors, two cases, two
    /// properties, each with its own literal.
    @Test func canonicallyEquivalentIdentifiersAreTwoNames() throws {
        let directory = try GeneratedCodeTests.workspace("equivalent")
        defer { try? FileManager.default.removeItem(at: directory) }
        let nfc = "caf\u{E9}", nfd = "cafe\u{301}"
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="a">
        <scenes>
        <scene sceneID="s1"><objects>
            <tableViewController storyboardIdentifier="\(nfc)" id="a" customClass="Menu" sceneMemberID="viewController">
                <tableView key="view" dataMode="prototypes" id="t"><prototypes>
                    <tableViewCell reuseIdentifier="\(nfc)" id="p1"/><tableViewCell reuseIdentifier="\(nfd)" id="p2"/>
                </prototypes></tableView>
                <connections><segue destination="b" kind="show" identifier="\(nfc)" id="g1"/><segue destination="b" kind="show" identifier="\(nfd)" id="g2"/></connections>
            </tableViewController>
        </objects></scene>
        <scene sceneID="s2"><objects><viewController storyboardIdentifier="\(nfd)" id="b" sceneMemberID="viewController"/></objects></scene>
        </scenes>
        </document>
        """
        try Data(text.utf8).write(to: directory.appendingPathComponent("Main.storyboard"))
        let plan = GenerationPlan(sources: [.bundle(try StoryboardBundle(url: directory))], platform: .uikit)
        let main = try #require(plan.storyboards.first)
        // In the order of their bytes: "e" (NFD) before "\u{E9}" (NFC).
        #expect(main.scenes.map(\.accessor) == ["cafe", "cafU00E9"])
        let menu = try #require(plan.classes.first)
        #expect(menu.segues.map(\.caseName) == ["cafe", "cafU00E9"])
        #expect(menu.segues.map { Array($0.identifier.utf8) } == [Array(nfd.utf8), Array(nfc.utf8)])
        #expect(menu.reusables.map(\.propertyName) == ["cafe", "cafU00E9"])
    }

    /// One class on scenes of several kinds is one class: one extension, one set of segues.
    @Test func oneClassOnScenesOfSeveralKindsHasOneExtension() throws {
        let directory = try GeneratedCodeTests.workspace("kinds")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.project(["Alpha", "Beta"], mac: false, in: directory)
        let code = SwiftWriter(plan: GenerationPlan(sources: [.bundle(try StoryboardBundle(url: directory))], platform: .uikit), access: .internal).source
        // Alpha is the class of a view controller and of a table view controller.
        #expect(code.components(separatedBy: "extension Alpha {").count - 1 == 1)
        #expect(code.components(separatedBy: "enum SegueIdentifier").count - 1 == 2)
    }
}
