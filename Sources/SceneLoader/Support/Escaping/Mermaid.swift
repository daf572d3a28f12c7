/// The escaping policy of Mermaid output.
///
/// A label is a double-quoted string in which Mermaid decodes its own entity codes (`#quot;`,
/// `#35;`) and renders HTML, and which becomes a Markdown string when it starts with a backtick.
/// So `"`, `#`, `<`, `>`, `&` and the backtick are written as entity codes, a line feed becomes
/// `<br/>` (the label's line break), and every other control or format character is shown in text
/// output's visible form (`\u{1B}`, see ``Quote``), as Mermaid has no escape that would keep it
/// out of the rendered picture.
enum Mermaid {
    /// `value` as a double-quoted Mermaid label.
    static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "#quot;"
            case "#": result += "#35;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "&": result += "#amp;"
            case "`": result += "#96;"
            case "\n": result += "<br/>"
            default:
                if let escape = Quote.escape(scalar) {
                    result += escape
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
