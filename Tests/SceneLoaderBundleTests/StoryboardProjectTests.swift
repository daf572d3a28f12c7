import Foundation
@testable import SceneLoaderCore
@testable import SceneLoaderBundle
@testable import SceneLoaderRuntime
import Testing
import TestSupport

/// A repository read as Xcode builds it: a bundle per target, lookups by target, references
/// resolved in the target's bundle and in the frameworks of the repository by identifier, files in
/// no target checked on their own, and no file ever dropped. Fixtures: `Fixtures/projects/`.
@Suite struct StoryboardProjectTests {
    static let multi = Paths.fixtures("projects/Multi")

    static func located(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.severity) \($0.code) \(($0.location.file as NSString).lastPathComponent):\($0.location.line)" }
    }

    @Test func aBundlePerTarget() throws {
        let project = try StoryboardProject(url: Self.multi)
        #expect(project.hasProjects)
        #expect(project.targets.map { $0.projectTarget?.name } == ["App", "Share", "Watch", "Kit"])
        #expect(project.targets.map(\.identifier) == ["com.example.App", "com.example.App.Share", "com.example.App.watchkitapp", "com.example.Kit"])
        #expect(project.targets[0].files.map(\.relativePath) == [
            "App/Base.lproj/LaunchScreen.storyboard", "App/Base.lproj/Main.storyboard", "App/Base.lproj/Settings.storyboard",
        ])
        #expect(project.targets[0].assetCatalogFolders.map(\.lastPathComponent) == ["Assets.xcassets"])
        #expect(project.targets[1].files.map(\.relativePath) == ["Share/Base.lproj/Main.storyboard"])
        // Every storyboard of the folder is a file of the project, in a target or in none.
        #expect(project.files.count == 8)
        #expect(project.unassignedFiles.map(\.relativePath) == [
            "Localizations/de.xcloc/Source Contents/App/Base.lproj/Main.storyboard", "Old/Base.lproj/Main.storyboard",
        ])
        let share = try #require(project.files.first { $0.relativePath == "Share/Base.lproj/Main.storyboard" })
        #expect(project.targetNames(of: share) == ["Share"])
        #expect(project.bundle(for: share) === project.targets[1])
        let old = try #require(project.unassignedFiles.last)
        #expect(project.targetNames(of: old).isEmpty)
        #expect(project.bundle(for: old) === project.folder)
    }

    /// Two storyboards of one name in two targets are two storyboards: each target loads its own,
    /// and asking without a target is an error that names both.
    @Test func oneNameInTwoTargets() throws {
        let project = try StoryboardProject(url: Self.multi)
        #expect(try project.storyboard(named: "Main", target: "App").initialScene?.id == "tabs")
        #expect(try project.storyboard(named: "Main", target: "Share").initialScene?.id == "compose")
        #expect(try project.target(named: "Share").storyboard(named: "Main").initialScene?.id == "compose")
        do {
            _ = try project.storyboard(named: "Main")
            Issue.record("an ambiguous name loaded")
        } catch {
            #expect(error.code == .projectAmbiguousStoryboard)
            #expect(error.message.contains("'App'") && error.message.contains("'Share'"))
        }
        // A name only one target has needs no target.
        #expect(try project.storyboard(named: "KitScreens").initialScene == nil)
        #expect(try project.storyboard(named: "Interface").initialScene?.id == "glance")
        // No storyboard of the repository's is a duplicate, and the export's copy is never loaded by name.
        #expect(!project.diagnostics().contains { $0.code == .duplicateStoryboard })
        #expect(project.folder.file(named: "Main")?.relativePath == "App/Base.lproj/Main.storyboard")
    }

    @Test func unknownTargetsSuggestTheNearest() throws {
        let project = try StoryboardProject(url: Self.multi)
        do {
            _ = try project.target(named: "Shar")
            Issue.record("an unknown target was found")
        } catch {
            #expect(error.code == .projectUnknownTarget)
            #expect(error.message.contains("did you mean 'Share'?"))
        }
    }

    /// References resolve in the target's bundle, and into a framework of the repository by its
    /// bundle identifier, as UIKit resolves them in the app that embeds it.
    @Test func referencesResolvePerTargetAndIntoFrameworks() throws {
        let project = try StoryboardProject(url: Self.multi)
        let main = try project.storyboard(named: "Main", target: "App")
        let tabs = try #require(try main.instantiateInitialViewController() as? TabBarController)
        let kit = try #require(tabs.viewControllers?[1])
        #expect(kit.storyboard?.name == "KitScreens")
        #expect(kit.storyboardIdentifier == "Login")
        let app = project.targets[0]
        let file = try #require(app.file(named: "Main"))
        let placeholder = try #require(main.scenes.first { $0.id == "ref-kit" })
        #expect(app.target(of: placeholder, in: file)?.file.relativePath == "Kit/KitScreens.storyboard")
        #expect(app.target(of: placeholder, in: file)?.bundleIdentifier == "com.example.Kit")
    }

    /// What reading the repository reports: the files in no target (checked, with their own
    /// findings), the workspace's project outside the folder; nothing about the targets' files.
    @Test func diagnosticsOfTheRepository() throws {
        let project = try StoryboardProject(url: Self.multi)
        #expect(Self.located(project.diagnostics()) == [
            "note project.no-target Main.storyboard:0",
            "note project.path-outside contents.xcworkspacedata:10",
            "note project.no-target Main.storyboard:0",
        ])
        // The stale file in no target is checked on its own: against every catalog of the folder.
        #expect(Self.located(project.imageDiagnostics()) == ["warning image.not-found Main.storyboard:7"])
        #expect(project.imageDiagnostics().first?.location.file.hasSuffix("Old/Base.lproj/Main.storyboard") == true)
    }

    /// Without a project, a folder is one bundle, and two files of one name in different folders
    /// are both read: a reference loads the one of its own folder, a lookup by name the first by
    /// path outside a localization export, and each second file is a note.
    @Test func aFolderKeepsEveryFile() throws {
        let twins = try StoryboardBundle(url: Paths.fixtures("bundles/Twins"))
        #expect(twins.files.map(\.relativePath) == [
            "App/Base.lproj/Main.storyboard", "App/Base.lproj/Settings.storyboard", "Example/Base.lproj/Main.storyboard",
            "Example/Base.lproj/Settings.storyboard", "Localizations/App.xcloc/Source Contents/App/Base.lproj/Main.storyboard",
        ])
        #expect(twins.file(named: "Main")?.relativePath == "App/Base.lproj/Main.storyboard")
        let example = try #require(twins.files.first { $0.relativePath == "Example/Base.lproj/Main.storyboard" })
        #expect(twins.file(named: "Settings", near: example)?.relativePath == "Example/Base.lproj/Settings.storyboard")
        let navigation = try #require(try twins.storyboard(in: example).instantiateInitialViewController() as? NavigationController)
        #expect(navigation.viewControllers.first?.title == "Example Settings")
        #expect(Self.located(twins.discoveryDiagnostics) == [
            "note bundle.duplicate-storyboard Main.storyboard:0", "note bundle.duplicate-storyboard Main.storyboard:0",
            "note bundle.duplicate-storyboard Settings.storyboard:0",
        ])
        #expect(twins.diagnostics().allSatisfy { $0.severity == .note })
        // The folder read as a project: no targets, the same files.
        let project = try StoryboardProject(url: Paths.fixtures("bundles/Twins"))
        #expect(!project.hasProjects)
        #expect(project.files == twins.files)
    }

    /// A problem that several targets share (a storyboard both copy) is reported once: the same
    /// message, or the same finding in words that name each target (another target's message
    /// becomes a note). Different findings at one place stay apart, each with its severity.
    @Test func sharedProblemsAreReportedOnce() {
        let location = SourceLocation(file: "App/Base.lproj/Main.storyboard", line: 9, column: 5)
        var merge = DiagnosticMerge()
        merge.add([Diagnostic(severity: .error, code: .referencedStoryboardNotFound, message: "… which target 'App' does not have", location: location)])
        merge.add([Diagnostic(severity: .error, code: .referencedStoryboardNotFound, message: "… which target 'App' does not have", location: location)])
        let merged = merge.sorted
        #expect(merged.count == 1)
        #expect(merged.first?.notes.isEmpty == true)
        var named = DiagnosticMerge()
        named.add(Diagnostic(severity: .error, code: .referencedStoryboardNotFound, message: "… which target 'App' does not have", location: location),
                  subject: "… which target does not have")
        named.add(Diagnostic(severity: .error, code: .referencedStoryboardNotFound, message: "… which target 'AppDev' does not have", location: location),
                  subject: "… which target does not have")
        #expect(named.sorted.count == 1)
        #expect(named.sorted.first?.notes.map(\.message) == ["… which target 'AppDev' does not have"])
        // Two languages a storyboard lacks, at its one location: two findings.
        var languages = DiagnosticMerge()
        languages.add([Diagnostic(severity: .warning, code: .missingStringsTable, message: "'it' …", location: location),
                       Diagnostic(severity: .warning, code: .missingStringsTable, message: "'pt' …", location: location)])
        languages.add([Diagnostic(severity: .warning, code: .missingStringsTable, message: "'pt' …", location: location)])
        #expect(languages.sorted.map(\.message) == ["'it' …", "'pt' …"])
        #expect(languages.sorted.allSatisfy { $0.severity == .warning && $0.notes.isEmpty })
    }

    /// A storyboard two targets copy, localized into several languages: each language it lacks is
    /// its own warning, once for both targets, as with one target; legacy codes (`in`, `no`) and
    /// old names (`English`) are the languages Foundation takes them for; a region the project
    /// lists that nothing is localized into (`es`) is no language of the app; a table that cannot
    /// be read (`fr`) is reported by its syntax error alone.
    @Test func eachMissingLanguageIsItsOwnFinding() throws {
        let project = try StoryboardProject(url: Paths.fixtures("projects/Languages"))
        #expect(project.targets.count == 2)
        let missing = project.diagnostics().filter { $0.code == .missingStringsTable }
        #expect(Self.located(missing) == ["warning localization.missing-table Main.storyboard:2", "warning localization.missing-table Main.storyboard:2"])
        #expect(missing.map { $0.message.prefix(4) } == ["'it'", "'pt'"])
        #expect(missing.allSatisfy { $0.notes.isEmpty })
        #expect(Self.located(project.diagnostics().filter { $0.code != .missingStringsTable }) == ["error strings.syntax Main.strings:2"])
        for target in project.targets {
            let own = target.diagnostics().filter { $0.code == .missingStringsTable }
            #expect(own.map { $0.message.prefix(4) } == ["'it'", "'pt'"])
        }
    }
}
