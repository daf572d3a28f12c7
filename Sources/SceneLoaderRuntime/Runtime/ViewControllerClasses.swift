import SceneLoaderCore


/// The Swift classes storyboards name, registered by the name a storyboard gives them
/// (`customClass`, with `customModule` or without), as the Objective-C runtime finds them for UIKit.
///
/// A scene whose `customClass` is `HomeViewController` instantiates as the class registered under
/// that name, for the scene itself, the children of its containers and the controllers its
/// storyboard references lead to. A scene with a `customModule` looks up `Module.Class` first, then
/// `Class`; a scene whose module is the target's (`customModuleProvider="target"`) looks up `Class`.
///
/// ```swift
/// final class HomeViewController: ViewController {}
/// ViewControllerClasses.register(HomeViewController.self)   // "HomeViewController" and "App.HomeViewController"
/// let home = try storyboard.instantiateViewController(identifier: "home") as HomeViewController
/// ```
///
/// The registry is shared by every storyboard and safe to use from any thread. A registered class
/// must fit the scene's kind: a navigation controller scene needs a ``NavigationController``
/// subclass, a tab bar controller scene a ``TabBarController`` subclass; instantiating a scene
/// whose class does not fit throws ``DiagnosticCode/customClassMismatch``.
public enum ViewControllerClasses {
    private static let table = Locked<[String: ViewController.Type]>([:])

    /// Registers `type` under its own name and its module-qualified name (`HomeViewController` and
    /// `App.HomeViewController`, from `String(reflecting:)`). A later registration of a name
    /// replaces an earlier one.
    public static func register(_ type: ViewController.Type) {
        let qualified = String(reflecting: type)
        var names = [qualified]
        if let dot = qualified.firstIndex(of: ".") { names.append(String(qualified[qualified.index(after: dot)...])) }
        table.withLock { table in
            for name in names { table[name] = type }
        }
    }

    /// Registers `type` under `name` exactly as a storyboard writes it (`HomeViewController`, or
    /// `App.HomeViewController` for a class in module `App`).
    public static func register(_ type: ViewController.Type, as name: String) {
        table.withLock { $0[name] = type }
    }

    /// Removes the class registered under `name`, if any.
    public static func unregister(_ name: String) {
        _ = table.withLock { $0.removeValue(forKey: name) }
    }

    /// The class registered under `name`, if any.
    public static func registered(_ name: String) -> ViewController.Type? {
        table.withLock { $0[name] }
    }

    /// The class registered for `scene`'s custom class, if the scene has one and it is registered.
    static func registered(for scene: Scene) -> ViewController.Type? {
        guard let name = scene.customClass else { return nil }
        return table.withLock { table in
            if let module = scene.customModule, scene.customModuleProvider != "target", let type = table[module + "." + name] {
                return type
            }
            return table[name]
        }
    }
}
