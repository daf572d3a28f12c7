/// A view a controller's table or collection view dequeues or shows by name: a prototype cell
/// (`tableViewCell`, `collectionViewCell`), a collection reusable view (a section header or footer),
/// or a table's header or footer view.
public struct ReusableView: Sendable, Hashable {
    /// The element name (`tableViewCell`, `collectionViewCell`, `collectionReusableView`, `view`…).
    public let element: String
    /// The `reuseIdentifier` that `dequeueReusableCell(withIdentifier:)` takes, if the file gives one.
    public let reuseIdentifier: String?
    /// The property it sets on its parent (`sectionHeaderView`, `tableHeaderView`…), if any.
    public let key: String?
    /// The custom class, if any.
    public let customClass: String?
    /// The custom class's module, if any.
    public let customModule: String?
    /// `target` when the module is whichever target builds the file.
    public let customModuleProvider: String?
    /// The view's object id, if any.
    public let id: String?
    /// Where the element is.
    public let location: SourceLocation

    /// Creates a reusable view.
    public init(element: String, reuseIdentifier: String?, key: String?, customClass: String?, customModule: String?,
                customModuleProvider: String?, id: String?, location: SourceLocation) {
        self.element = element
        self.reuseIdentifier = reuseIdentifier
        self.key = key
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.id = id
        self.location = location
    }
}
