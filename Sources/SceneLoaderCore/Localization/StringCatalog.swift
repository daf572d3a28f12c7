#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A String Catalog (`NAME.xcstrings`, Xcode 15 and later): every language's strings for one table
/// in one JSON file, which the build turns into each language's `NAME.strings`.
///
/// ```json
/// {"sourceLanguage": "en", "version": "1.0",
///  "strings": {"Dyd-bm-goj.title": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Einstellungen"}}}}}}
/// ```
///
/// A language's value is its `stringUnit`'s `value`; "Vary by Device" writes `variations.device`
/// with a `stringUnit` per device (`iphone`, `ipad`, `appletv`, `applewatch`, `mac`, `other`),
/// kept as ``StringsTable/Entry/deviceVariations``. Plural variations need an argument, which a
/// storyboard's strings never have: they are not read. The file is read by Core's bounded JSON
/// reader; every error is at its line and column (columns count bytes).
public struct StringCatalog: Sendable {
    /// The file as messages name it.
    public let file: String
    /// The language the strings were written in (`sourceLanguage`), if the file says.
    public let sourceLanguage: String?
    /// Every key, with where it is written, in file order.
    public let keys: [(key: String, location: SourceLocation)]
    /// The keys Xcode does not manage (`"extractionState": "manual"`): added by hand, usually for
    /// code that looks strings up in the same table.
    public let manualKeys: Set<String>
    /// The keys marked "Don't Translate" (`"shouldTranslate": false`): the same in every language.
    public let untranslatedKeys: Set<String>
    /// The languages some key has a value in, sorted.
    public var languages: [String] { tables.keys.sorted() }
    private let tables: [String: StringsTable]

    /// How much a catalog may hold: 8 MiB, 32 levels, strings of 65,536 characters, 400,000 values.
    static let limits = JSONReader.Limits(maxBytes: 8 << 20, maxDepth: 32, maxStringLength: 65_536, maxMembers: 400_000)

    /// Parses the bytes of a String Catalog shown as `file`.
    /// - Throws: ``StoryboardError`` with ``DiagnosticCode/stringsSyntax`` at the line and column of
    ///   a JSON error or of a value of the wrong type, or ``DiagnosticCode/stringsLimit``.
    public init(parsing bytes: [UInt8], file: String) throws(StoryboardError) {
        let source = SourceFile(file)
        func located(_ position: JSONReader.Position) -> SourceLocation {
            SourceLocation(source: source, line: position.line, column: position.column)
        }
        func failure(_ message: String, at position: JSONReader.Position) -> StoryboardError {
            StoryboardError(code: .stringsSyntax, message: message, location: located(position))
        }
        let root: JSONReader.Value
        do throws(JSONReader.Failure) {
            root = try JSONReader.parse(bytes, limits: StringCatalog.limits)
        } catch {
            throw StoryboardError(code: error.isLimit ? .stringsLimit : .stringsSyntax, message: error.message, location: located(error.position))
        }
        guard let top = root.members else { throw failure("a String Catalog is a JSON object, not \(root.kind)", at: root.position) }
        var sourceLanguage: String?
        var entries: [String: [StringsTable.Entry]] = [:]
        var keys: [(key: String, location: SourceLocation)] = []
        var manualKeys: Set<String> = []
        var untranslatedKeys: Set<String> = []
        for member in top {
            switch member.key {
            case "sourceLanguage":
                guard let language = member.value.string else {
                    throw failure("'sourceLanguage' is \(member.value.kind), not a string", at: member.value.position)
                }
                sourceLanguage = language
            case "strings":
                guard let strings = member.value.members else {
                    throw failure("'strings' is \(member.value.kind), not an object", at: member.value.position)
                }
                for string in strings {
                    keys.append((string.key, located(string.keyPosition)))
                    guard let fields = string.value.members else {
                        throw failure("the entry for '\(Quote.value(string.key))' is \(string.value.kind), not an object", at: string.value.position)
                    }
                    if fields.contains(where: { $0.key == "extractionState" && $0.value.string == "manual" }) { manualKeys.insert(string.key) }
                    if fields.contains(where: { if $0.key == "shouldTranslate", case .bool(false, _) = $0.value { true } else { false } }) {
                        untranslatedKeys.insert(string.key)
                    }
                    guard let localizations = fields.first(where: { $0.key == "localizations" })?.value else { continue }
                    guard let languages = localizations.members else {
                        throw failure("'localizations' of '\(Quote.value(string.key))' is \(localizations.kind), not an object", at: localizations.position)
                    }
                    for language in languages {
                        let (value, devices) = try StringCatalog.values(of: language.value, key: string.key, failure: failure)
                        guard value != nil || !devices.isEmpty else { continue }
                        entries[language.key, default: []].append(StringsTable.Entry(
                            key: string.key, value: value, deviceVariations: devices, location: located(language.keyPosition)))
                    }
                }
            default:
                continue   // `version`, and what later versions add
            }
        }
        self.file = file
        self.sourceLanguage = sourceLanguage
        self.keys = keys
        self.manualKeys = manualKeys
        self.untranslatedKeys = untranslatedKeys
        var tables: [String: StringsTable] = [:]
        for (language, list) in entries { tables[language] = StringsTable(file: file, localization: language, entries: list) }
        self.tables = tables
    }

    /// Reads and parses the String Catalog at `url` (a regular file only, at most 8 MiB).
    /// - Throws: ``StoryboardError``: the file's `io.*` problem, or as ``init(parsing:file:)``.
    public init(contentsOf url: URL) throws(StoryboardError) {
        let shown = url.relativePath
        switch SecureFile.contents(of: url.path, shown: shown, limit: StringCatalog.limits.maxBytes) {
        case .success(let bytes): try self.init(parsing: bytes, file: shown)
        case .failure(let issue):
            throw StoryboardError(code: issue.code, message: issue.message, location: SourceLocation(file: shown, line: 0, column: 0))
        }
    }

    /// The strings of `language` as a table (nil when no key has a value in it).
    public func table(for language: String) -> StringsTable? { tables[language] }

    /// A language's value and device variations: `{"stringUnit": {"value": …}}`,
    /// `{"variations": {"device": {"iphone": {"stringUnit": …}, …}}}`.
    private static func values(of localization: JSONReader.Value, key: String,
                               failure: (String, JSONReader.Position) -> StoryboardError) throws(StoryboardError) -> (String?, [String: String]) {
        func unitValue(_ unit: JSONReader.Value?) throws(StoryboardError) -> String? {
            guard let unit else { return nil }
            guard unit.members != nil else { throw failure("a 'stringUnit' of '\(Quote.value(key))' is \(unit.kind), not an object", unit.position) }
            guard let value = unit.member("value") else { return nil }
            guard let text = value.string else { throw failure("the 'value' of '\(Quote.value(key))' is \(value.kind), not a string", value.position) }
            return text
        }
        guard localization.members != nil else {
            throw failure("a localization of '\(Quote.value(key))' is \(localization.kind), not an object", localization.position)
        }
        let value = try unitValue(localization.member("stringUnit"))
        var devices: [String: String] = [:]
        if let variations = localization.member("variations"), let device = variations.member("device") {
            guard let list = device.members else { throw failure("'device' variations of '\(Quote.value(key))' are \(device.kind), not an object", device.position) }
            for entry in list {
                guard entry.value.members != nil else {
                    throw failure("the '\(Quote.value(entry.key))' variation of '\(Quote.value(key))' is \(entry.value.kind), not an object", entry.value.position)
                }
                if let text = try unitValue(entry.value.member("stringUnit")) { devices[entry.key] = text }
            }
        }
        return (value, devices)
    }
}
