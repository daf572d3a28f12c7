@testable import SceneLoaderCore
import Testing

/// Segues keep their kind and trigger element as codes of the names UIKit and Xcode use, and other
/// names as written: every kind and trigger reads back as it was made, by the public initializer
/// or by the reader, and equal segues are equal however they were made.
@Suite struct SegueStorageTests {
    static let location = SourceLocation(file: "s.storyboard", line: 3, column: 5)

    static func segue(_ kind: Segue.Kind, _ trigger: Segue.Trigger) -> Segue {
        Segue(kind: kind, identifier: "go", destination: "d", id: "s", trigger: trigger, customClass: nil,
              unwindAction: nil, location: location)
    }

    @Test(arguments: [Segue.Kind.show, .showDetail, .presentation, .popoverPresentation, .push, .modal, .popover, .replace,
                      .embed, .unwind, .custom, .sheet, .relationship, Segue.Kind(rawValue: "fadeThrough"), Segue.Kind(rawValue: "")])
    func kindsReadBackAsWritten(_ kind: Segue.Kind) {
        let trigger = Segue.Trigger(element: "button", id: "b", isController: false)
        #expect(Self.segue(kind, trigger).kind == kind)
        #expect(Self.segue(kind, trigger).extrasAreEmpty == (Segue.kindCode(of: kind) != 0))
    }

    @Test(arguments: ["button", "barButtonItem", "tableViewCell", "tapGestureRecognizer", "viewController", "myCustomControl",
                      "butto", "buttons", "", "tableViewCel"])
    func triggersReadBackAsWritten(_ element: String) {
        for (isController, isInDock) in [(false, false), (true, false), (false, true)] {
            let trigger = Segue.Trigger(element: element, id: isController ? nil : "t", isController: isController, isInDock: isInDock)
            #expect(Self.segue(.show, trigger).trigger == trigger)
        }
    }

    /// A name outside the list never takes a listed name's code, whatever bytes it shares with it.
    @Test func namesOutsideTheListHaveNoCode() {
        let names = KnownNames(["button", "barButtonItem", "view"])
        #expect(names.code(of: "button") == 1 && names.code(of: "view") == 3)
        for other in ["buttoN", "butto", "vieW", "views", "v", "", "barButtonIte", "barButtonItemX"] { #expect(names.code(of: other) == 0) }
        #expect(names.name(2) == "barButtonItem")
    }

    /// The reader's segues equal the same segues made by the public initializer.
    @Test func readerSeguesEqualPublicOnes() throws {
        let bytes = Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
            <scene sceneID="s1"><objects><viewController id="vc" sceneMemberID="viewController">
            <view key="view" id="v"><subviews><button id="b"><connections>
            <segue destination="vc" kind="show" identifier="go" id="s1"/>
            <segue destination="vc" kind="fadeThrough" id="s2"/></connections></button></subviews></view>
            <connections><segue destination="vc" kind="presentation" identifier="manual" id="s3"/></connections>
            </viewController></objects></scene></scenes></document>
            """.utf8)
        let storyboard = try Storyboard(bytes: bytes, name: "segues")
        let segues = try #require(storyboard.scene(withID: "vc")).segues
        #expect(segues.map(\.kind) == [.show, Segue.Kind(rawValue: "fadeThrough"), .presentation])
        #expect(segues.map(\.trigger.element) == ["button", "button", "viewController"])
        let manual = Segue(kind: .presentation, identifier: "manual", destination: "vc", id: "s3",
                           trigger: Segue.Trigger(element: "viewController", id: "vc", isController: true),
                           customClass: nil, unwindAction: nil, location: segues[2].location)
        #expect(segues[2] == manual && segues[2].hashValue == manual.hashValue)
    }
}
