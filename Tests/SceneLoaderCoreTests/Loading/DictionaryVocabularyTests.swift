@testable import SceneLoaderCore
import Testing

/// A parse of a large input interns the reader's vocabulary in a dictionary of its own, and finds
/// the names of its lists (skipped elements, cells, controller elements, runtime attributes) in
/// the shared dictionary by their bytes: libxml2 2.9 grows a dictionary that holds too many names,
/// and then hashes every byte of every name it looks up (see `StoryboardVocabulary`).
@Suite struct DictionaryVocabularyTests {
    /// Past this, an input's names are interned in a dictionary of its own.
    private static let padding = "\n<!--\(String(repeating: "x", count: SAXPushParser.sharedNamesMaximumSize))-->\n"

    /// Every kind of listed name: hand-written controllers (a known element, a custom one ending
    /// in `ViewController`), a skipped subtree with a segue inside (never read), a prototype cell,
    /// a table's header view, and runtime attributes of a controller and of a segue.
    private static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
          <scenes>
            <scene sceneID="s1"><objects>
              <navigationController id="nav" navigationBarHidden="YES" hidesBarsOnTap="YES">
                <connections><segue destination="table" kind="relationship" relationship="rootViewController" id="r1"/></connections>
              </navigationController>
            </objects></scene>
            <scene sceneID="s2"><objects>
              <tableViewController id="table" title="List">
                <tableView key="view" id="tv">
                  <view key="tableHeaderView" id="header"/>
                  <prototypes>
                    <tableViewCell reuseIdentifier="Cell" id="cell">
                      <connections><segue destination="custom" kind="show" modalPresentationStyle="pageSheet" animates="NO" id="sg"/></connections>
                    </tableViewCell>
                  </prototypes>
                  <constraints><segue destination="table" kind="show" id="hidden"/></constraints>
                </tableView>
              </tableViewController>
            </objects></scene>
            <scene sceneID="s3"><objects>
              <profileViewController id="custom" modalTransitionStyle="flipHorizontal"/>
            </objects></scene>
          </scenes>
        </document>
        """

    @Test func largeInputReadsListedNamesAsASmallOne() throws {
        let small = try Storyboard(bytes: Array(Self.storyboard.utf8), name: "v")
        let large = try Storyboard(bytes: Array((Self.storyboard + Self.padding).utf8), name: "v")
        #expect(large.scenes == small.scenes)
        #expect(large.diagnostics.map(\.code) == small.diagnostics.map(\.code))
        // What each list gave, so that both reading nothing would not pass.
        #expect(small.scenes.map(\.id) == ["nav", "table", "custom"])
        let navigation = try #require(small.scene(withID: "nav"))
        #expect(navigation.attributes.map(\.name) == ["navigationBarHidden", "hidesBarsOnTap"])
        let table = try #require(small.scene(withID: "table"))
        #expect(table.reusableViews.map(\.id) == ["header", "cell"])
        #expect(table.segues.map(\.id) == ["sg"])
        #expect(table.segues.first?.attributes.map(\.name) == ["modalPresentationStyle", "animates"])
        #expect(small.scene(withID: "custom")?.attributes.map(\.name) == ["modalTransitionStyle"])
    }

    /// More element and attribute names than a cache holds, in a large input: listed names lose
    /// their cache entries to others and are found again, from what the parse found by their bytes.
    @Test func listedNamesSurviveEvictionsInALargeInput() throws {
        let count = XMLNameCache<UInt32>.size * 3
        var scenes = ""
        for index in 0..<count {
            scenes += #"<scene sceneID="s\#(index)"><objects><custom\#(index)Element id="o\#(index)" sceneMemberID="member"/>"#
            // A hand-written controller (listed) and a custom one after each new name.
            let element = index.isMultiple(of: 2) ? "collectionViewController" : "custom\(index % 7)ViewController"
            // A new attribute name too, so that the runtime attribute's cache entry is taken as well.
            scenes += #"<\#(element) id="c\#(index)" extra\#(index)="x" hidesBottomBarWhenPushed="YES"><rect key="frame"/></\#(element)></objects></scene>"#
        }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
              <scenes>\(scenes)</scenes>
            </document>
            """ + Self.padding
        let storyboard = try Storyboard(bytes: Array(xml.utf8), name: "names")
        #expect(storyboard.scenes.count == count)
        #expect(storyboard.scenes.allSatisfy { $0.attributes.map(\.name) == ["hidesBottomBarWhenPushed"] })
        #expect(storyboard.scenes.allSatisfy { $0.objects.count == 1 })
    }

    /// The vocabulary interned in each large input's dictionary stays small (the lists, interned
    /// too, would make libxml2 grow the dictionary of many large storyboards); the lists' names
    /// are in the shared dictionary.
    @Test func vocabularyInternsOnlyTheNamesComparedOneByOne() throws {
        let counts = try #require(XMLNameTable.withTemporary { table in
            _ = StoryboardVocabulary(table)
            let vocabulary = table.count
            _ = ElementRoles.Lists(table)
            _ = AttributeSlots.RuntimeNames(table)
            return (vocabulary, table.count)
        })
        #expect(counts.0 <= 64)
        #expect(counts.1 > 100, "the lists' names are interned where they are shared")
    }

    /// Large inputs loaded at once look their names up in the shared dictionary from every
    /// thread (libxml2 only reads it).
    @Test func concurrentLargeLoads() async throws {
        let bytes = Array((Self.storyboard + Self.padding).utf8)
        let expected = try Storyboard(bytes: bytes, name: "v").scenes
        let results = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<32 { group.addTask { (try? Storyboard(bytes: bytes, name: "v").scenes) == expected } }
            var all: [Bool] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 32 && results.allSatisfy { $0 })
    }

    @Test func nameMapGrowsAsNamesAreAdded() throws {
        let checked = XMLNameTable.withTemporary { table in
            let names = (0..<500).map { table.intern("name\($0)") }
            var map = XMLNameMap(capacity: 0)
            #expect(map.value(of: names[0]) == 0)
            for (index, name) in names.enumerated() { map.add(name, UInt32(index + 1)) }
            map.add(names[3], 0x100)
            #expect(names.enumerated().allSatisfy { map.value(of: $1) == UInt32($0 + 1) | ($0 == 3 ? 0x100 : 0) })
            #expect(map.value(of: table.intern("absent")) == 0)
            return true
        }
        #expect(checked == true)
    }
}
