import SceneLoaderCore

/// A JSON value with its keys in a fixed order, for stable, readable output.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer.
    case int(Int)
    /// A number.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object whose keys keep the given order.
    case object([(String, JSONValue)])

    /// A string, or `null` for nil.
    public static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// The value as pretty-printed JSON (two-space indent), without a trailing newline.
    public func serialized() -> String {
        serialized(depth: 0)
    }

    /// The value as it is pretty-printed `depth` levels inside a document (its nested lines
    /// indented by `2 × depth` more spaces, its first line not): what a report that writes a large
    /// document piece by piece writes for each piece.
    package func serialized(depth: Int) -> String {
        // Built as bytes and made a String once: appending to a String piece by piece would be
        // most of the work of `--json`.
        var output: [UInt8] = []
        write(to: &output, depth: depth)
        return String(decoding: output, as: UTF8.self)
    }

    private func write(to output: inout [UInt8], depth: Int) {
        switch self {
        case .null: output += "null".utf8
        case .bool(let value): output += (value ? "true" : "false").utf8
        case .int(let value): output += String(value).utf8
        case .double(let value):
            output += (value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)).utf8
        case .string(let value): JSONText.write(value, to: &output)
        case .array(let values):
            guard !values.isEmpty else { output += "[]".utf8; return }
            output += "[\n".utf8
            for (index, value) in values.enumerated() {
                JSONValue.indent(&output, depth + 1)
                value.write(to: &output, depth: depth + 1)
                if index != values.count - 1 { output.append(UInt8(ascii: ",")) }
                output.append(0x0A)
            }
            JSONValue.indent(&output, depth)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { output += "{}".utf8; return }
            output += "{\n".utf8
            for (index, (key, value)) in members.enumerated() {
                JSONValue.indent(&output, depth + 1)
                JSONText.write(key, to: &output)
                output += ": ".utf8
                value.write(to: &output, depth: depth + 1)
                if index != members.count - 1 { output.append(UInt8(ascii: ",")) }
                output.append(0x0A)
            }
            JSONValue.indent(&output, depth)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func indent(_ output: inout [UInt8], _ depth: Int) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    /// Equal when they serialize the same.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }

    /// Hashes the serialized form.
    public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }
}
