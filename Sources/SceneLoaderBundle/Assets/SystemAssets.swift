public import SceneLoaderCore

/// The images and colours a platform provides by name, which no bundle needs to have: SF Symbols
/// (`catalog="system"`), AppKit's named images (`NSAddTemplate`), and each platform's named system
/// colours (`systemBackgroundColor`, macOS's `labelColor`, `textBackgroundColor`,
/// `controlAccentColor`…). The image and colour checks never report them.
///
/// The lists are the names of `UIColor`'s and `NSColor`'s class properties and `NSImage.Name`'s
/// constants in Apple's SDKs, in the form Interface Builder writes them (`systemBlueColor` and
/// `systemBlue` both match); a name added by a later SDK that is missing here is reported, so the
/// lists err on the side of naming more.
public enum SystemAssets {
    /// Whether an image named `name` in `catalog` (as the storyboard writes them) is the system's on
    /// `platform`: an SF Symbol (`catalog="system"`, any case), or on macOS one of AppKit's named
    /// images (`NS…Template` and the others of `NSImage.Name`).
    public static func isSystemImage(_ name: String, catalog: String?, on platform: DocumentInfo.Platform) -> Bool {
        if let catalog, catalog.lowercased() == "system" { return true }
        guard platform == .macOS, name.hasPrefix("NS") else { return false }
        return name.hasSuffix("Template") || name.hasPrefix("NSTouchBar") || appKitImages.contains(name)
    }

    /// Whether `name` is one of `platform`'s named system colours.
    public static func isSystemColor(_ name: String, on platform: DocumentInfo.Platform) -> Bool {
        let stem = name.hasSuffix("Color") ? String(name.dropLast("Color".count)) : name
        switch platform {
        case .macOS: return appKitColors.contains(stem) || sharedColors.contains(stem)
        case .iOS, .tvOS, .watchOS: return uiKitColors.contains(stem) || sharedColors.contains(stem)
        }
    }

    /// Colours both kits name alike (`systemBlue`, `label`, `black`…), without the `Color` suffix.
    private static let sharedColors: Set<String> = [
        "systemRed", "systemGreen", "systemBlue", "systemOrange", "systemYellow", "systemPink", "systemPurple", "systemTeal",
        "systemIndigo", "systemBrown", "systemMint", "systemCyan", "systemGray", "label", "secondaryLabel", "tertiaryLabel",
        "quaternaryLabel", "link", "placeholderText", "separator", "black", "white", "clear", "gray", "darkGray", "lightGray",
        "red", "green", "blue", "cyan", "yellow", "magenta", "orange", "purple", "brown", "systemFill", "secondarySystemFill",
        "tertiarySystemFill", "quaternarySystemFill", "tint",
    ]

    /// `UIColor`'s named colours (iOS, tvOS, watchOS), without the `Color` suffix.
    private static let uiKitColors: Set<String> = [
        "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "opaqueSeparator", "systemBackground",
        "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground",
        "tertiarySystemGroupedBackground", "lightText", "darkText", "groupTableViewBackground", "scrollViewTexturedBackground",
        "viewFlipsideBackground", "underPageBackground", "tableCellGroupedBackground", "tableBackground", "tableSeparatorDark",
        "tableSeparatorLight", "infoText", "selectionGrayColor", "systemExtraLightGray", "systemLightMidGray", "systemMidGray",
        "systemDarkExtraLightGray", "systemDarkLightGray", "systemDarkMidGray", "systemDarkGray", "systemLightGray",
    ]

    /// `NSColor`'s named colours, without the `Color` suffix.
    private static let appKitColors: Set<String> = [
        "text", "selectedText", "textBackground", "selectedTextBackground", "keyboardFocusIndicator", "unemphasizedSelectedText",
        "unemphasizedSelectedTextBackground", "selectedContentBackground", "unemphasizedSelectedContentBackground",
        "selectedMenuItemText", "grid", "headerText", "alternatingContentBackground", "controlAccent", "control",
        "controlBackground", "controlText", "disabledControlText", "selectedControl", "selectedControlText",
        "alternateSelectedControlText", "alternateSelectedControl", "secondarySelectedControl", "scrubberTexturedBackground",
        "windowBackground", "windowFrameText", "windowFrame", "underPageBackground", "findHighlight", "highlight", "shadow",
        "controlHighlight", "controlLightHighlight", "controlShadow", "controlDarkShadow", "scrollBar", "knob", "selectedKnob",
        "selectedMenuItem", "header", "controlAlternatingRowBackground", "systemGray", "quinaryLabel", "textInsertionPoint",
    ]

    /// `NSImage.Name`'s constants that do not end in `Template` (those all are AppKit's).
    private static let appKitImages: Set<String> = [
        "NSAdvanced", "NSApplicationIcon", "NSBonjour", "NSCaution", "NSColorPanel", "NSComputer", "NSDotMac", "NSEveryone",
        "NSFolder", "NSFolderBurnable", "NSFolderSmart", "NSFontPanel", "NSInfo", "NSMobileMe", "NSMultipleDocuments",
        "NSNetwork", "NSPreferencesGeneral", "NSStatusAvailable", "NSStatusNone", "NSStatusPartiallyAvailable",
        "NSStatusUnavailable", "NSTrashEmpty", "NSTrashFull", "NSUser", "NSUserAccounts", "NSUserGroup", "NSUserGuest",
        "NSApplicationIconName", "NSHomeTemplate", "NSRevealFreestandingTemplate", "NSSlideshowTemplate",
    ]
}
