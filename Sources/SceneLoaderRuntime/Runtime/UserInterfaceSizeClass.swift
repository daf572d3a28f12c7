/// The horizontal size class, as `UIUserInterfaceSizeClass`: how many tabs fit before More.
public enum UserInterfaceSizeClass: String, Sendable, Hashable, CaseIterable {
    /// iPhone portrait and most iPhone landscape: 5 tabs, or 4 and More.
    case compact
    /// iPad and large iPhones in landscape: 8 tabs, or 7 and More.
    case regular
}
