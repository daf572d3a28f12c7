import Foundation
import SceneLoader
import Testing
import TestSupport

/// Every ``ParserLimits`` setting can be changed, from the library and from `scene-inspect`, and
/// changing it changes the outcome: a limit that cannot be raised is a bug report waiting to happen.
@Suite struct LimitOptionTests {
    struct Change: Sendable, CustomTestStringConvertible {
        let option: String
        let value: Int
        let limit: any WritableKeyPath<ParserLimits, Int> & Sendable
        let fixture: String
        /// The code with default limits and with the option (nil: loads without errors).
        let before: String?
        let after: String?
        var testDescription: String { "\(option) \(value) on \(fixture)" }
    }

    static let changes: [Change] = [
        Change(option: "--max-file-size", value: 100, limit: \.maxFileSize, fixture: "control-valid-minimal", before: nil, after: "io.too-large"),
        Change(option: "--max-depth", value: 300, limit: \.maxDepth, fixture: "limit-depth-257-refused", before: "limit.depth", after: nil),
        Change(option: "--max-elements", value: 5, limit: \.maxElements, fixture: "control-valid-minimal", before: nil, after: "limit.elements"),
        Change(option: "--max-objects", value: 3, limit: \.maxObjects, fixture: "control-valid-tabs-navigation", before: nil, after: "limit.objects"),
        Change(option: "--max-attributes", value: 300, limit: \.maxAttributes, fixture: "limit-attributes-257", before: "limit.attributes", after: nil),
        Change(option: "--max-namespaces", value: 100, limit: \.maxNamespaceDeclarations, fixture: "limit-namespaces-65", before: "limit.namespaces", after: nil),
        Change(option: "--max-name-length", value: 3000, limit: \.maxNameLength, fixture: "limit-element-name-2000", before: "limit.name", after: nil),
        Change(option: "--max-attribute-length", value: 3, limit: \.maxAttributeLength, fixture: "control-valid-minimal", before: nil, after: "limit.attribute-length"),
        Change(option: "--max-text-length", value: 5, limit: \.maxTextLength, fixture: "control-valid-minimal", before: nil, after: "limit.text"),
        Change(option: "--max-identifier-length", value: 3000, limit: \.maxIdentifierLength, fixture: "limit-identifier-2000", before: "limit.identifier", after: nil),
    ]

    private static func code(_ result: CLI.Result) -> String? {
        guard let line = result.stderr.split(separator: "\n").first(where: { $0.contains(": error: ") }),
              let open = line.lastIndex(of: "[") else { return nil }
        return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
    }

    @Test(arguments: changes)
    func fromTheCommandLine(_ change: Change) throws {
        let file = "Fixtures/hostile/\(change.fixture).storyboard"
        let plain = try CLI.run(["--quiet", file])
        #expect(LimitOptionTests.code(plain) == change.before)
        #expect(plain.status == (change.before == nil ? 0 : 1))
        let changed = try CLI.run(["--quiet", change.option, "\(change.value)", file])
        #expect(LimitOptionTests.code(changed) == change.after)
        #expect(changed.status == (change.after == nil ? 0 : 1))
    }

    @Test(arguments: changes)
    func fromTheLibrary(_ change: Change) {
        let url = Paths.fixtures("hostile").appendingPathComponent("\(change.fixture).storyboard")
        var limits = ParserLimits()
        limits[keyPath: change.limit] = change.value
        func errorCode(_ options: LoadOptions) -> String? {
            do {
                let storyboard = try Storyboard(contentsOf: url, options: options)
                return storyboard.diagnostics.first { $0.severity == .error }.map(\.code.rawValue)
            } catch {
                return error.code.rawValue
            }
        }
        #expect(errorCode(LoadOptions()) == change.before)
        #expect(errorCode(LoadOptions(limits: limits)) == change.after)
    }

    /// The help names every limit option with its default, and every limit has an option.
    @Test func helpDocumentsEveryLimit() throws {
        let help = try CLI.run(["--help"]).stdout
        let defaults = ParserLimits()
        for change in LimitOptionTests.changes {
            #expect(help.contains("\(change.option) "), "help lacks \(change.option)")
            #expect(help.contains("(default \(defaults[keyPath: change.limit]))"), "help lacks the default of \(change.option)")
        }
        // One change per stored limit: a new limit without an option fails here.
        #expect(Mirror(reflecting: defaults).children.count == LimitOptionTests.changes.count)
    }

    @Test func theDefaultsAreTheDocumentedOnes() {
        let limits = ParserLimits()
        #expect(limits.maxFileSize == 128 << 20)
        #expect(limits.maxDepth == 256)
        #expect(limits.maxElements == 1_000_000)
        #expect(limits.maxObjects == 150_000)
        #expect(limits.maxAttributes == 256)
        #expect(limits.maxNamespaceDeclarations == 64)
        #expect(limits.maxNameLength == 1_024)
        #expect(limits.maxAttributeLength == 8 << 20)
        #expect(limits.maxTextLength == 10 << 20)
        #expect(limits.maxIdentifierLength == 1_024)
    }
}
