import SceneLoader

/// An option a command takes, declared once: its name, the value it takes and how that value is
/// checked, and its line of help. Parsing, `--help` and "did you mean" are all made from these.
struct Option: Sendable, Hashable {
    /// What the option takes after its name.
    enum Value: Sendable, Hashable {
        /// Nothing: the option is a flag.
        case none
        /// Any text (a path, a name).
        case text
        /// A whole number in the range.
        case integer(ClosedRange<Int>)
        /// A number of points: finite, above zero, at most the bound.
        case points(max: Double)
        /// One of these words.
        case choice([String])
    }

    /// `--jobs`.
    let name: String
    /// A short spelling (`-q`), if any.
    let alias: String?
    /// What the help shows after the name (`N`, `OUT`); empty for a flag.
    let placeholder: String
    /// What the option takes.
    let value: Value
    /// The help line.
    let help: String
    /// Whether the option may be given several times, each value kept (``Arguments/texts(_:)``).
    var repeatable = false

    /// A flag.
    static func flag(_ name: String, alias: String? = nil, help: String) -> Option {
        Option(name: name, alias: alias, placeholder: "", value: .none, help: help)
    }

    /// An option with a value.
    static func value(_ name: String, _ placeholder: String, _ value: Value, help: String) -> Option {
        Option(name: name, alias: nil, placeholder: placeholder, value: value, help: help)
    }

    /// An option that takes one of `words`, shown as `word|word`.
    static func choice(_ name: String, _ words: [String], help: String) -> Option {
        Option(name: name, alias: nil, placeholder: words.joined(separator: "|"), value: .choice(words), help: help)
    }

    /// An option with a text value that may be given several times, each value kept in order.
    static func repeated(_ name: String, _ placeholder: String, help: String) -> Option {
        Option(name: name, alias: nil, placeholder: placeholder, value: .text, help: help, repeatable: true)
    }

    /// `--help`, which every command takes.
    static let help = Option.flag("--help", alias: "-h", help: "print this help")

    /// The names the option answers to.
    var names: [String] { [name] + (alias.map { [$0] } ?? []) }

    /// `text` checked against what the option takes.
    func parse(_ text: String) throws(UsageError) -> Argument {
        switch value {
        case .none:
            throw UsageError("option \(name) takes no value, not '\(text)'")
        case .text:
            return .text(text)
        case .integer(let range):
            if let number = Int(text), range.contains(number) { return .integer(number) }
            // All digits but out of range (or past Int.max): say what the range is.
            let digits = text.drop { $0 == "-" || $0 == "+" }
            if !digits.isEmpty && digits.allSatisfy(\.isASCIIDigit) {
                throw UsageError("option \(name) takes a whole number \(Option.describe(range)), not '\(text)'")
            }
            throw UsageError("option \(name) takes a whole number, not '\(text)'")
        case .points(let max):
            guard let number = Double(text), number.isFinite, number > 0, number <= max else {
                throw UsageError("option \(name) takes a positive number of points (at most \(Int(max))), not '\(text)'")
            }
            return .number(number)
        case .choice(let words):
            guard words.contains(text) else {
                let hint = NearestMatch.suggestion(for: text, among: words).map { " (did you mean '\($0)'?)" } ?? ""
                throw UsageError("\(name) takes \(words.joined(separator: " or ")), not '\(text)'\(hint)")
            }
            return .text(text)
        }
    }

    private static func describe(_ range: ClosedRange<Int>) -> String {
        range.upperBound == Int.max ? "of at least \(range.lowerBound)" : "from \(range.lowerBound) to \(range.upperBound)"
    }

    /// A parsed value.
    enum Argument: Sendable, Hashable {
        case flag
        case text(String)
        case integer(Int)
        case number(Double)
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
