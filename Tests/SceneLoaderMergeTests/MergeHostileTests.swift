import Foundation
import SceneLoaderCore
import SceneLoaderMerge
import Testing
import TestSupport

/// The diff and the merge read every input as untrusted: each hostile fixture is refused with a
/// located error or read, and what is read compares and merges with itself; nesting as deep as
/// the limits allow and lists as long as they allow are walked without recursion.
@Suite struct MergeHostileTests {
    static var fixtures: [URL] { Paths.files(in: Paths.fixtures("hostile"), suffix: ".storyboard") }

    @Test func everyHostileFixtureIsRefusedOrRead() {
        var refused = 0, read = 0
        for url in MergeHostileTests.fixtures {
            do {
                let document = try InterfaceDocument(contentsOf: url)
                read += 1
                let result = DocumentMerge.merge(base: document, ours: document, theirs: document)
                #expect(result.isClean && result.bytes == document.bytes, "\(url.lastPathComponent)")
                #expect(DocumentDiff(old: document, new: document).isSame, "\(url.lastPathComponent)")
                _ = document.outline()
            } catch {
                refused += 1
                #expect(!error.code.rawValue.isEmpty && error.location.file.hasSuffix(url.lastPathComponent), "\(error)")
            }
        }
        #expect(refused > 40 && read > 5, "refused \(refused), read \(read)")
    }

    /// A document nested as deep as the default limit, both sides changing the innermost element's
    /// different attributes: merged and compared at the bottom of the nesting.
    @Test func theDeepestNestingMergesWithoutRecursion() throws {
        let depth = ParserLimits().maxDepth - 2
        func document(_ innermost: String) -> [UInt8] {
            var text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n"
            for level in 0..<depth { text += "<view id=\"v\(level)\">" }
            text += innermost
            text += String(repeating: "</view>", count: depth) + "\n</document>\n"
            return Array(text.utf8)
        }
        let base = try InterfaceDocument(bytes: document("<label id=\"l\" text=\"a\" textAlignment=\"natural\"/>"), name: "base.xib")
        let ours = try InterfaceDocument(bytes: document("<label id=\"l\" text=\"b\" textAlignment=\"natural\"/>"), name: "ours.xib")
        let theirs = try InterfaceDocument(bytes: document("<label id=\"l\" text=\"a\" textAlignment=\"center\"/>"), name: "theirs.xib")
        let result = DocumentMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.isClean)
        #expect(result.bytes == document("<label id=\"l\" text=\"b\" textAlignment=\"center\"/>"))
        let diff = DocumentDiff(old: base, new: ours)
        #expect(diff.changes.count == 1 && diff.changes[0].category == .string)
    }

    /// Both sides appending thousands of outlets to one list: every one kept, ours' first.
    @Test func longListsMergeInOrder() throws {
        func document(_ outlets: Range<Int>, _ tag: String) -> [UInt8] {
            var text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n <objects>\n  <view id=\"v\">\n   <connections>\n"
            for index in outlets { text += "    <outlet property=\"p\(index)\" destination=\"v\" id=\"\(tag)\(index)\"/>\n" }
            return Array((text + "   </connections>\n  </view>\n </objects>\n</document>\n").utf8)
        }
        func combined(_ parts: [(Range<Int>, String)]) -> [UInt8] {
            var text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n <objects>\n  <view id=\"v\">\n   <connections>\n"
            for (outlets, tag) in parts {
                for index in outlets { text += "    <outlet property=\"p\(index)\" destination=\"v\" id=\"\(tag)\(index)\"/>\n" }
            }
            return Array((text + "   </connections>\n  </view>\n </objects>\n</document>\n").utf8)
        }
        let base = try InterfaceDocument(bytes: document(0..<5_000, "b"), name: "base.xib")
        let ours = try InterfaceDocument(bytes: combined([(0..<5_000, "b"), (5_000..<10_000, "o")]), name: "ours.xib")
        let theirs = try InterfaceDocument(bytes: combined([(0..<5_000, "b"), (10_000..<15_000, "t")]), name: "theirs.xib")
        let result = DocumentMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.isClean)
        #expect(result.bytes == combined([(0..<5_000, "b"), (5_000..<10_000, "o"), (10_000..<15_000, "t")]))
    }
}
