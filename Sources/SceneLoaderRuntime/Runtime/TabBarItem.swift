public import SceneLoaderCore

/// The item a tab bar shows for a controller, as `UITabBarItem` is.
///
/// An item has a title, an image for the unselected state, an optional image for the selected state
/// (without one the image serves both), a badge and a tag. A system item (``init(tabBarSystemItem:tag:)``)
/// brings its own title and image, which cannot be changed: setting ``title`` or ``image`` on one is
/// ignored, as UIKit ignores it. Like UIKit's, ``title`` and ``image`` of a system item read nil;
/// ``displayTitle`` and ``displayImage`` give what the bar shows (the system title, and the SF Symbol
/// drawn in place of UIKit's private glyph).
open class TabBarItem {
    /// The built-in items, as `UITabBarItem.SystemItem`, in UIKit's order (`more` is 0).
    public enum SystemItem: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// "More", with three dots.
        case more
        /// "Favorites", with a star.
        case favorites
        /// "Featured", with a star.
        case featured
        /// "Top Rated", with a star.
        case topRated
        /// "Recents", with a clock.
        case recents
        /// "Contacts", with a person.
        case contacts
        /// "History", with a clock.
        case history
        /// "Bookmarks", with a book.
        case bookmarks
        /// "Search", with a magnifying glass.
        case search
        /// "Downloads", with an arrow.
        case downloads
        /// "Most Recent", with a clock.
        case mostRecent
        /// "Most Viewed", with a list.
        case mostViewed

        /// The item for a storyboard's `systemItem` attribute (`favorites`, `mostRecent`…), which
        /// spells the cases as Swift does; nil for a value UIKit does not know.
        public init?(storyboardValue: String) {
            guard let item = SystemItem.allCases.first(where: { $0.description == storyboardValue }) else { return nil }
            self = item
        }

        /// The case name, as the storyboard writes it.
        public var description: String {
            switch self {
            case .more: "more"
            case .favorites: "favorites"
            case .featured: "featured"
            case .topRated: "topRated"
            case .recents: "recents"
            case .contacts: "contacts"
            case .history: "history"
            case .bookmarks: "bookmarks"
            case .search: "search"
            case .downloads: "downloads"
            case .mostRecent: "mostRecent"
            case .mostViewed: "mostViewed"
            }
        }

        /// The title UIKit shows (English).
        public var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }

        /// The glyph UIKit draws, as the SF Symbol that looks like it (UIKit's own glyphs are private).
        public var image: Image {
            switch self {
            case .more: Image(systemName: "ellipsis")
            case .favorites, .featured, .topRated: Image(systemName: "star.fill")
            case .recents, .history, .mostRecent: Image(systemName: "clock.fill")
            case .contacts: Image(systemName: "person.crop.circle.fill")
            case .bookmarks: Image(systemName: "book.fill")
            case .search: Image(systemName: "magnifyingglass")
            case .downloads: Image(systemName: "square.and.arrow.down.fill")
            case .mostViewed: Image(systemName: "list.number")
            }
        }
    }

    private var storedTitle: String?
    private var storedImage: Image?
    private var storedSelectedImage: Image?

    /// The title; nil shows none. Reads nil for a system item (unless a hand-edited storyboard gave
    /// it one), and setting it is ignored: the bar shows the system title, ``displayTitle``.
    open var title: String? {
        get { storedTitle }
        set { if systemItem == nil { storedTitle = newValue } }
    }

    /// The image for the unselected state (and the selected one when ``selectedImage`` was never
    /// set); nil shows none. Ignored for a system item.
    open var image: Image? {
        get { storedImage }
        set { if systemItem == nil { storedImage = newValue } }
    }

    /// The image for the selected state: the one set, or ``image`` when none was, as UIKit does.
    open var selectedImage: Image? {
        get { storedSelectedImage ?? storedImage }
        set { if systemItem == nil { storedSelectedImage = newValue } }
    }

    /// The badge text; nil shows no badge.
    open var badgeValue: String?

    /// The badge's colour; nil means the system red.
    open var badgeColor: Color?

    /// A number the app chooses to identify the item; 0 by default.
    open var tag: Int

    /// The system item, if this is one.
    public let systemItem: SystemItem?

    /// The `systemItem` attribute as the storyboard wrote it, kept when UIKit does not know it.
    public let systemItemName: String?

    /// The title the bar shows: the system item's, or ``title``.
    public var displayTitle: String? { systemItem?.title ?? title }

    /// The unselected image the bar shows: the system item's, or ``image``.
    public var displayImage: Image? { systemItem?.image ?? image }

    /// The selected image the bar shows: the system item's, or ``selectedImage``.
    public var displaySelectedImage: Image? { systemItem?.image ?? selectedImage }

    /// Makes an empty item: no title, no image, tag 0, as `UITabBarItem()`.
    public convenience init() {
        self.init(title: nil, image: nil, tag: 0)
    }

    /// Makes an item with a title, an image for both states and a tag, as
    /// `UITabBarItem(title:image:tag:)`.
    public init(title: String?, image: Image?, tag: Int) {
        storedTitle = title
        storedImage = image
        self.tag = tag
        systemItem = nil
        systemItemName = nil
    }

    /// Makes an item with a title and an image per state, as `UITabBarItem(title:image:selectedImage:)`;
    /// a nil `selectedImage` means `image` serves both. The tag is 0.
    public init(title: String?, image: Image?, selectedImage: Image?) {
        storedTitle = title
        storedImage = image
        storedSelectedImage = selectedImage
        tag = 0
        systemItem = nil
        systemItemName = nil
    }

    /// Makes a system item, whose title and image are UIKit's and cannot be changed, as
    /// `UITabBarItem(tabBarSystemItem:tag:)`.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        systemItemName = systemItem.description
        self.tag = tag
    }

    /// Makes an item from a storyboard's `<tabBarItem>`: its images are SF Symbols when the item says
    /// `catalog="system"`, asset names otherwise, both with the ``Image/RenderingMode/automatic`` mode.
    public init(storyboardItem description: TabBarItemDescription) {
        let symbols = description.catalog == "system"
        func image(_ name: String?) -> Image? {
            name.map { symbols ? Image(systemName: $0) : Image(named: $0) }
        }
        systemItemName = description.systemItem
        systemItem = description.systemItem.flatMap(SystemItem.init(storyboardValue:))
        // A hand-edited file may give a system item a title or image: UIKit's are shown instead.
        storedTitle = description.title
        storedImage = image(description.image)
        storedSelectedImage = image(description.selectedImage)
        badgeValue = description.badgeValue
        tag = description.tag
    }

    /// Sets the images for both states, drawn as they are (never tinted), as UIKit's iOS 5 API did.
    ///
    /// Deprecated in iOS 7: give the images the ``Image/RenderingMode/alwaysOriginal`` mode instead.
    @available(*, deprecated, message: "Use init(title:image:selectedImage:) or the image and selectedImage properties along with .alwaysOriginal")
    open func setFinishedSelectedImage(_ selectedImage: Image?, withFinishedUnselectedImage unselectedImage: Image?) {
        setFinishedImages(selected: selectedImage, unselected: unselectedImage)
    }

    /// What ``setFinishedSelectedImage(_:withFinishedUnselectedImage:)`` does, without the deprecation.
    func setFinishedImages(selected: Image?, unselected: Image?) {
        image = unselected?.withRenderingMode(.alwaysOriginal)
        selectedImage = selected?.withRenderingMode(.alwaysOriginal)
    }
}
