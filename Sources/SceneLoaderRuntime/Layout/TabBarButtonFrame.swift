/// Where one tab bar button and its parts go, in the bar's coordinates.
public struct TabBarButtonFrame: Sendable, Hashable {
    /// The button: its slot of the bar.
    public var frame: Rect
    /// The box the image is centred in.
    public var imageFrame: Rect
    /// The box the title is centred in.
    public var titleFrame: Rect

    /// Creates a button frame.
    public init(frame: Rect, imageFrame: Rect, titleFrame: Rect) {
        self.frame = frame
        self.imageFrame = imageFrame
        self.titleFrame = titleFrame
    }
}
