import Foundation
import SceneLoaderCore
import Testing
import TestSupport

@Suite struct RegistryTests {
    static let tabs = Paths.fixtures("storyboards").appendingPathComponent("tab-configuration.xml")

    @Test func identifiersAreInDocumentOrder() throws {
        let storyboard = try Storyboard(contentsOf: RegistryTests.tabs)
        #expect(storyboard.identifiers == ["MainTabs", "Home", "Search", "Inbox", "Message"])
        #expect(storyboard.scenes.map(\.id) == ["tabs", "home-nav", "home", "search-nav", "search", "inbox-nav", "inbox", "message"])
        #expect(storyboard.initialScene?.id == "tabs")
        #expect(storyboard.name == "tab-configuration")
    }

    @Test func scenesAreFoundByIdAndIdentifier() throws {
        let storyboard = try Storyboard(contentsOf: RegistryTests.tabs)
        #expect(storyboard.scene(withIdentifier: "Inbox")?.customModule == "Mail")
        #expect(storyboard.scene(withID: "inbox-nav")?.tabBarItem?.badgeValue == "3")
        #expect(storyboard.scene(withIdentifier: "inbox") == nil)
        #expect(storyboard.scene(withID: "missing") == nil)
    }

    @Test func identifiersCompareByBytesNotCanonicalEquivalence() throws {
        let url = Paths.fixtures("storyboards").appendingPathComponent("diag-unicode-lookalikes.storyboard")
        let storyboard = try Storyboard(contentsOf: url)
        let nfc = "Caf\u{E9}", nfd = "Cafe\u{301}"
        #expect(nfc == nfd) // Swift's String equality would merge them…
        #expect(storyboard.identifiers.count == 2) // …the registry keeps both,
        #expect(storyboard.scene(withIdentifier: nfc)?.id?.utf8.count == 5)
        #expect(storyboard.scene(withIdentifier: nfd)?.id?.utf8.count == 6)
        #expect(storyboard.diagnostics.map(\.code) == [.equivalentIdentifiers, .equivalentIdentifiers])
    }

    @Test func loadsFromBytesInSmallChunks() throws {
        let bytes = try [UInt8](Data(contentsOf: RegistryTests.tabs))
        let whole = try Storyboard(contentsOf: RegistryTests.tabs)
        let chunked = try Storyboard(bytes: bytes, name: "tabs.xml", options: LoadOptions(chunkSize: 64))
        #expect(chunked.scenes.map(\.id) == whole.scenes.map(\.id))
        #expect(chunked.scenes.map(\.location.line) == whole.scenes.map(\.location.line))
        #expect(chunked.scenes.map(\.location.column) == whole.scenes.map(\.location.column))
        #expect(chunked.name == "tabs")
    }

    @Test func semanticProblemsDoNotStopLoadingAndAreAllReported() throws {
        let url = Paths.fixtures("storyboards").appendingPathComponent("diag-relationship-destination.storyboard")
        let storyboard = try Storyboard(contentsOf: url)
        #expect(storyboard.scenes.count == 4)
        #expect(storyboard.hasErrors)
        #expect(storyboard.diagnostics.map { "\($0.location.line) \($0.code)" } == [
            "6 relationship.destination-not-found", "13 relationship.incomplete", "14 relationship.incomplete",
        ])
    }

    @Test func duplicateIdentifierNamesBothLines() throws {
        let url = Paths.fixtures("storyboards").appendingPathComponent("diag-duplicate-identifier.storyboard")
        let diagnostic = try #require(try Storyboard(contentsOf: url).diagnostics.first)
        #expect(diagnostic.code == .duplicateStoryboardIdentifier)
        #expect(diagnostic.location.line == 5)
        #expect(diagnostic.notes.map(\.location.line) == [3])
        #expect(diagnostic.message.contains("lines 3 and 5"))
    }

    @Test func unknownValuesAreKeptAsWritten() throws {
        let url = Paths.fixtures("storyboards").appendingPathComponent("unknown-values.storyboard")
        let storyboard = try Storyboard(contentsOf: url)
        let hub = try #require(storyboard.scene(withIdentifier: "Hub"))
        #expect(hub.kind.rawValue == "sidebarController")
        #expect(hub.relationships.map(\.kind.rawValue) == ["sidebarItems"])
        #expect(hub.segues.map(\.kind.rawValue) == ["zoom"])
        #expect(storyboard.scene(withID: "Pan-aa-001")?.title == "Panel & more <3")
        #expect(storyboard.scene(withID: "Pan-aa-001")?.tabBarItem?.systemItem == "newFutureItem")
        #expect(storyboard.diagnostics.isEmpty)
    }

    @Test func seguesKeepTheirTriggerAndSkipPeekAndReferenceSegues() throws {
        let url = Paths.fixtures("storyboards").appendingPathComponent("xcode-ios.storyboard")
        let storyboard = try Storyboard(contentsOf: url)
        let first = try #require(storyboard.scene(withIdentifier: "First"))
        #expect(first.segues.map(\.kind) == [.show, .embed, .presentation])
        #expect(first.segues.map(\.trigger.element) == ["button", "containerView", "viewController"])
        #expect(first.segues.map(\.trigger.id) == ["Btn-Go-001", "Cnt-Vw-001", "9pv-A4-QxB"])
        #expect(first.segues.map(\.trigger.isController) == [false, false, true])
        let detail = try #require(storyboard.scene(withIdentifier: "Detail"))
        #expect(detail.segues.first?.unwindAction == "done:")
        let all = storyboard.scenes.flatMap(\.segues)
        #expect(all.count == 6) // the nested commit/preview and the tie-breaker reference are not segues
    }

    /// Segues from the scene's dock are the controller's, with their trigger; before the
    /// controller or after it.
    @Test func dockSeguesAreTheControllers() throws {
        let storyboard = try Storyboard(contentsOf: Paths.fixtures("storyboards").appendingPathComponent("dock-segues.storyboard"))
        let list = try #require(storyboard.scene(withIdentifier: "List"))
        #expect(list.segues.map(\.identifier) == ["compose", "swipeToSettings", "info", "tapToCompose"])
        #expect(list.segues.map(\.trigger.isInDock) == [false, true, true, true])
        #expect(list.segues.map(\.trigger.element) == ["barButtonItem", "swipeGestureRecognizer", "barButtonItem", "tapGestureRecognizer"])
        #expect(list.segues[3].customClass == "FadeSegue" && list.segues[3].customModule == "Transitions")
        #expect(list.objects.map(\.element) == ["swipeGestureRecognizer", "barButtonItem", "tapGestureRecognizer", "customObject"])
        #expect(storyboard.scene(withIdentifier: "Settings")?.objects.first?.isExit == true)
        // Validation sees them: the pinch's destination is not in the file.
        let missing = storyboard.diagnostics.filter { $0.code == .segueDestinationNotFound }
        #expect(missing.map(\.location.line) == [92])
    }

    /// Each scene's class is the platform's.
    @Test func classNamesFollowThePlatform() throws {
        func classes(_ name: String) throws -> [String?] {
            try Storyboard(contentsOf: Paths.fixtures("storyboards").appendingPathComponent(name)).scenes.map(\.className)
        }
        #expect(try classes("macos.storyboard").contains("NSWindowController"))
        #expect(try classes("macos.storyboard").contains("NSApplication"))
        #expect(try !classes("macos.storyboard").contains { $0?.hasPrefix("UI") == true })
        #expect(try classes("watchos.storyboard") == ["InterfaceController", "WKInterfaceController"])
    }

    /// Cells, reusable views, named colours, accessibility identifiers, document flags.
    @Test func whatCodeGeneratorsNeed() throws {
        let storyboard = try Storyboard(contentsOf: Paths.fixtures("storyboards").appendingPathComponent("reusable-views.storyboard"))
        let messages = try #require(storyboard.scene(withIdentifier: "Messages"))
        #expect(messages.reusableViews.map(\.reuseIdentifier) == [nil, "MessageCell", "LoadingCell", nil])
        #expect(messages.reusableViews.map(\.key) == ["tableHeaderView", nil, nil, "tableFooterView"])
        #expect(storyboard.scene(withIdentifier: "Gallery")?.reusableViews.map(\.customClass) == ["PhotoCell", "SectionHeaderView"])
        #expect(storyboard.scene(withIdentifier: "Gallery")?.viewAccessibilityIdentifier == "gallery.grid")
        #expect(storyboard.scene(withIdentifier: "Detail")?.viewAccessibilityIdentifier == "detail.view")
        #expect(storyboard.namedColors.map(\.name) == ["Accent", "Background"])
        #expect(storyboard.colorReferences.map(\.name) == ["Background", "Accent"])
        let info = storyboard.documentInfo
        #expect(info.useAutolayout && info.useTraitCollections && info.useSafeAreas && !info.launchScreen)
        #expect(info.deploymentIdentifier == "iOS" && info.deploymentVersion == "4352")
    }

    /// An unwind segue's Exit is found wherever the file puts it (a hand-written file has no scenes).
    @Test func anUnwindSegueNamesItsExit() throws {
        let xml = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <viewController id="a"><connections><segue kind="unwind" destination="x" unwindAction="done:" id="u"/></connections></viewController>
            <exit id="x" sceneMemberID="exit"/>
        </document>
        """
        let storyboard = try Storyboard(bytes: Array(xml.utf8), name: "handwritten")
        #expect(storyboard.diagnostics.isEmpty)
    }

    /// Reading colours, cells and accessibility keeps skipping by depth what cannot hold anything
    /// kept: a `<color>` or `<accessibility>` is looked at, its children are not.
    @Test func colorsAndAccessibilityAreStillSkippedByDepth() throws {
        let xml = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <viewController id="a">
                <view key="view" id="v">
                    <accessibility key="accessibilityConfiguration" identifier="main"><segue kind="show" destination="nowhere-1"/></accessibility>
                    <color key="backgroundColor" name="Paper"><segue kind="show" destination="nowhere-2"/></color>
                </view>
            </viewController>
        </document>
        """
        let storyboard = try Storyboard(bytes: Array(xml.utf8), name: "skipping")
        #expect(storyboard.diagnostics.isEmpty)
        #expect(storyboard.scenes.first?.segues.isEmpty == true)
        #expect(storyboard.scenes.first?.viewAccessibilityIdentifier == "main")
        #expect(storyboard.colorReferences.map(\.name) == ["Paper"])
    }
}
