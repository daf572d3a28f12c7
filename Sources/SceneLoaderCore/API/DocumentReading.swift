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

    /// Parses `bytes` in memory with `handler`, under `options`' XML limits and chunk size, on the
    /// caller's thread: every in-memory read (documents, strings of a storyboard, a well-formedness
    /// check). A parse error is a ``StoryboardError`` located in `name`.
    static func parse(_ bytes: [UInt8], with handler: any XMLContentHandler, name: String, options: LoadOptions) throws(StoryboardError) {
        let parser = SAXPushParser(handler: handler, limits: options.limits.xml, displayName: name)
        let issue = bytes.withUnsafeBytes { buffer -> XMLIssue? in
            do throws(XMLIssue) {
                try parser.parse(bytes: buffer, chunkSize: options.chunkSize)
                return nil
            } catch {
                return error
            }
        }
        if let issue { throw StoryboardError(issue, file: name) }
    }

    /// Parses the file at `path` with `handler`, as ``parse(_:with:name:options:)`` parses bytes; the
    /// file is named `shown` in messages.
    static func parse(path: String, shown: String, with handler: any XMLContentHandler, options: LoadOptions) throws(StoryboardError) {
        let parser = SAXPushParser(handler: handler, limits: options.limits.xml, displayName: shown)
        do {
            try parser.parse(path: path, chunkSize: options.chunkSize)
        } catch {
            throw StoryboardError(error, file: shown)
        }
    }

    /// Reads `bytes`, shown as `name`, into a document of the kinds it `accepts`.
    static func read(bytes: [UInt8], name: String, options: LoadOptions, accepts: DocumentKinds) throws(StoryboardError) -> StoryboardDocument {
        let reader = StoryboardReader(file: name, limits: options.limits.reading, accepts: accepts)
        try DocumentReading.parse(bytes, with: reader, name: name, options: options)
        return reader.takeDocument()
    }
}
