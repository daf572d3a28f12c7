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

    /// The UIKit (or AppKit, WatchKit) class Interface Builder uses when there is no custom class.
    public var defaultClassName: String {
        switch rawValue {
        case "viewController": "UIViewController"
        case "tableViewController": "UITableViewController"
        case "collectionViewController": "UICollectionViewController"
        case "navigationController": "UINavigationController"
        case "tabBarController": "UITabBarController"
        case "splitViewController": "UISplitViewController"
        case "pageViewController": "UIPageViewController"
        case "hostingController": "UIHostingController"
        case "avPlayerViewController": "AVPlayerViewController"
        case "glkViewController": "GLKViewController"
        case "viewControllerPlaceholder": "UIStoryboardReference"
        case "controller": "WKInterfaceController"
        case "windowController": "NSWindowController"
        case "tabViewController": "NSTabViewController"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}
