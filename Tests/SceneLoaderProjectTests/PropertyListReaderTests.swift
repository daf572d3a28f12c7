import SceneLoaderCore
@testable import SceneLoaderProject
import Testing

/// The old-style property list reader: the forms Xcode writes, read right, and every malformed or
/// oversized input refused with its code at its line and column.
@Suite struct PropertyListReaderTests {
    static func read(_ text: String, limits: ProjectLimits = ProjectLimits()) throws(ProjectError) -> (PropertyList, [Diagnostic]) {
        try read(Array(text.utf8), limits: limits)
    }

    static func read(_ bytes: [UInt8], limits: ProjectLimits = ProjectLimits()) throws(ProjectError) -> (PropertyList, [Diagnostic]) {
        var reader = PropertyListReader(bytes: bytes, file: "project.pbxproj", limits: limits)
        let value = try reader.read()
        return (value, reader.warnings)
    }

    /// `CODE LINE:COLUMN` of the error reading `text` throws, or `read` when it reads.
    static func outcome(_ text: String, limits: ProjectLimits = ProjectLimits()) -> String {
        outcome(Array(text.utf8), limits: limits)
    }

    static func outcome(_ bytes: [UInt8], limits: ProjectLimits = ProjectLimits()) -> String {
        do throws(ProjectError) {
            _ = try read(bytes, limits: limits)
            return "read"
        } catch {
            return "\(error.code) \(error.location.line):\(error.location.column)"
        }
    }

    @Test func readsWhatXcodeWrites() throws {
        let text = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjects = {
        /* Begin PBXBuildFile section */
        \t\t4A01 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = 4A02 /* Main.storyboard */; };
        \t\t4A03 = {isa = PBXGroup; children = (4A02, 4A04, ); path = "My App"; sourceTree = "<group>"; };
        \t};
        \trootObject = 4A00; // a line comment
        }
        """
        let (value, warnings) = try PropertyListReaderTests.read(text)
        #expect(warnings.isEmpty)
        let top = try #require(value.dictionary)
        #expect(top.entries.map(\.key) == ["archiveVersion", "classes", "objects", "rootObject"])
        #expect(top["archiveVersion"]?.string == "1")
        #expect(top["classes"]?.dictionary?.count == 0)
        #expect(top["rootObject"]?.string == "4A00")
        let objects = try #require(top["objects"]?.dictionary)
        let group = try #require(objects["4A03"]?.dictionary)
        #expect(group["children"]?.array?.compactMap(\.string) == ["4A02", "4A04"])
        #expect(group["path"]?.string == "My App")
        #expect(group["sourceTree"]?.string == "<group>")
        // Locations: the object's key, its value's first character.
        let entry = try #require(objects.entry("4A01"))
        #expect((entry.keyLine, entry.keyColumn) == (8, 3))
        #expect((objects["4A03"]?.line, objects["4A03"]?.column) == (9, 10))
    }

    @Test func decodesEscapesAndData() throws {
        let text = #"{ a = "tab\there \"quoted\" back\\slash\nline"; b = "caf\U00e9 \101\102 \UD83D\UDE00"; c = 'single'; d = <0fA1 b2 >; }"#
        let (value, _) = try PropertyListReaderTests.read(text)
        let top = try #require(value.dictionary)
        #expect(top["a"]?.string == "tab\there \"quoted\" back\\slash\nline")
        #expect(top["b"]?.string == "café AB 😀")
        #expect(top["c"]?.string == "single")
        guard case .data(let bytes)? = top["d"]?.value else { Issue.record("d is not data"); return }
        #expect(bytes == [0x0F, 0xA1, 0xB2])
    }

    /// Bare strings take Foundation's characters: `$(…)` must be quoted, as Xcode quotes it.
    @Test func bareStringsAreFoundationsCharacters() throws {
        #expect(PropertyListReaderTests.outcome("{ e = $(PRODUCT_NAME); }") == "project.syntax 1:8")
        let (value, _) = try PropertyListReaderTests.read("{ f = ../a/b.c-d_e:$x; }")
        #expect(value.dictionary?["f"]?.string == "../a/b.c-d_e:$x")
    }

    /// Every kind of malformed input, by code and location.
    @Test(arguments: [
        ("{ name = \"App;\n}", "project.syntax 1:10"),                       // unterminated quote, at the quote
        ("{ a = b; /* never\nclosed }", "project.syntax 1:10"),              // unterminated comment, at its start
        ("{\n  a = (b, c);\n  d = {", "project.syntax 3:7"),                 // the innermost bracket never closed
        ("{ a = b; )", "project.syntax 1:10"),                               // a bracket that closes nothing
        ("( a, b }", "project.syntax 1:8"),                                  // a mismatched bracket
        ("{ a = b }", "project.syntax 1:9"),                                 // missing `;`
        ("{ a b; }", "project.syntax 1:5"),                                  // missing `=`
        ("{ a = @; }", "project.syntax 1:7"),                                // a character out of place
        ("{ a = <0f1>; }", "project.syntax 1:7"),                            // odd hex digits
        ("{ a = <0fzz>; }", "project.syntax 1:10"),                          // not a hex digit
        ("{ a = <0f", "project.syntax 1:7"),                                 // data never closed
        ("{ a = b; } c", "project.syntax 1:12"),                             // garbage after the end
        ("", "project.syntax 1:1"),                                          // nothing
        ("  // only a comment\n", "project.syntax 2:1"),
        ("<?xml version=\"1.0\"?>\n<plist/>", "project.syntax 1:1"),         // an XML property list
        ("\n\n<!DOCTYPE plist>", "project.syntax 3:1"),
        ("bplist00\u{0}\u{1}", "project.syntax 1:1"),                        // a binary property list
        ("{ a = \"\\UD83D\"; }", "project.syntax 1:7"),                      // a lone surrogate
        ("{ a = \"\\Uzz\"; }", "project.syntax 1:8"),                        // `\U` without digits
        ("{ (a) = b; }", "project.syntax 1:3"),                              // a key that is not a string
        ("( , )", "project.syntax 1:3"),
        ("{\n\ta = b;\n<<<<<<< HEAD\n\tc = d;\n=======\n}", "input.merge-conflict 3:1"),   // an unresolved conflict
        ("{\n\ta = b;\n=======\n}", "input.merge-conflict 3:1"),
    ])
    func malformed(_ text: String, _ expected: String) {
        #expect(PropertyListReaderTests.outcome(text) == expected)
    }

    /// Columns after a line end inside a string or data count from that line's start; a string
    /// that runs over a line end is named in a later error, as a quote that is likely missing.
    @Test func linesInsideValues() throws {
        #expect(PropertyListReaderTests.outcome("{ a = \"x\ny\"; b = @; }") == "project.syntax 2:9")
        #expect(PropertyListReaderTests.outcome("{ a = \"x\\\ny\"; b = @; }") == "project.syntax 2:9")
        #expect(PropertyListReaderTests.outcome("( <00\n11>, @ )") == "project.syntax 2:6")
        #expect(PropertyListReaderTests.outcome("( a, /* x\n */ @ )") == "project.syntax 2:5")
        do throws(ProjectError) {
            _ = try PropertyListReaderTests.read("{\n\tname = \"Main.storyboard;\n\tsourceTree = \"<group>\";\n}")
            Issue.record("read")
        } catch {
            #expect("\(error.code) \(error.location.line):\(error.location.column)" == "project.syntax 3:16")
            #expect(error.message.hasSuffix("(the quoted string at line 2, column 9 runs over a line end: is its closing quote missing?)"))
        }
    }

    @Test func encodingsOtherThanUTF8AreRefused() {
        #expect(PropertyListReaderTests.outcome([0xFF, 0xFE, 0x7B, 0x00]) == "project.syntax 1:1")
        #expect(PropertyListReaderTests.outcome([0xFE, 0xFF, 0x00, 0x7B]) == "project.syntax 1:1")
        // Bytes that are not UTF-8 in a quoted string, at the string's quote.
        #expect(PropertyListReaderTests.outcome(Array("{\n a = \"".utf8) + [0xC3, 0x28] + Array("\"; }".utf8)) == "project.syntax 2:6")
        // A UTF-8 byte-order mark is skipped; columns count from after it.
        #expect(PropertyListReaderTests.outcome([0xEF, 0xBB, 0xBF] + Array("{ a = @; }".utf8)) == "project.syntax 1:7")
    }

    /// A repeated key keeps its last value, as Foundation's reader does, and is reported at the repeat.
    @Test func duplicateKeysKeepTheLastValue() throws {
        let (value, warnings) = try PropertyListReaderTests.read("{\n  path = App;\n  name = X;\n  path = Old;\n}")
        let top = try #require(value.dictionary)
        #expect(top["path"]?.string == "Old")
        #expect(top.entries.map(\.key) == ["path", "name"])
        #expect(warnings.map { "\($0.code) \($0.location.line):\($0.location.column)" } == ["project.duplicate-key 4:3"])
    }

    /// A flood of repeated keys lists the first thousand and counts the rest.
    @Test func repeatedKeysAreBounded() throws {
        var reader = PropertyListReader(bytes: Array(("{ " + String(repeating: "a = b; ", count: 5000) + "}").utf8), file: "p", limits: ProjectLimits())
        _ = try reader.read()
        #expect(reader.warnings.count == 1000)
        #expect(reader.unlistedWarnings == 3999)
    }

    /// Large dictionaries are indexed; lookups agree with the order of the file.
    @Test func largeDictionariesAreIndexed() throws {
        let entries = (0..<500).map { "k\($0) = v\($0);" }.joined(separator: " ")
        let (value, _) = try PropertyListReaderTests.read("{ \(entries) k7 = again; }")
        let top = try #require(value.dictionary)
        #expect(top.count == 500)
        #expect(top["k499"]?.string == "v499")
        #expect(top["k7"]?.string == "again")
        #expect(top["k500"] == nil)
    }

    @Test func limitsAreEnforcedWhereTheyAreCrossed() {
        // Depth: the 33rd open bracket.
        let deep = String(repeating: "(", count: 100_000)
        #expect(PropertyListReaderTests.outcome(deep) == "project.limit 1:33")
        var limits = ProjectLimits()
        limits.maxDepth = 3
        #expect(PropertyListReaderTests.outcome("{ a = { b = ( c ); }; }", limits: limits) == "read")
        #expect(PropertyListReaderTests.outcome("{ a = { b = ( ( c ) ); }; }", limits: limits) == "project.limit 1:15")
        // Values: the one past the limit.
        limits = ProjectLimits()
        limits.maxElements = 5
        #expect(PropertyListReaderTests.outcome("( a, b, c, d )", limits: limits) == "read")
        #expect(PropertyListReaderTests.outcome("( a, b, c, d, e )", limits: limits) == "project.limit 1:15")
        // String length: quoted, bare and data, at their start.
        limits = ProjectLimits()
        limits.maxStringLength = 8
        #expect(PropertyListReaderTests.outcome("( \"12345678\", 12345678 )", limits: limits) == "read")
        #expect(PropertyListReaderTests.outcome("(\n  \"123456789\" )", limits: limits) == "project.limit 2:3")
        #expect(PropertyListReaderTests.outcome("( \"1234\\n56789\" )", limits: limits) == "project.limit 1:3")
        #expect(PropertyListReaderTests.outcome("( 123456789 )", limits: limits) == "project.limit 1:3")
        #expect(PropertyListReaderTests.outcome("( <00 11 22 33 44 55 66 77 88> )", limits: limits) == "project.limit 1:3")
    }

    /// A raised depth limit is still capped: a value never nests deeper than the cap, so that
    /// releasing it cannot exhaust the stack.
    @Test func depthIsCappedWhateverTheLimit() {
        var limits = ProjectLimits()
        limits.maxDepth = .max
        let deep = String(repeating: "(", count: 100_000)
        #expect(PropertyListReaderTests.outcome(deep, limits: limits) == "project.limit 1:\(PropertyListReader.depthCap + 1)")
    }
}
