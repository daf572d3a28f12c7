extension String {
    /// The lines of text read from a file (a `simulate` script, a lint baseline), each without its
    /// line ending: a line ends at a line feed or at a carriage return and line feed, as Windows
    /// checkouts (`core.autocrlf`) write them. Text after the last line ending is a last line; an
    /// ending at the very end makes an empty last line, as `split(separator:)` keeping empty
    /// subsequences does.
    ///
    /// By bytes: splitting `String` at the `Character` `"\n"` never splits `"\r\n"`, which is one
    /// grapheme cluster.
    package var inputLines: [Substring] {
        var lines: [Substring] = []
        let bytes = utf8
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            if bytes[index] == UInt8(ascii: "\n") {
                var end = index
                if end != start, bytes[bytes.index(before: end)] == UInt8(ascii: "\r") { end = bytes.index(before: end) }
                lines.append(self[start..<end])
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        lines.append(self[start..<bytes.endIndex])
        return lines
    }
}
