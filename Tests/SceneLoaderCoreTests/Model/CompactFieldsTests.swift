@testable import SceneLoaderCore
import Testing

/// Tab bar items keep their catalog as a code and their rare parts out of line, scenes their kind as
/// a code: every value reads back as it was written, known or not.
@Suite struct CompactFieldsTests {
    static let location = SourceLocation(file: "f.storyboard", line: 2, column: 3)

    @Test(arguments: [nil, "system", "MyAssets", ""], [0, 7, -1])
    func tabBarItemsReadBack(_ catalog: String?, _ tag: Int) {
        for systemItem in [nil, "favorites"] {
            let item = TabBarItemDescription(title: "T", image: "star", selectedImage: nil, badgeValue: "3", tag: tag,
                                             systemItem: systemItem, catalog: catalog, id: "i", location: Self.location)
            #expect(item.catalog == catalog && item.tag == tag && item.systemItem == systemItem)
            #expect(item.title == "T" && item.image == "star" && item.badgeValue == "3" && item.id == "i")
        }
        let system = TabBarItemDescription(title: nil, image: nil, selectedImage: nil, badgeValue: nil, tag: 0,
                                           systemItem: nil, catalog: "system", id: nil, location: Self.location)
        #expect(system == TabBarItemDescription(title: nil, image: nil, selectedImage: nil, badgeValue: nil, tag: 0,
                                                systemItem: nil, catalog: String(["s", "y", "s", "t", "e", "m"]), id: nil, location: Self.location))
    }

    @Test(arguments: ["viewController", "navigationController", "viewControllerPlaceholder", "myController", "avPlayerViewController"])
    func sceneKindsReadBack(_ element: String) throws {
        let bytes = Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
            <scene sceneID="s1"><objects><\(element) id="vc" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """.utf8)
        let scene = try #require(try Storyboard(bytes: bytes, name: "kinds").scene(withID: "vc"))
        #expect(scene.kind == ControllerKind(rawValue: element))
        #expect((scene.reference != nil) == (element == "viewControllerPlaceholder"))
    }

    @Test(arguments: ["tableViewCell", "collectionViewCell", "view", "myCell"], [nil, "target", "none"])
    func reusableViewsReadBack(_ element: String, _ provider: String?) {
        for key in [nil, "tableHeaderView"] {
            let view = ReusableView(element: element, reuseIdentifier: "Cell", key: key, customClass: "C", customModule: "M",
                                    customModuleProvider: provider, id: "r", location: Self.location)
            #expect(view.element == element && view.key == key && view.customModuleProvider == provider)
            #expect(view.reuseIdentifier == "Cell" && view.customClass == "C" && view.customModule == "M" && view.id == "r")
            #expect(view.location == Self.location)
        }
    }

    /// A navigation item's title shares the controller's when the bytes are the same, and is its
    /// own otherwise; relationship kinds UIKit knows and others read back as written.
    @Test func sharedTitlesAndRelationshipKindsReadBack() throws {
        let bytes = Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
            <scene sceneID="s1"><objects><navigationController id="nav" sceneMemberID="viewController"><connections>
            <segue destination="a" kind="relationship" relationship="rootViewController" id="r1"/>
            <segue destination="b" kind="relationship" relationship="someFutureRelationship" id="r2"/></connections>
            </navigationController></objects></scene>
            <scene sceneID="s2"><objects><viewController title="A long shared title here" id="a" sceneMemberID="viewController">
            <navigationItem key="navigationItem" title="A long shared title here" id="n1"/></viewController></objects></scene>
            <scene sceneID="s3"><objects><viewController title="A long shared title here" id="b" sceneMemberID="viewController">
            <navigationItem key="navigationItem" title="A long shared title, not" id="n2"/></viewController></objects></scene>
            </scenes></document>
            """.utf8)
        let storyboard = try Storyboard(bytes: bytes, name: "titles")
        #expect(try #require(storyboard.scene(withID: "nav")).relationships.map(\.kind.rawValue) == ["rootViewController", "someFutureRelationship"])
        #expect(storyboard.scene(withID: "a")?.navigationItemTitle == "A long shared title here")
        #expect(storyboard.scene(withID: "b")?.navigationItemTitle == "A long shared title, not")
        #expect(storyboard.scene(withID: "b")?.title == "A long shared title here")
    }

    @Test(arguments: [nil, "target", "none", ""])
    func sceneModuleProvidersReadBack(_ provider: String?) throws {
        let attribute = provider.map { " customModuleProvider=\"\($0)\"" } ?? ""
        let bytes = Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
            <scene sceneID="s1"><objects><viewController id="vc" customClass="C" customModule="M"\(attribute) sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """.utf8)
        let scene = try #require(try Storyboard(bytes: bytes, name: "providers").scene(withID: "vc"))
        #expect(scene.customModuleProvider == (provider == "" ? nil : provider))
        #expect(scene.customModule == "M" && scene.customClass == "C")
    }
}
