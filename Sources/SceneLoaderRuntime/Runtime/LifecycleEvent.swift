/// A callback UIKit makes on a view controller, as an observer sees it.
///
/// Every controller reports its callbacks to its ``ViewController/lifecycleObserver`` (usually a
/// ``LifecycleEventLog``) in the order they happen. The base class's implementations of the
/// callbacks report them, so a subclass that overrides one must call `super`, as UIKit asks.
public enum LifecycleEvent: CustomStringConvertible {
    /// `viewDidLoad()`: the view was loaded, once in the controller's life.
    case viewDidLoad
    /// `viewWillAppear(_:)`.
    case viewWillAppear(animated: Bool)
    /// `viewDidAppear(_:)`.
    case viewDidAppear(animated: Bool)
    /// `viewWillDisappear(_:)`.
    case viewWillDisappear(animated: Bool)
    /// `viewDidDisappear(_:)`.
    case viewDidDisappear(animated: Bool)
    /// `willMove(toParent:)`, with the new parent or nil.
    case willMove(toParent: ViewController?)
    /// `didMove(toParent:)`, with the new parent or nil.
    case didMove(toParent: ViewController?)

    /// The callback's name, as in UIKit (`viewWillAppear`, `willMove(toParent:)`).
    public var name: String {
        switch self {
        case .viewDidLoad: "viewDidLoad"
        case .viewWillAppear: "viewWillAppear"
        case .viewDidAppear: "viewDidAppear"
        case .viewWillDisappear: "viewWillDisappear"
        case .viewDidDisappear: "viewDidDisappear"
        case .willMove: "willMove(toParent:)"
        case .didMove: "didMove(toParent:)"
        }
    }

    /// The name and the argument: `willMove(toParent: <UINavigationController: 0x…>)`.
    public var description: String {
        switch self {
        case .viewDidLoad: "viewDidLoad"
        case .viewWillAppear(let animated), .viewDidAppear(let animated),
             .viewWillDisappear(let animated), .viewDidDisappear(let animated):
            "\(name)(\(animated))"
        case .willMove(let parent): "willMove(toParent: \(parent.map(\.description) ?? "nil"))"
        case .didMove(let parent): "didMove(toParent: \(parent.map(\.description) ?? "nil"))"
        }
    }
}
