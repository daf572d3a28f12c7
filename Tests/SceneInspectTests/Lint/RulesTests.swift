import Foundation
import SceneLoader
import Testing
import TestSupport

/// The rule registry: every diagnostic code is a rule, and docs/RULES.md is what the registry says.
@Suite struct RulesTests {
    /// Every code declared anywhere in the library (`DiagnosticCode = "…"`) has a rule.
    @Test func everyDiagnosticCodeHasARule() throws {
        let sources = Paths.packageRoot.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        var codes: [String] = []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            codes += text.matches(of: /DiagnosticCode = "([a-z0-9.-]+)"/).map { String($0.output.1) }
        }
        #expect(codes.count >= 60)
        for code in codes {
            #expect(Rule.covering(DiagnosticCode(rawValue: code)) != nil, "\(code) has no rule in Rule.all")
        }
        // libxml2's numbered errors belong to the family rule.
        #expect(Rule.covering(.xml(76))?.id == "xml.*")
    }

    @Test func idsAreUniqueAndRulesComplete() {
        let ids = Rule.all.map(\.id)
        #expect(Set(ids).count == ids.count, "a rule id is listed twice")
        for rule in Rule.all {
            #expect(!rule.summary.isEmpty && !rule.description.isEmpty && !rule.wrong.isEmpty && !rule.right.isEmpty, "\(rule.id) is incomplete")
            #expect(rule.wrong != rule.right, "\(rule.id)'s examples are the same")
        }
    }

    /// docs/RULES.md is generated: `RECORD_GOLDENS=1 swift test --filter RulesTests` rewrites it.
    @Test func rulesPageIsTheRegistry() {
        Golden.check(Rule.markdown, against: Paths.packageRoot.appendingPathComponent("docs/RULES.md"))
    }

    /// `scene-inspect rules --markdown` prints the same page, and `rules` lists every id.
    @Test func rulesCommand() throws {
        let markdown = try CLI.run(["rules", "--markdown"])
        #expect(markdown.status == 0)
        #expect(markdown.stdout == Rule.markdown)
        let list = try CLI.run(["rules"])
        #expect(list.status == 0)
        let listed = list.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        #expect(listed == Rule.all.map(\.id))
    }
}
