/// The system tab bar's layout in a compact width, as UIKit's stacked items are laid out: equal
/// slots across the bar, in each the icon centred at the top and the title centred below it.
///
/// UIKit's exact insets are private and vary by release; the defaults here are those of iOS 13–17 on
/// a 49 pt bar, measured from screenshots (icon box 25 pt square 6 pt from the top, 12 pt title
/// line 5 pt above the bottom). The home indicator area below the bar is not part of it.
public struct SystemTabBarLayout: Sendable, Hashable {
    /// The measurements, with UIKit's defaults.
    public struct Settings: Sendable, Hashable {
        /// The side of the square box an icon is centred in.
        public var imageSize: Double = 25
        /// The box's distance from the top of the bar.
        public var imageTop: Double = 6
        /// The title line's height.
        public var titleHeight: Double = 12
        /// The title line's distance from the bottom of the bar.
        public var titleBottom: Double = 5
        /// The title's font size.
        public var titleFontSize: Double = 10
        /// A badge's height (and least width).
        public var badgeHeight: Double = 18
        /// A badge's font size.
        public var badgeFontSize: Double = 13
        /// Where a badge's left edge sits, right of the icon box's centre.
        public var badgeOffsetX: Double = 6
        /// How far a badge rises above the icon box's top.
        public var badgeRise: Double = 4

        /// The defaults.
        public init() {}
    }

    /// The bar's size.
    public let size: Size
    /// The settings used.
    public let settings: Settings
    /// One frame per item, left to right.
    public let buttons: [TabBarButtonFrame]

    /// Lays out `itemCount` items across a bar of `size`.
    public init(itemCount: Int, size: Size, settings: Settings = Settings()) {
        self.size = size
        self.settings = settings
        let count = max(0, itemCount)
        let slot = count == 0 ? 0 : size.width / Double(count)
        buttons = (0..<count).map { index in
            let frame = Rect(x: Double(index) * slot, y: 0, width: slot, height: size.height)
            let image = Rect(x: frame.midX - settings.imageSize / 2, y: settings.imageTop,
                             width: settings.imageSize, height: settings.imageSize)
            let title = Rect(x: frame.x, y: size.height - settings.titleBottom - settings.titleHeight,
                             width: slot, height: settings.titleHeight)
            return TabBarButtonFrame(frame: frame, imageFrame: image, titleFrame: title)
        }
    }

    /// The badge bubble for `text` on button `index`: a pill as high as ``Settings/badgeHeight`` and
    /// at least as wide, growing with the text, starting right of the icon's centre and rising above it.
    public func badgeFrame(for text: String, onButton index: Int) -> Rect {
        SystemTabBarLayout.badgeFrame(for: text, iconBox: buttons[index].imageFrame, settings: settings)
    }

    /// The badge bubble for `text` on an icon drawn in `iconBox` (the custom bar places its badges
    /// the same way).
    public static func badgeFrame(for text: String, iconBox: Rect, settings: Settings = Settings()) -> Rect {
        let textWidth = TextMetrics.width(of: text, fontSize: settings.badgeFontSize)
        let width = max(settings.badgeHeight, textWidth + 10)
        return Rect(x: iconBox.midX + settings.badgeOffsetX, y: iconBox.minY - settings.badgeRise,
                    width: width, height: settings.badgeHeight)
    }
}
