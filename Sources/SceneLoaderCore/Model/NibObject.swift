/// An object of a xib: a placeholder (File's Owner, First Responder), a top-level object (a view,
/// a cell, a view controller, a gesture recognizer, a custom object) or an object inside one (a
/// subview, a constraint) that has an id.
///
/// A value read from the file; instantiating a nib makes live objects from it.
public struct NibObject: Sendable, Hashable {
    /// The object id (`iN0-l3-epB`; File's Owner is `-1` on iOS and `-2` on macOS).
    public let id: String
    /// The element name (`tableViewCell`, `view`, `placeholder`, `customObject`…).
    public let element: String
    /// `placeholderIdentifier` of a `<placeholder>` (`IBFilesOwner`, `IBFirstResponder`), as written.
    public let placeholderIdentifier: String?
    /// The custom class, if any.
    public let customClass: String?
    /// The custom class's module, if any.
    public let customModule: String?
    /// `target` when the module is whichever target builds the file.
    public let customModuleProvider: String?
    /// The `reuseIdentifier` of a cell or reusable view, if the file gives one.
    public let reuseIdentifier: String?
    /// The accessibility identifier (`<accessibility identifier>` right inside the element), if any.
    public let accessibilityIdentifier: String?
    /// The connections in the element's own `<connections>` (outlets, outlet collections, actions,
    /// bindings), in document order.
    public let connections: [NibConnection]
    /// For a view controller, the attributes that change what UIKit does at runtime
    /// (``RuntimeAttribute/controllerNames``), as written.
    public let attributes: [RuntimeAttribute]
    /// The platform of the xib (the class an element stands for depends on it).
    public let platform: DocumentInfo.Platform
    /// Whether it is a direct child of `<objects>`: a placeholder or a top-level object.
    public let isTopLevel: Bool
    /// Where the element starts.
    public let location: SourceLocation

    /// Creates an object.
    public init(id: String, element: String, placeholderIdentifier: String? = nil, customClass: String?, customModule: String?,
                customModuleProvider: String?, reuseIdentifier: String? = nil, accessibilityIdentifier: String? = nil,
                connections: [NibConnection] = [], attributes: [RuntimeAttribute] = [], platform: DocumentInfo.Platform,
                isTopLevel: Bool, location: SourceLocation) {
        self.id = id
        self.element = element
        self.placeholderIdentifier = placeholderIdentifier
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.reuseIdentifier = reuseIdentifier
        self.accessibilityIdentifier = accessibilityIdentifier
        self.connections = connections
        self.attributes = attributes
        self.platform = platform
        self.isTopLevel = isTopLevel
        self.location = location
    }

    /// The same object with other connections and accessibility identifier (the reader adds
    /// what the element's children say once they are read).
    func with(connections: [NibConnection], accessibilityIdentifier: String?) -> NibObject {
        NibObject(id: id, element: element, placeholderIdentifier: placeholderIdentifier, customClass: customClass,
                  customModule: customModule, customModuleProvider: customModuleProvider, reuseIdentifier: reuseIdentifier,
                  accessibilityIdentifier: accessibilityIdentifier, connections: connections, attributes: attributes,
                  platform: platform, isTopLevel: isTopLevel, location: location)
    }

    /// The class the object is: its custom class, else the platform's class for its element
    /// (``InterfaceBuilderClasses/className(of:on:)``: `tableViewCell` is `UITableViewCell` on iOS,
    /// `customView` is `NSView` on macOS); a placeholder without a class is `NSObject`.
    public var className: String {
        if let customClass { return customClass }
        if element == "placeholder" { return "NSObject" }
        return InterfaceBuilderClasses.className(of: element, on: platform)
    }

    /// The outlets and outlet collections it sets, in document order.
    public var outlets: [NibConnection] { connections.filter(\.isOutlet) }

    /// The actions its controls send, in document order.
    public var actions: [NibConnection] { connections.filter { $0.kind == .action } }

    /// Whether it is a placeholder: File's Owner, First Responder, an external object (and, on
    /// macOS, the Application).
    public var isPlaceholder: Bool { element == "placeholder" || placeholderRole != nil }

    /// Whether it is File's Owner: `placeholderIdentifier="IBFilesOwner"`, or on macOS the
    /// `customObject` with id `-2`.
    public var isFilesOwner: Bool { placeholderRole == .filesOwner }

    /// The placeholders Interface Builder gives every xib.
    package enum PlaceholderRole: Sendable { case filesOwner, firstResponder, application }

    /// Which of Interface Builder's own placeholders the object is, if any: iOS writes
    /// `<placeholder placeholderIdentifier="IBFilesOwner">`, macOS writes `<customObject>`s with
    /// the fixed ids `-2` (File's Owner), `-1` (First Responder) and `-3` (the Application).
    package var placeholderRole: PlaceholderRole? {
        guard isTopLevel else { return nil }
        if element == "placeholder" {
            switch placeholderIdentifier {
            case "IBFilesOwner": return .filesOwner
            case "IBFirstResponder": return .firstResponder
            default: return nil
            }
        }
        guard platform == .macOS, element == "customObject" else { return nil }
        switch id {
        case "-2": return .filesOwner
        case "-1": return .firstResponder
        case "-3": return .application
        default: return nil
        }
    }

    /// Whether it is a table or collection view cell, or a collection reusable view (a section
    /// header or footer): what a table or collection view registers a nib for.
    public var isReusableView: Bool { InterfaceBuilderClasses.reusableViewElements.contains(element) }

    /// Whether it is a view controller (a controller element: `viewController`, `tableViewController`…).
    public var isViewController: Bool { InterfaceBuilderClasses.isController(element) }
}
