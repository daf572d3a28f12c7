/// A rectangle in points, origin top left, y down (UIKit: `CGRect`). A plain value the tests compare
/// exactly.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The left edge.
    public var minX: Double { x }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The top edge.
    public var minY: Double { y }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }
    /// The bottom edge.
    public var maxY: Double { y + height }

    /// A rectangle of `size` centred in this one.
    public func centred(width: Double, height: Double) -> Rect {
        Rect(x: midX - width / 2, y: midY - height / 2, width: width, height: height)
    }

    /// `(x, y, width, height)`.
    public var description: String { "(\(x), \(y), \(width), \(height))" }
}
