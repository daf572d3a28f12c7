import Foundation
@testable import SceneLoaderCore
@testable import SceneLoaderBundle
@testable import SceneLoaderLint
import Testing

/// The checks lint adds, each at its element, each only when its rule is on.
@Suite struct LintChecksTests {
    static let all = try! LintConfiguration(parsing: Array("""
    {"rules": {"scene.identifier-differs-from-class": "warning", "document.no-initial": "warning",
               "cell.reuse-identifier-differs-from-class": "warning"}}
    """.utf8), file: "c")

    func findings(_ body: String, document: String = "targetRuntime=\"iOS.CocoaTouch\" useAutolayout=\"YES\" useTraitCollections=\"YES\" useSafeAreas=\"YES\"",
                  configuration: LintConfiguration = LintChecksTests.all) throws -> [String] {
        let text = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\" \(document)>\n<scenes>\n\(body)\n</scenes>\n</document>\n"
        let storyboard = try Storyboard(bytes: Array(text.utf8), name: "t")
        return storyboard.lintDiagnostics(configuration).map { "\($0.location.line) \($0.code) \($0.objectID ?? "-")" }
    }

    @Test func swiftTypeNames() {
        for good in ["HomeViewController", "_Private", "App.HomeViewController", "Café", "VC2"] { #expect(Storyboard.isSwiftTypeName(good), "\(good)") }
        for bad in ["Home-VC", "1stScreen", "Home VC", "", ".Home", "Home.", "_", "Home<T>"] { #expect(!Storyboard.isSwiftTypeName(bad), "\(bad)") }
    }

    @Test func scenesSeguesAndCells() throws {
        let found = try findings("""
        <scene sceneID="s"><objects>
        <tableViewController storyboardIdentifier="List" id="list" customClass="ListViewController" sceneMemberID="viewController">
        <tableView key="view" id="tv"><prototypes>
        <tableViewCell reuseIdentifier="cell" id="c1" customClass="ItemCell"/>
        <tableViewCell reuseIdentifier="OtherCell" id="c2" customClass="OtherCell"/>
        </prototypes></tableView>
        <connections><segue destination="list" kind="replace" id="sg"/></connections>
        </tableViewController>
        </objects></scene>
        """)
        #expect(Set(found) == [
            "2 document.no-initial -",
            "5 scene.identifier-differs-from-class list",
            "10 segue.deprecated-kind sg",
            "7 cell.reuse-identifier-differs-from-class c1",
        ])
    }

    @Test func optInRulesAreOffByDefault() throws {
        let found = try findings("""
        <scene sceneID="s"><objects>
        <viewController storyboardIdentifier="Home" id="home" customClass="HomeViewController" sceneMemberID="viewController"/>
        </objects></scene>
        """, configuration: LintConfiguration())
        #expect(found.isEmpty)
    }

    /// Views Xcode marked, inside the controller, nested deep, in a skipped-looking place and in the
    /// scene's dock; `NO` and other values are not flags, and turning a rule off drops its findings.
    @Test func misplacedAndAmbiguousViews() throws {
        let body = """
        <scene sceneID="s"><objects>
        <viewController id="vc" sceneMemberID="viewController"><view key="view" id="root">
        <subviews><label misplaced="YES" id="l1"/>
        <stackView id="st"><subviews><button ambiguous="YES" misplaced="YES" id="b1"/></subviews></stackView>
        <label misplaced="NO" ambiguous="yes" id="l2"/>
        <imageView
            ambiguous="YES" id="i1"/></subviews>
        </view></viewController>
        <view misplaced="YES" id="dock"/>
        </objects></scene>
        """
        #expect(try Set(findings(body).filter { $0.contains(" view.") }) == [
            "6 view.misplaced l1", "7 view.ambiguous b1", "7 view.misplaced b1", "9 view.ambiguous i1", "12 view.misplaced dock",
        ])
        let storyboard = try Storyboard(bytes: Array("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\"><scenes>\(body)</scenes></document>".utf8), name: "t")
        #expect(storyboard.scenes.first?.flaggedViews.map(\.flags) == [.misplaced, [.ambiguous, .misplaced], .ambiguous, .misplaced])
        let off = try LintConfiguration(parsing: Array(#"{"rules": {"view.misplaced": "off"}}"#.utf8), file: "c")
        #expect(try findings(body, configuration: off).filter { $0.contains("view.") } .sorted() == ["7 view.ambiguous b1", "9 view.ambiguous i1"])
    }

    @Test func documentFlags() throws {
        let scene = "<scene sceneID=\"s\"><objects><viewController id=\"a\" sceneMemberID=\"viewController\"/></objects></scene>"
        #expect(try findings(scene, document: "targetRuntime=\"iOS.CocoaTouch\" initialViewController=\"a\"") == ["2 document.autolayout-off -"])
        #expect(try findings(scene, document: "targetRuntime=\"iOS.CocoaTouch\" useAutolayout=\"YES\" initialViewController=\"a\"")
                == ["2 document.trait-collections-off -", "2 document.safe-areas-off -"])
        // A Mac storyboard has no size classes or safe areas, and `modal` is its current kind.
        let mac = "<scene sceneID=\"s\"><objects><viewController id=\"a\" sceneMemberID=\"viewController\"><connections><segue destination=\"a\" kind=\"modal\" id=\"m\"/></connections></viewController></objects></scene>"
        #expect(try findings(mac, document: "targetRuntime=\"MacOSX.Cocoa\" useAutolayout=\"YES\" initialViewController=\"a\"").isEmpty)
        // WatchKit lays out without Auto Layout: its storyboards never turn it on, and are not told to.
        let watch = "<scene sceneID=\"s\"><objects><controller id=\"a\"/></objects></scene>"
        #expect(try findings(watch, document: "targetRuntime=\"watchKit\" initialViewController=\"a\"").isEmpty)
    }

    /// A rule about a feature of Interface Builder reports only files saved by an Xcode that had it:
    /// the class of noise where every file of an old project is reported for what its Xcode lacked.
    @Test func featureRulesSkipFilesOlderThanTheFeature() throws {
        let scene = "<scene sceneID=\"s\"><objects><viewController id=\"a\" sceneMemberID=\"viewController\"><connections><segue destination=\"a\" kind=\"push\" id=\"p\"/></connections></viewController></objects></scene>"
        func found(tools: String, flags: String) throws -> [String] {
            try findings(scene, document: "targetRuntime=\"iOS.CocoaTouch\" toolsVersion=\"\(tools)\" \(flags) initialViewController=\"a\"").sorted()
        }
        // Xcode 4.2: none of the features existed.
        #expect(try found(tools: "1938", flags: "") == [])
        // Xcode 5: Auto Layout existed; size classes, adaptive segues and safe areas did not.
        #expect(try found(tools: "5056", flags: "") == ["2 document.autolayout-off -"])
        #expect(try found(tools: "5056", flags: "useAutolayout=\"YES\"") == [])
        // Xcode 8: everything but safe areas.
        #expect(try found(tools: "12120", flags: "useAutolayout=\"YES\"") == ["2 document.trait-collections-off -", "4 segue.deprecated-kind p"])
        // Xcode 9 and later (and a build with a dotted suffix): all of them.
        #expect(try found(tools: "13196", flags: "useAutolayout=\"YES\" useTraitCollections=\"YES\"") == ["2 document.safe-areas-off -", "4 segue.deprecated-kind p"])
        #expect(try found(tools: "14490.70", flags: "useAutolayout=\"YES\" useTraitCollections=\"YES\"") == ["2 document.safe-areas-off -", "4 segue.deprecated-kind p"])
        // No tools version (a hand-written file) is taken to be current.
        #expect(try findings(scene, document: "targetRuntime=\"iOS.CocoaTouch\" useAutolayout=\"YES\" useTraitCollections=\"YES\" initialViewController=\"a\"").sorted()
                == ["2 document.safe-areas-off -", "4 segue.deprecated-kind p"])
    }

    @Test func toolsBuildIsTheLeadingNumber() {
        func info(_ tools: String?) -> DocumentInfo { DocumentInfo(type: nil, version: nil, toolsVersion: tools, targetRuntime: nil) }
        #expect(info("22505").toolsBuild == 22505)
        #expect(info("14490.70").toolsBuild == 14490)
        #expect(info("32700.99.1234").toolsBuild == 32700)
        #expect(info("abc").toolsBuild == nil)
        #expect(info(nil).toolsBuild == nil)
        #expect(info("99999999999999999999").toolsBuild == nil)
        #expect(!info("12120").wasSaved(byXcodeWith: .safeAreaLayoutGuides))
        #expect(info("13196").wasSaved(byXcodeWith: .safeAreaLayoutGuides))
    }

    /// tvOS shows every tab at the top of the screen: a sixth tab is no More tab there.
    @Test func moreTabsIsAnIOSRule() throws {
        let tabs = (0..<6).map { "<segue destination=\"c\($0)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"r\($0)\"/>" }.joined()
        let children = (0..<6).map { "<scene sceneID=\"s\($0)\"><objects><viewController id=\"c\($0)\" sceneMemberID=\"viewController\"/></objects></scene>" }.joined()
        let body = "<scene sceneID=\"t\"><objects><tabBarController id=\"tabs\" sceneMemberID=\"viewController\"><connections>\(tabs)</connections></tabBarController></objects></scene>\(children)"
        #expect(try findings(body, document: "targetRuntime=\"iOS.CocoaTouch\" useAutolayout=\"YES\" useTraitCollections=\"YES\" useSafeAreas=\"YES\" initialViewController=\"tabs\"")
                == ["4 tab-bar.more tabs"])
        let tv = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder.AppleTV.Storyboard\" version=\"3.0\" targetRuntime=\"AppleTV\" useAutolayout=\"YES\" useTraitCollections=\"YES\" useSafeAreas=\"YES\" initialViewController=\"tabs\">\n<scenes>\n\(body)\n</scenes>\n</document>\n"
        #expect(try Storyboard(bytes: Array(tv.utf8), name: "tv").lintDiagnostics(LintChecksTests.all).isEmpty)
    }

    @Test func namedColoursAgainstTheCatalog() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("colors-\(UUID().uuidString)")
        let set = folder.appendingPathComponent("Assets.xcassets/Accent.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{\"colors\": [], \"info\": {\"version\": 1}}".utf8).write(to: set.appendingPathComponent("Contents.json"))
        let catalog = AssetCatalog(folders: [folder.appendingPathComponent("Assets.xcassets")])
        #expect(catalog.colorSetNames == ["Accent"])
        let text = """
        <?xml version="1.0"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a"><scenes>
        <scene sceneID="s"><objects><viewController id="a" sceneMemberID="viewController"><view key="view" id="v">
        <color key="backgroundColor" name="Accent"/><color key="tintColor" name="Acent"/></view></viewController></objects></scene>
        </scenes></document>
        """
        let storyboard = try Storyboard(bytes: Array(text.utf8), name: "t")
        let found = storyboard.colorDiagnostics(in: catalog)
        #expect(found.map { "\($0.location.line) \($0.code)" } == ["4 color.not-found"])
        #expect(found.first?.message.contains("did you mean 'Accent'?") == true)
    }
}
