/// An attribute Interface Builder writes on a controller or a segue that changes what UIKit does at
/// runtime (`hidesBottomBarWhenPushed`, `modalPresentationStyle`, `navigationBarHidden`…), kept as
/// written. ``RuntimeAttribute/controllerNames`` and ``RuntimeAttribute/segueNames`` list the ones read.
public struct RuntimeAttribute: Sendable, Hashable {
    /// The attribute's name, as in the file.
    public let name: String
    /// Its value, as in the file (`YES`, `fullScreen`, `crossDissolve`…).
    public let value: String

    /// Creates an attribute.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// The controller attributes the reader keeps, on any controller kind: the presentation a
    /// controller asks for, the bars it hides, its containers' settings.
    public static let controllerNames: [String] = [
        // UIViewController
        "hidesBottomBarWhenPushed", "modalPresentationStyle", "modalTransitionStyle", "definesPresentationContext",
        "providesPresentationContextTransitionStyle", "modalPresentationCapturesStatusBarAppearance",
        "extendedLayoutIncludesOpaqueBars", "automaticallyAdjustsScrollViewInsets", "showSeguePresentationStyle",
        // UINavigationController
        "navigationBarHidden", "toolbarHidden", "hidesBarsOnSwipe", "hidesBarsOnTap", "hidesBarsWhenKeyboardAppears",
        "hidesBarsWhenVerticallyCompact",
        // UITableViewController, UICollectionViewController
        "clearsSelectionOnViewWillAppear", "useLayoutToLayoutNavigationTransitions",
        // UISplitViewController
        "preferredDisplayMode", "behavior", "style", "primaryBackgroundStyle", "allowDoubleColumnStyle", "presentsWithGesture",
        "preferredPrimaryColumnWidthFraction", "minimumPrimaryColumnWidth",
        // UIPageViewController
        "transitionStyle", "navigationOrientation", "spineLocation",
        // NSTabViewController
        "tabStyle", "selectedTabViewItemIndex",
    ]

    /// The segue attributes the reader keeps: how the destination is presented.
    public static let segueNames: [String] = [
        "modalPresentationStyle", "modalTransitionStyle", "animates", "popoverAnchorView", "popoverAnchorBarButtonItem",
        "splitViewControllerTargetIndex", "popoverBehavior", "preferredEdge", "trigger",
    ]
}

extension [RuntimeAttribute] {
    /// The value of the attribute called `name`, if the file sets it.
    public subscript(name: String) -> String? { first { $0.name == name }?.value }

    /// Whether the attribute called `name` is `YES`; `defaultValue` when the file does not set it.
    public func flag(_ name: String, default defaultValue: Bool = false) -> Bool {
        self[name].map { $0 == "YES" } ?? defaultValue
    }
}
