/// The tvOS tab bar's layout: a row of items across the top of the screen, each as wide as its
/// title and a margin, centred in the bar, the focused (selected) one on a pill.
///
/// tvOS has no More: every tab has an item. A row wider than the bar is scaled down to fit, items
/// and gaps alike, so every tab stays on the bar. The defaults are chosen for a 1920 × 140 pt bar
/// (the top 140 points of a 1080p screen that a tvOS tab bar covers), with 29 pt titles on 68 pt
/// pills; Apple's exact metrics are private and vary by release.
public struct TopTabBarLayout: Sendable, Hashable {
    /// The measurements.
    public struct Settings: Sendable, Hashable {
        /// The title's font size.
        public var titleFontSize: Double = 29
        /// The height of an item (the pill the focused one is drawn on).
        public var itemHeight: Double = 68
        /// Space on each side of an item's title.
        public var itemPadding: Double = 30
        /// Space between items.
        public var spacing: Double = 16
        /// The side of the square box an item without a title shows its image in.
        public var imageSize: Double = 50

        /// The defaults.
        public init() {}
    }

    /// The bar's size.
    public let size: Size
    /// The settings used.
    public let settings: Settings
    /// One frame per item, left to right (the title and the image share the item's box).
    public let buttons: [TabBarButtonFrame]
    /// How much the row was scaled down to fit the bar (1 when it fits): titles shrink with it.
    public let scale: Double

    /// Lays out items with `titles` (nil or empty: an image-only item) across a bar of `size`.
    public init(titles: [String?], size: Size, settings: Settings = Settings()) {
        self.size = size
        self.settings = settings
        let widths = titles.map { title -> Double in
            guard let title, !title.isEmpty else { return settings.imageSize + 2 * settings.itemPadding }
            return TextMetrics.width(of: title, fontSize: settings.titleFontSize) + 2 * settings.itemPadding
        }
        let natural = widths.reduce(0, +) + settings.spacing * Double(max(0, widths.count - 1))
        let factor = natural > size.width && natural > 0 ? size.width / natural : 1
        scale = factor
        var x = (size.width - natural * factor) / 2
        let height = settings.itemHeight
        let y = (size.height - height) / 2
        buttons = widths.map { width in
            let frame = Rect(x: x, y: y, width: width * factor, height: height)
            x += (width + settings.spacing) * factor
            let image = frame.centred(width: min(settings.imageSize, frame.width), height: min(settings.imageSize, frame.height))
            return TabBarButtonFrame(frame: frame, imageFrame: image, titleFrame: frame)
        }
    }
}
