/// The kind of a scene's controller: the element name Interface Builder writes for it.
///
/// An open set: an element this version does not know keeps its name and loads as a plain
/// controller.
public struct ControllerKind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The element name, as in the file.
    public let rawValue: String

    /// Creates a kind from an element name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The element name.
    public var description: String { rawValue }

    /// `UIViewController`.
    public static let viewController = ControllerKind(rawValue: "viewController")
    /// `UITableViewController`.
    public static let tableViewController = ControllerKind(rawValue: "tableViewController")
    /// `UICollectionViewController`.
    public static let collectionViewController = ControllerKind(rawValue: "collectionViewController")
    /// `UINavigationController`.
    public static let navigationController = ControllerKind(rawValue: "navigationController")
    /// `UITabBarController`.
    public static let tabBarController = ControllerKind(rawValue: "tabBarController")
    /// `UISplitViewController`.
    public static let splitViewController = ControllerKind(rawValue: "splitViewController")
    /// `UIPageViewController`.
    public static let pageViewController = ControllerKind(rawValue: "pageViewController")
    /// `UIHostingController` (SwiftUI).
    public static let hostingController = ControllerKind(rawValue: "hostingController")
    /// A storyboard reference: stands for a controller in this or another storyboard.
    public static let placeholder = ControllerKind(rawValue: "viewControllerPlaceholder")
    /// A watchOS interface controller.
    public static let watchController = ControllerKind(rawValue: "controller")
    /// A macOS window controller.
    public static let windowController = ControllerKind(rawValue: "windowController")
    /// A macOS tab view controller.
    public static let tabViewController = ControllerKind(rawValue: "tabViewController")

    /// A macOS storyboard's application scene: the application object, not a controller.
    public static let application = ControllerKind(rawValue: "application")

    /// The class Interface Builder uses for this kind when there is no custom class, on `platform`:
    /// UIKit's on iOS and tvOS, AppKit's on macOS, WatchKit's on watchOS. An element no table knows
    /// is named after itself, capitalised.
    public func defaultClassName(on platform: DocumentInfo.Platform) -> String {
        ControllerKind.defaultClasses(on: platform)[rawValue] ?? rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }

    /// UIKit's default class, as ``defaultClassName(on:)`` gives it for iOS.
    public var defaultClassName: String { defaultClassName(on: .iOS) }

    /// The one table of controller elements: each platform's elements and their default classes.
    /// The reader recognises a hand-written controller by these element names. By a `switch`, not
    /// a dictionary keyed by platform: that dictionary's metadata is made at run time on first use,
    /// looking `Platform: Hashable` up through every conformance record of the program.
    static func defaultClasses(on platform: DocumentInfo.Platform) -> [String: String] {
        switch platform {
        case .iOS, .tvOS: uiKitClasses
        case .macOS: appKitClasses
        case .watchOS: watchKitClasses
        }
    }

    private static let uiKitClasses: [String: String] = [
        "viewController": "UIViewController",
        "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController",
        "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController",
        "splitViewController": "UISplitViewController",
        "pageViewController": "UIPageViewController",
        "hostingController": "UIHostingController",
        "avPlayerViewController": "AVPlayerViewController",
        "glkViewController": "GLKViewController",
        "viewControllerPlaceholder": "UIStoryboardReference",
    ]
    private static let appKitClasses: [String: String] = [
        "viewController": "NSViewController",
        "windowController": "NSWindowController",
        "splitViewController": "NSSplitViewController",
        "tabViewController": "NSTabViewController",
        "pagecontroller": "NSPageController",
        "hostingController": "NSHostingController",
        "avPlayerViewController": "AVPlayerViewController",
        "viewControllerPlaceholder": "NSStoryboardReference",
        "controllerPlaceholder": "NSStoryboardReference",
        "application": "NSApplication",
    ]
    private static let watchKitClasses: [String: String] = [
        "controller": "WKInterfaceController",
        "glanceController": "WKInterfaceController",
        "notificationController": "WKUserNotificationInterfaceController",
        "hostingController": "WKHostingController",
        "controllerPlaceholder": "WKInterfaceController",
    ]

    /// Every element the tables name, on any platform but `application`, sorted: the controllers a
    /// hand-written file may write without `sceneMemberID`. Written out, not derived from the
    /// tables: every load reads it, and deriving it would make three dictionaries and a set on each
    /// process's first load; a test checks it against the tables.
    static let knownElements: [String] = [
        "avPlayerViewController", "collectionViewController", "controller", "controllerPlaceholder", "glanceController",
        "glkViewController", "hostingController", "navigationController", "notificationController", "pageViewController",
        "pagecontroller", "splitViewController", "tabBarController", "tabViewController", "tableViewController",
        "viewController", "viewControllerPlaceholder", "windowController",
    ]

    /// The elements the tables name, derived from them: what ``knownElements`` must equal.
    static var tableElements: [String] {
        Set([uiKitClasses, appKitClasses, watchKitClasses].flatMap(\.keys)).subtracting(["application"]).sorted()
    }
}
