import Foundation
import SceneLoaderCore
import SceneLoaderBundle
import SceneLoaderCodeGen
import Testing
import TestSupport

/// The generated file never imports the module it is compiled into, and says plainly when the
/// documents given are all for another platform.
@Suite struct ModuleAndPlatformTests {
    static func imports(_ source: String) -> [String] {
        source.split(separator: "\n").filter { $0.hasPrefix("import ") }.map { String($0.dropFirst("import ".count)) }
    }

    @Test func aTargetsOwnModuleIsNotImported() throws {
        // The target's PRODUCT_NAME "Corner Shop" makes the module Corner_Shop.
        let project = try StoryboardProject(url: Paths.fixtures("codegen/module"))
        let target = try project.target(named: "Shop")
        #expect(target.projectTarget?.productModuleName == "Corner_Shop")
        let output = SwiftCodeGenerator().generate([.bundle(target)])
        #expect(Self.imports(output.source) == ["PaymentKit", "UIKit"])
        // The class is still named as the storyboard names it.
        #expect(output.source.contains("Corner_Shop.HomeViewController"))
    }

    @Test func theModuleNamedIsNotImported() throws {
        let storyboard = try Storyboard(contentsOf: Paths.fixtures("codegen/module/Base.lproj").appendingPathComponent("Main.storyboard"))
        #expect(Self.imports(SwiftCodeGenerator().generate([.storyboard(storyboard)]).source) == ["Corner_Shop", "PaymentKit", "UIKit"])
        #expect(Self.imports(SwiftCodeGenerator(moduleName: "PaymentKit").generate([.storyboard(storyboard)]).source) == ["Corner_Shop", "UIKit"])
    }

    @Test func onlyOtherPlatformsDocumentsIsAWarning() throws {
        let folder = Paths.fixtures("codegen/other-platform")
        let storyboard = try Storyboard(contentsOf: folder.appendingPathComponent("Preferences.storyboard"))
        let nib = try Nib(contentsOf: folder.appendingPathComponent("About.xib"))
        let output = SwiftCodeGenerator().generate([.storyboard(storyboard), .nib(nib)])
        let findings = output.diagnostics.map { "\($0.location.file.split(separator: "/").last ?? "") \($0.location.line) \($0.severity) \($0.code)" }
        #expect(findings.sorted() == [
            "About.xib 2 note codegen.skipped", "Preferences.storyboard 2 warning codegen.skipped",
            "Preferences.storyboard 6 note codegen.skipped",
        ])
        // With the documents' platform, the storyboard is generated and there is no warning.
        let appKit = SwiftCodeGenerator(platform: .appkit).generate([.storyboard(storyboard)])
        #expect(!appKit.diagnostics.contains { $0.severity == .warning })
        #expect(appKit.source.contains("PreferencesViewController"))
    }
}
