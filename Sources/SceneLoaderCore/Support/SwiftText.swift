/// The escaping policy of generated Swift source (`scene-inspect generate swift`): every value
/// from input is a string literal with its exact value, written in ASCII: `\"`, `\\`, `\n`, `\r`,
/// `\t`, and every other character outside printable ASCII (controls, format characters,
/// bidirectional controls, letters of other scripts, emoji) as `\u{E9}`, and the `[` of `##[` as
/// `\u{5B}` (see ``WorkflowCommands``). No input can end a literal or a `///` comment, start a
/// line, or reorder what a reviewer sees.
package enum SwiftText {
    /// A Swift string literal with `text`'s exact value, in ASCII: quotes, backslashes, control and
    /// non-ASCII characters escaped (`\u{E9}`), so that no input can end the literal or hide text.
    package static func literal(_ text: String) -> String {
        var out = "\""
        var hashes = 0
        for scalar in text.unicodeScalars {
            defer { hashes = scalar == "#" ? hashes + 1 : 0 }
            switch scalar {
            case "[" where hashes >= 2: out += "\\u{5B}"
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case " "..."~": out.unicodeScalars.append(scalar)
            default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out + "\""
    }

    /// `text` for a `///` comment: the literal's escaping, without the quotes.
    package static func comment(_ text: String) -> String { String(literal(text).dropFirst().dropLast()) }
}
