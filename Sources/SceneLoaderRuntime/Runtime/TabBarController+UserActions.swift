/// What the user's taps do, modelled as methods: each asks and tells the delegate as UIKit does
/// for a real tap, which programmatic selection never does.
extension TabBarController {
    /// The user taps the tab bar item at `index` (`tabBar.items` order, the More item last when
    /// shown). Asks `tabBarController(_:shouldSelect:)` (false leaves everything as it was), selects
    /// the tab, then calls `tabBarController(_:didSelect:)`. Tapping the tab already selected calls
    /// `didSelect` again and pops a navigation controller to its root (the More tab to its list).
    /// - Returns: whether the tap was allowed.
    /// - Throws: ``ControllerError/Code/unavailableAction`` when there is no item at `index`.
    @discardableResult
    public func tapTab(at index: Int) throws(ControllerError) -> Bool {
        let tabs = viewControllersWithOwnTab
        if showsMore && index == tabs.count { return tapMoreTab() }
        guard index >= 0, index < tabs.count else {
            throw ControllerError.unavailable("there is no tab at index \(index); the tab bar shows \(tabs.count + (showsMore ? 1 : 0)) item(s)")
        }
        return userSelect(tabs[index])
    }

    /// The user taps the More tab. The delegate is asked about (and told of) the
    /// ``moreNavigationController``. Tapping it while shown pops the More stack to its list; otherwise
    /// More is shown with the stack it had.
    /// - Returns: whether the tap was allowed; false also when More is not shown.
    @discardableResult
    public func tapMoreTab() -> Bool {
        guard showsMore else { return false }
        let more = moreNavigationController
        if let delegate, !delegate.tabBarController(self, shouldSelect: more) { return false }
        if displayedChild === more {
            more.popToRootViewController(animated: true)
        } else {
            select(more, animated: false)
        }
        delegate?.tabBarController(self, didSelect: more)
        return true
    }

    /// The user chooses the entry at `index` in the More list (0 is the first controller in More).
    /// Asks `shouldSelect` with that controller, shows it on the More stack (showing More if another
    /// tab was shown), then calls `didSelect`.
    /// - Returns: whether the choice was allowed.
    /// - Throws: ``ControllerError/Code/unavailableAction`` when More is not shown or there is no
    ///   such entry.
    @discardableResult
    public func tapMoreEntry(at index: Int) throws(ControllerError) -> Bool {
        let entries = moreListEntries
        guard showsMore else { throw ControllerError.unavailable("the More tab is not shown") }
        guard index >= 0, index < entries.count else {
            throw ControllerError.unavailable("there is no entry at index \(index) in the More list; it has \(entries.count)")
        }
        try checkShowableInMore(entries[index])
        return userSelect(entries[index])
    }

    private func userSelect(_ controller: ViewController) -> Bool {
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return false }
        if controller === selectedViewController {
            (controller as? NavigationController)?.popToRootViewController(animated: true)
        } else {
            select(controller, animated: false)
        }
        delegate?.tabBarController(self, didSelect: controller)
        return true
    }

    // MARK: Customization

    /// Whether an edit session (More ▸ Edit) is open.
    public var isCustomizing: Bool { editingOrder != nil }

    /// The user taps Edit on the More screen: calls `willBeginCustomizing` with ``viewControllers``.
    /// - Throws: ``ControllerError/Code/unavailableAction`` when More is not shown, no controller is
    ///   customizable (UIKit shows no Edit button), or a session is already open.
    public func tapEditInMore() throws(ControllerError) {
        guard showsMore else { throw ControllerError.unavailable("the More tab is not shown, so there is no Edit button") }
        guard !(customizableViewControllers ?? []).isEmpty else {
            throw ControllerError.unavailable("no view controller is customizable, so the More screen has no Edit button")
        }
        guard editingOrder == nil else { throw ControllerError.unavailable("the edit sheet is already open") }
        let list = viewControllers ?? []
        editingOrder = list
        editingStart = list
        delegate?.tabBarController(self, willBeginCustomizing: list)
    }

    /// During an edit session, the user drags the controller at `source` onto the position
    /// `destination` (indices into the order being edited): the two swap places, as when an item
    /// from the sheet is dropped on a tab. Both must be customizable.
    /// - Throws: ``ControllerError/Code/unavailableAction`` outside a session, for an index out of
    ///   range, or for a controller that is not customizable.
    public func dragTab(at source: Int, onto destination: Int) throws(ControllerError) {
        guard var order = editingOrder else { throw ControllerError.unavailable("no edit session is open; tap Edit first") }
        guard order.indices.contains(source), order.indices.contains(destination) else {
            throw ControllerError.unavailable("tab positions \(source) and \(destination) must be below \(order.count)")
        }
        let customizable = customizableViewControllers ?? []
        for position in [source, destination] where !customizable.contains(where: { $0 === order[position] }) {
            throw ControllerError.unavailable("\(order[position]) at position \(position) is not customizable")
        }
        order.swapAt(source, destination)
        editingOrder = order
    }

    /// The user taps Done: `willEndCustomizing(newOrder, changed:)`, the new order becomes
    /// ``viewControllers`` (the selected controller stays selected; ``customizableViewControllers``
    /// is kept), then `didEndCustomizing(newOrder, changed:)`.
    /// - Throws: ``ControllerError/Code/unavailableAction`` outside a session.
    public func tapDoneCustomizing() throws(ControllerError) {
        guard let order = editingOrder else { throw ControllerError.unavailable("no edit session is open; tap Edit first") }
        let changed = !zip(order, editingStart).allSatisfy { $0 === $1 }
        delegate?.tabBarController(self, willEndCustomizing: order, changed: changed)
        editingOrder = nil
        editingStart = []
        if changed { rebuild(list: order, target: selectedViewController, leaving: [], animated: false) }
        delegate?.tabBarController(self, didEndCustomizing: order, changed: changed)
    }
}

extension ControllerError {
    static func unavailable(_ reason: String) -> ControllerError {
        ControllerError(code: .unavailableAction, exceptionName: refusedWithoutUIKitException, message: reason)
    }
}
