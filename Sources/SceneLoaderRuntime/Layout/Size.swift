/// A width and height in points (UIKit: `CGSize`).
public struct Size: Sendable, Hashable, CustomStringConvertible {
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// `width × height`.
    public var description: String { "\(width) × \(height)" }
}
