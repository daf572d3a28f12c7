/// The bounds the reader enforces on what it keeps: the part of the public `ParserLimits` that
/// concerns the storyboard's objects, handed down by the loader.
struct ReadingLimits: Sendable, Hashable {
    /// The most controllers, segues, scene members and images kept (`limit.objects`).
    var maxObjects: Int
    /// The longest identifier kept, in bytes (`limit.identifier-length`).
    var maxIdentifierLength: Int
}
