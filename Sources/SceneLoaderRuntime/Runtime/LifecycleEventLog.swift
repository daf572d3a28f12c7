/// An observer that keeps every callback in order: what the tests and `scene-inspect simulate` read.
///
/// ```swift
/// let log = LifecycleEventLog()
/// log.attach(to: tabBarController)
/// tabBarController.selectedIndex = 1
/// log.entries   // [(controller, .viewWillDisappear(animated: false)), …]
/// ```
public final class LifecycleEventLog: ViewControllerObserver {
    /// One callback: the controller it was made on and the event.
    public struct Entry: CustomStringConvertible {
        /// The controller.
        public let viewController: ViewController
        /// The callback.
        public let event: LifecycleEvent
        /// `<Class: 0x…> viewWillAppear(false)`.
        public var description: String { "\(viewController) \(event)" }
    }

    /// The callbacks so far, oldest first.
    public private(set) var entries: [Entry] = []

    /// Makes an empty log.
    public init() {}

    /// Records an event.
    public func viewController(_ viewController: ViewController, didReceive event: LifecycleEvent) {
        entries.append(Entry(viewController: viewController, event: event))
    }

    /// Makes this log the observer of `root` and every controller below it (children, stacks,
    /// tabs, the More navigation controller once made).
    public func attach(to root: ViewController) {
        var pending = [root]
        while let controller = pending.popLast() {
            controller.lifecycleObserver = self
            pending.append(contentsOf: controller.allContainedControllers)
        }
    }

    /// Forgets the entries so far.
    public func removeAll() { entries.removeAll() }
}
