#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// One strings table for one language: what `xx.lproj/NAME.strings` says, or one language of a
/// String Catalog (``StringCatalog``). For a storyboard, Interface Builder's keys are
/// `OBJECTID.PROPERTY` (`"Dyd-bm-goj.title" = "Einstellungen";`).
///
/// A `.strings` file is untrusted input: it is read within ``Limits`` (size, entries, string length),
/// in UTF-8 or UTF-16 (little- or big-endian, with or without a byte-order mark), without recursion,
/// and every error it has is located at its line and column (columns count characters).
///
/// ```swift
/// let german = try StringsTable(contentsOf: URL(fileURLWithPath: "App/de.lproj/Main.strings"), localization: "de")
/// german.value(forKey: "Dyd-bm-goj.title")   // "Einstellungen"
/// ```
public struct StringsTable: Sendable {
    /// One key and its value.
    public struct Entry: Sendable, Hashable {
        /// The key (`Dyd-bm-goj.title`).
        public let key: String
        /// The value; nil when the entry has only device variations (a String Catalog's "Vary by
        /// Device" with no plain value).
        public let value: String?
        /// Values for one kind of device, by the String Catalog's device names (`iphone`, `ipad`,
        /// `appletv`, `applewatch`, `mac`, `other`); empty for a `.strings` entry.
        public let deviceVariations: [String: String]
        /// Where the key is written.
        public let location: SourceLocation

        /// Creates an entry.
        public init(key: String, value: String?, deviceVariations: [String: String] = [:], location: SourceLocation) {
            self.key = key
            self.value = value
            self.deviceVariations = deviceVariations
            self.location = location
        }

        /// The value on `device` (a String Catalog device name): its variation, else the `other`
        /// variation, else the plain value.
        public func value(forDevice device: String?) -> String? {
            guard !deviceVariations.isEmpty else { return value }
            if let device, let varied = deviceVariations[device] { return varied }
            return deviceVariations["other"] ?? value
        }
    }

    /// How much a strings file may hold. The defaults admit any real table (the largest apps' are
    /// a few hundred kilobytes) and bound a hostile one.
    public struct Limits: Sendable, Hashable {
        /// The largest file read, in bytes (default 16 MiB).
        public var maxFileSize = 16 << 20
        /// The most entries (default 200,000).
        public var maxEntries = 200_000
        /// The longest key or value, in characters (default 65,536).
        public var maxStringLength = 65_536

        /// The defaults.
        public init() {}
    }

    /// The file as messages name it.
    public let file: String
    /// The language (`de`, `pt-BR`), or nil when the table is not in a `.lproj` folder.
    public let localization: String?
    /// Every entry, in file order; a key written twice keeps its last value (as the build does), and
    /// ``diagnostics`` notes the first.
    public let entries: [Entry]
    /// What reading found that does not stop the table from being used: keys written twice.
    public let diagnostics: [Diagnostic]
    private let positions: [String: Int]

    /// A table of `entries` (a later entry with the same key replaces an earlier one).
    public init(file: String, localization: String?, entries: [Entry], diagnostics: [Diagnostic] = []) {
        var positions: [String: Int] = [:]
        var kept: [Entry] = []
        kept.reserveCapacity(entries.count)
        for entry in entries {
            if let earlier = positions[entry.key] {
                kept[earlier] = entry
            } else {
                positions[entry.key] = kept.count
                kept.append(entry)
            }
        }
        self.file = file
        self.localization = localization
        self.entries = kept
        self.diagnostics = diagnostics
        self.positions = positions
    }

    /// Parses the bytes of a `.strings` file shown as `file`.
    /// - Throws: ``StoryboardError`` with ``DiagnosticCode/stringsSyntax`` (at the line and column of
    ///   the mistake: an unterminated string or comment, a missing `;` or `=`, bytes that are not
    ///   UTF-8 or UTF-16) or ``DiagnosticCode/stringsLimit``.
    public init(parsing bytes: [UInt8], file: String, localization: String?, limits: Limits = Limits()) throws(StoryboardError) {
        let source = SourceFile(file)
        guard bytes.count <= limits.maxFileSize else {
            throw StoryboardError(code: .stringsLimit,
                                  message: "the strings file is \(bytes.count) bytes, over the limit of \(limits.maxFileSize)",
                                  location: SourceLocation(source: source, line: 0, column: 0))
        }
        var parser = StringsFileParser(scalars: try StringsFileParser.decode(bytes, file: source), file: source, limits: limits)
        let (entries, duplicates) = try parser.parse()
        self.init(file: file, localization: localization, entries: entries, diagnostics: duplicates)
    }

    /// Reads and parses the `.strings` file at `url` (a regular file only, at most
    /// ``Limits/maxFileSize`` bytes).
    /// - Throws: ``StoryboardError``: the file's `io.*` problem, or as ``init(parsing:file:localization:limits:)``.
    public init(contentsOf url: URL, localization: String?, limits: Limits = Limits()) throws(StoryboardError) {
        let shown = url.relativePath
        switch SecureFile.contents(of: url.path, shown: shown, limit: limits.maxFileSize) {
        case .success(let bytes):
            try self.init(parsing: bytes, file: shown, localization: localization, limits: limits)
        case .failure(let issue):
            throw StoryboardError(code: issue.code, message: issue.message, location: SourceLocation(file: shown, line: 0, column: 0))
        }
    }

    /// The entry for `key`, if the table has one.
    public func entry(forKey key: String) -> Entry? { positions[key].map { entries[$0] } }

    /// The value for `key` on `device` (see ``Entry/value(forDevice:)``), if the table has one.
    public func value(forKey key: String, device: String? = nil) -> String? {
        entry(forKey: key)?.value(forDevice: device)
    }

    /// Whether the table has no entry.
    public var isEmpty: Bool { entries.isEmpty }

    /// The String Catalog device name of a platform's devices: `iphone` for iOS (the runtime models
    /// a phone), `appletv`, `applewatch`, `mac`.
    public static func device(for platform: DocumentInfo.Platform) -> String {
        switch platform {
        case .iOS: "iphone"
        case .tvOS: "appletv"
        case .watchOS: "applewatch"
        case .macOS: "mac"
        }
    }
}
