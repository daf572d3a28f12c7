import Foundation
@testable import SceneLoaderCore
@testable import SceneLoaderBundle
@testable import SceneLoaderRuntime
import Testing
import TestSupport

/// Strings tables in a bundle, as UIKit applies them (`Fixtures/bundles/Atlas`): which table of
/// which language, and the checks of the tables.
@Suite struct LocalizationTests {
    static let atlas = Paths.fixtures("bundles/Atlas")

    static func atlasBundle(_ preferred: [String] = []) throws -> StoryboardBundle {
        var options = StoryboardBundle.Options()
        options.localizations = LocalizationOrder(preferredLocalizations: preferred)
        return try StoryboardBundle(url: atlas, options: options)
    }

    private func titles(_ preferred: [String], _ name: String = "Main") throws -> [String?] {
        let storyboard = try Self.atlasBundle(preferred).storyboard(named: name)
        return storyboard.scenes.map { $0.tabBarItem?.title ?? $0.navigationItemTitle ?? $0.title }
    }

    @Test func resourcesAreFoundByWhatTheyAre() throws {
        let bundle = try Self.atlasBundle()
        #expect(bundle.resources.tables.map(\.relativePath) == [
            "App/de.lproj/Main.strings", "App/es.lproj/InfoPlist.strings", "App/fr.lproj/Main.strings", "App/mul.lproj/Settings.xcstrings",
        ])
        #expect(bundle.resources.tables.map(\.group) == ["App", "App", "App", "App"])
        #expect(bundle.resources.imageFiles.map(\.lastPathComponent) == ["flag~ipad.png", "globe.png", "globe@2x.png"])
        #expect(bundle.resources.declaredLocalizations(in: "App") == ["de", "es", "fr"])
        #expect(bundle.stringsTables(for: try #require(bundle.file(named: "Main"))).map(\.localization) == ["de", "fr"])
        #expect(bundle.stringsTables(for: try #require(bundle.file(named: "Settings"))).map(\.isCatalog) == [true])
    }

    /// The preferred language's table, then the development region's, then the file's own value;
    /// a region falls back to its language; a language without a table is skipped.
    @Test func theChosenLanguageApplies() throws {
        #expect(try titles([]) == [nil, "Explore", "Explore the Map", "Places", "Compass"])
        #expect(try titles(["de"]) == [nil, "Entdecken", "Karte entdecken", "Orte", "Kompass"])
        #expect(try titles(["de-CH"]) == [nil, "Entdecken", "Karte entdecken", "Orte", "Kompass"])
        #expect(try titles(["ja", "fr"]) == [nil, "Explorer", "Explorer la carte", "Lieux", "Boussole"])
        // es has no Main table: the file's values.
        #expect(try titles(["es"]) == [nil, "Explore", "Explore the Map", "Places", "Compass"])
        #expect(try titles(["es"], "Settings") == ["Ajustes", "Ajustes"])
    }

    /// A String Catalog's device variation applies on its platform's device.
    @Test func deviceVariationsFollowThePlatform() throws {
        let bundle = try Self.atlasBundle(["es"])
        let file = try #require(bundle.file(named: "Settings"))
        #expect(bundle.localizedStrings(for: file, platform: .iOS)?.value(forKey: "tab-settings.title") == "Ajustes")
        #expect(bundle.localizedStrings(for: file, platform: .tvOS)?.value(forKey: "tab-settings.title") == "Configuración")
    }

    /// Only a storyboard of `Base.lproj` is localized by tables.
    @Test func onlyBaseStoryboardsTakeTables() throws {
        let bundle = try Self.atlasBundle(["de"])
        let tv = try #require(bundle.file(named: "TV"))
        #expect(bundle.localizedStrings(for: tv) == nil)
        let demo = try StoryboardBundle(url: Paths.fixtures("bundles/Demo"))
        // A localized copy (de.lproj/Settings.storyboard) is never given a table.
        for file in demo.files where file.localization != "Base" { #expect(demo.localizedStrings(for: file) == nil) }
    }

    /// Instantiation shows the translations, and so does a file read alone with the tables beside it.
    @Test func instantiationAndSingleFilesAreLocalized() throws {
        let tabs = try #require(try Self.atlasBundle(["fr"]).storyboard(named: "Main").instantiateInitialViewController() as? TabBarController)
        #expect(tabs.tabBar.items?.map(\.title) == ["Explorer", "Lieux", "Boussole"])
        let url = Self.atlas.appendingPathComponent("App/Base.lproj/Main.storyboard")
        let strings = try #require(StoryboardBundle.localizedStrings(besideStoryboard: url, localizations: LocalizationOrder(preferredLocalizations: ["de"])))
        #expect(try Storyboard(contentsOf: url).localized(with: strings).scene(withID: "places")?.title == "Orte")
        #expect(StoryboardBundle.localizedStrings(besideStoryboard: Self.atlas.appendingPathComponent("App/de.lproj/Main.strings"),
                                                  localizations: LocalizationOrder()) == nil)
    }

    /// Each check by code and line: the stale key in the German table, the label French lacks, the
    /// language with no table for Main, and nothing for Settings, whose catalog has every language.
    @Test func tablesAreCheckedAgainstTheStoryboard() throws {
        let found = try Self.atlasBundle().diagnostics().filter { $0.code.rawValue.hasPrefix("localization.") || $0.code.rawValue.hasPrefix("strings.") }
        #expect(found.map { "\($0.location.file.split(separator: "/").suffix(2).joined(separator: "/")):\($0.location.line) \($0.code)" } == [
            "Base.lproj/Main.storyboard:2 localization.missing-table",
            "Base.lproj/Main.storyboard:47 localization.missing-translation",
            "de.lproj/Main.strings:41 localization.stale-key",
        ])
        #expect(found[1].message.contains("in fr "))
        #expect(found[1].objectID == "lbl-welcome")
    }

    /// A table that cannot be read is reported at its mistake and not applied; the rest still is.
    @Test func anUnreadableTableIsReportedNotApplied() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("broken-strings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["Base.lproj", "de.lproj", "fr.lproj"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(at: Self.atlas.appendingPathComponent("App/Base.lproj/Settings.storyboard"),
                                         to: root.appendingPathComponent("Base.lproj/Settings.storyboard"))
        try Data("\"prefs.title\" = \"Einstellungen\"\n\"x\" = \"y\";\n".utf8).write(to: root.appendingPathComponent("de.lproj/Settings.strings"))
        try Data("\"prefs.title\" = \"Réglages\";\n".utf8).write(to: root.appendingPathComponent("fr.lproj/Settings.strings"))
        var options = StoryboardBundle.Options()
        options.localizations = LocalizationOrder(preferredLocalizations: ["de", "fr"])
        let bundle = try StoryboardBundle(url: root, options: options)
        #expect(bundle.diagnostics().filter { $0.code == .stringsSyntax }.map(\.location.line) == [1])
        #expect(try bundle.storyboard(named: "Settings").scene(withID: "prefs")?.title == "Réglages")
    }

    @Test func looseImageNamesReadAsUIKitReadsThem() {
        func read(_ name: String) -> String? {
            LooseImage(fileName: name).map { "\($0.name) \($0.scale.map(String.init) ?? "-") \($0.idiom)" }
        }
        #expect(read("star.png") == "star 1 universal")
        #expect(read("star@2x.png") == "star 2 universal")
        #expect(read("star@3x~ipad.png") == "star 3 ipad")
        #expect(read("star~iphone@2x.PNG") == "star 2 iphone")
        #expect(read("logo.pdf") == "logo - universal")
        #expect(read("photo.jpeg") == "photo 1 universal")
        #expect(read("a.b@2x.png") == "a.b 2 universal")
        #expect(read("notes.txt") == nil)
        #expect(read(".png") == nil)
        #expect(LooseImage.lookupName("star.png") == "star")
        #expect(LooseImage.lookupName("star") == "star")
    }

    @Test func theBundleFindsEveryKindOfImage() throws {
        let catalog = try Self.atlasBundle().resources.assetCatalog()
        for name in ["pin", "Icons/star", "custom.compass", "globe", "globe.png", "flag"] { #expect(catalog.hasImage(named: name), "\(name)") }
        for name in ["star", "needle", "compass"] { #expect(!catalog.hasImage(named: name), "\(name)") }
        #expect(catalog.imageSet(named: "globe")?.file(forScale: 2)?.url.lastPathComponent == "globe@2x.png")
        #expect(catalog.colorSetNames == ["Brand"])
        #expect(SystemAssets.isSystemImage("heart.fill", catalog: "system", on: .iOS))
        #expect(SystemAssets.isSystemImage("NSAddTemplate", catalog: nil, on: .macOS))
        #expect(!SystemAssets.isSystemImage("NSAddTemplate", catalog: nil, on: .iOS))
        #expect(SystemAssets.isSystemColor("labelColor", on: .macOS) && SystemAssets.isSystemColor("controlAccentColor", on: .macOS))
        #expect(SystemAssets.isSystemColor("textBackgroundColor", on: .macOS) && !SystemAssets.isSystemColor("textBackgroundColor", on: .iOS))
        #expect(SystemAssets.isSystemColor("systemBackgroundColor", on: .iOS) && !SystemAssets.isSystemColor("Brand", on: .iOS))
    }
}

/// The checks stay quiet where real projects are right: keys code looks up in a storyboard's table,
/// keys a String Catalog says are managed by hand, regional variants of the development language,
/// regions whose broader language translates the string, and strings no table ever had.
@Suite struct LocalizationNoiseTests {
    @Test func onlyInterfaceBuilderKeysAreTheStoryboards() {
        for key in ["Dyd-bm-goj.title", "home.title", "seg.segmentTitles[1]", "btn.configuration.title"] {
            #expect(StoryboardBundle.isInterfaceBuilderKey(key), "\(key)")
        }
        for key in ["Thirds", "Use frontmost.app as Todo App", ".title", "a.", "a.1title", "a.title!"] {
            #expect(!StoryboardBundle.isInterfaceBuilderKey(key), "\(key)")
        }
    }

    @Test func broaderLanguagesNarrowestFirst() {
        #expect(LocalizationOrder.broaderLanguages(of: "zh-Hant-HK") == ["zh-Hant", "zh"])
        #expect(LocalizationOrder.broaderLanguages(of: "pt_BR") == ["pt"])
        #expect(LocalizationOrder.broaderLanguages(of: "de").isEmpty)
        #expect(LocalizationOrder(preferredLocalizations: ["zh-Hant-HK"]).searchOrder
                == [nil, "zh-Hant-HK", "zh_Hant_HK", "zh-Hant", "zh", "Base", "en"])
    }

    /// A project folder in a temporary directory: the storyboard of `LocalizationTests`' Settings
    /// scene, with the tables given.
    private func diagnostics(_ tables: [String: String]) throws -> [String] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("noise-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: LocalizationTests.atlas.appendingPathComponent("App/Base.lproj/Settings.storyboard"),
                                         to: root.appendingPathComponent("Base.lproj/Settings.storyboard"))
        for (path, text) in tables {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try StoryboardBundle(url: root).diagnostics()
            .filter { $0.code.rawValue.hasPrefix("localization.") }
            .map { "\($0.location.line) \($0.code) \($0.message.contains(" in ") ? String($0.message.split(separator: "(").first?.split(separator: " in ").last ?? "") : "")" }
    }

    @Test func regionsAndTheDevelopmentLanguageFallBack() throws {
        let full = "\"prefs.title\" = \"X\";\n\"nav-item-prefs.title\" = \"X\";\n\"sec-general.headerTitle\" = \"X\";\n\"sec-general.footerTitle\" = \"X\";\n\"tab-settings.title\" = \"X\";\n"
        // en-GB lacks everything: its users read the base text, English.
        #expect(try diagnostics(["de.lproj/Settings.strings": full, "en-GB.lproj/Settings.strings": "\"prefs.title\" = \"Settings\";\n"]).isEmpty)
        // Nor is a table missing for it; a folder of another language without one is.
        let tables = try diagnostics(["de.lproj/Settings.strings": full, "en-GB.lproj/InfoPlist.strings": "", "it.lproj/InfoPlist.strings": ""])
        #expect(tables.map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == ["2 localization.missing-table"])
        // ca-ES lacks a string that ca translates: it falls back to ca. pt-PT has no such fallback.
        let partial = "\"prefs.title\" = \"X\";\n"
        let found = try diagnostics(["ca.lproj/Settings.strings": full, "ca-ES.lproj/Settings.strings": partial, "pt-PT.lproj/Settings.strings": partial])
        #expect(found.count == 4)
        #expect(found.allSatisfy { $0.hasSuffix("pt-PT ") })
    }

    @Test func stringsNoTableHasAreNotMissing() throws {
        // No table has the section's titles (as Xcode leaves out what it does not export): only the
        // title the other language has is missing in French.
        let found = try diagnostics(["de.lproj/Settings.strings": "\"prefs.title\" = \"Einstellungen\";\n",
                                     "fr.lproj/Settings.strings": "\"tab-settings.title\" = \"Réglages\";\n"])
        #expect(found.sorted() == ["12 localization.missing-translation de ", "24 localization.missing-translation fr "])
    }

    @Test func keysCodeLooksUpAreNeverStale() throws {
        let catalog = """
        {"sourceLanguage": "en", "strings": {
          "prefs.title": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Einstellungen"}}}},
          "Thirds": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Drittel"}}}},
          "old-12-abc.title": {"extractionState": "manual", "localizations": {"de": {"stringUnit": {"state": "translated", "value": "Alt"}}}},
          "gone-12-abc.title": {"extractionState": "stale", "localizations": {"de": {"stringUnit": {"state": "translated", "value": "Weg"}}}},
          "sec-general.footerTitle": {"shouldTranslate": false}
        }, "version": "1.0"}
        """
        let found = try diagnostics(["mul.lproj/Settings.xcstrings": catalog])
        #expect(found == ["5 localization.stale-key "])
    }
}

extension LocalizationTests {
    /// `Storyboard(name:bundle:localizations:)` reads a folder laid out as a built bundle: its
    /// `Base.lproj` storyboard comes with the tables beside it.
    @Test func storyboardByNameIsLocalized() throws {
        let folder = Self.atlas.appendingPathComponent("App")
        let german = try Storyboard(name: "Main", bundle: folder, localizations: LocalizationOrder(preferredLocalizations: ["de"]))
        #expect(german.scene(withID: "compass")?.title == "Kompass")
        let base = try Storyboard(name: "Main", bundle: folder)
        #expect(base.scene(withID: "compass")?.title == "Compass")
    }

    /// A region the project lists (`knownRegions`) is a language of the app only when some resource
    /// is localized into it: `ja`, which nothing is, is a stale entry and no finding; `es`, which
    /// an `.lproj` folder has, is.
    @Test func knownRegionsDeclareOnlyLocalizedLanguages() throws {
        var options = StoryboardBundle.Options()
        options.knownRegions = ["en", "Base", "de", "ja"]
        let found = try StoryboardBundle(url: Self.atlas, options: options).diagnostics().filter { $0.code == .missingStringsTable }
        #expect(found.map { "\($0.location.file.split(separator: "/").suffix(2).joined(separator: "/")):\($0.location.line) \($0.message.prefix(5))" }.sorted()
                == ["Base.lproj/Main.storyboard:2 'es' "])
    }

    /// A message names the storyboard by its whole path, however deep, so that it can be found.
    @Test func messagesKeepPathsWhole() throws {
        let bundle = try StoryboardBundle(url: Paths.fixtures("bundles/LongPaths"))
        let stale = bundle.diagnostics().filter { $0.code == .staleLocalizationKey }
        let path = "Example/Storyboards/Onboarding/Welcome/Base.lproj/WelcomeAndOnboardingFlowScreens.storyboard"
        #expect(path.count > 80)
        #expect(stale.map { "\($0.location.file.hasSuffix("de.lproj/WelcomeAndOnboardingFlowScreens.strings")):\($0.location.line)" } == ["true:5"])
        #expect(stale.first?.message.contains("storyboard '\(path)'") == true)
    }

    /// Language identifiers as Foundation matches them: legacy codes and Xcode's old names are the
    /// modern codes, `_` is `-`, a region reads its language's table and a language its region's.
    @Test func languageIdentifiersAreCanonical() {
        #expect(LanguageIdentifier.key("in") == "id")
        #expect(LanguageIdentifier.key("iw") == "he")
        #expect(LanguageIdentifier.key("no_NO") == "nb-no")
        #expect(LanguageIdentifier.key("English") == "en")
        #expect(LanguageIdentifier.key("German") == "de")
        #expect(LanguageIdentifier.key("zh_Hant") == "zh-hant")
        #expect(LanguageIdentifier.language(of: "Japanese") == "ja")
        #expect(LanguageIdentifier.language(of: "en-GB") == "en")
        #expect(LanguageIdentifier.matches("no", "nb-NO"))
        #expect(LanguageIdentifier.matches("pt-BR", "pt"))
        #expect(LanguageIdentifier.matches("in", "id"))
        #expect(!LanguageIdentifier.matches("zh-Hans", "zh-Hant"))
        #expect(!LanguageIdentifier.matches("es", "et"))
    }
}
