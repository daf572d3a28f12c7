/// A colour by name: a `<namedColor>` the storyboard declares in `<resources>` (an asset-catalog
/// colour), or a name an element's `<color name="…">` refers to.
public struct NamedColor: Sendable, Hashable {
    /// The colour's asset name.
    public let name: String
    /// Where the declaration is, or the first element that refers to the name.
    public let location: SourceLocation

    /// Creates a named colour.
    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}
