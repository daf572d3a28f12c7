/// The name of an input file, held once and shared by every ``SourceLocation`` in it.
///
/// A storyboard keeps a location per scene, segue, relationship and item (about 90,000 in a 100 MB
/// file): one reference each is 8 bytes, where the name's `String` would be 16.
final class SourceFile: Sendable {
    /// The file as the user named it.
    let name: String

    init(_ name: String) { self.name = name }
}
