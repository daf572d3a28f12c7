import Foundation
@testable import SceneLoaderCore
@testable import SceneLoaderBundle
@testable import SceneLoaderRuntime
import Testing
import TestSupport

/// Projects of many storyboards: discovery, localized lookup as `Bundle` does it, references
/// followed as UIKit follows them, and the cross-file diagnostics. Fixtures: `Fixtures/bundles/`.
@Suite struct BundleTests {
    static let demo = Paths.fixtures("bundles/Demo")
    static let kitURL = Paths.fixtures("bundles/DemoKit")
    static let broken = Paths.fixtures("bundles/Broken")

    static func demoBundle(localizations: LocalizationOrder = LocalizationOrder()) throws -> StoryboardBundle {
        let kit = try StoryboardBundle(url: kitURL, identifier: "com.example.Kit")
        var options = StoryboardBundle.Options()
        options.localizations = localizations
        return try StoryboardBundle(url: demo, identifier: "com.example.Demo", searchPath: [kit], options: options)
    }

    // MARK: Discovery

    @Test func discoversEveryStoryboardSortedSkippingBuildProducts() throws {
        let bundle = try Self.demoBundle()
        #expect(bundle.files.map(\.relativePath) == [
            "App/Base.lproj/Help.storyboard", "App/Base.lproj/Main.storyboard", "App/Base.lproj/Profile.storyboard",
            "App/Base.lproj/Settings.storyboard", "App/de.lproj/Settings.storyboard", "App/fr.lproj/Settings.storyboard",
        ])
        #expect(bundle.names == ["Help", "Main", "Profile", "Settings"])
        #expect(bundle.variants(named: "Settings").map(\.localization) == ["Base", "de", "fr"])
        // The compiled storyboard is passed over, with a note.
        #expect(bundle.discoveryDiagnostics.map(\.code) == [.compiledStoryboard])
    }

    @Test func discoveryNeverFollowsLinksOutOfTheTree() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(at: Self.demo.appendingPathComponent("App/Base.lproj/Help.storyboard"),
                                         to: root.appendingPathComponent("Base.lproj/Help.storyboard"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("everything").path, withDestinationPath: "/")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Base.lproj/Main.storyboard").path,
                                                   withDestinationPath: Self.demo.appendingPathComponent("App/Base.lproj/Main.storyboard").path)
        let bundle = try StoryboardBundle(url: root)
        #expect(bundle.files.map(\.relativePath) == ["Base.lproj/Help.storyboard"])
    }

    @Test func discoveryIsBoundedInEntriesAndDepth() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-deep-\(UUID().uuidString)")
        var deep = root
        for level in 0..<40 { deep = deep.appendingPathComponent("d\(level)") }
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = try StoryboardBundle(url: root)
        #expect(bundle.discoveryDiagnostics.map(\.code) == [.bundleTooLarge])
        var options = StoryboardBundle.Options()
        options.maxEntries = 10
        let small = try StoryboardBundle(url: root, options: options)
        #expect(small.discoveryDiagnostics.map(\.code) == [.bundleTooLarge])
        // The storyboards read are bounded too: each stays loaded while the bundle is used.
        for index in 0..<5 { try Data().write(to: root.appendingPathComponent("S\(index).storyboard")) }
        var few = StoryboardBundle.Options()
        few.maxFiles = 3
        let capped = try StoryboardBundle(url: root, options: few)
        #expect(capped.files.count == 3)
        #expect(capped.discoveryDiagnostics.contains { $0.code == .bundleTooLarge && $0.message.contains("more than 3 storyboards") })
    }

    // MARK: Loading as Bundle finds resources

    @Test func localizedLookupFollowsTheBundleOrder() throws {
        #expect(try Self.demoBundle().file(named: "Settings")?.relativePath == "App/Base.lproj/Settings.storyboard")
        let french = try Self.demoBundle(localizations: LocalizationOrder(preferredLocalizations: ["fr-CA", "en"]))
        #expect(french.file(named: "Settings")?.relativePath == "App/fr.lproj/Settings.storyboard")
        let german = try Self.demoBundle(localizations: LocalizationOrder(preferredLocalizations: ["de_AT"]))
        #expect(german.file(named: "Settings")?.relativePath == "App/de.lproj/Settings.storyboard")
        #expect(LocalizationOrder().searchOrder == [nil, "en", "Base"])
        #expect(LocalizationOrder(preferredLocalizations: ["pt-BR"]).searchOrder == [nil, "pt-BR", "pt_BR", "pt", "Base", "en"])
    }

    @Test func storyboardNameBundleFindsTheLocalizedFolder() throws {
        let app = Self.demo.appendingPathComponent("App")
        let base = try Storyboard(name: "Settings", bundle: app)
        #expect(base.url?.path.hasSuffix("App/Base.lproj/Settings.storyboard") == true)
        let french = try Storyboard(name: "Settings", bundle: app, localizations: LocalizationOrder(preferredLocalizations: ["fr"]))
        #expect(french.url?.path.hasSuffix("App/fr.lproj/Settings.storyboard") == true)
        let error = #expect(throws: StoryboardError.self) { try Storyboard(name: "Setings", bundle: app) }
        #expect(error?.code == .storyboardNotFound)
        #expect(error?.message.hasSuffix("(did you mean 'Settings'?)") == true)
        let compiled = #expect(throws: StoryboardError.self) { try Storyboard(name: "Legacy", bundle: app) }
        #expect(compiled?.code == .compiledStoryboard)
    }

    @Test(arguments: [2, 4, 64])
    func eachFileLoadsOnceOnAllCores(jobs: Int) throws {
        let bundle = try Self.demoBundle()
        let results = bundle.loadAll(jobs: jobs)
        #expect(results.count == bundle.files.count)
        // In the order of the files, and each the registry the bundle keeps for its file: loaded once.
        for (index, file) in bundle.files.enumerated() {
            guard case .success(let loaded) = results[index] else { continue }
            #expect(loaded.url == file.url)
            #expect(loaded.identity == (try bundle.storyboard(in: file)).identity)
        }
        #expect(results.contains { (try? $0.get()) != nil })
    }

    // MARK: References resolved as UIKit resolves them

    @Test func everyFormOfReferenceInstantiatesTheReferencedController() throws {
        let main = try Self.demoBundle().storyboard(named: "Main")
        let tabs = try #require(try main.instantiateInitialViewController() as? TabBarController)
        let children = tabs.viewControllers ?? []
        // Tab 1: a relationship to a reference to another storyboard's initial controller.
        #expect(children.map(\.className) == ["UINavigationController", "ProfileViewController", "DetailViewController", "LoginViewController"])
        // The tab bar item comes from the referenced scene.
        #expect(tabs.tabBar.items?.map(\.title) == ["Home", "Me", "Detail", "Account"])
        // The referenced controller belongs to its own storyboard.
        #expect(children[1].storyboard?.name == "Profile")
        // A reference into the same storyboard, and one into a framework bundle by identifier.
        #expect(children[2].storyboardIdentifier == "Detail")
        #expect(children[3].storyboard?.name == "KitScreens")
    }

    @Test func aReferenceWithItsOwnStoryboardIDInstantiatesTheTarget() throws {
        let main = try Self.demoBundle().storyboard(named: "Main")
        #expect(main.identifiers.contains("HelpEntry"))
        let help = try main.instantiateViewController(withIdentifier: "HelpEntry")
        #expect(help.className == "HelpViewController")
        #expect(help.storyboard?.name == "Help")
    }

    @Test func aReferenceByIdentifierIntoAnotherStoryboard() throws {
        let main = try Self.demoBundle().storyboard(named: "Main")
        let reference = try #require(main.scene(withID: "ref-settings"))
        let bundle = try Self.demoBundle()
        let file = try #require(bundle.file(named: "Main"))
        let target = try #require(bundle.target(of: reference, in: file))
        #expect(target.file.relativePath == "App/Base.lproj/Settings.storyboard")
        #expect(target.sceneID == "preferences")
        let preferences = try main.instantiateViewController(withID: "ref-settings")
        #expect(preferences.className == "PreferencesViewController")
    }

    @Test func aStoryboardLoadedAloneKeepsOtherStoryboardsAsPlaceholders() throws {
        let main = try Storyboard(contentsOf: Self.demo.appendingPathComponent("App/Base.lproj/Main.storyboard"))
        let tabs = try #require(try main.instantiateInitialViewController() as? TabBarController)
        let kinds = (tabs.viewControllers ?? []).map(\.kind)
        #expect(kinds == [.navigationController, .placeholder, .viewController, .placeholder])
    }

    @Test func brokenReferencesFailAtInstantiationWithTheirCode() throws {
        let main = try StoryboardBundle(url: Self.broken).storyboard(named: "Main")
        for (id, code) in [("ref-misspelt", DiagnosticCode.referencedStoryboardNotFound), ("ref-identifier", .referencedIdentifierNotFound),
                           ("ref-no-initial", .referencedInitialNotFound), ("ref-bundle", .unknownBundle), ("ref-loop", .referenceCycle)] {
            let error = #expect(throws: StoryboardError.self) { try main.instantiateViewController(withID: id) }
            #expect(error?.code == code, "\(id)")
            #expect(error?.location.file.hasSuffix("Main.storyboard") == true, "\(id): \(error?.location.file ?? "")")
        }
    }

    /// A container whose children are references to the next container doubles at every level:
    /// bounded, and fast to refuse.
    @Test func referencesThatBranchAreBounded() throws {
        var scenes = ""
        for level in 0..<40 {
            scenes += """
            <tabBarController storyboardIdentifier="L\(level)" id="t\(level)">
            <connections><segue kind="relationship" relationship="viewControllers" destination="a\(level)"/><segue kind="relationship" relationship="viewControllers" destination="b\(level)"/></connections>
            </tabBarController>
            <viewControllerPlaceholder referencedIdentifier="L\(level + 1)" id="a\(level)"/>
            <viewControllerPlaceholder referencedIdentifier="L\(level + 1)" id="b\(level)"/>

            """
        }
        scenes += "<viewController storyboardIdentifier=\"L40\" id=\"leaf\"/>"
        let xml = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">\(scenes)</document>"
        let storyboard = try Storyboard(bytes: Array(xml.utf8), name: "branching")
        let error = #expect(throws: StoryboardError.self) { try storyboard.instantiateViewController(withIdentifier: "L0") }
        #expect(error?.code == .instantiationTooLarge)
    }

    // MARK: Cross-file diagnostics

    @Test func crossFileDiagnosticsAreLocatedAtTheReference() throws {
        let diagnostics = try StoryboardBundle(url: Self.broken).diagnostics()
        let found = diagnostics.map { "\($0.location.file.split(separator: "/").suffix(2).joined(separator: "/")):\($0.location.line) \($0.severity.rawValue) \($0.code)" }
        #expect(found == [
            "Base.lproj/Loop.storyboard:15 error reference.cycle",
            "Base.lproj/Main.storyboard:28 error reference.storyboard-not-found",
            "Base.lproj/Main.storyboard:33 error reference.identifier-not-found",
            "Base.lproj/Main.storyboard:38 error reference.no-initial",
            "Base.lproj/Main.storyboard:43 warning reference.unknown-bundle",
        ])
        let misspelt = diagnostics.first { $0.code == .referencedStoryboardNotFound }
        #expect(misspelt?.message.hasSuffix("(did you mean 'Settings'?)") == true)
        let identifier = diagnostics.first { $0.code == .referencedIdentifierNotFound }
        #expect(identifier?.message.hasSuffix("(did you mean 'Preferences'?)") == true)
    }

    @Test func localizedVariantsMustAgreeWithTheBase() throws {
        let diagnostics = try Self.demoBundle().diagnostics().filter { $0.code.rawValue.hasPrefix("localization.") }
        let found = diagnostics.map { "\($0.location.file.split(separator: "/").suffix(2).joined(separator: "/")):\($0.location.line) \($0.code)" }
        #expect(found == [
            "fr.lproj/Settings.storyboard:2 localization.identifiers-differ",
            "fr.lproj/Settings.storyboard:2 localization.segue-identifiers-differ",
            "fr.lproj/Settings.storyboard:15 localization.initial-differs",
            "fr.lproj/Settings.storyboard:17 localization.segue-identifiers-differ",
            "fr.lproj/Settings.storyboard:24 localization.identifiers-differ",
        ])
        #expect(diagnostics.allSatisfy { $0.message.contains("App/Base.lproj/Settings.storyboard") })
    }

    @Test func theDemoAppHasNoOtherCrossFileProblems() throws {
        let codes = try Self.demoBundle().diagnostics().map(\.code).filter { !$0.rawValue.hasPrefix("localization.") }
        #expect(codes == [.compiledStoryboard])
    }
}

extension BundleTests {
    /// Image checks look in every asset catalog of the bundle, not only one beside the file.
    @Test func imagesAreCheckedAgainstEveryCatalogOfTheBundle() throws {
        let bundle = try Self.demoBundle()
        #expect(bundle.assetCatalogFolders.map(\.lastPathComponent) == ["Assets.xcassets"])
        let diagnostics = bundle.resourceDiagnostics()
        #expect(diagnostics.map { "\($0.location.file.split(separator: "/").last ?? ""):\($0.location.line) \($0.code)" }
                == ["Main.storyboard:70 image.not-found"])
        #expect(diagnostics.first?.message.hasSuffix("(did you mean 'star'?)") == true)
    }
}
