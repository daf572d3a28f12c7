import Foundation
import SceneLoaderCore
import SceneLoaderBundle
import SceneLoaderLint
import Testing
import TestSupport

/// The checks of xibs: the storyboard rules that mean something there and the xib's own, each
/// at its element, each only when its rule is on; and a lint run over xib files and folders.
@Suite struct NibLintTests {
    static let optIn = try! LintConfiguration(parsing: Array("""
    {"rules": {"cell.reuse-identifier-differs-from-class": "warning"}}
    """.utf8), file: "c")

    func findings(_ objects: String, document: String = "targetRuntime=\"iOS.CocoaTouch\" useAutolayout=\"YES\" useTraitCollections=\"YES\" useSafeAreas=\"YES\"",
                  name: String = "t", configuration: LintConfiguration = NibLintTests.optIn) throws -> [String] {
        let text = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" \(document)>\n<objects>\n\(objects)\n</objects>\n</document>\n"
        let nib = try Nib(bytes: Array(text.utf8), name: name)
        return (nib.diagnostics + nib.lintDiagnostics(configuration)).map { "\($0.location.line) \($0.code) \($0.objectID ?? "-")" }.sorted()
    }

    @Test func aCellAloneWithItsClassIsClean() throws {
        #expect(try findings("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
        <tableViewCell reuseIdentifier="ItemCell" id="c" customClass="ItemCell"/>
        """) == [])
    }

    @Test func aCellBesideAGestureRecognizerIsNotAlone() throws {
        #expect(try findings("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
        <tableViewCell reuseIdentifier="cell" id="c" customClass="ItemCell"/>
        <tapGestureRecognizer id="g"/>
        """) == ["5 cell.reuse-identifier-differs-from-class c", "5 nib.cell-not-alone c"])
    }

    @Test func ownerViewOutletAndEmpty() throws {
        // A view controller's own nib (named after it, or after it without Controller) without
        // its view outlet; a nib of another name it owns is loaded for other outlets.
        let owned = """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="App.DetailViewController"/>
        <view id="v"/>
        """
        #expect(try findings(owned, name: "DetailViewController") == ["4 nib.view-outlet-not-set -1"])
        #expect(try findings(owned, name: "DetailView") == ["4 nib.view-outlet-not-set -1"])
        #expect(try findings(owned, name: "DetailHeader") == [])
        // The owner's outlets need a class.
        #expect(try findings("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"><connections><outlet property="view" destination="v" id="o"/></connections></placeholder>
        <view id="v"/>
        """) == ["4 nib.owner-without-class -1"])
        // A controller that owns a cell nib (the old loadNibNamed(owner: self) pattern) needs no view outlet.
        #expect(try findings("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ListViewController"><connections><outlet property="cell" destination="c" id="o"/></connections></placeholder>
        <tableViewCell id="c"/>
        """) == [])
        #expect(try findings("<placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\"/>") == ["2 nib.empty -"])
    }

    @Test func classNamesFlagsAndTheDocument() throws {
        #expect(try findings("""
        <view id="v" customClass="Banner View"><subviews><label misplaced="YES" id="l" customClass="My-Label"/></subviews></view>
        """, document: "targetRuntime=\"iOS.CocoaTouch\" useAutolayout=\"YES\"") == [
            "2 document.trait-collections-off -",
            "4 class.invalid-name l", "4 class.invalid-name v", "4 view.misplaced l",
        ])
    }

    @Test func aDanglingOutletIsAnErrorAtItsLine() throws {
        #expect(try findings("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="X"><connections>
        <outlet property="label" destination="gone" id="o"/>
        </connections></placeholder>
        <view id="v"/>
        """) == ["5 outlet.destination-not-found o"])
    }

    @Test func lintReadsXibFilesAndTheXibsOfFolders() throws {
        let linter = Linter(configuration: LintConfiguration(), workingDirectory: Paths.packageRoot.path, jobs: 2)
        let report = linter.lint([Paths.fixtures("xibs/broken-two-cells.xib").path, Paths.fixtures("bundles/Nibs").path])
        #expect(report.files.filter { $0.nib != nil }.count == 6)
        #expect(report.findings.map { "\($0.diagnostic.code) \($0.diagnostic.location.line)" } == [
            "reference.nib-not-found 36", "nib.cell-not-alone 9",
        ])
    }
}
