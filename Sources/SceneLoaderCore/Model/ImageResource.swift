/// An image the storyboard declares in `<resources>`.
public struct ImageResource: Sendable, Hashable {
    /// The asset name (or SF Symbol name).
    public let name: String
    /// `system` for an SF Symbol; nil for an asset-catalog image.
    public let catalog: String?
    /// The image's width in points, as Interface Builder recorded it.
    public let width: Double?
    /// The image's height in points.
    public let height: Double?
    /// Where the `<image>` element is.
    public let location: SourceLocation

    /// Creates an image resource.
    public init(name: String, catalog: String?, width: Double?, height: Double?, location: SourceLocation) {
        self.name = name
        self.catalog = catalog
        self.width = width
        self.height = height
        self.location = location
    }

    /// Whether the image is an SF Symbol.
    public var isSystemSymbol: Bool { catalog == "system" }
}
