#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a file or bytes are read into a document, for every kind of Interface Builder document:
/// one reader and one parser, whichever the registry made of it.
enum DocumentReading {
    /// The path of a file URL; any other URL is refused (nothing is fetched from the network, and
    /// `https://host/etc/passwd`.path is `/etc/passwd`: a local file must never be read for it).
    static func path(of url: URL, what: String) throws(StoryboardError) -> String {
        guard url.isFileURL else {
            throw StoryboardError(
                code: .fileUnreadable,
                message: "'\(Quote.value(url.scheme ?? ""))' URLs are not loaded; only file URLs are (download the \(what) first)",
                location: SourceLocation(file: url.absoluteString, line: 0, column: 0))
        }
        return url.path
    }

    /// Reads `bytes`, shown as `name`, into a document of the kinds it `accepts`.
    static func read(bytes: [UInt8], name: String, options: LoadOptions, accepts: DocumentKinds) throws(StoryboardError) -> StoryboardDocument {
        let reader = StoryboardReader(file: name, limits: options.limits.reading, accepts: accepts)
        let parser = SAXPushParser(handler: reader, limits: options.limits.xml, displayName: name)
        let issue = bytes.withUnsafeBytes { buffer -> XMLIssue? in
            do throws(XMLIssue) {
                try parser.parse(bytes: buffer, chunkSize: options.chunkSize)
                return nil
            } catch {
                return error
            }
        }
        if let issue { throw StoryboardError(issue, file: name) }
        return reader.takeDocument()
    }
}
