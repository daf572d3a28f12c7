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
        try DocumentReading.parse(bytes, with: handler, name: name, options: options)
    }
}
