import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import SceneLoaderCore
@testable import SceneLoaderInspect
import Testing

/// Every output format's escaping policy, over every character that must not reach an output raw.
@Suite struct EscapingTests {
    /// C0 controls, DEL, C1 controls.
    static let controls: [Unicode.Scalar] = (Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F)).map { Unicode.Scalar($0)! }

    /// Format characters that reorder, hide or break text: bidirectional embeddings and overrides
    /// (U+202A–202E), isolates (U+2066–2069), marks (U+200E, U+200F, U+061C), zero-width space,
    /// non-joiner and joiner (U+200B–200D), line and paragraph separators (U+2028, U+2029), the byte
    /// order mark (U+FEFF), the soft hyphen (U+00AD), and a tag character (U+E0041, above the BMP).
    static let formats: [Unicode.Scalar] = ([0xAD, 0x61C, 0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x2028, 0x2029]
        + Array(0x202A...0x202E) + Array(0x2066...0x2069) + [0xFEFF, 0xE0041]).map { Unicode.Scalar($0)! }

    static let hostile = controls + formats

    /// Characters that print as they are in every format.
    static let harmless: [String] = ["a", " ", "é", "中", "ش", "😀", "\u{A0}", "~"]

    static func hex(_ scalar: Unicode.Scalar) -> String { String(scalar.value, radix: 16, uppercase: true) }

    /// Only printable ASCII (space to `~`), and line feeds where `newlines` allows them.
    static func isPrintableASCII(_ text: String, newlines: Bool = false) -> Bool {
        text.unicodeScalars.allSatisfy { (0x20...0x7E).contains($0.value) || (newlines && $0 == "\n") }
    }

    @Test(arguments: hostile) func everyHostileCharacterIsHidden(_ scalar: Unicode.Scalar) {
        #expect(scalar.isHiddenControl)
    }

    /// The fast paths (ranges skipped, bytes read before characters) agree with Unicode's table
    /// for every scalar there is.
    @Test func hiddenMeansControlFormatOrSeparatorForEveryScalar() {
        var disagreements: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let hidden = switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: true
            default: false
            }
            if scalar.isHiddenControl != hidden || String(scalar).needsEscaping() != hidden {
                disagreements.append("U+" + String(value, radix: 16, uppercase: true))
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
        #expect("a\nb".needsEscaping())
        #expect(!"a\nb".needsEscaping(keepingLineFeeds: true))
        #expect("a\"b".needsEscaping(specials: [UInt8(ascii: "\"")]))
        #expect(!"a\"b".needsEscaping())
    }

    @Test(arguments: harmless) func printableCharactersAreNotHidden(_ text: String) {
        #expect(text.unicodeScalars.allSatisfy { !$0.isHiddenControl })
        #expect(Quote.value(text) == text)
        #expect(XMLText.escaped(text) == text)
        #expect(DOT.quoted(lines: [text]) == "\"\(text)\"")
        #expect(Mermaid.quoted(lines: [text]) == "\"\(text)\"")
        #expect(JSONValue.string(text).serialized() == "\"\(text)\"")
    }

    // MARK: Text output

    /// Swift's own escapes for the four it has, `\u{HEX}` for the rest; never the raw character.
    @Test(arguments: hostile) func textOutputWritesSwiftEscapes(_ scalar: Unicode.Scalar) {
        let expected = switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case "\0": "\\0"
        default: "\\u{\(Self.hex(scalar))}"
        }
        let value = "a" + String(scalar) + "b"
        #expect(Quote.value(value) == "a\(expected)b")
        #expect(Quote.line(value) == "a\(expected)b")
    }

    /// A path is written whole, escaped as a value is, up to a bound far beyond real paths.
    @Test func pathsAreWholeUpToTheirBound() {
        let deep = Array(repeating: "Folder", count: 40).joined(separator: "/") + "/Base.lproj/Main.storyboard"
        #expect(deep.count > 200)
        #expect(Quote.path(deep) == deep)
        #expect(Quote.path("a\nb") == "a\\nb")
        let hostile = String(repeating: "x", count: Quote.pathLimit * 4)
        #expect(Quote.path(hostile) == String(repeating: "x", count: Quote.pathLimit) + "…")
    }

    @Test func quotedValuesEscapeBackslashAndQuoteButLinesKeepThem() {
        #expect(Quote.value(#"say "hi" \n"#) == #"say \"hi\" \\n"#)
        #expect(Quote.line(#"say "hi" \n"#) == #"say "hi" \n"#)
        #expect(Quote.value(String(repeating: "x", count: 100), limit: 5) == "xxxxx…")
        #expect(Quote.line("a\u{1B}[31mb", limit: 3) == "a\\u{1B}[…")
        #expect(Quote.lines("one\ntwo\u{1B}\r\n") == "one\ntwo\\u{1B}\\r\n")
    }

    // MARK: JSON

    /// RFC 8259's escapes, and `\u` for every other hidden character; the value reads back the same.
    @Test(arguments: hostile) func jsonEscapesAndReadsBack(_ scalar: Unicode.Scalar) throws {
        let value = "a" + String(scalar) + "b"
        let text = JSONValue.array([.string(value)]).serialized()
        #expect(Self.isPrintableASCII(text, newlines: true))
        let json = JSONValue.string(value).serialized()
        #expect(!json.contains("\n"))
        let short: [Unicode.Scalar: String] = ["\n": "\\n", "\r": "\\r", "\t": "\\t", "\u{8}": "\\b", "\u{C}": "\\f"]
        if let escape = short[scalar] {
            #expect(json == "\"a\(escape)b\"")
        } else {
            let units = String(scalar).utf16.map { "\\u" + String(repeating: "0", count: 4 - String($0, radix: 16).count) + String($0, radix: 16) }
            #expect(json == "\"a\(units.joined())b\"")
        }
        let decoded = try JSONDecoder().decode([String].self, from: Data(text.utf8))
        #expect(decoded == [value])
    }

    @Test func jsonEscapesQuoteAndBackslash() throws {
        #expect(JSONValue.string(#"a"b\c"#).serialized() == #""a\"b\\c""#)
    }

    // MARK: XML (SVG)

    /// Characters XML 1.0 cannot hold become U+FFFD; the others are character references, which a
    /// parser reads back as the input's character (in text and in an attribute alike).
    @Test(arguments: hostile) func xmlReplacesOrReferencesAndParses(_ scalar: Unicode.Scalar) throws {
        let value = "a" + String(scalar) + "<&'\">b"
        let escaped = XMLText.escaped(value)
        let allowed = scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar.value >= 0x7F
        #expect(escaped == (allowed ? "a&#x\(Self.hex(scalar));" : "a\u{FFFD}") + "&lt;&amp;&apos;&quot;&gt;b")
        #expect(Self.isPrintableASCII(escaped.replacing("\u{FFFD}", with: "?")))
        let document = "<t a=\"\(escaped)\">\(escaped)</t>"
        let parsed = try #require(XMLOracle.parse(document))
        let expected = allowed ? value : "a\u{FFFD}<&'\">b"
        #expect(parsed.attribute == expected)
        #expect(parsed.text == expected)
    }

    @Test func xmlReplacesNoncharacters() {
        #expect(XMLText.escaped("\u{FFFE}\u{FFFF}") == "\u{FFFD}\u{FFFD}")
    }

    // MARK: Graphs

    /// In DOT a value's backslash, quote and `&` are escaped; a hidden character is shown as text
    /// output shows it (a line feed too), its backslash doubled so Graphviz draws it as written.
    @Test(arguments: hostile) func dotShowsHiddenCharactersAsEscapes(_ scalar: Unicode.Scalar) {
        let quoted = DOT.quoted(lines: ["a" + String(scalar) + "b"])
        #expect(quoted == "\"a\\\(Quote.value(String(scalar)))b\"")
        #expect(Self.isPrintableASCII(quoted))
    }

    @Test func dotEscapesItsSpecialCharacters() {
        #expect(DOT.quoted(lines: [#"say "hi"\"#, "next"]) == #""say \"hi\"\\\nnext""#)
        #expect(DOT.quoted(lines: [#"R&D \N \l"#]) == #""R&amp;D \\N \\l""#)
    }

    /// In Mermaid a hidden character is shown as text output shows it (a line feed too).
    @Test(arguments: hostile) func mermaidShowsHiddenCharactersAsEscapes(_ scalar: Unicode.Scalar) {
        let quoted = Mermaid.quoted(lines: ["a" + String(scalar) + "b"])
        #expect(quoted == "\"a\(Quote.value(String(scalar)))b\"")
        #expect(Self.isPrintableASCII(quoted))
    }

    @Test func mermaidEscapesItsSpecialCharacters() {
        #expect(Mermaid.quoted(lines: ["a \"b\" <c> #1", "d"]) == "\"a #quot;b#quot; #lt;c#gt; #35;1<br/>d\"")
        #expect(Mermaid.quoted(lines: ["`R&D`"]) == "\"#96;R#amp;D#96;\"")
    }
}

/// Foundation's XML parser (libxml2), as an independent reader of what ``XMLText`` writes.
private final class XMLOracle: NSObject, XMLParserDelegate {
    var attribute: String?
    var text = ""

    static func parse(_ document: String) -> (attribute: String?, text: String)? {
        let oracle = XMLOracle()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = oracle
        guard parser.parse() else { return nil }
        return (oracle.attribute, oracle.text)
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        attribute = attributes["a"]
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
}
