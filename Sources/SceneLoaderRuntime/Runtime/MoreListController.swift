public import SceneLoaderCore

/// The list on the More screen: one entry per tab that does not fit the tab bar, in order.
public final class MoreListController: ViewController {
    weak var owner: TabBarController?

    init(owner: TabBarController) {
        self.owner = owner
        super.init(kind: ControllerKind(rawValue: "moreListController"), title: "More")
    }

    /// Not available: a More list is made by its tab bar controller.
    @available(*, unavailable, message: "A More list is made by its tab bar controller")
    public required init(scene: Scene, storyboard: Storyboard?) {
        fatalError("A More list is made by its tab bar controller")
    }

    /// `UIMoreListController`, the private class UIKit uses, as its description shows it.
    override public var className: String { "UIMoreListController" }

    /// The controllers listed, in order.
    public var entries: [ViewController] { owner?.moreListEntries ?? [] }

    /// Whether the list shows an Edit button: when some controller is customizable.
    public var showsEditButton: Bool { !(owner?.customizableViewControllers ?? []).isEmpty }
}
