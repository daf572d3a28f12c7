import Foundation
import SceneLoaderCore
@testable import SceneLoaderBundle
import SceneLoaderRuntime
import Testing
import TestSupport

/// A bundle's xibs: found beside its storyboards, looked up as `UINib(nibName:bundle:)` finds
/// them, loaded by the controllers whose scenes name them, and checked against what the
/// storyboards ask of them. Fixture: `Fixtures/bundles/Nibs`.
@Suite struct NibBundleTests {
    static let root = Paths.fixtures("bundles/Nibs")

    static func bundle(_ preferred: [String] = []) throws -> StoryboardBundle {
        var options = StoryboardBundle.Options()
        options.localizations = LocalizationOrder(preferredLocalizations: preferred)
        return try StoryboardBundle(url: root, options: options)
    }

    final class NibProfileViewController: ViewController {
        var nameLabel: View?
        override func setValue(_ value: Any?, forKey key: String) throws(ControllerError) {
            if key == "nameLabel" { nameLabel = value as? View } else { try super.setValue(value, forKey: key) }
        }
    }

    @Test func xibsAreDiscoveredBesideStoryboards() throws {
        let bundle = try Self.bundle()
        #expect(bundle.files.map(\.relativePath) == ["App/Base.lproj/Main.storyboard"])
        #expect(bundle.nibFiles.map(\.relativePath) == [
            "App/Base.lproj/SectionHeader.xib", "App/Cells/AttachmentCell.xib", "App/Cells/MessageCell.xib",
            "App/Profile.xib", "App/fr.lproj/SectionHeader.xib",
        ])
        #expect(bundle.nibNames == ["AttachmentCell", "MessageCell", "Profile", "SectionHeader"])
        #expect(bundle.loadAllNibs().allSatisfy { (try? $0.get()) != nil })
    }

    @Test func aNibIsFoundInItsLocalizationAsBundleFindsIt() throws {
        #expect(try Nib(nibName: "SectionHeader", bundle: Self.bundle()).url?.path.contains("Base.lproj") == true)
        let french = try Nib(nibName: "SectionHeader", bundle: Self.bundle(["fr"]))
        #expect(french.url?.path.contains("fr.lproj") == true)
        // Loaded once: the same registry every time.
        let bundle = try Self.bundle()
        #expect(try bundle.nib(named: "Profile").identity == bundle.nib(named: "Profile").identity)
    }

    @Test func aMissingNibIsUIKitsMessageWithTheNearestName() throws {
        let error = #expect(throws: StoryboardError.self) { try Nib(nibName: "MesageCell", bundle: Self.bundle()) }
        #expect(error?.code == .nibNotFound)
        #expect(error?.message.hasPrefix("Could not load NIB in bundle") == true)
        #expect(error?.message.hasSuffix("(did you mean 'MessageCell'?)") == true)
    }

    @Test func aFolderLaidOutAsResourcesFindsItsNibs() throws {
        let nib = try Nib(nibName: "Profile", bundle: Self.root.appendingPathComponent("App"))
        #expect(nib.filesOwner?.customClass == "ProfileViewController")
        let french = try Nib(nibName: "SectionHeader", bundle: Self.root.appendingPathComponent("App"),
                             localizations: LocalizationOrder(preferredLocalizations: ["fr"]))
        #expect(french.url?.path.contains("fr.lproj") == true)
        #expect(throws: StoryboardError.self) { try Nib(nibName: "Nothing", bundle: Self.root.appendingPathComponent("App")) }
    }

    @Test func aSceneThatNamesANibLoadsItsViewFromItThroughTheBundle() throws {
        ViewControllerClasses.register(NibProfileViewController.self, as: "ProfileViewController")
        let storyboard = try Self.bundle().storyboard(named: "Main")
        let profile = try #require(try storyboard.instantiateViewController(withIdentifier: "Profile") as? NibProfileViewController)
        #expect(profile.nibName == "Profile")
        #expect(profile.nameLabel == nil)
        #expect(profile.view.objectID == "pf-view")
        #expect(profile.view.accessibilityIdentifier == "profile")
        #expect(profile.nameLabel?.accessibilityIdentifier == "profile.name")
        // The scene that names a nib the bundle lacks raises when its view loads, as UIKit does.
        let settings = try storyboard.instantiateViewController(withIdentifier: "Settings")
        #expect(throws: ControllerError.self) { try settings.loadedView() }
    }

    @Test func aSceneNamingANibTheBundleLacksIsReported() throws {
        let diagnostics = try Self.bundle().diagnostics()
        #expect(diagnostics.map { "\($0.code) \($0.location.line)" } == ["reference.nib-not-found 36"])
    }

    @Test func aCellNibOfTheBundleRegistersAndDequeues() throws {
        let bundle = try Self.bundle()
        let inbox = try bundle.storyboard(named: "Main").instantiateViewController(withIdentifier: "Inbox")
        try inbox.register(Nib(nibName: "MessageCell", bundle: bundle), forCellReuseIdentifier: "MessageCell")
        let cell = try inbox.dequeueReusableCell(withIdentifier: "MessageCell")
        #expect(cell.className == "MessageCell")
        #expect((cell.outlet("subjectLabel") as? View)?.className == "UILabel")
    }

    /// In a project, a target's bundle has the xibs the target copies (a file-system synchronized
    /// folder copies its xibs), and its controllers find them; the other targets do not. The tree
    /// and JSON name each xib's targets.
    @Test func aTargetHasTheXibsItCopies() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("synced-xib-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(at: Paths.fixtures("projects/Synced"), to: root)
        try FileManager.default.copyItem(at: Paths.fixtures("xibs/table-cell.xib"), to: root.appendingPathComponent("Synced/MessageCell.xib"))
        let project = try StoryboardProject(url: root)
        let app = try project.target(named: "App")
        let widget = try project.target(named: "Widget")
        #expect(app.nibNames == ["MessageCell"])
        #expect(widget.nibNames.isEmpty)
        #expect(project.folder.nibNames == ["MessageCell"])
        #expect(project.targetNames(ofNib: try #require(project.folder.nibFile(named: "MessageCell"))) == ["App"])
        let preferences = try app.storyboard(named: "Main").instantiateViewController(withIdentifier: "Preferences")
        try preferences.register(app.nib(named: "MessageCell"), forCellReuseIdentifier: "MessageCell")
        #expect(try preferences.dequeueReusableCell(withIdentifier: "MessageCell").className == "MessageCell")
        #expect(throws: StoryboardError.self) { try widget.nib(named: "MessageCell") }
    }

    /// AppKit's named images (`NSActionTemplate`) are the system's on macOS, as SF Symbols are
    /// everywhere: no catalog has them, and none is reported; elsewhere `NS…` is a name like any.
    @Test func theSystemsImagesAreNotMissing() throws {
        func missing(_ type: String, _ runtime: String) throws -> [String] {
            let text = "<document type=\"\(type)\" targetRuntime=\"\(runtime)\" version=\"3.0\"><objects/><resources>"
                + "<image name=\"NSActionTemplate\" width=\"20\" height=\"20\"/><image name=\"star.fill\" catalog=\"system\"/>"
                + "<image name=\"logo\"/></resources></document>"
            return try Nib(bytes: Array(text.utf8)).imageDiagnostics(in: AssetCatalog(folders: [])).map(\.message)
        }
        #expect(try missing("com.apple.InterfaceBuilder3.Cocoa.XIB", "MacOSX.Cocoa").count == 1)
        #expect(try missing("com.apple.InterfaceBuilder3.CocoaTouch.XIB", "iOS.CocoaTouch").count == 2)
    }

    /// An image file of the bundle (`Images/Logo@2x.png`) answers `UIImage(named:)` for `Logo` and
    /// `Logo.png` as a catalog's image set does; a name no file or set answers is still missing.
    @Test func aBundlesImageFilesAreNotMissing() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("loose-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Images"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Assets.xcassets"), withIntermediateDirectories: true)
        try Data().write(to: root.appendingPathComponent("Images/Logo@2x.png"))
        let xib = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"><objects><view id=\"v\"/></objects><resources>"
            + "<image name=\"Logo\"/><image name=\"Logo.png\"/><image name=\"Missing.png\"/></resources></document>"
        try Data(xib.utf8).write(to: root.appendingPathComponent("Banner.xib"))
        let bundle = try StoryboardBundle(url: root)
        #expect(bundle.resourceDiagnostics().map(\.message) == ["image 'Missing.png' is in no asset catalog"])
    }
}
