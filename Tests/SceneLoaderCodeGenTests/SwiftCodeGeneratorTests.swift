import Foundation
@testable import SceneLoaderCore
@testable import SceneLoaderRuntime
@testable import SceneLoaderBundle
@testable import SceneLoaderCodeGen
import Testing
import TestSupport

/// What `generate swift` decides: names that are Swift and distinct, literals that keep every
/// value, classes through references, output that is the same on every run and written only when
/// it changes. (That the code compiles and runs: ``GeneratedCodeTests``.)
@Suite struct SwiftCodeGeneratorTests {
    @Test func namesAreValidDistinctAndStable() {
        #expect(SwiftName.lowerCamel("show detail", fallback: "x") == "showDetail")
        #expect(SwiftName.lowerCamel("1st screen", fallback: "x") == "_1stScreen")
        #expect(SwiftName.lowerCamel("!!!", fallback: "scene") == "scene")
        #expect(SwiftName.lowerCamel("Café", fallback: "x") == "cafU00E9")
        #expect(SwiftName.upperCamel("my names", fallback: "x") == "MyNames")
        var scope = SwiftNameScope(avoiding: ["HomeViewController", "storyboard"])
        #expect(scope.claim("class") == "class2")
        #expect(scope.claim("storyboard") == "storyboard2")
        #expect(scope.claim("showDetail") == "showDetail")
        #expect(scope.claim("showDetail") == "showDetail2")
        #expect(scope.claim("rawValue") == "rawValue2")
        #expect(!SwiftName.isPlainIdentifier("Bad Class"))
        #expect(!SwiftName.isPlainIdentifier("self"))
        #expect(SwiftName.isPlainIdentifier("Watch_Extension"))
    }

    @Test func manyIdentifiersThatMakeOneNameCostLinearTime() {
        // 50,000 identifiers such as "!", "!!", "!!!"… all make "scene": numbered in one step each.
        var scope = SwiftNameScope(avoiding: [])
        let started = ContinuousClock.now
        let names = (0..<50_000).map { _ in scope.claim("scene") }
        #expect(Set(names).count == 50_000)
        #expect(names.last == "scene50000")
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    @Test func literalsKeepEveryValueInASCII() {
        #expect(SwiftText.literal("quote \" \\ end") == #""quote \" \\ end""#)
        #expect(SwiftText.literal("a\nb\u{202E}") == #""a\nb\u{202E}""#)
        #expect(SwiftText.literal("Café").allSatisfy { $0.isASCII })
    }

    static func names() throws -> StoryboardBundle { try StoryboardBundle(url: Paths.fixtures("codegen/names")) }

    @Test func referencesAreTypedAsTheReferencedClassAndSeguesByDestination() throws {
        let plan = GenerationPlan(sources: [.bundle(try Self.names())], platform: .sceneloader)
        let names = try #require(plan.storyboards.first { $0.name == "My Names" })
        #expect(names.scenes.first { $0.identifier == "Other" }?.generatedClass.swift == "TargetViewController")
        #expect(names.initial?.swift == "StoryboardScene")
        #expect(plan.namespace == "StoryboardScene_")
        let home = try #require(plan.classes.first { $0.generatedClass.name == "HomeViewController" })
        #expect(home.segues.map(\.identifier) == ["1st screen", "HomeViewController", "default", "quote \" \\ end", "rawValue", "show detail", "show-detail"])
        #expect(Set(home.segues.map(\.caseName)).count == home.segues.count)
        #expect(home.segues.first { $0.identifier == "rawValue" }?.caseName == "rawValue2")
        #expect(home.segues.first { $0.identifier == "show-detail" }?.destination.swift == "SpacedViewController")
        // Not Swift: the platform's class, and a warning at the scene.
        #expect(names.scenes.first { $0.identifier == "1st screen" }?.generatedClass.swift == "SceneLoader.ViewController")
        #expect(plan.diagnostics.map(\.code) == [.codegenInvalidName, .codegenInvalidName])
        #expect(plan.diagnostics.map(\.location.line) == [31, 36])
    }

    @Test func aModuleWithAClassOfItsOwnNameIsImportedNotUsedToQualify() throws {
        // Xcode writes customModule for a framework's class; `Kit.Kit` would look inside the class.
        let bytes = Array("""
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <scenes><scene sceneID="s"><objects>
        <tabBarController storyboardIdentifier="Tabs" id="t" customClass="Kit" customModule="Kit" sceneMemberID="viewController"/>
        <viewController storyboardIdentifier="ViewController" id="v" customClass="ViewController" customModule="App" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        """.utf8)
        let storyboard = try Storyboard(bytes: bytes, name: "Kit")
        let source = SwiftCodeGenerator(platform: .sceneloader).generate([.storyboard(storyboard)]).source
        #expect(source.contains("import Kit\n"))
        #expect(source.contains("-> Kit {"))
        #expect(source.contains("App.ViewController.self, as: \"App.ViewController\""))
        #expect(source.contains("Kit.self, as: \"Kit.Kit\""))
        // The storyboard's own enum may not take the module's or the class's name.
        #expect(source.contains("enum Kit2 {"))
    }

    @Test func storyboardsForAnotherPlatformAndScenesThatDoNotInstantiateAreLeftOutWithANote() throws {
        let macos = try Storyboard(contentsOf: Paths.fixtures("storyboards/macos.storyboard"))
        let cycles = try Storyboard(contentsOf: Paths.fixtures("storyboards/diag-cycles.storyboard"))
        let output = SwiftCodeGenerator(platform: .uikit).generate([.storyboard(macos), .storyboard(cycles)])
        #expect(!output.source.contains("enum Macos"))
        #expect(output.diagnostics.allSatisfy { $0.code == .codegenSkipped && $0.severity == .note })
        #expect(output.diagnostics.contains { $0.message.contains("'macos'") })
        #expect(output.diagnostics.contains { $0.message.contains("'A'") })
    }

    @Test func theSameStoryboardsGiveTheSameBytes() throws {
        let first = SwiftCodeGenerator(platform: .sceneloader).generate([.bundle(try Self.names())]).source
        let second = SwiftCodeGenerator(platform: .sceneloader).generate([.bundle(try Self.names())]).source
        #expect(first == second)
        #expect(first.allSatisfy { $0.isASCII })
    }

    @Test func theOutputFileIsRewrittenOnlyWhenItChanges() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("codegen-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("Scenes.swift")
        let arguments = ["generate", "swift", "Fixtures/storyboards/xcode-ios.storyboard", "--output", output.path]
        #expect(try CLI.run(arguments).status == 0)
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output.path)
        #expect(try CLI.run(arguments).status == 0)
        let unchanged = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        #expect(unchanged == past)
        #expect(try CLI.run(arguments + ["--access", "public"]).status == 0)
        let changed = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        #expect(changed != past)
        #expect(try String(contentsOf: output, encoding: .utf8).contains("public static func list("))
    }
}
