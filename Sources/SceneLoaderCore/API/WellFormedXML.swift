/// The loader's parse without its reader: whether bytes are well-formed XML within the limits,
/// refused as the loader refuses them (a DTD, compressed or binary input, an unsupported encoding, a
/// merge-conflict marker), with the same located ``StoryboardError``.
///
/// For a layer that reads the markup with a lexer of its own (the merge layer, which needs each
/// element's byte range): libxml2 proves the input well-formed first, so the lexer reads only what
/// libxml2 has accepted, under the same ``ParserLimits``.
package enum WellFormedXML {
    /// Checks `bytes`, named `name` in the error, against `options`' limits, on the caller's thread.
    package static func check(_ bytes: [UInt8], name: String, options: LoadOptions = LoadOptions()) throws(StoryboardError) {
        let handler = WellFormednessCheck()
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
}
