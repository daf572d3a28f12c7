/// A relationship segue: how a container names one of its children.
///
/// Interface Builder writes them in the container's own `<connections>`; their document order is
/// the order of the children (the tab order for a tab bar controller).
public struct Relationship: Sendable, Hashable {
    /// Which child this is.
    public let kind: Kind
    /// The object id of the child controller.
    public let destination: String
    /// The segue's own object id, if the file gives one.
    public let id: String?
    /// Where the `<segue>` element is.
    public let location: SourceLocation

    /// Creates a relationship.
    public init(kind: Kind, destination: String, id: String?, location: SourceLocation) {
        self.kind = kind
        self.destination = destination
        self.id = id
        self.location = location
    }

    /// The relationship a child has to its container. An open set: unknown values are kept.
    public struct Kind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The `relationship` attribute's value.
        public let rawValue: String
        /// Creates a kind.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The attribute's value.
        public var description: String { rawValue }

        /// A tab bar controller's tab (or a page view controller's page).
        public static let viewControllers = Kind(rawValue: "viewControllers")
        /// A navigation controller's root.
        public static let rootViewController = Kind(rawValue: "rootViewController")
        /// A split view controller's primary column.
        public static let masterViewController = Kind(rawValue: "masterViewController")
        /// A split view controller's secondary column.
        public static let detailViewController = Kind(rawValue: "detailViewController")
        /// An iOS 14 split view controller's supplementary column.
        public static let supplementaryViewController = Kind(rawValue: "supplementaryViewController")
        /// An iOS 14 split view controller's compact-width controller.
        public static let compactViewController = Kind(rawValue: "compactViewController")
        /// A macOS window controller's content.
        public static let windowContent = Kind(rawValue: "window.shadowedContentViewController")
        /// A macOS split view controller's item.
        public static let splitItems = Kind(rawValue: "splitItems")
        /// A macOS tab view controller's tab.
        public static let tabItems = Kind(rawValue: "tabItems")
        /// A watchOS interface controller's next page, in a page-based interface (swiped to).
        public static let nextPage = Kind(rawValue: "nextPage")

        /// Every kind this version names (the reader keeps these as the constants' strings).
        static let known: [Kind] = [
            .rootViewController, .viewControllers, .masterViewController, .detailViewController, .supplementaryViewController,
            .compactViewController, .windowContent, .splitItems, .tabItems, .nextPage,
        ]
    }
}
