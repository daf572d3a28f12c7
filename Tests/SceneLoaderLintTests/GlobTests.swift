import Foundation
@testable import SceneLoaderCore
@testable import SceneLoaderLint
import Testing

/// Globs matched as bit sets: the same answers as the position-by-position table they replace, on
/// paths longer than a machine word, and a configuration that cannot hold more patterns than a
/// file can afford to be matched against.
@Suite struct GlobTests {
    /// The reference: the table of pattern position by path position, one cell at a time.
    static func reference(_ pattern: String, _ path: String) -> Bool {
        enum Token: Equatable { case character(Unicode.Scalar), one, star, globstar, folders }
        var tokens: [Token] = []
        let p = Array((pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern).unicodeScalars)
        if !p.dropLast().contains("/") { tokens.append(.folders) }
        var i = 0
        while i < p.count {
            if p[i] == "*" && i + 1 < p.count && p[i + 1] == "*" {
                if i + 2 < p.count && p[i + 2] == "/" { tokens.append(.folders); i += 3 } else { tokens.append(.globstar); i += 2 }
                continue
            }
            tokens.append(p[i] == "*" ? .star : p[i] == "?" ? .one : .character(p[i]))
            i += 1
        }
        if p.last == "/" { tokens.append(.globstar) }
        let text = Array((path.hasPrefix("./") ? String(path.dropFirst(2)) : path).unicodeScalars)
        var reachable = [Bool](repeating: false, count: text.count + 1)
        reachable[0] = true
        for token in tokens {
            var next = [Bool](repeating: false, count: text.count + 1)
            switch token {
            case .character(let c):
                for i in 0..<text.count where reachable[i] && text[i] == c { next[i + 1] = true }
            case .one:
                for i in 0..<text.count where reachable[i] && text[i] != "/" { next[i + 1] = true }
            case .star:
                var open = false
                for i in 0...text.count {
                    if reachable[i] { open = true }
                    if open { next[i] = true }
                    if i < text.count && text[i] == "/" { open = false }
                }
            case .globstar:
                var open = false
                for i in 0...text.count {
                    if reachable[i] { open = true }
                    next[i] = open
                }
            case .folders:
                var open = false
                for i in 0...text.count {
                    if reachable[i] { next[i] = true; open = true }
                    if open && i > 0 && text[i - 1] == "/" { next[i] = true }
                }
            }
            reachable = next
        }
        return reachable[text.count]
    }

    /// A small deterministic generator, so a failure repeats.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
    }

    @Test func bitSetsAnswerAsTheTableDoes() {
        var random = Generator(state: 39)
        let pieces = ["a", "b", "/", "*", "?", "**", "**/", "é", "."]
        let pathPieces = ["a", "b", "/", "é", ".", "ab", "ba/"]
        var checked = 0
        for _ in 0..<4_000 {
            let pattern = (0..<Int.random(in: 1...7, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            // Paths from a few characters to several machine words long.
            let length = [3, 12, 40, 70, 140].randomElement(using: &random)!
            var path = ""
            while path.unicodeScalars.count < length { path += pathPieces.randomElement(using: &random)! }
            #expect(Glob(pattern).matches(path) == Self.reference(pattern, path), "'\(pattern)' against '\(path)'")
            checked += 1
        }
        #expect(checked == 4_000)
        // Crossing word boundaries: a component that spans bits 60 to 70, and a match that ends on one.
        let long = String(repeating: "x", count: 60) + "/" + String(repeating: "y", count: 10) + "/z"
        #expect(Glob("*/y*y/z").matches(long))
        #expect(!Glob("*/y*/y/z").matches(long))
        #expect(Glob("**/z").matches(long) && Glob("x*/**").matches(long))
        let exact = String(repeating: "a", count: 63)
        #expect(Glob(exact).matches(exact) && !Glob(exact + "a").matches(exact))
    }

    @Test func aConfigurationHoldsAtMostItsPatternBudget() throws {
        let pattern = "**/" + String(repeating: "*a", count: 500) + "b"
        let count = LintConfiguration.maxPatternBytes / pattern.utf8.count + 2
        let text = "{\"exclude\": [" + Array(repeating: "\"\(pattern)\"", count: count).joined(separator: ",\n") + "]}"
        do {
            _ = try LintConfiguration(parsing: Array(text.utf8), file: "c.json")
            Issue.record("accepted \(count) patterns of \(pattern.utf8.count) bytes")
        } catch {
            // At the first pattern past the budget, on its own line.
            let lineOfFirstOver = LintConfiguration.maxPatternBytes / pattern.utf8.count + 1
            #expect(error.diagnostics.map { "\($0.location.line) \($0.code)" } == ["\(lineOfFirstOver) config.invalid-value"])
        }
        // Within it, patterns like these are matched against a deep path without a blowup.
        let within = try LintConfiguration(parsing: Array("{\"exclude\": [\"\(pattern)\"]}".utf8), file: "c.json")
        let deep = (0..<25).map { "folder\($0)aaaa" }.joined(separator: "/") + "/Main.storyboard"
        #expect(within.includes(deep))
    }

    @Test func keysAreComparedByTheirBytes() throws {
        // The NFC and NFD spellings of one name are two keys, as they are two rule ids (neither is one).
        let text = "{\"rules\": {\"caf\u{E9}\": \"off\", \"cafe\u{301}\": \"off\"}}"
        do {
            _ = try LintConfiguration(parsing: Array(text.utf8), file: "c.json")
        } catch {
            #expect(error.diagnostics.map(\.code) == [.configUnknownRule, .configUnknownRule])
        }
        // Many distinct keys, one given twice at the end: found, at its position.
        var keys = (0..<5_000).map { "\"\u{E9}\($0)\": 1" }
        keys.append("\"\u{E9}17\": 2")
        #expect(throws: JSONReader.Failure.self) { try JSONReader.parse(Array(("{" + keys.joined(separator: ",") + "}").utf8)) }
    }
}
