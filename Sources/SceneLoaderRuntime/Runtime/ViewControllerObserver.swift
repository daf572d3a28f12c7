/// Receives every ``LifecycleEvent`` of the controllers it is attached to, in order.
///
/// Attach one with ``ViewController/lifecycleObserver`` (or ``LifecycleEventLog/attach(to:)`` for a
/// whole tree). A controller added to a container that has an observer takes the container's
/// observer if it has none, so controllers pushed or installed later are observed too.
public protocol ViewControllerObserver: AnyObject {
    /// Called for each callback, after it happened.
    func viewController(_ viewController: ViewController, didReceive event: LifecycleEvent)
}
