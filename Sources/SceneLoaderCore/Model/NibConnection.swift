/// A connection Interface Builder wrote in a `<connections>` element of a xib: an outlet, an outlet
/// collection or an action, from the element whose connections hold it to the object it names.
///
/// Loading a nib sets each outlet on its source by key, as UIKit's Key-Value Coding does
/// (`setValue(_:forKey:)`); an action names a method of its destination, called when the control
/// sends its event.
public struct NibConnection: Sendable, Hashable {
    /// What a connection is.
    public enum Kind: String, Sendable, Hashable {
        /// `<outlet property destination>`: the source's property is set to the destination.
        case outlet
        /// `<outletCollection property destination>`: the destination is appended to the
        /// source's array property.
        case outletCollection
        /// `<action selector destination eventType>`: the control sends `selector` to the destination.
        case action
        /// `<binding name destination keyPath>` (macOS): Cocoa bindings keep the source's
        /// `name` in step with the destination's `keyPath`.
        case binding
    }

    /// What it is.
    public let kind: Kind
    /// The outlet's property, the action's selector (`didTapSave:`) or the binding's name; nil when
    /// the file leaves it out.
    public let name: String?
    /// The object id of the element whose `<connections>` hold it (File's Owner is `-1` on iOS,
    /// `-2` on macOS); nil when that element has no id.
    public let source: String?
    /// The element name of the source (`placeholder`, `tableViewCell`, `button`…).
    public let sourceElement: String
    /// The object id it names (an AppKit action's `target`); nil when the file leaves it out.
    public let destination: String?
    /// For an action, the control event (`touchUpInside`, `valueChanged`…); nil otherwise.
    public let eventType: String?
    /// The connection's own id.
    public let id: String?
    /// Where the element is.
    public let location: SourceLocation

    /// Creates a connection.
    public init(kind: Kind, name: String?, source: String?, sourceElement: String, destination: String?,
                eventType: String? = nil, id: String?, location: SourceLocation) {
        self.kind = kind
        self.name = name
        self.source = source
        self.sourceElement = sourceElement
        self.destination = destination
        self.eventType = eventType
        self.id = id
        self.location = location
    }

    /// Whether it sets a property of its source (an outlet or an outlet collection).
    public var isOutlet: Bool { kind == .outlet || kind == .outletCollection }
}
