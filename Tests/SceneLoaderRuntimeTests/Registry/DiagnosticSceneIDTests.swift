@testable import SceneLoaderCore
import SceneLoaderRuntime
import Testing

/// A diagnostic names the controllers it concerns by object id, compared by bytes as every id is.
@Suite struct DiagnosticSceneIDTests {
    private static let nfc = "caf\u{E9}"
    private static let nfd = "cafe\u{301}"

    @Test func idsAreComparedByBytes() {
        let location = SourceLocation(file: "f", line: 1, column: 1)
        let diagnostic = Diagnostic(severity: .error, code: .duplicateObjectID, message: "m", location: location, sceneIDs: [Self.nfc])
        #expect(Self.nfc == Self.nfd)   // String == would match the look-alike…
        #expect(diagnostic.concerns(sceneID: Self.nfc))
        #expect(!diagnostic.concerns(sceneID: Self.nfd))   // …the diagnostic does not
    }

    /// Instantiating a broken scene lists its own problems, not those of a look-alike's.
    @Test func instantiationReportsOnlyTheScenesOwnProblems() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes>
        <scene sceneID="s1"><objects>
        <navigationController storyboardIdentifier="A" id="\(Self.nfc)" sceneMemberID="viewController">
        <connections><segue destination="missing-1" kind="relationship" relationship="rootViewController" id="r1"/></connections>
        </navigationController></objects></scene>
        <scene sceneID="s2"><objects>
        <navigationController storyboardIdentifier="B" id="\(Self.nfd)" sceneMemberID="viewController">
        <connections><segue destination="missing-2" kind="relationship" relationship="rootViewController" id="r2"/></connections>
        </navigationController></objects></scene>
        </scenes></document>
        """
        let storyboard = try Storyboard(bytes: Array(xml.utf8), name: "lookalike")
        #expect(storyboard.diagnostics.filter { $0.code == .relationshipDestinationNotFound }.count == 2)
        do {
            _ = try storyboard.instantiateViewController(withIdentifier: "A")
            Issue.record("a scene with a missing destination instantiated")
        } catch {
            #expect(error.code == .invalidScene)
            #expect(error.location.line == 6)
            #expect(error.notes.isEmpty, "the look-alike's problem was listed: \(error.notes)")
        }
    }
}
