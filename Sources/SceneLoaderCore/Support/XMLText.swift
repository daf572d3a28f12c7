/// The escaping policy of XML output (the SVG pictures), one function for text and attribute
/// values alike:
/// - markup is escaped: `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`;
/// - characters XML 1.0 does not allow at all (C0 controls other than tab, line feed and carriage
///   return; U+FFFE, U+FFFF) become U+FFFD, the replacement character;
/// - tab, line feed and carriage return, DEL and C1 controls, and format characters
///   (bidirectional controls, zero-width characters, U+2028/2029, the byte order mark…) are
///   written as character references (`&#xA;`, `&#x202E;`): the parsed value is the input's, an
///   attribute keeps its line breaks, and the file itself holds no raw control character;
/// - the `[` of `##[` is written `&#x5B;` (see ``WorkflowCommands``).
package enum XMLText {
    private static let markup: [UInt8] = [UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'")]

    /// `value` escaped for XML content or a double- or single-quoted attribute value.
    package static func escaped(_ value: String) -> String {
        // U+FFFE and U+FFFF are not hidden characters but XML cannot hold them (UTF-8 EF BF BE/BF).
        let noncharacter = value.utf8.contains(0xEF) && value.unicodeScalars.contains { (0xFFFE...0xFFFF).contains($0.value) }
        guard noncharacter || value.needsEscaping(specials: markup) || WorkflowCommands.mayForge(value, lineStarts: false) else {
            return value
        }
        var result = ""
        var hashes = 0
        for scalar in value.unicodeScalars {
            defer { hashes = scalar == "#" ? hashes + 1 : 0 }
            switch scalar {
            case "[" where hashes >= 2: result += reference(scalar)
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result += reference(scalar)
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value): result += "\u{FFFD}"
            case _ where scalar.isHiddenControl: result += reference(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func reference(_ scalar: Unicode.Scalar) -> String {
        "&#x\(String(scalar.value, radix: 16, uppercase: true));"
    }
}
