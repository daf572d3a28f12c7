/// The command line as a queue of words, with the few parsing operations the commands need.
///
/// Options may come before or after operands; `--` ends options; `--name=value` and
/// `--name value` are the same.
struct Arguments {
    private var words: [String]
    private var afterDoubleDash: [String] = []

    init(_ words: [String]) {
        if let dash = words.firstIndex(of: "--") {
            self.words = Array(words[..<dash])
            afterDoubleDash = Array(words[(dash + 1)...])
        } else {
            self.words = words
        }
    }

    /// Removes a flag; true when it was present.
    mutating func flag(_ names: String...) -> Bool {
        guard let index = words.firstIndex(where: names.contains) else { return false }
        words.remove(at: index)
        return true
    }

    /// Removes an option and its value.
    mutating func option(_ name: String) throws(UsageError) -> String? {
        if let index = words.firstIndex(where: { $0.hasPrefix(name + "=") }) {
            let word = words.remove(at: index)
            return String(word.dropFirst(name.count + 1))
        }
        guard let index = words.firstIndex(of: name) else { return nil }
        guard index + 1 < words.count else { throw UsageError("option \(name) needs a value") }
        let value = words[index + 1]
        words.removeSubrange(index...(index + 1))
        return value
    }

    /// Removes an option whose value is a whole number.
    mutating func integerOption(_ name: String) throws(UsageError) -> Int? {
        guard let text = try option(name) else { return nil }
        guard let value = Int(text), value >= 0 else { throw UsageError("option \(name) takes a whole number, not '\(text)'") }
        return value
    }

    /// The remaining operands; fails on any word left that looks like an option.
    mutating func operands(known: [String]) throws(UsageError) -> [String] {
        if let unknown = words.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            let name = String(unknown.prefix { $0 != "=" })
            let nearest = known.min { editDistance(name, $0) < editDistance(name, $1) }
            let hint = nearest.map { editDistance(name, $0) <= 3 ? " (did you mean '\($0)'?)" : "" } ?? ""
            throw UsageError("unknown option '\(name)'\(hint)")
        }
        defer { words = []; afterDoubleDash = [] }
        return words + afterDoubleDash
    }

    private func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}

/// A mistake in the command line: printed with the usage line, exit status 2.
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
