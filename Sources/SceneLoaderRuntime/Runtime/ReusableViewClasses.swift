import SceneLoaderCore


/// The Swift classes of prototype cells and reusable views, registered by the name a storyboard
/// gives them, as ``ViewControllerClasses`` registers controllers: `customClass`, or
/// `customModule.customClass` when the module is not the target's. Safe from any thread.
public enum ReusableViewClasses {
    private static let tableCells = Locked<[String: TableViewCell.Type]>([:])
    private static let collectionViews = Locked<[String: CollectionReusableView.Type]>([:])

    /// Registers a table view cell class under `name`.
    public static func register(_ type: TableViewCell.Type, as name: String) {
        tableCells.withLock { $0[name] = type }
    }

    /// Registers a collection view cell or reusable view class under `name`.
    public static func register(_ type: CollectionReusableView.Type, as name: String) {
        collectionViews.withLock { $0[name] = type }
    }

    /// The names a prototype's class is looked up by, most specific first.
    private static func names(of prototype: ReusableView) -> [String] {
        guard let name = prototype.customClass else { return [] }
        if let module = prototype.customModule, prototype.customModuleProvider != "target" { return [module + "." + name, name] }
        return [name]
    }

    /// The class registered for a table view prototype, or ``TableViewCell``.
    static func tableCellClass(for prototype: ReusableView) -> TableViewCell.Type {
        let names = names(of: prototype)
        return tableCells.withLock { table in names.compactMap { table[$0] }.first } ?? TableViewCell.self
    }

    /// The class registered for a collection view prototype, or its element's class.
    static func collectionViewClass(for prototype: ReusableView) -> CollectionReusableView.Type {
        let names = names(of: prototype)
        let registered = collectionViews.withLock { table in names.compactMap { table[$0] }.first }
        return registered ?? (prototype.element == "collectionViewCell" ? CollectionViewCell.self : CollectionReusableView.self)
    }
}
