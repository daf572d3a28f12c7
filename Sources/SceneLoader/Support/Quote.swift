/// Quoting of user values in messages: one line, bounded length.
enum Quote {
    /// `value` with control characters escaped and cut to `limit` characters, so a message never
    /// spans lines or echoes a whole hostile input.
    static func value(_ value: String, limit: Int = 80) -> String {
        var result = ""
        var count = 0
        for scalar in value.unicodeScalars {
            if count >= limit {
                result += "…"
                break
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            // C0 and C1 controls, and the bidirectional overrides and isolates that could make a
            // terminal show the message in a misleading order ("Trojan Source").
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value):
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return result
    }
}
