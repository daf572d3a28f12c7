import Foundation
import SceneLoaderCore
import SceneLoaderMerge
import Testing
import TestSupport

/// The markup the merge copies from: every element's byte range exact, and every input that is
/// not an Interface Builder document refused with a located error, never a crash or a hang.
@Suite struct MarkupLexerTests {
    static func document(_ text: String) throws(StoryboardError) -> InterfaceDocument {
        try InterfaceDocument(bytes: Array(text.utf8), name: "test.storyboard")
    }

    static let minimal = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701">
        <!--Scene-->
        <scenes>
            <scene sceneID="a"><objects><viewController id='b' title="x &amp; y"/></objects></scene>
        </scenes>
    </document>

    """

    @Test func elementRangesAreExact() throws {
        let document = try MarkupLexerTests.document(MarkupLexerTests.minimal)
        let tree = document.tree
        #expect(document.kind == .storyboard)
        #expect(tree.elements.map(\.name) == ["document", "scenes", "scene", "objects", "viewController"])
        for index in tree.elements.indices {
            let element = tree.elements[index]
            let source = String(decoding: tree.source(of: index), as: UTF8.self)
            #expect(source.hasPrefix("<" + element.name), "\(element.name): \(source)")
            #expect(source.hasSuffix("/>") || source.hasSuffix("</\(element.name)>"), "\(element.name): \(source)")
        }
        let controller = tree.elements[4]
        #expect(controller.isEmptyTag && controller.line == 5)
        #expect(tree.value("title", of: 4) == "x & y")
        #expect(tree.raw("title", of: 4).map { String(decoding: $0, as: UTF8.self) } == "x &amp; y")
        #expect(tree.value("id", of: 4) == "b")
        // The comment is white space around elements, not content of <document>.
        #expect(!tree.elements[0].hasText && !tree.elements[0].hasOther)
    }

    @Test func textAndUnitsAreRecognised() throws {
        let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <label id="l"><string key="text">Hello <![CDATA[<world>]]></string></label>
                <segmentedControl id="s"><segments><segment title="A"/><segment title="B"/></segments></segmentedControl>
            </objects>
        </document>
        """
        let document = try MarkupLexerTests.document(text)
        #expect(document.kind == .xib)
        let tree = document.tree
        let string = try #require(tree.elements.firstIndex { $0.name == "string" })
        #expect(tree.elements[string].hasText)
        #expect(document.index.isUnit[string])
        // Two <segment>s without a key: their parent is merged whole, never by position.
        let segments = try #require(tree.elements.firstIndex { $0.name == "segments" })
        #expect(document.index.isUnit[segments])
        #expect(document.index.keys[tree.elements[segments].children[1]] == "segment[1]")
    }

    @Test func keysPreferThePropertyThenTheID() throws {
        let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s1"><objects>
                <viewController id="vc"><view key="view" id="v1"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                    <connections><outlet property="p" destination="v1" id="o1"/></connections></viewController>
            </objects></scene></scenes>
            <resources><image name="gear" width="1" height="1"/></resources>
        </document>
        """
        let document = try MarkupLexerTests.document(text)
        let keys = document.index.keys
        #expect(keys == ["document", "scenes", "%s1", "objects", "#vc", "view@key=view", "rect@key=frame", "connections", "#o1",
                         "resources", "image@name=gear"])
        #expect(document.index.noise[6] == .geometry)
        #expect(document.index.path(of: 8, in: document.tree) == "document/scenes/%s1/objects/#vc/connections/#o1")
    }

    // MARK: Refused, with a line

    @Test(arguments: [
        ("<?xml version=\"1.0\"?>\n<!DOCTYPE document [<!ENTITY a \"b\">]>\n<document type=\"x.Storyboard.XIB\"/>", "input.doctype", 2),
        ("<document type=\"x.Storyboard.XIB\">\n<<<<<<< ours\n</document>", "input.merge-conflict", 2),
        ("<document type=\"x.Storyboard.XIB\">\n  <scenes>\n</document>", "xml.76", 3),
        ("<plist version=\"1.0\"><dict/></plist>", "merge.unsupported", 1),
        ("", "input.empty", 0),
        ("bplist00\u{0}\u{1}", "input.binary", 0),
    ] as [(String, String, Int)])
    func notADocumentIsALocatedError(_ input: String, _ code: String, _ line: Int) {
        do {
            _ = try MarkupLexerTests.document(input)
            Issue.record("\(code): accepted")
        } catch {
            #expect(error.code.rawValue == code, "\(error)")
            if line > 0 { #expect(error.location.line == line, "\(error)") }
        }
    }

    /// Nesting as deep as the limit allows reads without recursion; one level more is the parser's
    /// `limit.depth`, at its line.
    @Test func depthIsBoundedByTheLimit() throws {
        var limits = ParserLimits()
        limits.maxDepth = 2_000
        let depth = 1_999
        let text = "<document type=\"x.Storyboard.XIB\">\n" + String(repeating: "<view>", count: depth - 1)
            + String(repeating: "</view>", count: depth - 1) + "</document>"
        let document = try InterfaceDocument(bytes: Array(text.utf8), name: "deep", options: LoadOptions(limits: limits))
        #expect(document.tree.elements.count == depth)
        limits.maxDepth = 100
        #expect(throws: StoryboardError.self) {
            try InterfaceDocument(bytes: Array(text.utf8), name: "deep", options: LoadOptions(limits: limits))
        }
        do {
            _ = try InterfaceDocument(bytes: Array(text.utf8), name: "deep", options: LoadOptions(limits: limits))
        } catch {
            #expect(error.code == .depthLimit && error.location.line == 2)
        }
    }

    @Test func aFileIsReadWithTheLoadersChecks() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/Main.storyboard")
        #expect(throws: StoryboardError.self) { try InterfaceDocument(contentsOf: missing) }
        #expect(throws: StoryboardError.self) { try InterfaceDocument(contentsOf: URL(fileURLWithPath: "/dev/zero")) }
        let url = Paths.fixtures("merge/combine-attributes/base.storyboard")
        let document = try InterfaceDocument(contentsOf: url)
        #expect(document.bytes == Array(try Data(contentsOf: url)))
        #expect(document.outline().contains("label contentMode=\"left\" id=\"Hom-Lb-001\""))
    }
}
