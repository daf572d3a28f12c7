import SceneLoaderCore

/// XML's text rules as the merge layer needs them: white space, and the five predefined entities
/// and character references decoded (a document with a DTD never gets this far, so no other
/// entity can occur).
enum MarkupText {
    /// XML white space: space, tab, line feed, carriage return.
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar.isASCII && isSpace(UInt8(scalar.value)) }

    /// Whether `bytes` are all white space.
    static func isBlank(_ bytes: ArraySlice<UInt8>) -> Bool { bytes.allSatisfy(isSpace) }

    /// The text of `raw` with `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`, `&#N;` and `&#xN;`
    /// decoded; bytes that are not UTF-8 become U+FFFD. A reference it does not know stays as written.
    static func decode(_ raw: ArraySlice<UInt8>) -> String {
        guard raw.contains(UInt8(ascii: "&")) else { return String(decoding: raw, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var index = raw.startIndex
        while index < raw.endIndex {
            let byte = raw[index]
            guard byte == UInt8(ascii: "&"), let semicolon = raw[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                output.append(byte)
                index += 1
                continue
            }
            let name = raw[(index + 1)..<semicolon]
            if let decoded = reference(name) {
                output += decoded
            } else {
                output += raw[index...semicolon]
            }
            index = semicolon + 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The UTF-8 of the reference `&name;`, or nil when it is not one XML predefines.
    private static func reference(_ name: ArraySlice<UInt8>) -> [UInt8]? {
        switch String(decoding: name, as: UTF8.self) {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default: break
        }
        guard name.first == UInt8(ascii: "#") else { return nil }
        let digits = name.dropFirst()
        let value: UInt32?
        if digits.first == UInt8(ascii: "x") || digits.first == UInt8(ascii: "X") {
            value = UInt32(String(decoding: digits.dropFirst(), as: UTF8.self), radix: 16)
        } else {
            value = UInt32(String(decoding: digits, as: UTF8.self), radix: 10)
        }
        guard let value, let scalar = Unicode.Scalar(value) else { return nil }
        return Array(String(Character(scalar)).utf8)
    }

    /// `value` escaped for an attribute in double quotes, as Xcode writes it.
    static func escapeAttribute(_ value: String) -> [UInt8] {
        var output: [UInt8] = []
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output += "&amp;".utf8
            case UInt8(ascii: "<"): output += "&lt;".utf8
            case UInt8(ascii: ">"): output += "&gt;".utf8
            case UInt8(ascii: "\""): output += "&quot;".utf8
            case 0x0A: output += "&#10;".utf8
            case 0x0D: output += "&#13;".utf8
            case 0x09: output += "&#9;".utf8
            default: output.append(byte)
            }
        }
        return output
    }
}
