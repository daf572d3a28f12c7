public import SceneLoaderCore

/// A tab bar controller, as `UITabBarController` is.
///
/// It shows nothing until ``viewControllers`` is set (or ``setViewControllers(_:animated:)`` or
/// ``addChild(_:)``, which appends a tab, gives it controllers); then the first is selected. When there are more controllers than the
/// tab bar holds (5 in compact width, 8 in regular; see ``horizontalSizeClass``) it shows one fewer
/// and a More tab, whose ``moreNavigationController`` lists the rest. On tvOS (a scene of an Apple
/// TV storyboard) there is no More: the bar at the top of the screen shows every tab.
///
/// Programmatic selection (``selectedIndex``, ``selectedViewController``) never consults the
/// ``delegate``; the user's taps (``tapTab(at:)``, ``tapMoreEntry(at:)``) and edits
/// (``tapEditInMore()``…) do, as in UIKit. Its view loads in its initializer, as UIKit's does.
open class TabBarController: ViewController {
    private var storedViewControllers: [ViewController]? {
        didSet { tabPositions = TabBarController.positions(of: storedViewControllers) }
    }
    /// Each tab's index in ``viewControllers`` when there are many, so that finding a tab costs the
    /// same at any count; empty for a few (``tabIndex(of:)`` looks through them: a dictionary made
    /// for five tabs, and freed when they are let go, costs more than looking through them).
    private var tabPositions: [ObjectIdentifier: Int] = [:]
    /// Up to this many tabs are looked through, not indexed.
    private static let tabsFoundBySearch = 16
    private var storedSelected: ViewController?
    private var storedMore: MoreNavigationController?
    private var storedTabBar: TabBar?
    private var isRestructuring = false
    var editingOrder: [ViewController]?
    var editingStart: [ViewController] = []

    /// The controllers the user may rearrange in More ▸ Edit; nil or empty means no Edit button.
    /// Every ``setViewControllers(_:animated:)`` resets it to the new array (to nil on tvOS, which has
    /// no More and no customization).
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
        didSet { if oldValue != horizontalSizeClass { layoutDidChange(from: oldValue) } }
    }

    /// The most items the tab bar shows (More included) in the current width, on its platform.
    public var maximumVisibleItems: Int { TabBarController.maximumVisibleItems(in: horizontalSizeClass, on: platform) }

    /// The most items a tab bar shows (More included) in a width: 5 in compact, 8 in regular; on
    /// tvOS, which has no More ("The More interface is not available in tvOS"), every tab.
    public static func maximumVisibleItems(in sizeClass: UserInterfaceSizeClass, on platform: DocumentInfo.Platform = .iOS) -> Int {
        if platform == .tvOS { return Int.max }
        return sizeClass == .compact ? 5 : 8
    }

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
    /// nil until set. Setting it is ``setViewControllers(_:animated:)`` without animation; where
    /// that throws, the setter stops the program with UIKit's reason, as UIKit's exception would end
    /// the app (call ``setViewControllers(_:animated:)`` to catch the error instead).
    public var viewControllers: [ViewController]? {
        get { storedViewControllers }
        set {
            do { try setViewControllers(newValue, animated: false) } catch { error.stop() }
        }
    }

    private static func positions(of list: [ViewController]?) -> [ObjectIdentifier: Int] {
        guard let list, list.count > tabsFoundBySearch else { return [:] }
        var positions: [ObjectIdentifier: Int] = [:]
        positions.reserveCapacity(list.count)
        for (index, controller) in list.enumerated() { positions[ObjectIdentifier(controller)] = index }
        return positions
    }

    /// The index of `controller` in ``viewControllers``, if it is one of them.
    func tabIndex(of controller: ViewController) -> Int? {
        guard let list = storedViewControllers else { return nil }
        guard list.count > TabBarController.tabsFoundBySearch else { return list.firstIndex { $0 === controller } }
        return tabPositions[ObjectIdentifier(controller)]
    }

    /// Whether `controller` is listed on the More screen.
    func isInMore(_ controller: ViewController) -> Bool {
        guard showsMore, let index = tabIndex(of: controller) else { return false }
        return index >= maximumVisibleItems - 1
    }

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
    public var viewControllersWithOwnTab: [ViewController] {
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
    ///   controller, the same controller twice, or one this tab bar controller is inside of.
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) throws(ControllerError) {
        var seen = Set<ObjectIdentifier>()
        seen.reserveCapacity(viewControllers?.count ?? 0)
        for controller in viewControllers ?? [] {
            if controller is TabBarController { throw ControllerError.tabBarControllerNotRoot(controller, in: self) }
            if controller === storedMore || controller is MoreNavigationController {
                throw ControllerError(code: .duplicateTab, exceptionName: ControllerError.refusedWithoutUIKitException,
                                      message: "The More navigation controller cannot be one of the tab bar controller's view controllers")
            }
            if !seen.insert(ObjectIdentifier(controller)).inserted {
                throw ControllerError(code: .duplicateTab, exceptionName: ControllerError.refusedWithoutUIKitException,
                                      message: "\(controller) appears more than once in the tab bar controller's view controllers")
            }
            // A tab already is inside this controller, so it cannot hold it.
            if tabIndex(of: controller) == nil { try checkCanContain(controller) }
        }
        replaceTabs(viewControllers, animated: animated)
        // tvOS has no customization (the property is not in its SDK): nothing is customizable.
        customizableViewControllers = platform == .tvOS ? nil : viewControllers
    }

    /// Appends `child` as a tab, exactly as if ``viewControllers`` had grown by one.
    /// - Throws: as ``setViewControllers(_:animated:)``.
    override open func addChild(_ child: ViewController) throws(ControllerError) {
        try setViewControllers((storedViewControllers ?? []) + [child], animated: false)
    }

    /// The storyboard's `viewControllers` relationships become the tabs, in document order, as
    /// ``setViewControllers(_:animated:)`` installs them.
    override func installStoryboardChildren(_ relationships: [(kind: Relationship.Kind, controller: ViewController)]) {
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
            customizableViewControllers = platform == .tvOS ? nil : tabs
        }
        if !others.isEmpty { super.installStoryboardChildren(others) }
    }

    // MARK: Selection

    /// The selected controller's index in ``viewControllers`` (a controller in More included);
    /// `NSNotFound` when nothing is selected or the More list is. Setting an index out of range
    /// (`NSNotFound` included) is ignored, as UIKit ignores it; More cannot be selected by index.
    /// Setting the index of a split view controller in More, which UIKit cannot push there, stops
    /// the program with UIKit's reason, as UIKit's exception would end the app. Never asks the delegate.
    public var selectedIndex: Int {
        get {
            guard let storedSelected, storedSelected !== storedMore, let index = tabIndex(of: storedSelected) else { return NSNotFound }
            return index
        }
        set {
            do { try setSelectedIndex(newValue) } catch { error.stop() }
        }
    }

    /// Sets ``selectedIndex``, throwing where UIKit raises (the ObjC setter's name): an index out of
    /// range (`NSNotFound` included) is ignored; the index of a split view controller in More throws.
    /// - Throws: ``ControllerError/Code/pushingSplitViewController`` with UIKit's reason.
    public func setSelectedIndex(_ index: Int) throws(ControllerError) {
        guard let list = storedViewControllers, index >= 0, index < list.count else { return }
        try checkShowableInMore(list[index])
        select(list[index], animated: false)
    }

    /// The selected controller: one of ``viewControllers``, or the ``moreNavigationController``
    /// while the More list is shown; nil before any controllers are set. Setting it is
    /// ``setSelectedViewController(_:)``; where that throws (a controller that is not a tab, nil
    /// included), the setter stops the program with UIKit's reason, as UIKit's exception would.
    public var selectedViewController: ViewController? {
        get { storedSelected }
        set {
            do { try setSelectedViewController(newValue) } catch { error.stop() }
        }
    }

    /// Selects `viewController`, which must be one of ``viewControllers`` (one in More is shown on
    /// the More stack) or the ``moreNavigationController`` while More is shown (its list is shown).
    /// Never asks the delegate. (The throwing form of setting ``selectedViewController``.)
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
        guard controller.kind == .splitViewController, isInMore(controller) else { return }
        throw ControllerError(code: .pushingSplitViewController, exceptionName: ControllerError.invalidArgument,
                              message: "Split View Controllers cannot be pushed to a Navigation Controller \(moreNavigationController)")
    }

    private func isSelectable(_ controller: ViewController) -> Bool {
        if controller === storedMore { return showsMore }
        return tabIndex(of: controller) != nil
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
        if isInMore(target) { return moreNavigationController }
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
        let staying = Set(newList.map(ObjectIdentifier.init))
        let leaving = old.filter { !staying.contains(ObjectIdentifier($0)) }
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
            let wanted: ViewController?
            if let target, isInMore(target) {
                wanted = target
            } else if let shown = more.shownTab, isInMore(shown), target !== storedMore {
                wanted = shown
            } else {
                wanted = nil
            }
            if more.shownTab !== wanted || (wanted == nil && more.viewControllers.count > 1) {
                more.show(wanted, animated: animated)
            }
        } else if let target, isInMore(target) {
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
        let others = children.filter { tabIndex(of: $0) == nil }
        children = tabs + others
    }

    /// The width class changed: tabs move in and out of More. When More goes away while its list
    /// was selected, the tab that takes More's place is selected.
    private func layoutDidChange(from oldSizeClass: UserInterfaceSizeClass) {
        guard let list = storedViewControllers else { return }
        var target = storedSelected
        if let selected = storedSelected, selected === storedMore, !showsMore {
            let oldCapacity = TabBarController.maximumVisibleItems(in: oldSizeClass, on: platform)
            target = list.indices.contains(oldCapacity - 1) ? list[oldCapacity - 1] : list.first
        }
        rebuild(list: list, target: target, leaving: [], animated: false)
    }

    /// Called when the More stack popped controllers (the user went back, or the stack was reset):
    /// tabs go back to the tab bar controller, and the More list becomes the selection.
    func moreStackDidPop(_ popped: [ViewController]) {
        for controller in popped where controller.parent == nil && tabIndex(of: controller) != nil {
            attachChild(controller)
            placeReturnedTab(controller)
            controller.didMove(toParent: self)
        }
        // The user went back in More: the selection is what More shows now (its list: NSNotFound).
        if !isRestructuring, let storedSelected, let more = storedMore, storedSelected !== more,
           isInMore(storedSelected), more.shownTab !== storedSelected {
            self.storedSelected = more.shownTab ?? more
        }
    }

    /// Puts `tab`, just appended to `children` (which were in order), at its place among the tabs,
    /// found by bisection: a tab coming back from the More stack costs no pass over every tab.
    private func placeReturnedTab(_ tab: ViewController) {
        guard let index = tabIndex(of: tab), children.last === tab else { return orderChildren() }
        children.removeLast()
        // The children are the tabs in order, then the others (no tab index): those before `tab`
        // are a prefix.
        var low = 0, high = children.count
        while low < high {
            let middle = (low + high) / 2
            if let other = tabIndex(of: children[middle]), other < index { low = middle + 1 } else { high = middle }
        }
        children.insert(tab, at: low)
    }

    override func childWillBeRemoved(_ child: ViewController) {
        guard !isRestructuring, let list = storedViewControllers, let index = tabIndex(of: child) else { return }
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
        for controller in storedViewControllers ?? [] where controller.parent !== self && controller.parent !== storedMore {
            all.append(controller)
        }
        if let storedMore, storedMore.parent !== self { all.append(storedMore) }
        return all
    }

    override func takeContainedControllers() -> [ViewController] {
        var held = storedViewControllers ?? []
        held += [storedSelected, storedMore].compactMap { $0 }
        held += (customizableViewControllers ?? []) + (editingOrder ?? []) + editingStart
        storedViewControllers = nil
        storedSelected = nil
        storedMore = nil
        customizableViewControllers = nil
        editingOrder = nil
        editingStart = []
        return held + super.takeContainedControllers()
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
