import Foundation
@testable import SceneLoaderCore
@testable import SceneLoaderBundle
@testable import SceneLoaderCodeGen
import Testing
import TestSupport

/// What is generated for xibs: an enum per nib that does not hide its class, its first view typed
/// with its class and its owner, a cell nib's reuse identifier and registration, a view
/// controller's nib; what is left out, and why. (GeneratedCodeTests compiles and runs it all.)
@Suite struct NibCodeGenTests {
    static func plan(_ platform: SwiftCodeGenerator.Platform, _ sources: [SwiftCodeGenerator.Source]) -> GenerationPlan {
        GenerationPlan(sources: sources, platform: platform)
    }

    @Test func everyNibOfABundleGetsItsAccessors() throws {
        let bundle = try StoryboardBundle(url: Paths.fixtures("bundles/Nibs"))
        let plan = Self.plan(.uikit, [.bundle(bundle)])
        #expect(plan.nibs.map(\.typeName) == ["AttachmentCellNib", "MessageCellNib", "Profile", "SectionHeader"])
        #expect(plan.nibs.map { $0.firstView?.swift } == ["AttachmentCell", "MessageCell", "UIView", "SectionHeaderView"])
        #expect(plan.nibs.map { $0.cell?.identifier } == ["Attachment", "MessageCell", nil, nil])
        #expect(plan.nibs.map { $0.cell?.kind } == [.collectionViewCell, .tableViewCell, nil, nil])
        #expect(plan.nibs.map(\.isViewControllerNib) == [false, false, true, false])
        #expect(plan.nibs[2].owner?.swift == "ProfileViewController")
        let code = SwiftWriter(plan: plan, access: .internal).source
        #expect(code.contains("internal static let reuseIdentifier = StoryboardScene.TableViewCellIdentifier<MessageCell>(rawValue: \"MessageCell\")"))
        #expect(code.contains("tableView.register(nib(bundle: bundle), forCellReuseIdentifier: reuseIdentifier.rawValue)"))
        #expect(code.contains("internal static func firstView(owner: ProfileViewController? = nil, bundle: Bundle? = nil) -> UIView"))
        #expect(code.contains("internal static let names: [String] = [\"AttachmentCell\", \"MessageCell\", \"Profile\", \"SectionHeader\"]"))
    }

    @Test func brokenAndForeignNibsAreLeftOutWithANote() throws {
        let plan = Self.plan(.uikit, [.bundle(try StoryboardBundle(url: Paths.fixtures("xibs")))])
        let notes = plan.diagnostics.filter { $0.code == .codegenSkipped }.map { $0.location.file.split(separator: "/").last.map(String.init) ?? "" }
        #expect(Set(notes) == ["archive.xib", "not-a-xib.xib", "broken-dangling-outlet.xib", "macos-window.xib"])
        #expect(!plan.nibs.contains { $0.name == "macos-window" || $0.name == "broken-dangling-outlet" })
        // Two cells in one nib: a first view, but no registration.
        let twoCells = try #require(plan.nibs.first { $0.name == "broken-two-cells" })
        #expect(twoCells.firstView?.swift == "ContactCell" && twoCells.cell == nil)
        // The runtime takes every platform; AppKit takes no xib.
        #expect(Self.plan(.sceneloader, [.bundle(try StoryboardBundle(url: Paths.fixtures("xibs")))]).nibs.contains { $0.name == "macos-window" })
        #expect(Self.plan(.appkit, [.nib(try Nib(contentsOf: Paths.fixtures("xibs/macos-window.xib")))]).nibs.isEmpty)
    }

    @Test func theRuntimeTypesOnlyAViewControllerOwner() throws {
        let nibs = try ["view-controller-owner", "view-controller-top-level"].map { try Nib(contentsOf: Paths.fixtures("xibs/\($0).xib")) }
        let plan = Self.plan(.sceneloader, nibs.map { .nib($0) })
        #expect(plan.nibs.map { $0.owner?.swift } == ["ProfileViewController", nil])
        // A top-level view controller is no view: no first view.
        #expect(plan.nibs[1].firstView == nil)
        let code = SwiftWriter(plan: plan, access: .public).source
        #expect(code.contains("public static func instantiate(owner: (any SceneLoader.OutletContainer)? = nil, in bundle: StoryboardBundle) throws -> [AnyObject]"))
    }

    /// A cell that owns its own nib (File's Owner and the cell of one class, a pattern of real
    /// apps): the owner is typed as the cell, not as a plain object of the same name.
    @Test func aCellOwningItsNibIsOneClass() throws {
        let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="RadioButtonCell"/>
        <tableViewCell reuseIdentifier="RadioButtonCell" id="c" customClass="RadioButtonCell"/>
        </objects></document>
        """
        let plan = Self.plan(.uikit, [.nib(try Nib(bytes: Array(text.utf8), name: "RadioButtonCell"))])
        #expect(plan.nibs.first?.owner == plan.nibs.first?.firstView)
        #expect(plan.nibs.first?.owner?.base == "UITableViewCell")
    }
}
