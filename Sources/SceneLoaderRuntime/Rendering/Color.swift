/// An sRGB colour with 8-bit channels, as the drawings use it (UIKit: `UIColor`).
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8
    /// Opacity, 0 (clear) – 255 (opaque).
    public var alpha: UInt8

    /// Creates a colour from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); nil for anything else.
    public init?(hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        let full = digits.count == 6 ? value << 8 | 0xFF : value
        self.init(red: UInt8(full >> 24), green: UInt8(full >> 16 & 0xFF), blue: UInt8(full >> 8 & 0xFF), alpha: UInt8(full & 0xFF))
    }

    /// `#rrggbb`, the form SVG takes (the alpha is written separately as an opacity).
    public var hex: String {
        "#" + [red, green, blue].map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }.joined()
    }

    /// `#rrggbb`, with `/alpha` when not opaque.
    public var description: String { alpha == 255 ? hex : "\(hex)/\(alpha)" }

    /// The opacity as a fraction, 0–1.
    public var opacity: Double { Double(alpha) / 255 }

    /// iOS's `systemBlue` (light): the default tint.
    public static let systemBlue = Color(red: 0, green: 122, blue: 255)
    /// iOS's `systemRed` (light): the default badge colour.
    public static let systemRed = Color(red: 255, green: 59, blue: 48)
    /// iOS's `systemGray` (light): the unselected item colour this package draws.
    public static let systemGray = Color(red: 142, green: 142, blue: 147)
    /// The light tab bar's background.
    public static let barBackground = Color(red: 249, green: 249, blue: 249)
    /// The hairline above a tab bar.
    public static let separator = Color(red: 178, green: 178, blue: 178)
    /// White.
    public static let white = Color(red: 255, green: 255, blue: 255)
    /// Black.
    public static let black = Color(red: 0, green: 0, blue: 0)
}
