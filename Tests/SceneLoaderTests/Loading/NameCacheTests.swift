@testable import SceneLoader
import Testing

/// What the reader's per-parse caches of names give back: a name's string whatever other names
/// took its cache entry in between.
@Suite struct NameCacheTests {
    /// More distinct element names than the cache has entries, each used twice, far apart: every
    /// object keeps its own element name, however often names evicted one another.
    @Test func everyElementKeepsItsNamePastEvictions() throws {
        let count = XMLNameCache<UInt32>.size * 3
        let names = (0..<count).map { "customElement\($0)" }
        let objects = (names + names.reversed()).enumerated()
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
        #expect(scene.objects.map(\.element) == names + names.reversed())
    }
}
