#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// What a storyboard's strings tables are checked against: every object id in the file, and every
/// string Xcode exports for translation (``LocalizableString``), in document order.
///
/// Read by a second pass over the file, made when it is asked for (the checks of a bundle ask for
/// it only for storyboards that have strings tables): loading a ``Storyboard`` keeps neither.
/// Bounded by the same ``ParserLimits`` as a load.
public struct LocalizableStrings: Sendable {
    /// Every localizable string, in document order.
    public let strings: [LocalizableString]
    /// The id of every element that has one.
    public let objectIDs: Set<String>

    /// Reads the storyboard at `url`.
    /// - Throws: ``StoryboardError`` as ``Storyboard/init(contentsOf:options:)`` does.
    public init(contentsOf url: URL, options: LoadOptions = LoadOptions()) throws(StoryboardError) {
        let shown = url.relativePath
        let reader = LocalizableStringsReader(file: shown)
        try DocumentReading.parse(path: url.path, shown: shown, with: reader, options: options)
        strings = reader.strings
        objectIDs = reader.objectIDs
    }

    /// Reads a storyboard from bytes in memory, named `name` in messages.
    /// - Throws: ``StoryboardError`` as ``Storyboard/init(bytes:name:options:)`` does.
    public init(bytes: [UInt8], name: String = "memory", options: LoadOptions = LoadOptions()) throws(StoryboardError) {
        let reader = LocalizableStringsReader(file: name)
        try DocumentReading.parse(bytes, with: reader, name: name, options: options)
        strings = reader.strings
        objectIDs = reader.objectIDs
    }
}
