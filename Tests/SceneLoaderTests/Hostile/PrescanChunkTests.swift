import SceneLoader
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
}
