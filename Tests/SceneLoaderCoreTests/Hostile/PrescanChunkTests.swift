import SceneLoaderCore
import Testing

/// The pre-scan jumps from `>` to `>` through comments, CDATA sections and processing
/// instructions, and from `<` to `<` over ordinary tags: it must end each where libxml2 does,
/// whatever the chunk boundaries, or a flood after it would reach libxml2 uncounted.
@Suite struct PrescanChunkTests {
    /// A flood of `count` attributes on line 6, after a comment, a CDATA section and an
    /// instruction whose contents hold `>`, `->`, `]>` and `?` that do not end them.
    static func storyboard(attributes count: Int) -> [UInt8] {
        let flood = (0..<count).map { " a\($0)=\"1\"" }.joined()
        return Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <!-- a > b -> c - > d --><scenes><scene sceneID="s"><objects>
            <viewController id="vc" sceneMemberID="viewController"><string key="x"><![CDATA[ <a b=c> ]> ] ]]></string>
            <?pi a?b >c ? > ?>
            <view key="view" id="v"\(flood)/>
            </viewController></objects></scene></scenes>
            </document>

            """.utf8)
    }

    @Test(arguments: [64, 65, 66, 97, 128, 1000, 256 << 10])
    func floodAfterCommentsSectionsAndInstructionsIsCounted(_ chunkSize: Int) {
        func outcome(_ bytes: [UInt8]) -> String {
            do {
                let storyboard = try Storyboard(bytes: bytes, name: "prescan", options: LoadOptions(chunkSize: chunkSize))
                return storyboard.hasErrors ? "1 diagnostics" : "0 - -"
            } catch {
                return "1 \(error.code) \(error.location.line):\(error.location.column)"
            }
        }
        // `key` and `id` and 254 more: 256 attributes load.
        #expect(outcome(PrescanChunkTests.storyboard(attributes: 254)) == "0 - -")
        // Found by the pre-scan at the 257th `=`, not by libxml2 at the tag.
        let flood = PrescanChunkTests.storyboard(attributes: 255)
        let line6 = flood.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[5]
        let equals = line6.indices.filter { line6[$0] == UInt8(ascii: "=") }
        #expect(outcome(flood) == "1 limit.attributes 6:\(equals[256] - line6.startIndex + 1)")
    }

    /// The fast path finds each `<` 32 or 16 bytes at a time and jumps from one to the next: wherever
    /// a tag falls against those blocks (and the chunks), a flood is found at its own `=`, a tag at
    /// the limit loads, and `=` in a comment are not counted as a tag's. The limit is lowered to
    /// eight attributes, so that tags past forty bytes have their `=` counted.
    @Test(arguments: 0..<72)
    func blocksChangeNothing(_ padding: Int) {
        var limits = ParserLimits()
        limits.maxAttributes = 8
        func outcome(attributes count: Int, chunkSize: Int) -> String {
            let attributes = (0..<count).map { " a\($0)=\"1\"" }.joined()
            let bytes = Array("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
                \(String(repeating: " ", count: padding))<!-- \(String(repeating: "x=1 ", count: 40)) --><scene sceneID="s"><objects>
                \(String(repeating: " ", count: padding))<viewController id="vc" sceneMemberID="viewController"><view key="view"\(attributes)/>
                </viewController></objects></scene></scenes></document>

                """.utf8)
            do {
                _ = try Storyboard(bytes: bytes, name: "blocks", options: LoadOptions(limits: limits, chunkSize: chunkSize))
                return "loaded"
            } catch {
                return "\(error.code) \(error.location.line):\(error.location.column)"
            }
        }
        // `key` and seven more: eight attributes, the limit.
        #expect(outcome(attributes: 7, chunkSize: 256 << 10) == "loaded")
        #expect(outcome(attributes: 7, chunkSize: 64) == "loaded")
        // The ninth attribute's `=`: `<view key="view"`, seven ` aN="1"` and ` a7` before it.
        let column = padding + #"<viewController id="vc" sceneMemberID="viewController"><view key="view""#.count + 7 * 7 + 3 + 1
        #expect(outcome(attributes: 8, chunkSize: 256 << 10) == "limit.attributes 4:\(column)")
        #expect(outcome(attributes: 8, chunkSize: 64) == "limit.attributes 4:\(column)")
    }

    /// In UTF-8 the pre-scan counts runs of text: at the byte past the limit whatever the chunks,
    /// white space and CDATA content alike, each piece between two pieces of markup on its own;
    /// under 1,024 bytes too (where it skips tags whole). ISO-8859-1 text is counted by the parser.
    @Test(arguments: [64, 100, 4096, 256 << 10])
    func textRunsAreCountedWhateverTheChunks(_ chunkSize: Int) {
        var limits = ParserLimits()
        limits.maxTextLength = 100
        func outcome(_ body: String, encoding: String = "UTF-8") -> String {
            var bytes = Array("""
                <?xml version="1.0" encoding="\(encoding)"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="s"><objects>
                <viewController id="vc" sceneMemberID="viewController"><string key="x">\(body)</string></viewController>
                </objects></scene></scenes></document>

                """.utf8)
            if encoding == "ISO-8859-1" { bytes = bytes.map { $0 == UInt8(ascii: "~") ? 0xE9 : $0 } }
            do {
                _ = try Storyboard(bytes: bytes, name: "text", options: LoadOptions(limits: limits, chunkSize: chunkSize))
                return "loaded"
            } catch {
                return "\(error.code) \(error.location.line):\(error.location.column)"
            }
        }
        let start = #"<viewController id="vc" sceneMemberID="viewController"><string key="x">"#.count
        #expect(outcome(String(repeating: "t", count: 100)) == "loaded")
        #expect(outcome(String(repeating: "t", count: 101)) == "limit.text 3:\(start + 101)")
        #expect(outcome(String(repeating: " ", count: 300)) == "limit.text 3:\(start + 101)")
        #expect(outcome("<![CDATA[" + String(repeating: "c", count: 120) + "]]>") == "limit.text 3:\(start + 9 + 101)")
        #expect(outcome(String(repeating: "t", count: 90) + "<!-- c -->" + String(repeating: "t", count: 90)) == "loaded")
        // 101 bytes of ISO-8859-1, 202 once decoded: the parser's callbacks count them.
        #expect(outcome(String(repeating: "~", count: 60), encoding: "ISO-8859-1").hasPrefix("limit.text 3:"))
        #expect(outcome(String(repeating: "~", count: 40), encoding: "ISO-8859-1") == "loaded")
        // Each run on its own there too: a tag between two runs of 80 decoded bytes starts the
        // count again, and a run over the limit is located where it starts, after that tag.
        let between = #"</string><string key="y">"#
        #expect(outcome(String(repeating: "~", count: 40) + between + String(repeating: "~", count: 40), encoding: "ISO-8859-1") == "loaded")
        #expect(outcome(String(repeating: "~", count: 40) + between + String(repeating: "~", count: 60), encoding: "ISO-8859-1")
            == "limit.text 3:\(start + 40 + between.count + 1)")
    }

    private static func outcome(_ bytes: [UInt8], chunkSize: Int) -> String {
        do {
            let storyboard = try Storyboard(bytes: bytes, name: "prescan", options: LoadOptions(chunkSize: chunkSize))
            return storyboard.hasErrors ? "1 diagnostics" : "0 - -"
        } catch {
            return "1 \(error.code) \(error.location.line):\(error.location.column)"
        }
    }

    /// The pre-scan counts lines only when it finds something: its line is the parser's line plus
    /// the newlines in the chunks it has not parsed yet. A flood thousands of lines in, after text,
    /// comments and CRLF line ends, is located exactly whatever the chunks.
    @Test(arguments: [64, 100, 4096, 65536, 256 << 10], ["\n", "\r\n"])
    func floodLinesAreExactAcrossChunks(_ chunkSize: Int, _ newline: String) {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="s"><objects>"#,
            #"<viewController id="vc" sceneMemberID="viewController"><view key="view" id="v"><subviews>"#,
        ]
        for index in 0..<3000 {
            lines.append(index % 7 == 0 ? "<!-- line \(index) -->" : #"<label id="l\#(index)" text="line \#(index)"/>"#)
        }
        let flood = "    <view id=\"f\"" + (0..<300).map { " a\($0)=\"1\"" }.joined() + "/>"
        lines.append(flood)
        lines.append("</subviews></view></viewController></objects></scene></scenes></document>")
        let bytes = Array(lines.joined(separator: newline).utf8)
        let equals = flood.utf8.indices.filter { flood.utf8[$0] == UInt8(ascii: "=") }
        let column = flood.utf8.distance(from: flood.utf8.startIndex, to: equals[256]) + 1
        #expect(Self.outcome(bytes, chunkSize: chunkSize) == "1 limit.attributes \(lines.count - 1):\(column)")
    }

    /// Namespace declarations on short tags, which the pre-scan skips whole, are counted by the
    /// parser at each element: the 65th declaration stops the parse at its element.
    @Test(arguments: [64, 4096, 256 << 10])
    func declarationsOnShortTagsAreCounted(_ chunkSize: Int) {
        func storyboard(elements: Int) -> [UInt8] {
            var text = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
            text += #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">"# + "\n"
            for index in 0..<elements {
                text += #"<e\#(index) xmlns:a="urn:a\#(index)" xmlns:b="urn:b\#(index)"/>"# + "\n"
            }
            return Array((text + "</document>\n").utf8)
        }
        // 32 elements declare 64 namespaces: within the limit.
        #expect(Self.outcome(storyboard(elements: 32), chunkSize: chunkSize) == "0 - -")
        // The 33rd element's declarations make 66: it is refused, at its line.
        #expect(Self.outcome(storyboard(elements: 40), chunkSize: chunkSize) == "1 limit.namespaces 35:1")
    }
}
