import Foundation
import SceneLoaderCore
@testable import SceneLoaderProject
import Testing
import TestSupport

/// A repository read as Xcode builds it: the fixture projects' targets, their products, platforms,
/// bundle identifiers, languages and resources, and the files no target copies.
@Suite struct ProjectRepositoryTests {
    static func repository(_ name: String) throws -> ProjectRepository {
        try ProjectRepository(url: Paths.fixtures("projects/" + name))
    }

    @Test func multiTargetProject() throws {
        let repository = try ProjectRepositoryTests.repository("Multi")
        #expect(repository.hasProjects)
        #expect(repository.projects.map(\.path) == ["Multi.xcodeproj"])
        let project = try #require(repository.projects.first)
        #expect(project.objectVersion == "56")
        #expect(project.developmentRegion == "en")
        #expect(project.knownRegions == ["en", "Base", "de", "fr"])
        #expect(project.diagnostics.isEmpty)
        let targets = repository.targets
        #expect(targets.map(\.name) == ["App", "Share", "Watch", "Kit"])
        #expect(targets.map(\.productDescription) == ["application", "app extension", "watch app", "framework"])
        #expect(targets.map(\.platforms) == [["iOS"], ["iOS"], ["watchOS"], ["iOS"]])
        // Release's identifiers, with the settings they name resolved (the target's own, the project's).
        #expect(targets.map(\.bundleIdentifier) == ["com.example.App", "com.example.App.Share", "com.example.App.watchkitapp", "com.example.Kit"])
        #expect(targets[0].dependencies == ["Share", "Watch", "Kit"])
        let app = targets[0].resources.map { "\($0.kind) \($0.path) \($0.localization ?? "-")" }
        #expect(app == [
            "assetCatalog App/Assets.xcassets -",
            "storyboard App/Base.lproj/LaunchScreen.storyboard Base",
            "storyboard App/Base.lproj/Main.storyboard Base",
            "storyboard App/Base.lproj/Settings.storyboard Base",
            "strings App/de.lproj/Main.strings de",
            "strings App/fr.lproj/Main.strings fr",
        ])
        #expect(targets[1].resources.map(\.path) == ["Share/Base.lproj/Main.storyboard"])
        #expect(targets[3].resources.map(\.path) == ["Kit/KitScreens.storyboard"])
        // Every storyboard is found; two belong to no target, and each says so.
        let storyboards = repository.files.filter { $0.kind == .storyboard }.map(\.path)
        #expect(storyboards.count == 8)
        let unassigned = storyboards.filter { repository.targets(containing: $0).isEmpty }
        #expect(unassigned == ["Localizations/de.xcloc/Source Contents/App/Base.lproj/Main.storyboard", "Old/Base.lproj/Main.storyboard"])
        let notes = repository.diagnostics.filter { $0.code == .projectNoTarget }.map(\.location.file)
        #expect(notes.count == 2 && notes.allSatisfy { $0.hasSuffix("Main.storyboard") })
        // The workspace names the project, and a project outside the folder, which is not read.
        #expect(repository.workspaces.map(\.projects) == [["Multi.xcodeproj"]])
        let outside = repository.diagnostics.filter { $0.code == .projectPathOutside }
        #expect(outside.map { "\($0.severity) \($0.location.line):\($0.location.column)" } == ["note 10:7"])
    }

    /// Xcode 16's synchronized folders: every file under a target's folder, except its exceptions;
    /// an exception set for a target that does not list the folder adds those files to it.
    @Test func synchronizedFolders() throws {
        let repository = try ProjectRepositoryTests.repository("Synced")
        let targets = repository.targets
        #expect(targets.map(\.name) == ["App", "Widget"])
        #expect(targets[0].developmentRegion == "de")
        #expect(targets[0].resources.map(\.path) == ["Synced/Base.lproj/Main.storyboard", "Synced/Media.xcassets", "Synced/de.lproj/Main.strings"])
        #expect(targets[1].resources.map(\.path) == ["Synced/Extra.storyboard", "Widget/Base.lproj/Main.storyboard"])
        #expect(repository.diagnostics.isEmpty)
    }

    /// A bundle identifier that names itself is the identifier of the level below: a configuration
    /// file's `$(PRODUCT_BUNDLE_IDENTIFIER)` the project's; a target's `….share` over a
    /// configuration file that gives the identifier again over the one it includes.
    @Test func selfReferencingBundleIdentifiers() throws {
        let repository = try ProjectRepositoryTests.repository("SelfReference")
        #expect(repository.targets.map(\.name) == ["App", "Share"])
        #expect(repository.targets.map(\.bundleIdentifier) == ["com.example.app", "com.example.team.ext.share"])
    }

    /// A localized file of a synchronized folder is named in an exception set as its variant group,
    /// `/Localized/PATH/NAME` or `/Localized: PATH/NAME`: every `PATH/X.lproj/NAME` (and the strings
    /// tables of an Interface Builder file's group) moves with it, out of a target listing the
    /// folder and into a target that does not.
    @Test func synchronizedFolderLocalizedExceptions() throws {
        let repository = try ProjectRepositoryTests.repository("SyncedLocalized")
        let targets = repository.targets
        #expect(targets.map(\.name) == ["App", "Share"])
        #expect(targets[0].resources.map(\.path) == ["Mac/About/Base.lproj/AboutView.xib"])
        #expect(targets[1].resources.map(\.path) == [
            "Mac/Share/Base.lproj/ShareViewController.xib", "Mac/Share/de.lproj/ShareViewController.strings",
            "Mac/Sheet/Base.lproj/Sheet.storyboard",
        ])
        #expect(repository.diagnostics.isEmpty)
    }

    /// The variant group of a file as a localized exception names it, and what such an exception is.
    @Test func localizedExceptionPaths() {
        typealias Membership = XcodeProjectReader.SynchronizedMembership
        #expect(Membership.variantPath(of: "Share/Base.lproj/A.xib") == "Share/A.xib")
        #expect(Membership.variantPath(of: "de.lproj/A.strings") == "A.strings")
        #expect(Membership.variantPath(of: "Share/A.xib") == nil)
        #expect(Membership.localizedPath("/Localized/Share/A.xib") == "Share/A.xib")
        #expect(Membership.localizedPath("/Localized: Share/A.xib") == "Share/A.xib")
        #expect(Membership.localizedPath("Localized/Share/A.xib") == nil)
        #expect(Membership.isVariant("Share/A.strings", of: "Share/A.storyboard"))
        #expect(!Membership.isVariant("Share/B.strings", of: "Share/A.storyboard"))
        #expect(!Membership.isVariant("Share/A.png", of: "Share/A.xib"))
    }

    /// Without a project, a folder has no targets, and reading it is not a project.
    @Test func folderWithoutProject() throws {
        let repository = try ProjectRepository(url: Paths.fixtures("bundles/Demo"))
        #expect(!repository.hasProjects)
        #expect(repository.targets.isEmpty)
        #expect(repository.diagnostics.isEmpty)
        #expect(repository.files.filter { $0.kind == .storyboard }.count == 6)
        #expect(repository.compiledStoryboards == ["App/Base.lproj/Legacy.storyboardc"])
    }

    /// A Swift package by SwiftPM's conventions (the manifest is not run): each folder of `Sources/`
    /// with a resource is a target, every resource under it that target's.
    @Test func swiftPackageTargetsByConvention() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let storyboard = try Data(contentsOf: Paths.fixtures("projects/Multi/Kit/KitScreens.storyboard"))
        for folder in ["Sources/Kit/Resources/Base.lproj", "Sources/Kit/Resources/de.lproj", "Sources/Core", "Examples"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data("// swift-tools-version:5.9\nlet package = Package(name: \"Kit\", defaultLocalization: \"de\", targets: [])\n".utf8)
            .write(to: root.appendingPathComponent("Package.swift"))
        try storyboard.write(to: root.appendingPathComponent("Sources/Kit/Resources/Base.lproj/Login.storyboard"))
        try Data("\"login.title\" = \"Anmelden\";\n".utf8).write(to: root.appendingPathComponent("Sources/Kit/Resources/de.lproj/Login.strings"))
        try Data("struct Core {}\n".utf8).write(to: root.appendingPathComponent("Sources/Core/Core.swift"))
        try storyboard.write(to: root.appendingPathComponent("Examples/Demo.storyboard"))
        let repository = try ProjectRepository(url: root)
        #expect(repository.hasProjects)
        #expect(repository.packages == ["Package.swift"])
        let target = try #require(repository.targets.first)
        #expect(repository.targets.count == 1)
        #expect((target.name, target.origin, target.project, target.developmentRegion, target.knownRegions) == ("Kit", .swiftPackage, "Package.swift", "de", ["Base", "de"]))
        #expect(target.productDescription == "package target")
        #expect(target.resources.map(\.path) == ["Sources/Kit/Resources/Base.lproj/Login.storyboard", "Sources/Kit/Resources/de.lproj/Login.strings"])
        #expect(repository.targets(containing: "Examples/Demo.storyboard").isEmpty)
        #expect(repository.diagnostics.map(\.code) == [.projectNoTarget])
    }

    /// A project naming thousands of missing files lists a thousand problems and counts the rest.
    @Test func problemsOfOneProjectAreBounded() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        let count = 5000
        var objects = ""
        for index in 0..<count {
            objects += "F\(index) = {isa = PBXFileReference; path = \"f\(index).storyboard\"; sourceTree = \"<group>\"; };\nB\(index) = {isa = PBXBuildFile; fileRef = F\(index); };\n"
        }
        let files = (0..<count).map { "B\($0)" }.joined(separator: ", ")
        let text = "{ rootObject = P; objects = {\nP = {isa = PBXProject; mainGroup = G; targets = (T); };\nG = {isa = PBXGroup; children = (); sourceTree = \"<group>\"; };\nT = {isa = PBXNativeTarget; name = App; buildPhases = (R); };\nR = {isa = PBXResourcesBuildPhase; files = (\(files)); };\n\(objects)}; }\n"
        try Data(text.utf8).write(to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        let repository = try ProjectRepository(url: root)
        let diagnostics = try #require(repository.projects.first).diagnostics
        #expect(diagnostics.count == 1001)
        #expect(diagnostics.prefix(1000).allSatisfy { $0.code == .projectMissingFile })
        #expect(diagnostics.last?.severity == .note)
        #expect(diagnostics.last?.message.hasPrefix("4000 more problems") == true)
    }

    @Test func targetNamesAreUniqueAcrossProjects() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("two-projects-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let source = Paths.fixtures("projects/Synced/Synced.xcodeproj/project.pbxproj")
        for name in ["One", "Two"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("\(name).xcodeproj"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: root.appendingPathComponent("\(name).xcodeproj/project.pbxproj"))
        }
        let repository = try ProjectRepository(url: root)
        #expect(repository.targetNames == ["One/App", "One/Widget", "Two/App", "Two/Widget"])
        #expect(repository.targetIndices(named: "Two/App") == [2])
        #expect(repository.targetIndices(named: "App") == [0, 2])
    }
}
