@testable import SceneLoaderCore
import Testing

/// A kept element's attributes are read in one pass into slots, through a cache keyed by the
/// names' interned addresses. What is read must not depend on the cache: on how many other names
/// the file uses (evicting entries), on attribute order, or on a name being both a slot and a
/// runtime attribute of controllers and of segues.
@Suite struct AttributeSlotsTests {
    /// `count` attributes no reader wants, with distinct names.
    private static func noise(_ count: Int, prefix: String) -> String {
        (0..<count).map { " \(prefix)\($0)=\"n\"" }.joined()
    }

    private static func storyboard(noise count: Int, reversed: Bool) -> String {
        var controller = [
            #"id="vc1""#, #"storyboardIdentifier="Home""#, #"customClass="HomeViewController""#,
            #"customModule="App""#, #"customModuleProvider="target""#, #"title="Home &amp; Away""#,
            #"modalPresentationStyle="fullScreen""#, #"hidesBottomBarWhenPushed="YES""#,
            #"sceneMemberID="viewController""#,
        ]
        var segue = [
            #"destination="vc2""#, #"kind="presentation""#, #"identifier="open""#, #"id="sg1""#,
            #"customClass="FadeSegue""#, #"modalPresentationStyle="formSheet""#, #"modalTransitionStyle="crossDissolve""#,
        ]
        if reversed {
            controller.reverse()
            segue.reverse()
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc1">
          <scenes>
            <scene sceneID="s1"><objects>
              <viewController \(controller.joined(separator: " "))\(noise(count, prefix: "a"))>
                <tabBarItem key="tabBarItem"\(noise(count, prefix: "b")) title="Start" image="house" tag="3" id="tb1"/>
                <view key="view" id="v1"\(noise(count, prefix: "c"))>
                  <subviews><button id="bt1"\(noise(count, prefix: "d"))>
                    <connections><segue \(segue.joined(separator: " "))\(noise(count, prefix: "e"))/></connections>
                  </button></subviews>
                </view>
              </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
              <viewController id="vc2" sceneMemberID="viewController"/>
            </objects></scene>
          </scenes>
        </document>
        """
    }

    private static func load(noise: Int, reversed: Bool = false) throws -> Storyboard {
        var options = LoadOptions()
        options.limits.maxAttributes = 1000
        return try Storyboard(bytes: Array(storyboard(noise: noise, reversed: reversed).utf8), name: "slots", options: options)
    }

    @Test func readsEverySlotAndRuntimeAttribute() throws {
        let scene = try #require(try Self.load(noise: 0).scene(withID: "vc1"))
        #expect(scene.storyboardIdentifier == "Home")
        #expect(scene.customClass == "HomeViewController")
        #expect(scene.customModule == "App" && scene.customModuleProvider == "target")
        #expect(scene.title == "Home & Away")
        #expect(scene.attributes == [
            RuntimeAttribute(name: "modalPresentationStyle", value: "fullScreen"),
            RuntimeAttribute(name: "hidesBottomBarWhenPushed", value: "YES"),
        ])
        #expect(scene.tabBarItem?.title == "Start" && scene.tabBarItem?.image == "house" && scene.tabBarItem?.tag == 3)
        let segue = try #require(scene.segues.first)
        #expect(segue.kind == .presentation && segue.identifier == "open" && segue.destination == "vc2" && segue.id == "sg1")
        #expect(segue.customClass == "FadeSegue")
        #expect(segue.trigger.element == "button" && segue.trigger.id == "bt1")
        // `modalPresentationStyle` is a runtime attribute of controllers and of segues: each reads its own.
        #expect(segue.attributes == [
            RuntimeAttribute(name: "modalPresentationStyle", value: "formSheet"),
            RuntimeAttribute(name: "modalTransitionStyle", value: "crossDissolve"),
        ])
    }

    /// Hundreds of other attribute names (more than the cache holds) around and between the wanted
    /// ones, in either order: the same scenes, runtime attributes in the tag's order.
    @Test(arguments: [1, 60, 300])
    func otherNamesDoNotChangeWhatIsRead(noise: Int) throws {
        let plain = try Self.load(noise: 0)
        let noisy = try Self.load(noise: noise)
        #expect(noisy.scenes == plain.scenes)
        let reversed = try #require(try Self.load(noise: noise, reversed: true).scene(withID: "vc1"))
        let expected = try #require(plain.scene(withID: "vc1"))
        #expect(reversed.storyboardIdentifier == expected.storyboardIdentifier && reversed.customClass == expected.customClass)
        #expect(reversed.attributes == expected.attributes.reversed())
        #expect(reversed.segues.first?.attributes == expected.segues.first?.attributes.reversed())
    }
}
