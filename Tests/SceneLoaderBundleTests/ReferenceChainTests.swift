import Foundation
@testable import SceneLoaderCore
@testable import SceneLoaderBundle
@testable import SceneLoaderRuntime
import Testing
import TestSupport

/// A chain of references longer than instantiation follows is found where the bundle is checked,
/// with its own code, and instantiation names the same limit, not a cycle.
@Suite struct ReferenceChainTests {
    /// `count` storyboards `S0`…: each one's initial controller is a reference to the next's; the
    /// last is a plain controller.
    static func chain(_ count: Int) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("chain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for index in 0..<count {
            let scene = index == count - 1
                ? #"<viewController id="end" sceneMemberID="viewController"/>"#
                : #"<viewControllerPlaceholder storyboardName="S\#(index + 1)" id="ref\#(index)" sceneMemberID="viewController"/>"#
            let initial = index == count - 1 ? "end" : "ref\(index)"
            let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="\(initial)">
                <scenes><scene sceneID="s"><objects>
                    \(scene)
                </objects></scene></scenes>
            </document>
            """
            try Data(text.utf8).write(to: root.appendingPathComponent("S\(index).storyboard"))
        }
        return root
    }

    @Test func aChainPastTheLimitIsReportedAtItsFirstReference() throws {
        let root = try Self.chain(100)
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = try StoryboardBundle(url: root)
        let found = bundle.diagnostics().filter { $0.code == .referenceChainTooLong }
        #expect(found.map { "\(URL(fileURLWithPath: $0.location.file).lastPathComponent):\($0.location.line) \($0.severity)" } == ["S0.storyboard:4 error"])
        #expect(found.first?.message.contains("99 references") == true)
        #expect(!bundle.diagnostics().contains { $0.code == .referenceCycle })
        // Instantiation stops at the same limit, with the same code.
        #expect {
            _ = try bundle.storyboard(named: "S0").instantiateInitialViewController()
        } throws: { ($0 as? StoryboardError)?.code == .referenceChainTooLong }
    }

    @Test func aChainWithinTheLimitIsSilentAndInstantiates() throws {
        let root = try Self.chain(Storyboard.maxReferenceDepth + 1)
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = try StoryboardBundle(url: root)
        #expect(bundle.diagnostics().isEmpty)
        #expect(try bundle.storyboard(named: "S0").instantiateInitialViewController() != nil)
        // One more is one too many.
        let longer = try Self.chain(Storyboard.maxReferenceDepth + 2)
        defer { try? FileManager.default.removeItem(at: longer) }
        #expect(try StoryboardBundle(url: longer).diagnostics().map(\.code) == [.referenceChainTooLong])
    }
}
