/// A view a controller's table or collection view dequeues or shows by name: a prototype cell
/// (`tableViewCell`, `collectionViewCell`), a collection reusable view (a section header or footer),
/// or a table's header or footer view.
public struct ReusableView: Sendable, Hashable {
    /// The element name (`tableViewCell`, `collectionViewCell`, `collectionReusableView`, `view`…).
    public var element: String {
        elementCode == 0 ? extras?.value.element ?? "" : ReusableView.elements.name(elementCode)
    }
    /// The `reuseIdentifier` that `dequeueReusableCell(withIdentifier:)` takes, if the file gives one.
    public let reuseIdentifier: String?
    /// The property it sets on its parent (`sectionHeaderView`, `tableHeaderView`…), if any.
    public var key: String? { extras?.value.key }
    /// The custom class, if any.
    public let customClass: String?
    /// The custom class's module, if any.
    public let customModule: String?
    /// `target` when the module is whichever target builds the file.
    public var customModuleProvider: String? {
        providerCode == ReusableView.target ? "target" : extras?.value.customModuleProvider
    }
    /// The view's object id, if any.
    public let id: String?
    /// Where the element is.
    public let location: SourceLocation
    // The parts most views lack out of line (nil when absent), the element as a code of the names
    // cells and headers have and the module provider `target` as one: 96 bytes a view, not 128.
    private let extras: Box<Extras>?
    private let elementCode: UInt8
    private let providerCode: UInt8

    private static let target: UInt8 = 1
    private static let elements = KnownNames(["tableViewCell", "collectionViewCell", "collectionReusableView",
                                              "tableViewHeaderFooterView", "view"])

    private struct Extras: Hashable, Sendable {
        let key: String?
        /// An element, or a module provider other than `target`, that has no code.
        let element: String?
        let customModuleProvider: String?
    }

    /// Creates a reusable view.
    public init(element: String, reuseIdentifier: String?, key: String?, customClass: String?, customModule: String?,
                customModuleProvider: String?, id: String?, location: SourceLocation) {
        self.reuseIdentifier = reuseIdentifier
        self.customClass = customClass
        self.customModule = customModule
        self.id = id
        self.location = location
        elementCode = ReusableView.elements.code(of: element)
        let isTarget = customModuleProvider == "target"
        providerCode = isTarget ? ReusableView.target : 0
        let otherElement = elementCode == 0 ? element : nil
        let otherProvider = isTarget ? nil : customModuleProvider
        extras = key == nil && otherElement == nil && otherProvider == nil
            ? nil : Box(Extras(key: key, element: otherElement, customModuleProvider: otherProvider))
    }
}
