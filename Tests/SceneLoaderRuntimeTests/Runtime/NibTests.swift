import Foundation
import SceneLoaderCore
import SceneLoaderRuntime
import Testing
import TestSupport

/// Nibs instantiated with an owner, view controllers loading their views from nibs, and cells
/// registered from nibs, with UIKit's results and UIKit's exceptions.
@Suite struct NibTests {
    static func nib(_ name: String) throws -> Nib {
        try Nib(contentsOf: Paths.fixtures("xibs").appendingPathComponent(name + ".xib"))
    }

    /// The nibs of the fixtures, by name: what a bundle would resolve.
    struct Fixtures: NibResolver {
        let nibs: [String: Nib]
        init(_ names: [String: String]) throws {
            var nibs: [String: Nib] = [:]
            for (name, file) in names { nibs[name] = try NibTests.nib(file) }
            self.nibs = nibs
        }
        func nib(named name: String) throws(StoryboardError) -> Nib {
            guard let nib = nibs[name] else {
                throw StoryboardError(code: .nibNotFound, message: "Could not load NIB in bundle Fixtures with name '\(name)'",
                                      location: SourceLocation(file: "Fixtures", line: 0, column: 0))
            }
            return nib
        }
        func hasNib(named name: String) -> Bool { nibs[name] != nil }
    }

    final class ProfileViewController: ViewController {
        var nameLabel: View?
        var tapRecognizer: View?
        var loads = 0
        override func setValue(_ value: Any?, forKey key: String) throws(ControllerError) {
            switch key {
            case "nameLabel": nameLabel = value as? View
            case "tapRecognizer": tapRecognizer = value as? View
            default: try super.setValue(value, forKey: key)
            }
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            loads += 1
        }
    }

    /// A controller named after its nib: `ProfileController` looks for `Profile` first.
    final class ProfileController: ViewController {
        override func setValue(_ value: Any?, forKey key: String) throws(ControllerError) {
            if key == "nameLabel" || key == "tapRecognizer" { return }
            try super.setValue(value, forKey: key)
        }
    }

    final class NibMessageCell: TableViewCell {
        var subjectLabel: View?
        override func setValue(_ value: Any?, forKey key: String) throws(ControllerError) {
            if key == "subjectLabel" { subjectLabel = value as? View }
            try super.setValue(value, forKey: key)
        }
    }

    @Test func everyInstantiationMakesNewObjectsWithTheirOutlets() throws {
        let nib = try Self.nib("table-cell")
        let first = try nib.instantiate(withOwner: nil)
        let second = try nib.instantiate(withOwner: nil)
        #expect(first.count == 1 && second.count == 1)
        let cell = try #require(first.first as? TableViewCell)
        #expect(cell !== (second.first as AnyObject?))
        #expect(cell.className == "MessageCell")
        #expect(cell.reuseIdentifier == "MessageCell")
        #expect(cell.accessibilityIdentifier == "message.cell")
        let label = try #require(cell.outlet("subjectLabel") as? View)
        #expect(label.className == "BadgeLabel" && label.element == "label")
        #expect((cell.outlet("avatarLeading") as? View)?.className == "NSLayoutConstraint")
        // A new label with each cell, as each cell has its own.
        #expect(label !== ((second.first as? View)?.outlet("subjectLabel")))
    }

    @Test func theOwnersOutletsAreSetAndTheTopLevelObjectsReturned() throws {
        let owner = ProfileViewController(title: "Profile")
        let objects = try Self.nib("view-controller-owner").instantiate(withOwner: owner)
        #expect(objects.map { ($0 as? View)?.element } == ["view", "tapGestureRecognizer"])
        let view = try #require(objects.first as? View)
        #expect(owner.viewIfLoaded == nil)   // set, but not loaded: no viewDidLoad
        #expect(owner.nameLabel?.className == "UILabel")
        #expect(owner.tapRecognizer === objects[1])
        // An outlet collection is set once, with its objects in the file's order.
        #expect(view.outletCollection("gestureRecognizers").count == 1)
        #expect(view.outletCollection("gestureRecognizers").first === objects[1])
        #expect(owner.loads == 0)
    }

    @Test func anOutletTheOwnerLacksRaisesNSUnknownKeyException() throws {
        let owner = ViewController(title: "plain")
        let error = #expect(throws: ControllerError.self) { try Self.nib("view-controller-owner").instantiate(withOwner: owner) }
        #expect(error?.code == .unknownKey)
        #expect(error?.exceptionName == "NSUnknownKeyException")
        #expect(error?.message.hasPrefix("[<UIViewController 0x") == true)
        #expect(error?.message.hasSuffix("> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key nameLabel.") == true)
    }

    @Test func withoutAnOwnerTheOwnersOutletsAreNotSet() throws {
        let objects = try Self.nib("view-controller-owner").instantiate(withOwner: nil)
        #expect(objects.count == 2)
    }

    @Test func topLevelControllersCustomObjectsAndGesturesAreMade() throws {
        final class Coordinator: OutletContainer {
            var onboarding: ViewController?
            func setValue(_ value: Any?, forKey key: String) throws(ControllerError) {
                guard key == "onboarding" else { throw ControllerError.unknownKey(key, of: self, className: "AppCoordinator") }
                onboarding = value as? ViewController
            }
        }
        let coordinator = Coordinator()
        let objects = try Self.nib("view-controller-top-level").instantiate(withOwner: coordinator)
        let controller = try #require(objects.first as? ViewController)
        #expect(controller === coordinator.onboarding)
        #expect(controller.title == "Welcome")
        #expect(controller.className == "OnboardingViewController")
        #expect(controller.scene?.attributes["modalPresentationStyle"] == "fullScreen")
        let dataSource = try #require(objects[1] as? View)
        #expect(dataSource.className == "OnboardingDataSource")
        #expect(dataSource.outlet("owner") === coordinator)
        #expect((objects[2] as? View)?.className == "UIPanGestureRecognizer")
    }

    /// A top-level controller of an unregistered custom class stands for the class the file names,
    /// which has the outlets Xcode connected: it keeps them; a plain `UIViewController` has none.
    @Test func aStandInControllerKeepsItsOutlets() throws {
        let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
        <viewController id="c" customClass="ScannerViewController"><connections><outlet property="fixButton" destination="b" id="o"/></connections></viewController>
        <viewController id="p"><connections><outlet property="fixButton" destination="b" id="q"/></connections></viewController>
        <button id="b"/></objects></document>
        """
        let nib = try Nib(bytes: Array(text.utf8))
        let error = #expect(throws: ControllerError.self) { try nib.instantiate(withOwner: nil) }
        #expect(error?.message.hasPrefix("[<UIViewController 0x") == true)
        let standIn = try Nib(bytes: Array(text.replacingOccurrences(of: "<viewController id=\"p\"><connections><outlet property=\"fixButton\" destination=\"b\" id=\"q\"/></connections></viewController>", with: "").utf8))
        // The button is a top-level object: it lives while the array holds it (outlets are weak).
        let objects = try standIn.instantiate(withOwner: nil)
        let controller = try #require(objects.first as? ViewController)
        #expect((controller.outlets["fixButton"] as? View)?.className == "UIButton")
    }

    /// Outlets make no cycle, as weak IBOutlets make none in UIKit: a view's outlet to File's
    /// Owner while the owner keeps the view, two top-level objects' outlets to each other, a cell's
    /// to itself. Once the caller lets go, every object the nib made is freed; the objects made
    /// inside a top-level object live as long as it does.
    @Test func outletsMakeNoCycle() throws {
        let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner"><connections><outlet property="view" destination="v" id="o1"/></connections></placeholder>
        <view id="v"><subviews><label id="l"/></subviews><connections><outlet property="owner" destination="-1" id="o2"/><outlet property="peer" destination="w" id="o3"/><outlet property="label" destination="l" id="o4"/><outlet property="me" destination="v" id="o5"/></connections></view>
        <view id="w"><connections><outlet property="peer" destination="v" id="o6"/><outletCollection property="all" destination="v" id="o7"/><outletCollection property="all" destination="w" id="o8"/></connections></view>
        </objects></document>
        """
        let nib = try Nib(bytes: Array(text.utf8))
        weak var weakOwner: ViewController?
        weak var weakView: View?
        weak var weakLabel: View?
        do {
            let owner = ViewController(nibName: nil, bundle: nil)
            let objects = try nib.instantiate(withOwner: owner)
            let view = try #require(objects.first as? View)
            weakOwner = owner
            weakView = view
            weakLabel = view.outlet("label") as? View
            #expect(owner.viewIfLoaded === view || owner.view === view)
            #expect(view.outlet("owner") === owner)
            #expect(view.outlet("me") === view)
            #expect((objects[1] as? View)?.outletCollection("all").count == 2)
        }
        #expect(weakOwner == nil)
        #expect(weakView == nil)
        #expect(weakLabel == nil)
        // A label inside a view lives as long as the view, with no one else holding it.
        let objects = try nib.instantiate(withOwner: nil)
        let view = try #require(objects.first as? View)
        #expect((view.outlet("label") as? View)?.className == "UILabel")
    }

    @Test func aNibWithAnErrorIsRefused() throws {
        let error = #expect(throws: ControllerError.self) { try Self.nib("broken-dangling-outlet").instantiate(withOwner: nil) }
        #expect(error?.code == .invalidNib)
    }

    @Test func aControllerLoadsItsViewFromItsNibWhenFirstAsked() throws {
        let bundle = try Fixtures(["Profile": "view-controller-owner"])
        let controller = ProfileViewController(nibName: "Profile", bundle: bundle)
        #expect(!controller.isViewLoaded && controller.nameLabel == nil)
        let view = controller.view
        #expect(controller.isViewLoaded && controller.loads == 1)
        #expect(view.objectID == "i5M-Pr-FkT")
        #expect(controller.nameLabel?.objectID == "Nm0-lb-000")
        #expect(controller.view === view && controller.loads == 1)
    }

    @Test func withoutANibNameTheNibIsNamedAfterTheClass() throws {
        let bundle = try Fixtures(["Profile": "view-controller-owner"])
        let controller = ProfileController(nibName: nil, bundle: bundle)
        #expect(try controller.loadedView().objectID == "i5M-Pr-FkT")
        // No nib of the class's name: a plain view.
        let plain = ViewController(nibName: nil, bundle: bundle)
        #expect(try plain.loadedView().className == "UIView")
    }

    @Test func aNibWithoutTheViewOutletOrMissingRaisesAsUIKit() throws {
        let bundle = try Fixtures(["About": "collection-cell"])
        let missing = ViewController(nibName: "Abuot", bundle: bundle)
        #expect(throws: ControllerError.self) { try missing.loadedView() }
        do { _ = try missing.loadedView() } catch { #expect(error.code == .nibNotFound) }
        let noView = ViewController(nibName: "About", bundle: bundle)
        let error = #expect(throws: ControllerError.self) { try noView.loadedView() }
        #expect(error?.code == .viewOutletNotSet)
        #expect(error?.message.hasSuffix("loaded the \"About\" nib but the view outlet was not set.") == true)
        #expect(!noView.isViewLoaded)
    }

    @Test func aRegisteredCellNibIsDequeuedAsItsRegisteredClass() throws {
        ReusableViewClasses.register(NibMessageCell.self, as: "MessageCell")
        let controller = ViewController(title: "Inbox")
        try controller.register(Self.nib("table-cell"), forCellReuseIdentifier: "MessageCell")
        let first = try controller.dequeueReusableCell(withIdentifier: "MessageCell")
        let second = try controller.dequeueReusableCell(withIdentifier: "MessageCell")
        #expect(first is NibMessageCell && first !== second)
        #expect((first as? NibMessageCell)?.subjectLabel?.className == "BadgeLabel")
        try controller.register(Self.nib("collection-cell"), forCellWithReuseIdentifier: "PhotoCell")
        let photo = try controller.dequeueReusableCell(withReuseIdentifier: "PhotoCell")
        #expect(photo.className == "PhotoCell" && photo.outletCollection("controls").count == 1)
        try controller.register(Self.nib("reusable-header"), forSupplementaryViewOfKind: "header", withReuseIdentifier: "SectionHeader")
        #expect(try controller.dequeueReusableSupplementaryView(withReuseIdentifier: "SectionHeader").className == "SectionHeader")
        // Unregistered: nothing to dequeue.
        try controller.register(nil, forCellReuseIdentifier: "MessageCell")
        #expect(throws: StoryboardError.self) { try controller.dequeueReusableCell(withIdentifier: "MessageCell") }
    }

    @Test func aCellNibThatIsNotOneCellOrHasAnotherIdentifierRaisesAsUIKit() throws {
        let controller = ViewController(title: "Contacts")
        let twoCells = #expect(throws: ControllerError.self) {
            try controller.register(Self.nib("broken-two-cells"), forCellReuseIdentifier: "ContactCell")
        }
        #expect(twoCells?.code == .invalidCellNib)
        #expect(twoCells?.message == "invalid nib registered for identifier (ContactCell) - nib must contain exactly one top level object which must be a UITableViewCell instance")
        let notACell = #expect(throws: ControllerError.self) {
            try controller.register(Self.nib("view-controller-owner"), forCellReuseIdentifier: "Profile")
        }
        #expect(notACell?.code == .invalidCellNib)
        let mismatch = #expect(throws: ControllerError.self) {
            try controller.register(Self.nib("table-cell"), forCellReuseIdentifier: "Message")
        }
        #expect(mismatch?.code == .reuseIdentifierMismatch)
        #expect(mismatch?.message == "cell reuse indentifier in nib (MessageCell) does not match the identifier used to register the nib (Message)")
    }
}
