import SceneLoaderCore

/// The Swift classes of the views and other objects nibs name, registered by the name a nib
/// gives them (`customClass`, or `customModule.customClass` when the module is not the target's),
/// as ``ViewControllerClasses`` registers controllers and ``ReusableViewClasses`` cells. Safe from
/// any thread.
public enum ViewClasses {
    private static let table = Locked<[String: View.Type]>([:])

    /// Registers `type` under `name` exactly as a nib writes it (`BannerView`, or `App.BannerView`).
    public static func register(_ type: View.Type, as name: String) {
        table.withLock { $0[name] = type }
    }

    /// The class registered for `object`'s custom class, or ``View``.
    static func viewClass(for object: NibObject) -> View.Type {
        guard let name = object.customClass else { return View.self }
        return table.withLock { table in
            if let module = object.customModule, object.customModuleProvider != "target", let type = table[module + "." + name] {
                return type
            }
            return table[name]
        } ?? View.self
    }
}
