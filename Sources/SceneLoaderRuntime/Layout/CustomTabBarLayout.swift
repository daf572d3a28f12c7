/// The seeds' custom tab bar's geometry, as plain values: one button per item, side by side, each
/// `width / count` wide and as high as the bar, the image in the top `imageRatio` and the title in
/// the `titleRatio` below, both full width. ``CustomTabBar`` (in Runtime) is the live bar.
public struct CustomTabBarLayout: Sendable, Hashable {
    /// The settings: ratios, colours, font size.
    public struct Settings: Sendable, Hashable {
        /// The share of a button's height the image takes, from the top.
        public var imageRatio: Double = 0.6
        /// The share of a button's height the title takes, below the image.
        public var titleRatio: Double = 0.4
        /// The title's font size.
        public var titleFontSize: Double = 10
        /// Title and template image colour of the selected button.
        public var selectedColor: Color = .systemBlue
        /// Title and template image colour of the other buttons.
        public var normalColor: Color = .systemGray
        /// The bar's background.
        public var backgroundColor: Color = .white

        /// The defaults.
        public init() {}
    }

    /// The bar's size.
    public let size: Size
    /// The settings used.
    public let settings: Settings
    /// One frame per item, left to right.
    public let buttons: [TabBarButtonFrame]

    /// Lays out `itemCount` buttons: button `i` at `x = i × width / count`, full height; image box
    /// the top `imageRatio` of it, title box the `titleRatio` below, both full width.
    public init(itemCount: Int, size: Size, settings: Settings = Settings()) {
        self.size = size
        self.settings = settings
        guard itemCount > 0 else {
            buttons = []
            return
        }
        let width = size.width / Double(itemCount)
        let imageHeight = size.height * settings.imageRatio
        let titleHeight = size.height * settings.titleRatio
        buttons = (0..<itemCount).map { index in
            let x = Double(index) * width
            return TabBarButtonFrame(
                frame: Rect(x: x, y: 0, width: width, height: size.height),
                imageFrame: Rect(x: x, y: 0, width: width, height: imageHeight),
                titleFrame: Rect(x: x, y: imageHeight, width: width, height: titleHeight))
        }
    }
}
