/// A view that Interface Builder marked as misplaced or as having ambiguous layout.
///
/// Xcode writes `misplaced="YES"` on a view whose frame in the file differs from the frame its
/// constraints give (Editor ▸ Update Frames mends it), and `ambiguous="YES"` on a view whose
/// constraints do not fix its position and size: at run time Auto Layout picks one of several
/// frames. Both are Xcode's own layout warnings, which it shows only on a Mac.
public struct FlaggedView: Sendable, Hashable {
    /// What Interface Builder said about the view.
    public struct Flags: OptionSet, Sendable, Hashable {
        /// The flags as bits.
        public let rawValue: UInt8
        /// Creates flags from their raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// `misplaced="YES"`: the frame in the file is not the one its constraints give.
        public static let misplaced = Flags(rawValue: 1)
        /// `ambiguous="YES"`: the constraints allow more than one frame.
        public static let ambiguous = Flags(rawValue: 2)
    }

    /// The element name (`label`, `button`, `view`…).
    public let element: String
    /// The view's object id, if any.
    public let id: String?
    /// The flags the file sets; never empty.
    public let flags: Flags
    /// Where the element starts.
    public let location: SourceLocation

    /// Creates a flagged view.
    public init(element: String, id: String?, flags: Flags, location: SourceLocation) {
        self.element = element
        self.id = id
        self.flags = flags
        self.location = location
    }
}
