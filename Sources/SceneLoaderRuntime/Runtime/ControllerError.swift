import SceneLoaderCore

/// Misuse of a controller that UIKit answers with an exception, thrown instead.
///
/// ``message`` is UIKit's reason text (controllers appear in it as their ``ViewController/description``,
/// `<ClassName: 0xADDRESS>`, as in UIKit's); ``exceptionName`` is the `NSException` name UIKit raises.
/// Match on ``code``.
public struct ControllerError: Error, CustomStringConvertible {
    /// Which misuse this is. Codes never change once published.
    public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The code's text.
        public let rawValue: String
        /// Creates a code from its text.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The code's text.
        public var description: String { rawValue }

        /// `pushViewController(_:animated:)` with a navigation controller.
        public static let pushingNavigationController = Code(rawValue: "navigation.push-navigation-controller")
        /// `pushViewController(_:animated:)` with a controller already on the stack.
        public static let pushingSameInstance = Code(rawValue: "navigation.push-same-instance")
        /// A stack given to `setViewControllers(_:animated:)` holds a controller twice.
        public static let duplicateInStack = Code(rawValue: "navigation.duplicate")
        /// `popToViewController(_:animated:)` with a controller not on the stack.
        public static let popToMissing = Code(rawValue: "navigation.pop-to-missing")
        /// A split view controller pushed onto a navigation stack.
        public static let pushingSplitViewController = Code(rawValue: "navigation.push-split-view-controller")
        /// A navigation stack set to no controllers.
        public static let emptyStack = Code(rawValue: "navigation.empty-stack")
        /// A tab bar controller pushed, used as a root, installed as a tab or added as a child.
        public static let tabBarControllerNotRoot = Code(rawValue: "tabbar.not-root")
        /// `selectedViewController` set to a controller that is not one of the tabs.
        public static let selectingForeignController = Code(rawValue: "tabbar.select-foreign")
        /// The same controller twice in a tab bar controller's `viewControllers`.
        public static let duplicateTab = Code(rawValue: "tabbar.duplicate")
        /// Direct changes to a tab bar that a tab bar controller manages.
        public static let modifyingManagedTabBar = Code(rawValue: "tabbar.managed")
        /// A controller added to a container it is, or is inside of (`addChild(self)`, an ancestor
        /// as a child, a tab or on a stack): UIKit's `UIViewControllerHierarchyInconsistency`.
        public static let hierarchyInconsistency = Code(rawValue: "containment.hierarchy-inconsistency")
        /// `present(_:animated:)` with the presenter itself, a controller presented already, one
        /// with a parent, or an active one (on screen, or holding the presenter).
        public static let presentingInvalidController = Code(rawValue: "presentation.invalid-controller")
        /// A user action that the current screen does not offer (tapping More when it is not shown,
        /// editing when nothing is customizable, moving a tab that is not customizable…).
        public static let unavailableAction = Code(rawValue: "tabbar.unavailable-action")
        /// A nib sets an outlet the object does not have: UIKit's `NSUnknownKeyException`.
        public static let unknownKey = Code(rawValue: "kvc.unknown-key")
        /// A nib with error diagnostics instantiated (UIKit would never have it: Xcode refuses to
        /// compile it).
        public static let invalidNib = Code(rawValue: "nib.invalid")
        /// A nib registered for a cell's reuse identifier that is not one cell alone ("nib must
        /// contain exactly one top level object").
        public static let invalidCellNib = Code(rawValue: "nib.invalid-cell-nib")
        /// A cell nib registered for a reuse identifier other than its cell's.
        public static let reuseIdentifierMismatch = Code(rawValue: "nib.reuse-identifier-mismatch")
        /// A view controller's nib loaded without setting its `view` outlet.
        public static let viewOutletNotSet = Code(rawValue: "nib.view-not-set")
        /// A view controller's nib that its bundle does not have ("Could not load NIB in bundle").
        public static let nibNotFound = Code(rawValue: "nib.not-found")
    }

    /// The stable code.
    public let code: Code
    /// The `NSException` name UIKit raises (`NSInvalidArgumentException`,
    /// `NSInternalInconsistencyException`, `UIViewControllerHierarchyInconsistency`), or
    /// `SceneLoaderRefusal` where UIKit raises nothing: misuse it accepts silently but documents as
    /// unsupported, and user actions the screen does not offer.
    public let exceptionName: String
    /// UIKit's reason text.
    public let message: String

    /// Creates an error.
    public init(code: Code, exceptionName: String, message: String) {
        self.code = code
        self.exceptionName = exceptionName
        self.message = message
    }

    /// `exceptionName: message [code]`.
    public var description: String { "\(exceptionName): \(Quote.line(message)) [\(code)]" }

    /// Stops the program with UIKit's reason, as UIKit's uncaught exception ends the app: what
    /// the UIKit-shaped setters do where UIKit raises (they cannot throw).
    func stop() -> Never {
        preconditionFailure(message)
    }

    static let invalidArgument = "NSInvalidArgumentException"
    static let internalInconsistency = "NSInternalInconsistencyException"
    static let hierarchyInconsistencyName = "UIViewControllerHierarchyInconsistency"
    /// Not a UIKit exception: what SceneLoader refuses where UIKit raises nothing.
    static let refusedWithoutUIKitException = "SceneLoaderRefusal"
}
