import Foundation
@testable import SceneLoaderCore
import Testing
import TestSupport

/// The W3C XML Conformance Test Suite through the loader's XML layer (file reading, sniffing,
/// pre-scan, libxml2 push parser with the loader's settings), without the storyboard reader.
///
/// Runs when `SCENELOADER_W3C_INDEX` names the index `.ci/w3c_index.py` makes from
/// `../shared/corpus/xmlconf` (`.ci/steps/20-hostile.sh` does); skipped otherwise, so a fresh
/// clone's `swift test` does not need the suite. Every not-well-formed test must be rejected and
/// every valid or invalid one (both are well-formed) must parse, except:
/// - tests with a `<!DOCTYPE>`: the loader refuses every DTD by policy (all valid tests have one);
/// - tests in UTF-16: the loader reads only encodings its pre-scan can (`input.encoding`);
/// - XML 1.1 tests: libxml2 implements XML 1.0 (5th edition) only;
/// - `error` tests: the spec lets a processor report them or not;
/// - the known differences in `Fixtures/w3c/known-differences.tsv`, each with its reason.
/// Writes `passed failed excluded` to `SCENELOADER_W3C_REPORT` when that is set.
@Suite struct W3CConformanceTests {
    static let index = ProcessInfo.processInfo.environment["SCENELOADER_W3C_INDEX"]

    /// Receives nothing: the XML layer alone decides.
    final class NullHandler: XMLContentHandler {
        var sharedNames: XMLNameTable? { nil }
        func prepare(_ names: XMLNameTable, sharesNames: Bool) {}
        func startElement(_ tag: XMLStartTag) -> XMLStartDecision { .proceed }
        var issue: XMLIssue? { nil }
        func endElement(_ name: XMLName) {}
    }

    static func knownDifferences() throws -> [String: String] {
        let url = Paths.fixtures("w3c").appendingPathComponent("known-differences.tsv")
        var result: [String: String] = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", maxSplits: 1)
            if fields.count == 2 { result[String(fields[0])] = String(fields[1]) }
        }
        return result
    }

    @Test(.enabled(if: index != nil, "set SCENELOADER_W3C_INDEX (see .ci/steps/20-hostile.sh)"))
    func conformance() throws {
        let rows = try String(contentsOfFile: W3CConformanceTests.index!, encoding: .utf8).split(separator: "\n")
        let known = try W3CConformanceTests.knownDifferences()
        var passed = 0, failed: [String] = [], excluded: [String: Int] = [:], stillDifferent = Set<String>()
        for row in rows {
            let field = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard field.count == 7 else { continue }
            let (id, type, version, path) = (field[0], field[1], field[2], field[6])
            let parser = SAXPushParser(handler: NullHandler(), limits: ParserLimits().xml, displayName: id)
            var issue: XMLIssue?
            do { try parser.parse(path: path, chunkSize: 256 << 10) } catch { issue = error }
            let rejected = issue != nil
            if type == "error" { excluded["error test (either outcome conforms)", default: 0] += 1; continue }
            if type == "not-wf" {
                if rejected { passed += 1; continue }
            } else {
                if !rejected { passed += 1; continue }
                if issue?.code == .doctype { excluded["valid/invalid test with a DOCTYPE (refused by policy)", default: 0] += 1; continue }
                if issue?.code == .unsupportedEncoding { excluded["valid/invalid test in UTF-16 (refused by policy)", default: 0] += 1; continue }
                if version == "1.1" { excluded["XML 1.1 test", default: 0] += 1; continue }
            }
            if let reason = known[id] {
                excluded["known difference: \(reason)", default: 0] += 1
                stillDifferent.insert(id)
                continue
            }
            failed.append("\(id) (\(type)): \(rejected ? "rejected: \(issue!.code) \(issue!.message)" : "accepted")")
        }
        for id in known.keys.sorted() where !stillDifferent.contains(id) {
            failed.append("\(id): listed as a known difference but now conforms; remove it from known-differences.tsv")
        }
        let excludedTotal = excluded.values.reduce(0, +)
        var report = "W3C: \(passed) passed, \(failed.count) failed, \(excludedTotal) excluded\n"
        for (reason, count) in excluded.sorted(by: { $0.key < $1.key }) { report += "  excluded \(count): \(reason)\n" }
        for failure in failed { report += "  FAILED \(failure)\n" }
        print(report, terminator: "")
        if let out = ProcessInfo.processInfo.environment["SCENELOADER_W3C_REPORT"] {
            try "\(passed) \(failed.count) \(excludedTotal)\n".write(toFile: out, atomically: true, encoding: .utf8)
        }
        #expect(failed.isEmpty, "\(failed.count) W3C tests do not conform:\n\(failed.prefix(50).joined(separator: "\n"))")
        #expect(passed + failed.count + excludedTotal == rows.count)
    }
}
