import SceneLoaderCore

/// A small writer of JSON text, laid out as `scene-inspect --json` lays out its own (two spaces a
/// level, a member a line), strings escaped by ``JSONText`` (the escaping policy of every JSON
/// output). An object's member is `key(_:)` then its value; an array's element is `item()` then
/// its value.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    /// Whether each open container has a member yet, innermost last.
    private var hasMember: [Bool] = []

    mutating func open(_ bracket: Character) {
        bytes.append(bracket == "{" ? UInt8(ascii: "{") : UInt8(ascii: "["))
        hasMember.append(false)
    }

    mutating func close(_ bracket: Character) {
        if hasMember.removeLast() {
            bytes.append(0x0A)
            indent()
        }
        bytes.append(bracket == "}" ? UInt8(ascii: "}") : UInt8(ascii: "]"))
    }

    private mutating func indent() {
        bytes += repeatElement(UInt8(ascii: " "), count: 2 * hasMember.count)
    }

    /// Starts the next element of an array.
    mutating func item() {
        if hasMember.last == true { bytes.append(UInt8(ascii: ",")) }
        bytes.append(0x0A)
        if !hasMember.isEmpty { hasMember[hasMember.count - 1] = true }
        indent()
    }

    /// Starts a member of an object.
    mutating func key(_ name: String) {
        item()
        JSONText.write(name, to: &bytes)
        bytes += ": ".utf8
    }

    mutating func value(_ text: String?) {
        guard let text else { return bytes += "null".utf8 }
        JSONText.write(text, to: &bytes)
    }

    mutating func value(_ number: Int) { bytes += String(number).utf8 }
    mutating func value(_ flag: Bool) { bytes += (flag ? "true" : "false").utf8 }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
