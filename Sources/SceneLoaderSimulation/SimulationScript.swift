import SceneLoaderCore

/// A parsed simulation script: one command a line, `#` starts a comment, words are separated by
/// spaces, and text with spaces goes in double quotes (`title home "Start here"`). See
/// docs/SIMULATE.md for the commands.
public struct SimulationScript: Sendable {
    /// The commands, with where each starts.
    let steps: [(step: SimulationStep, location: SourceLocation, text: String)]
    /// The script's name, as diagnostics print it.
    public let path: String
    /// The largest script read (8 MiB, about a million steps): a script is parsed whole before it
    /// runs, at about 21 bytes of memory per byte, so this keeps any script under 200 MB.
    public static let maxSize = 8 << 20
    /// The number of commands.
    public var count: Int { steps.count }

    /// Parses `text` (lines end with LF or CR LF); `path` names the script in diagnostics.
    /// - Throws: ``SimulationError`` for the first line that is not a command.
    public init(text: String, path: String) throws(SimulationError) {
        self.path = path
        var steps: [(SimulationStep, SourceLocation, String)] = []
        var lineNumber = 0
        for line in text.inputLines {
            lineNumber += 1
            let words = try ScriptLexer.words(in: Substring(line), line: lineNumber, file: path)
            guard !words.isEmpty else { continue }
            var parser = ScriptLineParser(words: words, file: path, line: lineNumber)
            steps.append((try parser.parse(), parser.location(of: 0), words.map { $0.quoted ? "\"\(Quote.value($0.text, limit: .max))\"" : $0.text }.joined(separator: " ")))
        }
        self.steps = steps
    }
}
