/// A tab bar controller, as `UITabBarController` is.
///
/// It shows nothing until ``setViewControllers(_:animated:)`` (or ``addChild(_:)``, which appends a
/// tab) gives it controllers; then the first is selected. When there are more controllers than the
/// tab bar holds (5 in compact width, 8 in regular; see ``horizontalSizeClass``) it shows one fewer
/// and a More tab, whose ``moreNavigationController`` lists the rest.
///
/// Programmatic selection (``selectedIndex``, ``setSelectedViewController(_:)``) never consults the
/// ``delegate``; the user's taps (``tapTab(at:)``, ``tapMoreEntry(at:)``) and edits
/// (``tapEditInMore()``…) do, as in UIKit. Its view loads in its initializer, as UIKit's does.
open class TabBarController: ViewController {
    private var storedViewControllers: [ViewController]?
    private var storedSelected: ViewController?
    private var storedMore: MoreNavigationController?
    private var storedTabBar: TabBar?
    private var isRestructuring = false
    var editingOrder: [ViewController]?
    var editingStart: [ViewController] = []

    /// The controllers the user may rearrange in More ▸ Edit; nil or empty means no Edit button.
    /// Every ``setViewControllers(_:animated:)`` resets it to the new array.
    public var customizableViewControllers: [ViewController]?

    /// Asked about the user's taps and edits; told of selections they make.
    public weak var delegate: (any TabBarControllerDelegate)?

    /// How the tab bar controller decides its orientations when the delegate has no opinion.
    public enum OrientationPolicy: String, Sendable, CaseIterable {
        /// Supports an orientation only if every tab's controller does (the header's rule; the default).
        case allChildren
        /// Supports what the selected tab's controller supports (what apps usually override it to do).
        case selectedChild
    }

    /// The orientation rule; ``OrientationPolicy/allChildren`` by default.
    public var orientationPolicy: OrientationPolicy = .allChildren

    /// The horizontal size class, which sets how many tabs fit: compact (the default) 5, regular 8.
    /// Changing it moves tabs in and out of More.
    public var horizontalSizeClass: UserInterfaceSizeClass = .compact {
        didSet { if oldValue != horizontalSizeClass { layoutDidChange() } }
    }

    /// The most items the tab bar shows (More included): 5 in compact width, 8 in regular.
    public var maximumVisibleItems: Int { horizontalSizeClass == .compact ? 5 : 8 }

    /// Makes an empty tab bar controller; its view loads now, as UIKit's does.
    public init() {
        super.init(kind: .tabBarController, title: nil)
        loadViewIfNeeded()
    }

    /// Makes a tab bar controller for a storyboard scene; its view loads now, as UIKit's does.
    public required init(scene: Scene, storyboard: Storyboard?) {
        super.init(scene: scene, storyboard: storyboard)
        loadViewIfNeeded()
    }

    // MARK: The tabs

    /// The tabs' controllers in order (those in More included, the More navigation controller never);
    /// nil until set.
    public var viewControllers: [ViewController]? { storedViewControllers }

    /// The tab bar: its items and selected item, as the render helper draws them.
    public var tabBar: TabBar {
        if let storedTabBar { return storedTabBar }
        let bar = TabBar(manager: self)
        storedTabBar = bar
        return bar
    }

    /// The navigation controller behind the More tab, made on first use; always available, shown
    /// only when there are more controllers than fit. Never one of ``viewControllers``.
    public var moreNavigationController: MoreNavigationController {
        if let storedMore { return storedMore }
        let more = MoreNavigationController(owner: self)
        if let lifecycleObserver { more.adoptObserver(lifecycleObserver) }
        storedMore = more
        return more
    }

    /// Whether the More tab is shown.
    public var showsMore: Bool { (storedViewControllers?.count ?? 0) > maximumVisibleItems }

    /// The controllers with their own tab on the bar (More excluded), left to right.
    public var tabBarControllers: [ViewController] {
        guard let list = storedViewControllers else { return [] }
        return showsMore ? Array(list.prefix(maximumVisibleItems - 1)) : list
    }

    /// The controllers listed on the More screen, in order; empty when More is not shown.
    public var moreListEntries: [ViewController] {
        guard let list = storedViewControllers, showsMore else { return [] }
        return Array(list.dropFirst(maximumVisibleItems - 1))
    }

    /// Replaces the tabs. The previously selected controller stays selected if it is in the new
    /// array, else the one at the same index if there is one, else the first. Controllers that leave
    /// are removed and new ones added with the containment callbacks; ``customizableViewControllers``
    /// becomes the new array.
    /// - Throws: ``ControllerError`` for a tab bar controller among them, the More navigation
    ///   controller, or the same controller twice.
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) throws(ControllerError) {
        for (index, controller) in (viewControllers ?? []).enumerated() {
            if controller is TabBarController { throw ControllerError.tabBarControllerNotRoot(controller, in: self) }
            if controller === storedMore || controller is MoreNavigationController {
                throw ControllerError(code: .duplicateTab, exceptionName: ControllerError.unsupported,
                                      message: "The More navigation controller cannot be one of the tab bar controller's view controllers")
            }
            if viewControllers![..<index].contains(where: { $0 === controller }) {
                throw ControllerError(code: .duplicateTab, exceptionName: ControllerError.unsupported,
                                      message: "\(controller) appears more than once in the tab bar controller's view controllers")
            }
        }
        replaceTabs(viewControllers, animated: animated)
        customizableViewControllers = viewControllers
    }

    /// Appends `child` as a tab, exactly as if ``viewControllers`` had grown by one.
    /// - Throws: as ``setViewControllers(_:animated:)``.
    override open func addChild(_ child: ViewController) throws(ControllerError) {
        try setViewControllers((storedViewControllers ?? []) + [child], animated: false)
    }

    /// The storyboard's `viewControllers` relationships become the tabs, in document order, as
    /// ``setViewControllers(_:animated:)`` installs them.
    override open func installStoryboardChildren(_ relationships: [(kind: Relationship.Kind, controller: ViewController)]) {
        var tabs: [ViewController] = []
        tabs.reserveCapacity(relationships.count)
        var others: [(kind: Relationship.Kind, controller: ViewController)] = []
        for relationship in relationships {
            if relationship.kind == .viewControllers {
                tabs.append(relationship.controller)
            } else {
                others.append(relationship)
            }
        }
        if !tabs.isEmpty {
            if storedViewControllers == nil, children.isEmpty, !isOnScreen, tabs.count <= maximumVisibleItems {
                // The fast path: a fresh controller with room for every tab ends up exactly as
                // replaceTabs would leave it.
                children = tabs
                for tab in tabs {
                    if lifecycleObserver != nil { tab.willMove(toParent: self) }
                    tab.storedParent = self
                    tab.didMove(toParent: self)
                }
                storedViewControllers = tabs
                storedSelected = tabs[0]
            } else {
                replaceTabs(tabs, animated: false)
            }
            customizableViewControllers = tabs
        }
        if !others.isEmpty { super.installStoryboardChildren(others) }
    }

    // MARK: Selection

    /// The selected controller's index in ``viewControllers`` (a controller in More included);
    /// `NSNotFound` when nothing is selected or the More list is. Setting an index out of range
    /// (`NSNotFound` included) is ignored; More cannot be selected by index; a split view
    /// controller in More (which UIKit cannot push there) is ignored too. Never asks the delegate.
    public var selectedIndex: Int {
        get {
            guard let storedSelected, storedSelected !== storedMore,
                  let index = storedViewControllers?.firstIndex(where: { $0 === storedSelected }) else { return NSNotFound }
            return index
        }
        set {
            guard let list = storedViewControllers, newValue >= 0, newValue < list.count else { return }
            // UIKit raises for a split view controller in More; a setter cannot throw, so it is ignored.
            guard (try? checkShowableInMore(list[newValue])) != nil else { return }
            select(list[newValue], animated: false)
        }
    }

    /// The selected controller: one of ``viewControllers``, or the ``moreNavigationController``
    /// while the More list is shown; nil before any controllers are set.
    public var selectedViewController: ViewController? { storedSelected }

    /// Selects `viewController`, which must be one of ``viewControllers`` (one in More is shown on
    /// the More stack) or the ``moreNavigationController`` while More is shown (its list is shown).
    /// Never asks the delegate.
    /// - Throws: ``ControllerError/Code/selectingForeignController`` with UIKit's message for anything
    ///   else (nil included).
    public func setSelectedViewController(_ viewController: ViewController?) throws(ControllerError) {
        guard let viewController, isSelectable(viewController) else {
            throw ControllerError(code: .selectingForeignController, exceptionName: ControllerError.invalidArgument,
                                  message: "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected.")
        }
        try checkShowableInMore(viewController)
        if viewController === storedMore, let more = storedMore {
            // Selecting More shows its list.
            if more.viewControllers.count > 1 || more.redirectedNavigationController != nil { more.show(nil, animated: false) }
        }
        select(viewController, animated: false)
    }

    /// A split view controller in More cannot be shown: it would be pushed on the More stack.
    func checkShowableInMore(_ controller: ViewController) throws(ControllerError) {
        guard controller.kind == .splitViewController, moreListEntries.contains(where: { $0 === controller }) else { return }
        throw ControllerError(code: .pushingSplitViewController, exceptionName: ControllerError.invalidArgument,
                              message: "Split View Controllers cannot be pushed to a Navigation Controller \(moreNavigationController)")
    }

    private func isSelectable(_ controller: ViewController) -> Bool {
        if controller === storedMore { return showsMore }
        return storedViewControllers?.contains { $0 === controller } ?? false
    }

    /// The child shown: the selected tab's controller, or the More navigation controller when the
    /// More list or a controller in More is selected.
    var displayedChild: ViewController? {
        guard let storedSelected else { return nil }
        if let storedMore, storedSelected === storedMore || storedSelected.parent === storedMore
            || storedSelected === storedMore.redirectedNavigationController { return storedMore }
        return storedSelected
    }

    private func displayed(for target: ViewController?) -> ViewController? {
        guard let target else { return nil }
        if target === storedMore { return target }
        if moreListEntries.contains(where: { $0 === target }) { return moreNavigationController }
        return target
    }

    /// Shows `target` (a tab's controller or the More navigation controller) with the tab-switch
    /// appearance order: the old tab disappears as the new one appears, interleaved as a push.
    func select(_ target: ViewController, animated: Bool) {
        let oldDisplayed = displayedChild
        let newDisplayed = displayed(for: target)
        if let newDisplayed = newDisplayed as? MoreNavigationController, target !== newDisplayed {
            // A controller in More: show it on the More stack (on screen if More already is).
            if newDisplayed.shownTab !== target {
                isRestructuring = true
                newDisplayed.show(target, animated: animated)
                isRestructuring = false
            }
        } else if target === storedMore, let shown = storedMore?.shownTab {
            // Back to a More stack that still shows a tab: that tab is the selection.
            storedSelected = shown
            if isOnScreen { ViewController.transition(from: oldDisplayed, to: newDisplayed, animated: animated) }
            return
        }
        storedSelected = target
        if isOnScreen { ViewController.transition(from: oldDisplayed, to: newDisplayed, animated: animated) }
    }

    // MARK: Rebuilding

    /// Replaces the array: containment and selection, with the old tab fully gone before the new
    /// one appears when the shown tab changes.
    func replaceTabs(_ new: [ViewController]?, animated: Bool) {
        let old = storedViewControllers ?? []
        let newList = new ?? []
        let previousSelected = storedSelected
        let previousIndex = selectedIndex
        let target: ViewController?
        if newList.isEmpty {
            target = nil
        } else if let previousSelected, newList.contains(where: { $0 === previousSelected }) {
            target = previousSelected
        } else if previousIndex < newList.count {
            target = newList[previousIndex]
        } else {
            target = newList[0]
        }
        let leaving = old.filter { controller in !newList.contains { $0 === controller } }
        rebuild(list: new, target: target, leaving: leaving, animated: animated)
    }

    /// Installs `list` with `target` selected: removes `leaving`, adds newcomers, puts the More
    /// navigation controller in or out, keeps the More stack consistent, and runs the appearance
    /// change when the shown tab changes.
    func rebuild(list: [ViewController]?, target: ViewController?, leaving: [ViewController], animated: Bool) {
        isRestructuring = true
        defer { isRestructuring = false }
        let onScreen = isOnScreen
        let oldDisplayed = displayedChild
        let leavingDirect = leaving.filter { $0.parent === self }
        for controller in leavingDirect { controller.willMove(toParent: nil) }

        storedViewControllers = list
        let newDisplayed = displayed(for: target)
        let swap = onScreen && oldDisplayed !== newDisplayed
        if swap, let oldDisplayed {
            oldDisplayed.beginAppearance(false, animated: animated)
            oldDisplayed.endAppearance(animated: animated)
        }
        for controller in leavingDirect { controller.removeFromParent() }

        // Newcomers become children (moved from any other parent).
        for controller in list ?? [] where controller.parent !== self && controller.parent !== storedMore {
            attachChild(controller)
            controller.didMove(toParent: self)
        }
        // A newcomer that was on another tab bar controller's More stack is on ours now only if chosen below.
        for controller in list ?? [] where controller.parent === storedMore && controller !== storedMore?.shownTab {
            attachChild(controller)
            controller.didMove(toParent: self)
        }

        // The More stack shows the target when it is in More; otherwise it keeps a tab still in More.
        if let more = storedMore {
            let entries = moreListEntries
            let wanted: ViewController?
            if let target, entries.contains(where: { $0 === target }) {
                wanted = target
            } else if let shown = more.shownTab, entries.contains(where: { $0 === shown }), target !== storedMore {
                wanted = shown
            } else {
                wanted = nil
            }
            if more.shownTab !== wanted || (wanted == nil && more.viewControllers.count > 1) {
                more.show(wanted, animated: animated)
            }
        } else if let target, moreListEntries.contains(where: { $0 === target }) {
            moreNavigationController.show(target, animated: animated)
        }
        // The More navigation controller is a child exactly while More is shown.
        if showsMore {
            let more = moreNavigationController
            if more.parent !== self {
                attachChild(more)
                more.didMove(toParent: self)
            }
        } else if let more = storedMore, more.parent === self {
            more.willMove(toParent: nil)
            more.removeFromParent()
        }

        storedSelected = target === storedMore ? (storedMore?.shownTab ?? storedMore) : target
        orderChildren()
        if swap, let newDisplayed {
            newDisplayed.loadViewIfNeeded()
            newDisplayed.beginAppearance(true, animated: animated)
            newDisplayed.endAppearance(animated: animated)
        }
    }

    /// Keeps `children` in tab order, the More navigation controller after the tabs.
    private func orderChildren() {
        let list = storedViewControllers ?? []
        let tabs = list.filter { $0.parent === self }
        let others = children.filter { child in !tabs.contains { $0 === child } }
        children = tabs + others
    }

    /// The width class changed: tabs move in and out of More. When More goes away while its list
    /// was selected, the tab that takes More's place is selected.
    private func layoutDidChange() {
        guard let list = storedViewControllers else { return }
        var target = storedSelected
        if let selected = storedSelected, selected === storedMore, !showsMore {
            let oldCapacity = horizontalSizeClass == .compact ? 8 : 5
            target = list.indices.contains(oldCapacity - 1) ? list[oldCapacity - 1] : list.first
        }
        rebuild(list: list, target: target, leaving: [], animated: false)
    }

    /// Called when the More stack popped controllers (the user went back, or the stack was reset):
    /// tabs go back to the tab bar controller, and the More list becomes the selection.
    func moreStackDidPop(_ popped: [ViewController]) {
        let list = storedViewControllers ?? []
        for controller in popped where controller.parent == nil && list.contains(where: { $0 === controller }) {
            attachChild(controller)
            controller.didMove(toParent: self)
        }
        // The user went back in More: the selection is what More shows now (its list: NSNotFound).
        if !isRestructuring, let storedSelected, let more = storedMore, storedSelected !== more,
           moreListEntries.contains(where: { $0 === storedSelected }), more.shownTab !== storedSelected {
            self.storedSelected = more.shownTab ?? more
        }
        orderChildren()
    }

    override func childWillBeRemoved(_ child: ViewController) {
        guard !isRestructuring, let list = storedViewControllers, let index = list.firstIndex(where: { $0 === child }) else { return }
        // A tab taken away by other code (moved to another container): the array shrinks.
        var newList = list
        newList.remove(at: index)
        customizableViewControllers?.removeAll { $0 === child }
        var target = storedSelected
        if child === storedSelected { target = newList.isEmpty ? nil : newList[min(index, newList.count - 1)] }
        isRestructuring = true
        storedViewControllers = newList
        storedSelected = target
        isRestructuring = false
    }

    override var appearanceChildren: [ViewController] { displayedChild.map { [$0] } ?? [] }

    override var allContainedControllers: [ViewController] {
        var all = children
        for controller in storedViewControllers ?? [] where !all.contains(where: { $0 === controller }) && controller.parent !== storedMore {
            all.append(controller)
        }
        if let storedMore, !all.contains(where: { $0 === storedMore }) { all.append(storedMore) }
        return all
    }

    // MARK: Orientation

    /// The delegate's answer if it has one; else, by ``orientationPolicy``, the orientations every
    /// tab supports (the default) or the selected tab's. Without tabs, the controller's own value.
    override open var supportedInterfaceOrientations: InterfaceOrientationMask {
        get {
            if let mask = delegate?.tabBarControllerSupportedInterfaceOrientations(self) { return mask }
            guard let list = storedViewControllers, !list.isEmpty else { return super.supportedInterfaceOrientations }
            switch orientationPolicy {
            case .allChildren:
                return list.reduce(InterfaceOrientationMask.all) { $0.intersection($1.supportedInterfaceOrientations) }
            case .selectedChild:
                return (storedSelected === storedMore ? nil : storedSelected)?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
            }
        }
        set { super.supportedInterfaceOrientations = newValue }
    }
}
