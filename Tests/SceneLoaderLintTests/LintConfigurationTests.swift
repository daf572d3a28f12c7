import Foundation
@testable import SceneLoaderLint
import Testing
import SceneLoaderCore

/// `.scene-inspect.json`: what it turns on and off, and every mistake located and explained.
@Suite struct LintConfigurationTests {
    func parse(_ text: String) throws(ConfigurationError) -> LintConfiguration {
        try LintConfiguration(parsing: Array(text.utf8), file: "c.json")
    }

    func problems(_ text: String) -> [String] {
        do {
            _ = try parse(text)
            return []
        } catch {
            return error.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code)" }
        }
    }

    @Test func severitiesOptionsAndOptIn() throws {
        let configuration = try parse("""
        {"rules": {"segue.deprecated-kind": "error", "scene.empty-identifier": "off",
                   "document.no-initial": {"severity": "note"}, "tab-bar.more": {"maxTabs": 7}, "xml.*": "warning"}}
        """)
        #expect(configuration.severity(of: .deprecatedSegueKind, proposed: .warning) == .error)
        #expect(configuration.severity(of: .emptyIdentifier, proposed: .warning) == nil)
        #expect(!configuration.isEnabled(.emptyIdentifier))
        #expect(configuration.severity(of: .noInitialViewController, proposed: .warning) == .note)
        #expect(configuration.option("maxTabs", of: .moreTabs) == 7)
        #expect(configuration.severity(of: .moreTabs, proposed: .note) == .note)
        #expect(configuration.severity(of: .xml(76), proposed: .error) == .warning)
        // Opt-in rules are off unless named; the others keep the check's severity.
        let defaults = LintConfiguration()
        #expect(!defaults.isEnabled(.identifierDiffersFromClass))
        #expect(defaults.severity(of: .identifierDiffersFromClass, proposed: .warning) == nil)
        #expect(defaults.severity(of: .duplicateObjectID, proposed: .error) == .error)
        #expect(defaults.option("maxTabs", of: .moreTabs) == 5)
    }

    @Test func mistakesAreLocatedWithTheirCodes() {
        #expect(problems("{\n  \"exlude\": []\n}") == ["2:3 config.unknown-key"])
        #expect(problems("{\"rules\": {\"segue.deprecated\": \"off\"}}") == ["1:12 config.unknown-rule"])
        #expect(problems("{\"rules\": {\"tab-bar.more\": \"loud\"}}") == ["1:28 config.invalid-value"])
        #expect(problems("{\"rules\": {\"tab-bar.more\": {\"maxTabs\": 0}}}") == ["1:40 config.invalid-value"])
        #expect(problems("{\"rules\": {\"tab-bar.more\": {\"maxTab\": 6}}}") == ["1:29 config.unknown-key"])
        #expect(problems("{\"include\": \"App\"}") == ["1:13 config.invalid-value"])
        #expect(problems("[]") == ["1:1 config.invalid-value"])
        // Every problem is reported, not only the first.
        #expect(problems("{\"a\": 1, \"b\": 2}").count == 2)
        // Windows line endings: each problem still at its own line.
        #expect(problems("{\r\n  \"exlude\": [],\r\n  \"rules\": {\"segue.deprecated\": \"off\"}\r\n}\r\n") == ["2:3 config.unknown-key", "3:13 config.unknown-rule"])
    }

    @Test func suggestionsNameTheNearestValidOne() throws {
        do {
            _ = try parse("{\"rules\": {\"segue.deprecated\": \"off\"}, \"exlude\": []}")
            Issue.record("accepted")
        } catch {
            let messages = error.diagnostics.map(\.message)
            #expect(messages.contains { $0.contains("did you mean 'segue.deprecated-kind'?") })
            #expect(messages.contains { $0.contains("did you mean 'exclude'?") })
        }
    }

    @Test func syntaxErrorsAndLimits() {
        #expect(problems("{\"rules\": {},}") == ["1:14 config.syntax"])
        #expect(problems("{\"a\": 1, \"a\": 2}") == ["1:10 config.syntax"])
        #expect(problems("{\n  // no comments\n}") == ["2:3 config.syntax"])
        #expect(problems("{\"a\": \"\u{1}\"}") == ["1:8 config.syntax"])
        #expect(problems("{\"a\": 01}") == ["1:7 config.syntax"])
        #expect(problems("") == ["1:1 config.syntax"])
        // Deep nesting stops at the limit, at once, without recursing further.
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(problems(deep) == ["1:33 config.syntax"])
        let large = "{\"include\": [\"" + String(repeating: "a", count: 2 << 20) + "\"]}"
        #expect(problems(large) == ["1:1 config.syntax"])
        let long = "{\"include\": [\"" + String(repeating: "a", count: 5_000) + "\"]}"
        #expect(problems(long).first?.hasSuffix("config.syntax") == true)
    }

    @Test func globs() {
        #expect(Glob("Legacy/**").matches("Legacy/Old.storyboard"))
        #expect(Glob("Legacy/**").matches("Legacy/a/b/Old.storyboard"))
        #expect(!Glob("Legacy/**").matches("App/Legacy/Old.storyboard"))
        #expect(Glob("**/Legacy/**").matches("App/Legacy/Old.storyboard"))
        #expect(Glob("**/Legacy/**").matches("Legacy/Old.storyboard"))
        #expect(Glob("*.storyboard").matches("App/Base.lproj/Main.storyboard"))
        #expect(Glob("App/*.storyboard").matches("App/Main.storyboard"))
        #expect(!Glob("App/*.storyboard").matches("App/Base.lproj/Main.storyboard"))
        #expect(Glob("App/?ain.storyboard").matches("App/Main.storyboard"))
        #expect(Glob("./App/").matches("App/x/y.storyboard"))
        // A pathological pattern costs the product of the lengths, not exponential time.
        let pattern = Glob(String(repeating: "*a", count: 200) + "b")
        #expect(!pattern.matches(String(repeating: "a", count: 2_000)))
    }
}
