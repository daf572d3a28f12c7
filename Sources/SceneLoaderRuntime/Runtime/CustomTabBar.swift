/// Told when the user taps a button of a ``CustomTabBar``.
public protocol CustomTabBarDelegate: AnyObject {
    /// The user tapped button `to` while `from` was selected (they may be equal). A tab bar
    /// controller's delegate sets its `selectedIndex` to `to` here.
    func customTabBar(_ tabBar: CustomTabBar, didSelectFrom from: Int, to: Int)
}

/// A custom tab bar whose buttons replace the system ones: one button per item, side by side, each
/// `width / count` wide and as high as the bar, the image in the top 60% and the title in the bottom
/// 40%, both full width and centred. A button has two states, normal and selected (no highlight);
/// a tap selects it and reports (from, to) to the delegate.
public final class CustomTabBar {
    /// The settings: ratios, colours, font size (the layout's).
    public typealias Settings = CustomTabBarLayout.Settings

    /// A button's state: there is no highlighted state.
    public enum ButtonState: Sendable, Hashable {
        /// Not selected.
        case normal
        /// Selected.
        case selected
    }

    /// How many buttons.
    public let itemCount: Int
    /// The settings.
    public let settings: Settings
    /// The selected button's index.
    public private(set) var selectedIndex: Int
    /// Told about taps.
    public weak var delegate: (any CustomTabBarDelegate)?

    /// Makes a bar of `itemCount` buttons with `selectedIndex` selected.
    public init(itemCount: Int, selectedIndex: Int = 0, settings: Settings = Settings()) {
        self.itemCount = itemCount
        self.settings = settings
        self.selectedIndex = min(max(0, selectedIndex), max(0, itemCount - 1))
    }

    /// The state of button `index`.
    public func state(ofButton index: Int) -> ButtonState {
        index == selectedIndex ? .selected : .normal
    }

    /// The user taps button `index`: it becomes the selected one and the delegate hears (from, to).
    /// An index with no button is ignored.
    public func tap(_ index: Int) {
        guard (0..<itemCount).contains(index) else { return }
        let from = selectedIndex
        selectedIndex = index
        delegate?.customTabBar(self, didSelectFrom: from, to: index)
    }

    /// Selects button `index` without telling the delegate (the controller changed its selection).
    public func select(_ index: Int) {
        guard (0..<itemCount).contains(index) else { return }
        selectedIndex = index
    }

    /// The buttons' frames on a bar of `size`.
    public func layout(in size: Size) -> [TabBarButtonFrame] {
        CustomTabBar.layout(itemCount: itemCount, size: size, settings: settings)
    }

    /// The custom bar's geometry (``CustomTabBarLayout``'s buttons).
    public static func layout(itemCount: Int, size: Size, settings: Settings = Settings()) -> [TabBarButtonFrame] {
        CustomTabBarLayout(itemCount: itemCount, size: size, settings: settings).buttons
    }
}
