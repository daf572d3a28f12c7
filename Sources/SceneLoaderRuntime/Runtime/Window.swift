/// The screen a controller tree is shown on, as `UIWindow` with its `rootViewController`.
///
/// A controller's appearance callbacks run only while it is on screen: setting the window's root
/// loads its view and makes it (and the children it shows) appear; replacing the root makes the old
/// one disappear. Without a window, pushes and selections change state silently, as UIKit does for
/// controllers that are not in a window.
public final class Window {
    /// The controller shown; setting it runs the appearance change.
    public var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            ViewController.transition(from: oldValue, to: rootViewController, animated: false)
        }
    }

    /// Makes a window showing `rootViewController`.
    public init(rootViewController: ViewController? = nil) {
        self.rootViewController = rootViewController
        ViewController.transition(from: nil, to: rootViewController, animated: false)
    }
}
