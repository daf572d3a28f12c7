import SceneLoaderCore
import Testing

/// A kept element is located at its `<`, in characters, however long its tag, however many lines
/// it spans and whatever non-ASCII text comes before it on its line or inside it.
@Suite struct TagLocationTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes><scene sceneID="s"><objects>
                <viewController id="ascii" sceneMemberID="viewController" customClass="AVeryLongControllerClassNameIndeed" title="Plain"/>
            <viewController id="inside" sceneMemberID="viewController" customClass="ÉcranPrincipal" title="Très long titre, avec des accents"/>
        <!-- déjà vu, ünïcödé --><viewController id="before" sceneMemberID="viewController" title="After a comment with accents"/>
          <viewController
              id="lines" sceneMemberID="viewController"
              title="Over three lines"/>
        \t<viewController id="tab" sceneMemberID="viewController"/>
        </objects></scene></scenes>
        </document>

        """

    /// Each controller's id and the line and column (in characters) of its `<`.
    static let expected: [(id: String, line: Int, column: Int)] = [
        ("ascii", 4, 9), ("inside", 5, 5), ("before", 6, 26), ("lines", 7, 3), ("tab", 10, 2),
    ]

    @Test(arguments: [64, 97, 256 << 10])
    func controllersAreLocatedAtTheirOpeningBracket(_ chunkSize: Int) throws {
        let storyboard = try Storyboard(bytes: Array(TagLocationTests.text.utf8), name: "locations", options: LoadOptions(chunkSize: chunkSize))
        for (id, line, column) in TagLocationTests.expected {
            let scene = try #require(storyboard.scene(withID: id))
            #expect(scene.location.line == line, "\(id)")
            #expect(scene.location.column == column, "\(id)")
        }
    }
}
