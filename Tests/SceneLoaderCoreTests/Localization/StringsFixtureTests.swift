#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoaderCore
import Testing
import TestSupport

/// One test per file in `Fixtures/strings/`: a `.strings` file or String Catalog and its golden,
/// `NAME.entries` (each entry's line, column, key and value, then the warnings, by code and line)
/// or `NAME.error` (`line:column code`). Re-record with `RECORD_GOLDENS=1 swift test`.
@Suite struct StringsFixtureTests {
    static let folder = Paths.fixtures("strings")
    static let fixtures: [String] = (Paths.files(in: folder, suffix: ".strings") + Paths.files(in: folder, suffix: ".xcstrings")).map(\.lastPathComponent)

    /// A table's entries, one a line, and its warnings.
    private static func describe(_ table: StringsTable) -> String {
        var text = ""
        for entry in table.entries {
            text += "\(entry.location.line):\(entry.location.column) \(Quote.value(entry.key)) = "
            text += entry.value.map { "'\(Quote.value($0))'" } ?? "-"
            for device in entry.deviceVariations.keys.sorted() { text += " \(device): '\(Quote.value(entry.deviceVariations[device]!))'" }
            text += "\n"
        }
        for diagnostic in table.diagnostics {
            text += "\(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.severity.rawValue) \(diagnostic.code)\n"
        }
        return text
    }

    @Test(arguments: fixtures)
    func fixture(_ name: String) throws {
        let url = StringsFixtureTests.folder.appendingPathComponent(name)
        let base = StringsFixtureTests.folder.appendingPathComponent(String(name[..<name.lastIndex(of: ".")!]))
        do throws(StoryboardError) {
            if name.hasSuffix(".xcstrings") {
                let catalog = try StringCatalog(contentsOf: url)
                var text = "source \(catalog.sourceLanguage ?? "-"), keys \(catalog.keys.map(\.key).joined(separator: " "))\n"
                for language in catalog.languages {
                    text += "[\(language)]\n" + (catalog.table(for: language).map(StringsFixtureTests.describe) ?? "missing\n")
                }
                Golden.check(text, against: base.appendingPathExtension("entries"))
            } else {
                Golden.check(StringsFixtureTests.describe(try StringsTable(contentsOf: url, localization: "de")), against: base.appendingPathExtension("entries"))
            }
        } catch {
            Golden.check("\(error.location.line):\(error.location.column) \(error.code)\n", against: base.appendingPathExtension("error"))
        }
    }

    @Test func thereAreFixtures() {
        #expect(StringsFixtureTests.fixtures.count >= 10)
    }
}
