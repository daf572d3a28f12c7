import SceneLoader

/// A command line parsed against a command's declared options: the values given, and the operands.
///
/// Options may come before or after operands; `--` ends options; `--name=value` and
/// `--name value` are the same; `-` alone is an operand (standard input). An option given twice
/// keeps its last value, unless it is repeatable: then every value is kept, in order. Every value is checked as its ``Option`` says while parsing, so reading
/// one cannot fail.
struct Arguments {
    /// An option given, with its value (the last given) and, for a repeatable one, every value.
    private struct Given {
        let name: String
        var value: Option.Argument
        var values: [String] = []
    }
    /// The options given, in the order first given: a few, found by a scan. (A dictionary keyed by
    /// name would have its metadata made at run time on its first use in the process, a lookup
    /// through every conformance record of the program.)
    private var given: [Given] = []
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
            let place: Int
            if let found = given.firstIndex(where: { $0.name == option.name }) {
                given[found].value = value
                place = found
            } else {
                given.append(Given(name: option.name, value: value))
                place = given.count - 1
            }
            if option.repeatable, case .text(let text) = value { given[place].values.append(text) }
        }
        self.operands = operands
    }

    /// Whether the flag was given.
    func flag(_ option: Option) -> Bool { entry(option) != nil }

    /// What was given for the option, if it was.
    private func entry(_ option: Option) -> Given? { given.first { $0.name == option.name } }

    /// The last value given for the option, if it was given.
    private func value(_ option: Option) -> Option.Argument? { entry(option)?.value }

    /// The option's text, if it was given.
    func text(_ option: Option) -> String? {
        guard case .text(let text) = value(option) else { return nil }
        return text
    }

    /// Every value of a repeatable option, in the order given; empty when it was not given.
    func texts(_ option: Option) -> [String] { entry(option)?.values ?? [] }

    /// The option's whole number, if it was given.
    func integer(_ option: Option) -> Int? {
        guard case .integer(let number) = value(option) else { return nil }
        return number
    }

    /// The option's number, if it was given.
    func number(_ option: Option) -> Double? {
        guard case .number(let number) = value(option) else { return nil }
        return number
    }
}

/// A mistake in the command line: printed with the usage line, exit status 2.
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
