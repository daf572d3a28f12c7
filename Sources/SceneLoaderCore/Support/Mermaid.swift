/// The escaping policy of Mermaid output.
///
/// A label is a double-quoted string in which Mermaid decodes its own entity codes (`#quot;`,
/// `#35;`) and renders HTML, and which becomes a Markdown string when it starts with a backtick.
/// So `"`, `#`, `<`, `>`, `&` and the backtick are written as entity codes, and every control or
/// format character (a line feed too) is shown in text output's visible form (`\n`, `\u{1B}`, see
/// ``Quote``), as Mermaid has no escape that would keep it out of the rendered picture. The
/// label's own lines are separated by `<br/>`.
package enum Mermaid {
    /// `lines` as a double-quoted Mermaid label, one line of the label each.
    package static func quoted(lines: [String]) -> String {
        var result = "\""
        for (index, line) in lines.enumerated() {
            if index > 0 { result += "<br/>" }
            for scalar in line.unicodeScalars {
                switch scalar {
                case "\"": result += "#quot;"
                case "#": result += "#35;"
                case "<": result += "#lt;"
                case ">": result += "#gt;"
                case "&": result += "#amp;"
                case "`": result += "#96;"
                default: result += Quote.escape(scalar) ?? String(scalar)
                }
            }
        }
        return result + "\""
    }
}
