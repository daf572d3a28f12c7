/// The orientations a controller supports, as `UIInterfaceOrientationMask`.
public struct InterfaceOrientationMask: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The bits.
    public let rawValue: UInt
    /// Creates a mask from its bits (UIKit's values).
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Home button (or indicator) at the bottom.
    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
    /// Home button at the top.
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
    /// Home button on the right.
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
    /// Home button on the left.
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    /// Both landscape orientations.
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation (UIKit's default on the iPad idiom).
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    /// Every orientation but upside down (UIKit's default on the iPhone idiom).
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    /// The names of the orientations in the mask (`portrait landscapeLeft`), or `none`.
    public var description: String {
        let names: [(InterfaceOrientationMask, String)] = [(.portrait, "portrait"), (.portraitUpsideDown, "portraitUpsideDown"),
                                                           (.landscapeLeft, "landscapeLeft"), (.landscapeRight, "landscapeRight")]
        let present = names.filter { contains($0.0) }.map(\.1)
        return present.isEmpty ? "none" : present.joined(separator: " ")
    }
}
