/// A view that may fill a screen, as far as safe areas go: a storyboard controller's view or a
/// xib's top-level object, with its size in the file and whether a scroll view fills it.
///
/// A view controller's root view fills a screen; so may a top-level view of a screen's size. A
/// scroll view that fills the screen (a table, collection, text or plain scroll view) adjusts its
/// content insets to the safe area itself (`contentInsetAdjustmentBehavior`), so nothing it shows
/// goes under the notch or the home indicator whether safe-area layout guides are on or off.
public struct RootView: Sendable, Hashable {
    /// The view's object id (empty when it has none).
    public let id: String
    /// The element name (`view`, `tableView`…).
    public let element: String
    /// The width of its frame in the file, if it has one.
    public let width: Double?
    /// The height of its frame in the file, if it has one.
    public let height: Double?
    /// Whether the view is a scroll view, or its only subview is a scroll view whose frame is the
    /// view's bounds (pinned to its four edges).
    public let isFilledByScrollView: Bool

    /// Creates a root view.
    public init(id: String, element: String, width: Double?, height: Double?, isFilledByScrollView: Bool) {
        self.id = id
        self.element = element
        self.width = width
        self.height = height
        self.isFilledByScrollView = isFilledByScrollView
    }

    /// The elements of the scroll views that adjust their content insets to the safe area.
    public static let scrollViewElements: Set<String> = ["tableView", "collectionView", "scrollView", "textView"]

    /// Whether the view is at least the size of the smallest screen a storyboard or xib targets
    /// (320 × 480 points, in either orientation): a screen's view, not a cell or a small part.
    public var hasScreenSize: Bool {
        guard let width, let height else { return false }
        return min(width, height) >= 320 && max(width, height) >= 480
    }
}
