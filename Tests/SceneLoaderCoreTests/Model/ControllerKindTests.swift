@testable import SceneLoaderCore
import Testing

/// One table of controller elements per platform, in one place (`ControllerKind`).
@Suite struct ControllerKindTests {
    @Test(arguments: [
        (ControllerKind.viewController, DocumentInfo.Platform.iOS, "UIViewController"),
        (.viewController, .tvOS, "UIViewController"),
        (.viewController, .macOS, "NSViewController"),
        (.windowController, .macOS, "NSWindowController"),
        (.splitViewController, .macOS, "NSSplitViewController"),
        (.splitViewController, .iOS, "UISplitViewController"),
        (.tabViewController, .macOS, "NSTabViewController"),
        (ControllerKind(rawValue: "pagecontroller"), .macOS, "NSPageController"),
        (.hostingController, .macOS, "NSHostingController"),
        (.hostingController, .iOS, "UIHostingController"),
        (.hostingController, .watchOS, "WKHostingController"),
        (.watchController, .watchOS, "WKInterfaceController"),
        (.application, .macOS, "NSApplication"),
        (ControllerKind(rawValue: "somethingNew"), .iOS, "SomethingNew"),
    ])
    func defaultClass(kind: ControllerKind, platform: DocumentInfo.Platform, expected: String) {
        #expect(kind.defaultClassName(on: platform) == expected)
    }

    /// Every element of the table is recognised as a controller in a hand-written file (no
    /// `sceneMemberID`), so the reader and the table cannot drift apart.
    @Test func theReaderKnowsEveryElementOfTheTable() throws {
        // The list the reader interns is the tables' elements, written out once.
        #expect(ControllerKind.knownElements == ControllerKind.tableElements)
        for element in ControllerKind.tableElements {
            let xml = "<document type=\"x.Storyboard.XIB\" version=\"3.0\"><scenes><scene sceneID=\"s\"><objects><\(element) id=\"c\"/></objects></scene></scenes></document>"
            let storyboard = try Storyboard(bytes: Array(xml.utf8), name: element)
            #expect(storyboard.scenes.map(\.kind.rawValue) == [element])
        }
    }
}
