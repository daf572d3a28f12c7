/// A segue that is not a relationship: a transition a control or the controller triggers.
public struct Segue: Sendable, Hashable {
    /// The segue's kind (`show`, `presentation`, `unwind`…).
    public var kind: Kind {
        kindCode == 0 ? Kind(rawValue: extras?.value.kind ?? "") : Segue.knownKinds[Int(kindCode) - 1]
    }
    /// The segue identifier used by `performSegue(withIdentifier:sender:)`, if any.
    public let identifier: String?
    /// The object id of the destination (a controller, or the scene's exit for an unwind segue).
    public let destination: String?
    /// The segue's own object id, if the file gives one.
    public let id: String?
    /// The element whose `<connections>` hold the segue.
    public var trigger: Trigger {
        Trigger(element: elementCode == 0 ? extras?.value.triggerElement ?? "" : Segue.knownTriggerElements.name(elementCode),
                id: triggerID, isController: triggerFlags & Segue.isController != 0, isInDock: triggerFlags & Segue.isInDock != 0)
    }
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
    // The trigger's id, then the parts most segues lack, out of line (nil when the segue has none
    // of them, so a storyboard keeps a pointer for them per segue, not 72 bytes), then the kind and
    // the trigger's element as codes of the names UIKit and Xcode use (0: the name is in the
    // extras) and the trigger's flags: 96 bytes a segue; a `Kind` and a `Trigger` kept whole would
    // take 56 of their own.
    private let triggerID: String?
    private let extras: Box<Extras>?
    private let kindCode: UInt8
    private let elementCode: UInt8
    private let triggerFlags: UInt8

    private static let isController: UInt8 = 1
    private static let isInDock: UInt8 = 2

    private struct Extras: Hashable, Sendable {
        let customClass, customModule, customModuleProvider, unwindAction: String?
        let attributes: [RuntimeAttribute]
        /// The kind and the trigger's element when they have no code.
        let kind, triggerElement: String?
    }

    /// The kinds stored as codes: every kind this version names.
    private static let knownKinds: [Kind] = [
        .show, .showDetail, .presentation, .popoverPresentation, .push, .modal, .popover, .replace, .embed, .unwind,
        .custom, .sheet, .relationship,
    ]
    private static let kindCodes = KnownNames(knownKinds.map(\.rawValue))

    /// The trigger elements stored as codes: the controls, cells, items, gesture recognizers and
    /// controllers Xcode writes segues on.
    private static let knownTriggerElements = KnownNames([
        "button", "barButtonItem", "tableViewCell", "collectionViewCell", "view", "control", "imageView", "label",
        "textField", "switch", "segmentedControl", "slider", "stepper", "tableViewHeaderFooterView", "collectionReusableView",
        "tapGestureRecognizer", "longPressGestureRecognizer", "swipeGestureRecognizer", "panGestureRecognizer",
        "pinchGestureRecognizer", "rotationGestureRecognizer", "screenEdgePanGestureRecognizer", "customObject",
        "viewController", "tableViewController", "collectionViewController", "navigationController", "tabBarController",
        "splitViewController", "pageViewController", "hostingController", "viewControllerPlaceholder", "controller",
        "windowController", "tabViewController", "menuItem", "toolbarItem",
    ])

    /// Creates a segue.
    public init(kind: Kind, identifier: String?, destination: String?, id: String?, trigger: Trigger,
                customClass: String?, customModule: String? = nil, customModuleProvider: String? = nil,
                unwindAction: String?, attributes: [RuntimeAttribute] = [], location: SourceLocation) {
        self.init(kindCode: Segue.kindCode(of: kind), kind: kind.rawValue, identifier: identifier, destination: destination, id: id,
                  triggerCode: Segue.triggerElementCode(of: trigger.element), triggerElement: trigger.element, triggerID: trigger.id,
                  isController: trigger.isController, isInDock: trigger.isInDock, customClass: customClass,
                  customModule: customModule, customModuleProvider: customModuleProvider, unwindAction: unwindAction,
                  attributes: attributes, location: location)
    }

    /// Creates a segue whose kind and trigger element come with their codes (``kindCode(of:)``,
    /// ``triggerElementCode(of:)``), as the reader has them: the names are kept only when the code
    /// is 0.
    init(kindCode: UInt8, kind: @autoclosure () -> String, identifier: String?, destination: String?, id: String?,
         triggerCode: UInt8, triggerElement: @autoclosure () -> String, triggerID: String?, isController: Bool, isInDock: Bool,
         customClass: String?, customModule: String?, customModuleProvider: String?, unwindAction: String?,
         attributes: [RuntimeAttribute], location: SourceLocation) {
        self.identifier = identifier
        self.destination = destination
        self.id = id
        self.location = location
        self.triggerID = triggerID
        triggerFlags = (isController ? Segue.isController : 0) | (isInDock ? Segue.isInDock : 0)
        self.kindCode = kindCode
        elementCode = triggerCode
        let customKind = kindCode == 0 ? kind() : nil
        let customElement = triggerCode == 0 ? triggerElement() : nil
        if customClass == nil && customModule == nil && customModuleProvider == nil && unwindAction == nil && attributes.isEmpty
            && customKind == nil && customElement == nil {
            extras = nil
        } else {
            extras = Box(Extras(customClass: customClass, customModule: customModule, customModuleProvider: customModuleProvider,
                                unwindAction: unwindAction, attributes: attributes, kind: customKind, triggerElement: customElement))
        }
    }

    /// Whether nothing is kept out of line (for tests: a known kind and element cost no box).
    var extrasAreEmpty: Bool { extras == nil }

    /// The code `kind` is stored as: its place among the kinds this version names, + 1; 0 for another.
    static func kindCode(of kind: Kind) -> UInt8 { kindCodes.code(of: kind.rawValue) }

    /// The code a trigger element is stored as: its place among the elements Xcode writes segues
    /// on, + 1; 0 for another.
    static func triggerElementCode(of element: String) -> UInt8 { knownTriggerElements.code(of: element) }

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
