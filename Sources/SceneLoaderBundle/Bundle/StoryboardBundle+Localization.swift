#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import SceneLoaderCore

/// A strings table as read: a `.strings` file's one language, or a String Catalog's every language.
enum ParsedTable: Sendable {
    case strings(StringsTable)
    case catalog(StringCatalog)
}

extension StoryboardBundle {
    /// The strings table files of `file`: `xx.lproj/NAME.strings` and `NAME.xcstrings` (Xcode puts
    /// it in `mul.lproj`). A target's bundle is the bundle Xcode builds, where every `.lproj` folder
    /// it copies is merged: all its tables of that name. A folder read as a bundle may hold several
    /// apps: the tables of the file's group (the folder that holds its `.lproj` folder). Sorted by path.
    public func stringsTables(for file: StoryboardFile) -> [BundleResources.TableFile] {
        guard projectTarget == nil else { return resources.tables.filter { $0.name == file.name } }
        let group = StoryboardBundle.group(of: file)
        return resources.tables.filter { $0.name == file.name && $0.group == group }
    }

    /// The languages declared for `file`: the `.lproj` folders of its group (of the whole target, in a
    /// target's bundle), and those of ``Options/knownRegions`` that some resource of the bundle is
    /// localized into (an `.lproj` folder, a String Catalog's language): a region the project lists
    /// that nothing is localized into is not a language the app ships. `Base` and `mul` are none,
    /// and each language once (`no` and `nb` are one).
    func declaredLocalizations(for file: StoryboardFile) -> [String] {
        var declared = projectTarget == nil
            ? resources.declaredLocalizations(in: StoryboardBundle.group(of: file))
            : Set(resources.localizationFolders.compactMap { BundleResources.group(of: $0).localization }).sorted()
        if !options.knownRegions.isEmpty {
            let localized = resourceLocalizations
            for region in options.knownRegions where localized.contains(where: { LanguageIdentifier.matches(region, $0) }) {
                declared.append(region)
            }
        }
        var seen: Set<String> = []
        return declared.filter { $0 != "Base" && $0 != "mul" && seen.insert(LanguageIdentifier.key($0)).inserted }
    }

    /// The localizations the bundle's resources are in: its `.lproj` folders and the languages of
    /// its String Catalogs (each catalog read at most once for the bundle's life).
    private var resourceLocalizations: [String] {
        var localized = resources.localizationFolders.compactMap { BundleResources.group(of: $0).localization }
        for table in resources.tables where table.isCatalog {
            if case .success(.catalog(let catalog)) = parse(table) { localized += catalog.languages }
        }
        return localized.filter { $0 != "Base" && $0 != "mul" }
    }

    /// The strings UIKit applies when it loads `file` for the languages of ``Options/localizations``
    /// on `platform`, or nil when it applies none: a storyboard outside `Base.lproj`, or one
    /// without tables.
    ///
    /// The language is the first of ``LocalizationOrder/searchOrder`` that one of its tables has;
    /// its table is looked at first, then the development region's. A table that cannot be read is
    /// left out (``diagnostics()`` reports it).
    public func localizedStrings(for file: StoryboardFile, platform: DocumentInfo.Platform = .iOS) -> LocalizedStrings? {
        guard file.localization == "Base" else { return nil }
        let tables = languageTables(for: file)
        guard !tables.isEmpty else { return nil }
        let order = options.localizations.searchOrder.compactMap { $0 }.filter { $0 != "Base" }
        let chosen = order.first { tables[$0] != nil }
        var picked: [StringsTable] = []
        if let chosen, let table = tables[chosen] { picked.append(table) }
        let development = options.localizations.developmentRegion
        if chosen != development, let table = tables[development] { picked.append(table) }
        guard !picked.isEmpty else { return nil }
        return LocalizedStrings(tables: picked, device: StringsTable.device(for: platform))
    }

    /// Each language's table for `file`: its `.lproj` `.strings` (the first by path), else a
    /// String Catalog's language.
    func languageTables(for file: StoryboardFile) -> [String: StringsTable] {
        var tables: [String: StringsTable] = [:]
        for table in stringsTables(for: file) {
            switch try? parse(table).get() {
            case .strings(let strings)?:
                if let language = table.localization, tables[language] == nil { tables[language] = strings }
            case .catalog(let catalog)?:
                for language in catalog.languages where tables[language] == nil {
                    if let strings = catalog.table(for: language) { tables[language] = strings }
                }
            case nil:
                continue
            }
        }
        return tables
    }

    /// `table` read (at most once for the bundle's life).
    func parse(_ table: BundleResources.TableFile) -> Result<ParsedTable, StoryboardError> {
        if let done = parsedTables.withLock({ $0[table.relativePath] }) { return done }
        let shown = table.url.relativePath
        let result: Result<ParsedTable, StoryboardError>
        do throws(StoryboardError) {
            result = .success(table.isCatalog ? .catalog(try StringCatalog(contentsOf: table.url))
                                              : .strings(try StringsTable(contentsOf: table.url, localization: table.localization)))
        } catch {
            result = .failure(StoryboardError(code: error.code, message: error.message,
                                              location: SourceLocation(file: shown, line: error.location.line, column: error.location.column)))
        }
        parsedTables.withLock { $0[table.relativePath] = result }
        return result
    }

    /// Whether `key` is one Interface Builder writes, `OBJECTID.PROPERTY`: an id without white space,
    /// then a property (`title`, `normalTitle`, `segmentTitles[0]`, `configuration.title`). A table
    /// named like a storyboard may also hold keys that code looks up (`"Thirds"`,
    /// `"Use frontmost.app"`): those are not the storyboard's, and never stale.
    static func isInterfaceBuilderKey(_ key: String) -> Bool {
        // Keys are ASCII but for a rare object id: judged on the bytes, as Characters only then.
        if let ascii = key.utf8.withContiguousStorageIfAvailable({ isASCIIInterfaceBuilderKey($0) }), let ascii { return ascii }
        guard let dot = key.firstIndex(of: "."), dot != key.startIndex else { return false }
        let id = key[..<dot]
        guard !id.contains(where: { $0.isWhitespace }) else { return false }
        let property = key[key.index(after: dot)...]
        return !property.isEmpty && property.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "[]._".contains($0)) }
            && property.first?.isLetter == true
    }

    /// ``isInterfaceBuilderKey(_:)`` for a key of ASCII bytes; nil when a byte is not ASCII.
    private static func isASCIIInterfaceBuilderKey(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")), dot > 0 else { return false }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        // Whitespace as Character.isWhitespace has it among ASCII: tab to carriage return, space.
        guard !bytes[..<dot].contains(where: { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) }) else { return false }
        let property = bytes[(dot + 1)...]
        guard let first = property.first, isLetter(first) else { return false }
        return property.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]")
            || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") }
    }

    /// The object id of a key `OBJECTID.PROPERTY`: the part before the first `.` (the whole key
    /// without one).
    static func objectID(ofKey key: String) -> String {
        key.firstIndex(of: ".").map { String(key[..<$0]) } ?? key
    }

    /// The group of a storyboard file: the folder holding its `.lproj` folder, or its own folder.
    static func group(of file: StoryboardFile) -> String {
        BundleResources.group(of: BundleResources.split(file.relativePath).folder).group
    }

    // MARK: Checks

    /// The checks of every `Base.lproj` storyboard's strings tables: tables that cannot be read,
    /// keys given twice, keys of objects the storyboard does not have, strings a language lacks,
    /// and languages declared beside the storyboard with no table for it (languages compared as
    /// ``LanguageIdentifier`` does; a table that cannot be read is there, its error reported).
    func localizationTableDiagnostics(_ loaded: [Result<Storyboard, StoryboardError>]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let development = options.localizations.developmentRegion
        for (index, file) in files.enumerated() where file.localization == "Base" {
            let tableFiles = stringsTables(for: file)
            let variants = variants(named: file.name).filter { $0.localization != nil && $0.localization != "Base" }
            guard !tableFiles.isEmpty || !variants.isEmpty else { continue }
            // Each language's table, with the file it is in; a catalog's source language is the base text.
            var languages: [(language: String, table: StringsTable, shown: String)] = []
            var keys: [(key: String, location: SourceLocation)] = []
            var untranslated: Set<String> = []
            var covered = Set(variants.compactMap(\.localization))
            for table in tableFiles {
                switch parse(table) {
                case .failure(let error):
                    // The table is there; its error says why UIKit cannot use it.
                    diagnostics.append(error.diagnostic)
                    if let language = table.localization { covered.insert(language) }
                case .success(.strings(let strings)):
                    diagnostics += strings.diagnostics
                    keys += strings.entries.map { ($0.key, $0.location) }
                    if let language = table.localization {
                        covered.insert(language)
                        languages.append((language, strings, table.relativePath))
                    }
                case .success(.catalog(let catalog)):
                    keys += catalog.keys.filter { !catalog.manualKeys.contains($0.key) }
                    untranslated.formUnion(catalog.untranslatedKeys)
                    for language in catalog.languages {
                        covered.insert(language)
                        guard language != catalog.sourceLanguage, let strings = catalog.table(for: language) else { continue }
                        languages.append((language, strings, table.relativePath))
                    }
                }
            }
            guard let storyboard = try? loaded[index].get() else { continue }
            // The development language's regions (`en-GB` when it is `en`, `English` an old name of
            // it) read the base text.
            let developmentLanguage = LanguageIdentifier.language(of: development)
            // Only a storyboard that another language than the development region's translates
            // can lack a language: the development region's own table changes nothing.
            let translated = covered.contains { LanguageIdentifier.language(of: $0) != developmentLanguage }
            for language in declaredLocalizations(for: file)
            where translated && LanguageIdentifier.language(of: language) != developmentLanguage
                && !covered.contains(where: { LanguageIdentifier.matches(language, $0) }) {
                diagnostics.append(Diagnostic(
                    severity: .warning, code: .missingStringsTable,
                    message: "'\(Quote.value(language))' is a language of the \(projectTarget == nil ? "folder" : "target") but has no strings table for storyboard '\(Quote.value(file.name))', which other languages translate: it shows in the base language",
                    location: storyboard.documentLocation))
            }
            guard !keys.isEmpty, let source = try? LocalizableStrings(contentsOf: file.url, options: options.load) else { continue }
            for (key, location) in keys where StoryboardBundle.isInterfaceBuilderKey(key) {
                let objectID = StoryboardBundle.objectID(ofKey: key)
                guard !source.objectIDs.contains(objectID) else { continue }
                diagnostics.append(Diagnostic(
                    severity: .warning, code: .staleLocalizationKey,
                    message: "key '\(Quote.value(key))' names object '\(Quote.value(objectID))', which storyboard '\(Quote.path(file.relativePath))' does not have: its translation is never used",
                    location: location))
            }
            diagnostics += missingTranslations(source, languages: languages.filter { LanguageIdentifier.language(of: $0.language) != developmentLanguage },
                                               exported: Set(keys.map(\.key)).subtracting(untranslated), file: file)
        }
        return diagnostics
    }

    /// One warning per localizable string that some of `languages` lack, naming them. Only a string
    /// whose key some table of the storyboard has (`exported`) is checked: one that none has may be
    /// a property Xcode does not export (a pop-up button cell's title is its selected item's). A
    /// table that has any key of the string's object is taken to translate it (Xcode names a few
    /// properties differently than the export does), and a regional language (`ca-ES`,
    /// `zh-Hant-HK`) whose broader language (`ca`, `zh-Hant`) translates it falls back to that
    /// translation.
    private func missingTranslations(_ source: LocalizableStrings, languages: [(language: String, table: StringsTable, shown: String)],
                                     exported: Set<String>, file: StoryboardFile) -> [Diagnostic] {
        guard !languages.isEmpty else { return [] }
        let objectsTranslated: [Set<String>] = languages.map { entry in
            Set(entry.table.entries.map { StoryboardBundle.objectID(ofKey: $0.key) })
        }
        var position: [String: Int] = [:]
        for (index, entry) in languages.enumerated() where position[entry.language] == nil { position[entry.language] = index }
        // Each language with the broader languages it falls back to, that have tables.
        let chains: [[Int]] = languages.map { entry in
            [position[entry.language] ?? 0] + LocalizationOrder.broaderLanguages(of: entry.language).compactMap { position[$0] }
        }
        var diagnostics: [Diagnostic] = []
        for string in source.strings where exported.contains(string.key) {
            var lacking: [String] = []
            for (index, entry) in languages.enumerated() {
                let translated = chains[index].contains { other in
                    languages[other].table.entry(forKey: string.key) != nil || objectsTranslated[other].contains(string.objectID)
                }
                if !translated { lacking.append(entry.language) }
            }
            guard !lacking.isEmpty else { continue }
            let value = string.value.map { " '\(Quote.value($0, limit: 60))'" } ?? ""
            diagnostics.append(Diagnostic(
                severity: .warning, code: .missingTranslation,
                message: "\(string.element) '\(Quote.value(string.objectID))' \(string.property)\(value) has no translation in \(lacking.map { Quote.value($0) }.sorted().joined(separator: ", ")) (key '\(Quote.value(string.key))')",
                location: string.location, objectID: string.objectID))
        }
        return diagnostics
    }
}

extension StoryboardBundle {
    /// The strings UIKit applies to the storyboard file at `url` read on its own, for the languages
    /// of `localizations` on `platform`: for a file in a `Base.lproj` folder, the tables beside that
    /// folder (`../xx.lproj/NAME.strings`, `../NAME.xcstrings`, `../mul.lproj/NAME.xcstrings`), as
    /// ``localizedStrings(for:platform:)`` picks them in a bundle; nil for any other file, or
    /// without tables. Only the folder that holds `Base.lproj` and its `.lproj` folders are read.
    public static func localizedStrings(besideStoryboard url: URL, localizations: LocalizationOrder,
                                        platform: DocumentInfo.Platform = .iOS) -> LocalizedStrings? {
        let folder = url.deletingLastPathComponent()
        guard folder.lastPathComponent == "Base.lproj" else { return nil }
        var options = Options()
        options.localizations = localizations
        options.maxDepth = 1
        options.maxEntries = 20_000
        guard let bundle = try? StoryboardBundle(url: folder.deletingLastPathComponent(), options: options),
              let file = bundle.files.first(where: { $0.relativePath == "Base.lproj/" + url.lastPathComponent }) else { return nil }
        return bundle.localizedStrings(for: file, platform: platform)
    }
}
