/// The escaping policy of Graphviz DOT output.
///
/// Labels are DOT's escape strings, in which Graphviz reads `\n`, `\l`, `\r` as line breaks and
/// `\N`, `\G`… as names, and decodes HTML entities (`&amp;`). So a value's `"` and `\` are
/// escaped, `&` is written `&amp;`, a line feed becomes `\n` (the graph's line break), and every
/// other control or format character is shown in text output's visible form (`\u{1B}`, see
/// ``Quote``), which Graphviz accepts and draws as written, where it would otherwise pass the raw
/// character into its SVG or PNG output.
enum DOT {
    /// `value` as a double-quoted DOT string.
    static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "&": result += "&amp;"
            case "\n": result += "\\n"
            default:
                if let escape = Quote.escape(scalar) {
                    result += escape.replacing("\\", with: "\\\\")
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
