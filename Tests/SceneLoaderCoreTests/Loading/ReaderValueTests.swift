@testable import SceneLoaderCore
import Testing

/// Values the reader keeps as it finds them: `&` restored from the `&#38;` libxml2 hands over, and
/// each colour name referred to kept once, at its first use, however many there are.
@Suite struct ReaderValueTests {
    private static func storyboard(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes><scene sceneID="s"><objects>
            \(body)
          </objects></scene></scenes>
        </document>
        """
    }

    /// `&amp;` becomes `&` wherever it is, as often as it comes; `&amp;#38;` (the text `&#38;`) keeps
    /// its `#38;`, and other references are libxml2's own.
    @Test(arguments: [
        ("Home &amp; Away", "Home & Away"),
        ("&amp;&amp;x&amp;", "&&x&"),
        ("a &amp;#38; b", "a &#38; b"),
        ("&lt;&amp;&gt; &#233;", "<&> é"),
        ("no reference", "no reference"),
        ("&amp;", "&"),
    ])
    func ampersandsAreRestored(written: String, read: String) throws {
        let xml = Self.storyboard(#"<viewController id="vc" title="\#(written)" sceneMemberID="viewController"/>"#)
        let scene = try #require(try Storyboard(bytes: Array(xml.utf8), name: "amp").scene(withID: "vc"))
        #expect(scene.title == read)
    }

    /// Hundreds of colour names, each used three times in a shuffled order: every name once, in the
    /// order of its first use (the table of names seen grows past its first size several times), and
    /// names that differ only in their bytes (NFC and NFD) stay two names.
    @Test func everyColourNameOnceInFirstUseOrder() throws {
        var names = (0..<300).map { "Colour\($0)" }
        names += ["caf\u{E9}", "cafe\u{301}"]
        var uses: [String] = []
        for round in 0..<3 { uses += round == 1 ? names.reversed() : names }
        let colours = uses.map { #"<color key="c" name="\#($0)"/>"# }.joined(separator: "\n")
        let xml = Self.storyboard(#"<viewController id="vc" sceneMemberID="viewController"><view key="view" id="v">\#(colours)</view></viewController>"#)
        let storyboard = try Storyboard(bytes: Array(xml.utf8), name: "colours")
        #expect(storyboard.colorReferences.map(\.name).map { Array($0.utf8) } == names.map { Array($0.utf8) })
    }

    /// A segue's kind is kept as written, whether UIKit knows it (the reader gives those as their
    /// constants) or not, and in its case; a kind of another length or case is not mistaken for a
    /// known one.
    @Test(arguments: ["show", "presentation", "embed", "unwind", "popoverPresentation", "showDetail", "custom",
                      "push", "modal", "popover", "replace", "sheet", "Show", "shows", "sho", "presentationX", "myKind"])
    func segueKindsAreKeptAsWritten(kind: String) throws {
        let xml = Self.storyboard(#"""
            <viewController id="vc" sceneMemberID="viewController"><view key="view" id="v"><subviews>
            <button id="b"><connections><segue destination="vc" kind="\#(kind)" id="sg"/></connections></button>
            </subviews></view></viewController>
            """#)
        let scene = try #require(try Storyboard(bytes: Array(xml.utf8), name: "kinds").scene(withID: "vc"))
        #expect(scene.segues.map(\.kind.rawValue) == [kind])
    }

    /// `customModuleProvider` is kept as written (`target`, given as a constant, or another value);
    /// an empty one is absent.
    @Test(arguments: [("target", "target"), ("Target", "Target"), ("targets", "targets"), ("none", "none"), ("", nil)] as [(String, String?)])
    func moduleProvidersAreKeptAsWritten(written: String, read: String?) throws {
        let xml = Self.storyboard(#"<viewController id="vc" sceneMemberID="viewController" customClass="C" customModule="M" customModuleProvider="\#(written)"/>"#)
        let scene = try #require(try Storyboard(bytes: Array(xml.utf8), name: "provider").scene(withID: "vc"))
        #expect(scene.customModuleProvider == read)
    }
}
