public import SceneLoaderCore

/// An object a nib makes that is not a view controller, with identity, as a `UIView` is: a view,
/// a cell (``TableViewCell``, ``CollectionReusableView``), a gesture recognizer, a custom object.
///
/// It is as small as loading a nib needs: the class it stands for, its reuse identifier and
/// accessibility identifier, and the outlets the nib set on it, by name
/// (`cell.outlet("titleLabel")`). Views have no geometry, drawing or hierarchy here. A nib makes
/// a registered subclass for a custom class (``ViewClasses``, ``ReusableViewClasses``); a subclass
/// may override ``setValue(_:forKey:)`` to keep its outlets in properties of its own.
open class View: OutletContainer, CustomStringConvertible {
    /// The element it was made from (`view`, `label`, `tableViewCell`, `tapGestureRecognizer`…).
    public let element: String
    /// The class UIKit would make: the custom class, else the platform's class for the element.
    public let className: String
    /// The custom class the file names, if any.
    public let customClass: String?
    /// The custom class's module, if any.
    public let customModule: String?
    /// The object id in the file it was made from; nil for a view made in code.
    public let objectID: String?
    /// The reuse identifier of a cell or reusable view, if the file gives one.
    public let reuseIdentifier: String?
    /// The accessibility identifier.
    public var accessibilityIdentifier: String?
    /// The outlets set on it, by name: an object, or an array of objects for an outlet collection.
    /// Outlets are weak, as IBOutlets conventionally are: an outlet whose object is gone is not
    /// listed (the objects a nib makes inside its top-level objects live as long as those do).
    public var outlets: [String: Any] { outletStorage.all }
    /// The outlets, by name, held weakly.
    private var outletStorage = OutletStorage()
    /// The objects the nib made inside this top-level object's instantiation, which it keeps.
    var nibObjects: NibObjects?

    /// Makes the view for `object`, as a nib does.
    public required init(object: NibObject) {
        element = object.element
        className = object.className
        customClass = object.customClass
        customModule = object.customModule
        objectID = object.id.isEmpty ? nil : object.id
        reuseIdentifier = object.reuseIdentifier
        accessibilityIdentifier = object.accessibilityIdentifier
    }

    /// Makes a view in code, of class `className` (`UIView` unless given).
    public init(className: String = "UIView", element: String = "view") {
        self.element = element
        self.className = className
        customClass = nil
        customModule = nil
        objectID = nil
        reuseIdentifier = nil
        accessibilityIdentifier = nil
    }

    /// Makes a view of the given parts (the cells' initializers use it).
    init(element: String, className: String, customClass: String?, customModule: String?, objectID: String?,
         reuseIdentifier: String?) {
        self.element = element
        self.className = className
        self.customClass = customClass
        self.customModule = customModule
        self.objectID = objectID
        self.reuseIdentifier = reuseIdentifier
        accessibilityIdentifier = nil
    }

    /// Keeps `value` as the outlet `key` (an outlet collection's value is an array of its
    /// objects). A subclass may keep its outlets in properties and call `super` for the others.
    open func setValue(_ value: Any?, forKey key: String) throws(ControllerError) {
        outletStorage.set(value, forKey: key)
    }

    /// The object the outlet `key` was set to, if any (the first of an outlet collection's).
    public func outlet(_ key: String) -> AnyObject? {
        switch outletStorage.value(forKey: key) {
        case let objects as [AnyObject]: objects.first
        case let object? where type(of: object) is AnyClass: object as AnyObject
        default: nil
        }
    }

    /// The objects of the outlet collection `key`, in the file's order (one object for an outlet).
    public func outletCollection(_ key: String) -> [AnyObject] {
        switch outletStorage.value(forKey: key) {
        case let objects as [AnyObject]: objects
        case let object? where type(of: object) is AnyClass: [object as AnyObject]
        default: []
        }
    }

    /// Called once the nib has set every outlet of every object it made, as UIKit calls
    /// `awakeFromNib()`. Override it and call `super`.
    open func awakeFromNib() {}

    /// `<ClassName: 0xADDRESS>`, as UIKit describes an object.
    public var description: String {
        "<\(customModule.map { $0 + "." } ?? "")\(className): 0x\(String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16))>"
    }
}
