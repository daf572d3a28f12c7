import Foundation
import SceneLoader
import Testing
import TestSupport

/// What the registry reads, as the layers above it show it: the modules a storyboard imports, its
/// graph, its tree and its JSON.
@Suite struct RegistryOutputTests {
    /// Segues from a scene's dock are drawn in the graph; their classes' modules are imported.
    @Test func dockSeguesAreDrawnAndTheirModulesImported() throws {
        let storyboard = try Storyboard(contentsOf: Paths.fixtures("storyboards").appendingPathComponent("dock-segues.storyboard"))
        #expect(storyboard.importedModules == ["Editor", "Transitions"])
        #expect(storyboard.sceneGraph().edges.filter { $0.label == "custom: tapToCompose" }.count == 1)
    }

    /// An unwind segue's Exit, found wherever a hand-written file puts it, is shown as an exit.
    @Test func anUnwindSegueIsShownWithItsExit() throws {
        let xml = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <viewController id="a"><connections><segue kind="unwind" destination="x" unwindAction="done:" id="u"/></connections></viewController>
            <exit id="x" sceneMemberID="exit"/>
        </document>
        """
        let storyboard = try Storyboard(bytes: Array(xml.utf8), name: "handwritten")
        #expect(storyboard.treeDescription().contains("segue unwind action \"done:\" → exit x"))
        #expect(storyboard.jsonValue().serialized().contains("\"destinationKind\": \"exit\""))
    }
}
