/// A segue that is not a relationship: a transition a control or the controller triggers.
public struct Segue: Sendable, Hashable {
    /// The segue's kind (`show`, `presentation`, `unwind`…).
    public let kind: Kind
    /// The segue identifier used by `performSegue(withIdentifier:sender:)`, if any.
    public let identifier: String?
    /// The object id of the destination (a controller, or the scene's exit for an unwind segue).
    public let destination: String?
    /// The segue's own object id, if the file gives one.
    public let id: String?
    /// The element whose `<connections>` hold the segue.
    public let trigger: Trigger
    /// The custom segue class, if any.
    public var customClass: String? { extras?.value.customClass }
    /// The custom segue class's module, if any.
    public var customModule: String? { extras?.value.customModule }
    /// `target` when the module is whichever target builds the file.
    public var customModuleProvider: String? { extras?.value.customModuleProvider }
    /// The unwind action (`unwindAction="done:"`), for unwind segues.
    public var unwindAction: String? { extras?.value.unwindAction }
    /// The presentation attributes the file sets on it (``RuntimeAttribute/segueNames``), in file order.
    public var attributes: [RuntimeAttribute] { extras?.value.attributes ?? [] }
    /// Where the `<segue>` element is.
    public let location: SourceLocation
    /// The parts most segues lack, out of line: nil when the segue has none of them, so a storyboard
    /// keeps a pointer for them per segue, not 72 bytes (a third of a segue).
    private let extras: Box<Extras>?

    private struct Extras: Hashable, Sendable {
        let customClass, customModule, customModuleProvider, unwindAction: String?
        let attributes: [RuntimeAttribute]
    }

    /// Creates a segue.
    public init(kind: Kind, identifier: String?, destination: String?, id: String?, trigger: Trigger,
                customClass: String?, customModule: String? = nil, customModuleProvider: String? = nil,
                unwindAction: String?, attributes: [RuntimeAttribute] = [], location: SourceLocation) {
        self.kind = kind
        self.identifier = identifier
        self.destination = destination
        self.id = id
        self.trigger = trigger
        self.location = location
        if customClass == nil && customModule == nil && customModuleProvider == nil && unwindAction == nil && attributes.isEmpty {
            extras = nil
        } else {
            extras = Box(Extras(customClass: customClass, customModule: customModule, customModuleProvider: customModuleProvider,
                                unwindAction: unwindAction, attributes: attributes))
        }
    }

    /// The element that triggers a segue.
    public struct Trigger: Sendable, Hashable {
        /// The element name (`button`, `tableViewCell`, `barButtonItem`…), or the controller's.
        public let element: String
        /// The element's object id, if it has one.
        public let id: String?
        /// Whether the controller itself triggers it (a manual segue, `performSegue` only).
        public let isController: Bool
        /// Whether the trigger is an object in the scene's dock beside the controller (a bar button
        /// item, a gesture recognizer, a custom object) or inside one; the controller performs the
        /// segue all the same.
        public let isInDock: Bool

        /// Creates a trigger.
        public init(element: String, id: String?, isController: Bool, isInDock: Bool = false) {
            self.element = element
            self.id = id
            self.isController = isController
            self.isInDock = isInDock
        }
    }

    /// A segue kind. An open set: a kind this version does not know is kept as written.
    public struct Kind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The `kind` attribute's value.
        public let rawValue: String
        /// Creates a kind.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The attribute's value.
        public var description: String { rawValue }

        /// Push onto the navigation stack, or present (iOS 8+).
        public static let show = Kind(rawValue: "show")
        /// Show in the split view's secondary column (iOS 8+).
        public static let showDetail = Kind(rawValue: "showDetail")
        /// Modal presentation (iOS 8+).
        public static let presentation = Kind(rawValue: "presentation")
        /// Popover presentation (iOS 8+).
        public static let popoverPresentation = Kind(rawValue: "popoverPresentation")
        /// Push (before iOS 8).
        public static let push = Kind(rawValue: "push")
        /// Modal (before iOS 8).
        public static let modal = Kind(rawValue: "modal")
        /// Popover (before iOS 8).
        public static let popover = Kind(rawValue: "popover")
        /// Replace (before iOS 8).
        public static let replace = Kind(rawValue: "replace")
        /// A container view's embedded controller.
        public static let embed = Kind(rawValue: "embed")
        /// Unwind to an earlier controller.
        public static let unwind = Kind(rawValue: "unwind")
        /// A custom segue class.
        public static let custom = Kind(rawValue: "custom")
        /// A macOS sheet.
        public static let sheet = Kind(rawValue: "sheet")
        /// A relationship written where it is not a container's own (kept as it is).
        public static let relationship = Kind(rawValue: "relationship")
    }
}
