/// A `<tabBarItem>` as the storyboard writes it on a tab's controller.
public struct TabBarItemDescription: Sendable, Hashable {
    /// The tab's title.
    public let title: String?
    /// The image name (an asset, or an SF Symbol when ``catalog`` is `system`).
    public let image: String?
    /// The image for the selected state; without one, ``image`` serves both states.
    public let selectedImage: String?
    /// The badge text.
    public let badgeValue: String?
    /// The tag, 0 when absent (as UIKit's default).
    public var tag: Int { extras?.value.tag ?? 0 }
    /// The system item (`favorites`, `more`, `search`…), which supplies its own title and image.
    public var systemItem: String? { extras?.value.systemItem }
    /// `system` when the images are SF Symbols.
    public var catalog: String? {
        switch catalogCode {
        case TabBarItemDescription.noCatalog: nil
        case TabBarItemDescription.systemCatalog: "system"
        default: extras?.value.catalog
        }
    }
    /// The item's object id.
    public let id: String?
    /// Where the `<tabBarItem>` element is.
    public let location: SourceLocation
    // The parts most items lack (a tag, a system item, a catalog other than `system`) out of line,
    // nil when absent, and the catalog as a code: 104 bytes an item, 136 with those parts inline.
    private let extras: Box<Extras>?
    private let catalogCode: UInt8

    private static let noCatalog: UInt8 = 0
    private static let systemCatalog: UInt8 = 1
    private static let otherCatalog: UInt8 = 2

    private struct Extras: Hashable, Sendable {
        let tag: Int
        let systemItem: String?
        let catalog: String?
    }

    /// The same item with another title (its localization).
    func with(title: String) -> TabBarItemDescription {
        TabBarItemDescription(title: title, image: image, selectedImage: selectedImage, badgeValue: badgeValue, tag: tag,
                              systemItem: systemItem, catalog: catalog, id: id, location: location)
    }

    /// Creates a tab bar item description.
    public init(title: String?, image: String?, selectedImage: String?, badgeValue: String?, tag: Int,
                systemItem: String?, catalog: String?, id: String?, location: SourceLocation) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        self.badgeValue = badgeValue
        self.id = id
        self.location = location
        // A catalog other than `system`, kept as written.
        let customCatalog = catalog.flatMap { $0 == "system" ? nil : $0 }
        catalogCode = catalog == nil ? TabBarItemDescription.noCatalog
            : customCatalog == nil ? TabBarItemDescription.systemCatalog : TabBarItemDescription.otherCatalog
        extras = tag == 0 && systemItem == nil && customCatalog == nil
            ? nil : Box(Extras(tag: tag, systemItem: systemItem, catalog: customCatalog))
    }
}
