import SceneLoaderCore

/// A small writer of JSON text, strings escaped by ``JSONText`` (the escaping policy of every
/// JSON output). An object's member is `key(_:)` then its value; an array's element is `item()`
/// then its value.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    /// Whether each open container has a member yet, innermost last.
    private var hasMember: [Bool] = []

    mutating func open(_ bracket: Character) {
        bytes.append(bracket == "{" ? UInt8(ascii: "{") : UInt8(ascii: "["))
        hasMember.append(false)
    }

    mutating func close(_ bracket: Character) {
        hasMember.removeLast()
        bytes.append(bracket == "}" ? UInt8(ascii: "}") : UInt8(ascii: "]"))
    }

    /// Starts the next element of an array.
    mutating func item() {
        if hasMember.last == true { bytes.append(UInt8(ascii: ",")) }
        if !hasMember.isEmpty { hasMember[hasMember.count - 1] = true }
    }

    /// Starts a member of an object.
    mutating func key(_ name: String) {
        item()
        JSONText.write(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
    }

    mutating func value(_ text: String?) {
        guard let text else { return bytes += "null".utf8 }
        JSONText.write(text, to: &bytes)
    }

    mutating func value(_ number: Int) { bytes += String(number).utf8 }
    mutating func value(_ flag: Bool) { bytes += (flag ? "true" : "false").utf8 }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
