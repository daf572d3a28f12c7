/// The escaping policy of JSON output: strings as RFC 8259 requires (`\"`, `\\`, and every
/// character below U+0020, as `\n`, `\r`, `\t`, `\b`, `\f` or `\u001b`), and beyond it every other
/// control or format character (DEL, C1, bidirectional controls, zero-width characters, U+2028
/// and U+2029, the byte order mark…) as `\u` escapes too (a UTF-16 surrogate pair above U+FFFF).
///
/// The `[` of `##[` is written `\u005b` (see ``WorkflowCommands``).
///
/// The value reads back the same, and the text is safe to embed in JavaScript, to print on a
/// terminal and to show in a review.
package enum JSONText {
    private static let specials: [UInt8] = [UInt8(ascii: "\""), UInt8(ascii: "\\")]

    /// Appends `value` to `output` as a JSON string's UTF-8, quotes included.
    package static func write(_ value: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Most strings need no escape: append their bytes whole rather than scalar by scalar.
        if !value.needsEscaping(specials: specials) && !WorkflowCommands.mayForge(value, lineStarts: false) {
            output += value.utf8
            output.append(UInt8(ascii: "\""))
            return
        }
        var hashes = 0
        for scalar in value.unicodeScalars {
            defer { hashes = scalar == "#" ? hashes + 1 : 0 }
            switch scalar {
            case "[" where hashes >= 2: output += "\\u005b".utf8
            case "\"": output += "\\\"".utf8
            case "\\": output += "\\\\".utf8
            case "\n": output += "\\n".utf8
            case "\r": output += "\\r".utf8
            case "\t": output += "\\t".utf8
            case "\u{8}": output += "\\b".utf8
            case "\u{C}": output += "\\f".utf8
            case _ where scalar.isHiddenControl:
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16)
                    output += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
                }
            default: output += String(scalar).utf8
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
