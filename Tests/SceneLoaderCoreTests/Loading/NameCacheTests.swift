@testable import SceneLoaderCore
import Testing

/// What the reader's per-parse caches of names give back: a name's string whatever other names
/// took its cache entry in between, and byte searches in values and strings.
@Suite struct NameCacheTests {
    /// More distinct element names than the cache has entries: each used twice in a row (the
    /// second use finds the entry, and the string, that the first took from an evicted name),
    /// then once more far apart. Every object keeps its own element name.
    @Test func everyElementKeepsItsNamePastEvictions() throws {
        let count = XMLNameCache<UInt32>.size * 3
        let names = (0..<count).map { "customElement\($0)" }
        let order = names.flatMap { [$0, $0] } + names.reversed()
        let objects = order.enumerated()
            .map { #"<\#($0.element) id="o\#($0.offset)" sceneMemberID="member"/>"# }.joined()
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
              <scenes><scene sceneID="s"><objects>
                <viewController id="vc" sceneMemberID="viewController"/>
                \(objects)
              </objects></scene></scenes>
            </document>
            """
        let scene = try #require(try Storyboard(bytes: Array(xml.utf8), name: "names").scene(withID: "vc"))
        #expect(scene.objects.map(\.element) == order)
    }

    /// The byte search finds a needle at either end or in the middle, after a partial match, and
    /// nowhere in a shorter text or one holding only its first byte.
    @Test(arguments: [
        ("com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", true),
        ("Storyboard", true),
        ("StoryStoryboard", true),
        ("xStoryboar", false),
        ("Storyboar", false),
        ("SSSSSSSSSS", false),
        ("", false),
        ("com.apple.InterfaceBuilder3.CocoaTouch.XIB", false),
    ])
    func byteSearch(text: String, found: Bool) {
        #expect(text.containsBytes("Storyboard") == found)
        var copy = text
        #expect(copy.withUTF8 { $0.containsBytes("Storyboard") } == found)
        #expect(text.containsBytes(""))
    }
}
