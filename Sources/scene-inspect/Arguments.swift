import SceneLoader

/// A command line parsed against a command's declared options: the values given, and the operands.
///
/// Options may come before or after operands; `--` ends options; `--name=value` and
/// `--name value` are the same; `-` alone is an operand (standard input). An option given twice
/// keeps its last value, unless it is repeatable: then every value is kept, in order. Every value is checked as its ``Option`` says while parsing, so reading
/// one cannot fail.
struct Arguments {
    private var values: [String: Option.Argument] = [:]
    private var repeated: [String: [String]] = [:]
    /// The words that are not options, in order.
    let operands: [String]

    init(_ words: [String], options: [Option]) throws(UsageError) {
        var operands: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "--" {
                operands += words[index...]
                break
            }
            guard word.hasPrefix("-"), word != "-" else {
                operands.append(word)
                continue
            }
            let equals = word.firstIndex(of: "=")
            let name = equals.map { String(word[..<$0]) } ?? word
            // A command has a few dozen option names: found by a scan, not a dictionary built on
            // each run (whose first use in the process costs more than every scan of a command line).
            guard let option = options.first(where: { $0.names.contains(name) }) else {
                let hint = NearestMatch.suggestion(for: name, among: options.flatMap(\.names))
                throw UsageError("unknown option '\(name)'" + (hint.map { " (did you mean '\($0)'?)" } ?? ""))
            }
            let value: Option.Argument
            if let equals {
                value = try option.parse(String(word[word.index(after: equals)...]))
            } else if option.value == .none {
                value = .flag
            } else {
                guard index < words.count else { throw UsageError("option \(name) needs a value") }
                value = try option.parse(words[index])
                index += 1
            }
            values[option.name] = value
            if option.repeatable, case .text(let text) = value { repeated[option.name, default: []].append(text) }
        }
        self.operands = operands
    }

    /// Whether the flag was given.
    func flag(_ option: Option) -> Bool { values[option.name] != nil }

    /// The option's text, if it was given.
    func text(_ option: Option) -> String? {
        guard case .text(let text) = values[option.name] else { return nil }
        return text
    }

    /// Every value of a repeatable option, in the order given; empty when it was not given.
    func texts(_ option: Option) -> [String] { repeated[option.name] ?? [] }

    /// The option's whole number, if it was given.
    func integer(_ option: Option) -> Int? {
        guard case .integer(let number) = values[option.name] else { return nil }
        return number
    }

    /// The option's number, if it was given.
    func number(_ option: Option) -> Double? {
        guard case .number(let number) = values[option.name] else { return nil }
        return number
    }
}

/// A mistake in the command line: printed with the usage line, exit status 2.
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
