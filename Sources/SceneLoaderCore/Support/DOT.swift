/// The escaping policy of Graphviz DOT output.
///
/// Labels are DOT's escape strings, in which Graphviz reads `\n`, `\l`, `\r` as line breaks and
/// `\N`, `\G`… as names, and decodes HTML entities (`&amp;`). So a value's `"` and `\` are
/// escaped, `&` is written `&amp;`, and every control or format character (a line feed too) is
/// shown in text output's visible form (`\n`, `\u{1B}`, see ``Quote``), which Graphviz accepts
/// and draws as written, where it would otherwise pass the raw character into its SVG or PNG
/// output. The `[` of `##[` is written `&#91;`, which Graphviz draws as `[` (see
/// ``WorkflowCommands``). The label's own lines are separated by `\n`, the graph's line break.
package enum DOT {
    /// `lines` as a double-quoted DOT string, one line of the label each.
    package static func quoted(lines: [String]) -> String {
        var result = "\""
        for (index, line) in lines.enumerated() {
            if index > 0 { result += "\\n" }
            var hashes = 0
            for scalar in line.unicodeScalars {
                defer { hashes = scalar == "#" ? hashes + 1 : 0 }
                switch scalar {
                case "[" where hashes >= 2: result += "&#91;"
                case "\"": result += "\\\""
                case "\\": result += "\\\\"
                case "&": result += "&amp;"
                default:
                    if let escape = Quote.escape(scalar) {
                        result += escape.replacing("\\", with: "\\\\")
                    } else {
                        result.unicodeScalars.append(scalar)
                    }
                }
            }
        }
        return result + "\""
    }
}
