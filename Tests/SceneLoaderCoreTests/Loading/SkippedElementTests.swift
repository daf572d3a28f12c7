@testable import SceneLoaderCore
import Testing

/// Elements the reader skips (``XMLStartDecision/skipElement``) are not reported to it, but the
/// parser still enforces every limit inside them, and reading goes on correctly after them.
@Suite struct SkippedElementTests {
    /// A view controller whose view holds `inner` inside a `<constraints>` element (a skipped
    /// subtree), then a button with a segue.
    private static func storyboard(_ inner: String) -> [UInt8] {
        Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes>
            <scene sceneID="s1"><objects>
              <viewController id="vc" sceneMemberID="viewController">
                <view key="view" id="v">
                  <constraints>
        \(inner)
                  </constraints>
                  <subviews>
                    <button id="b"><connections><segue destination="vc2" kind="show" id="sg"/></connections></button>
                  </subviews>
                </view>
              </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects><viewController id="vc2" sceneMemberID="viewController"/></objects></scene>
          </scenes>
        </document>
        """.utf8)
    }

    private static func nested(_ depth: Int) -> String {
        String(repeating: "<constraint>", count: depth) + String(repeating: "</constraint>", count: depth)
    }

    private static func errorCode(_ bytes: [UInt8], _ limits: ParserLimits) -> (code: String, line: Int)? {
        do {
            _ = try Storyboard(bytes: bytes, name: "skip", options: LoadOptions(limits: limits))
            return nil
        } catch {
            return (error.code.rawValue, error.location.line)
        }
    }

    /// The depth limit holds inside a skipped subtree, at the line of the element too deep.
    @Test func depthLimitInsideSkippedSubtree() throws {
        var limits = ParserLimits()
        limits.maxDepth = 20
        let found = try #require(Self.errorCode(Self.storyboard(Self.nested(30)), limits))
        #expect(found.code == "limit.depth")
        #expect(found.line == 8)
        // Within the limit the same file loads.
        limits.maxDepth = 60
        #expect(Self.errorCode(Self.storyboard(Self.nested(30)), limits) == nil)
    }

    /// Elements inside a skipped subtree count toward the element limit.
    @Test func elementLimitCountsSkippedElements() throws {
        var limits = ParserLimits()
        let bytes = Self.storyboard(String(repeating: "<constraint/>", count: 100))
        limits.maxElements = 100
        #expect(try #require(Self.errorCode(bytes, limits)).code == "limit.elements")
        limits.maxElements = 200
        #expect(Self.errorCode(bytes, limits) == nil)
    }

    /// After a skipped subtree, however deep, the reader is back in step: the button's segue has
    /// its trigger, and a segue written inside the skipped subtree is not read.
    @Test(arguments: [0, 1, 5, 40])
    func readingResumesAfterSkippedSubtree(depth: Int) throws {
        let inner = Self.nested(depth) + #"<constraint><segue destination="vc2" kind="show" id="hidden"/></constraint>"#
        let storyboard = try Storyboard(bytes: Self.storyboard(inner), name: "skip")
        let scene = try #require(storyboard.scene(withID: "vc"))
        #expect(scene.segues.map(\.id) == ["sg"])
        #expect(scene.segues.first?.trigger == Segue.Trigger(element: "button", id: "b", isController: false))
        #expect(storyboard.scene(withID: "vc2") != nil)
    }

    /// The leaves skipped inside a controller (a button's states and configuration, outlets and
    /// actions beside segues, nil and geometry values) hide nothing: the segues beside them are
    /// read with their triggers, and a flagged view after them is kept.
    @Test func skippedLeavesBesideSeguesHideNothing() throws {
        let bytes = Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
            <scene sceneID="s1"><objects><viewController id="vc" sceneMemberID="viewController">
            <view key="view" id="v"><subviews>
            <button id="b"><state key="normal" title="Go"><color key="titleColor"/></state>
            <buttonConfiguration key="configuration" style="plain"><nil key="title"/></buttonConfiguration>
            <size key="intrinsicContentSize" width="1" height="2"/><point key="p" x="0" y="0"/>
            <connections><outlet property="o" destination="vc" id="o1"/><action selector="go:" destination="vc" eventType="touchUpInside" id="a1"/>
            <segue destination="vc2" kind="show" id="sg"/><outletCollection property="c" destination="vc" id="c1"/></connections></button>
            <label misplaced="YES" id="l"><string key="text">x</string></label>
            </subviews></view></viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="vc2" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """.utf8)
        let storyboard = try Storyboard(bytes: bytes, name: "leaves")
        let scene = try #require(storyboard.scene(withID: "vc"))
        #expect(scene.segues.map(\.id) == ["sg"])
        #expect(scene.segues.first?.trigger == Segue.Trigger(element: "button", id: "b", isController: false))
        #expect(scene.flaggedViews.map(\.id) == ["l"])
        #expect(!storyboard.diagnostics.contains { $0.code == .duplicateObjectID })
    }
}
