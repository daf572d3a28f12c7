import SceneLoaderCore

/// Splits a script line into words: spaces separate, `"…"` keeps spaces (`\"` and `\\` escape),
/// `#` outside quotes ends the line.
enum ScriptLexer {
    struct Word: Sendable, Hashable {
        let text: String
        let column: Int
        let quoted: Bool
    }

    static func words(in line: Substring, line number: Int, file: String) throws(SimulationError) -> [Word] {
        var words: [Word] = []
        var iterator = Array(line.unicodeScalars)
        if iterator.last == "\r" { iterator.removeLast() }
        var index = 0
        while index < iterator.count {
            let scalar = iterator[index]
            if scalar == " " || scalar == "\t" { index += 1; continue }
            if scalar == "#" { break }
            let start = index
            if scalar == "\"" {
                var text = String.UnicodeScalarView()
                index += 1
                var closed = false
                while index < iterator.count {
                    let next = iterator[index]
                    if next == "\\", index + 1 < iterator.count {
                        text.append(iterator[index + 1])
                        index += 2
                        continue
                    }
                    if next == "\"" { closed = true; index += 1; break }
                    text.append(next)
                    index += 1
                }
                guard closed else {
                    throw SimulationError(code: .simulateUnterminatedString, message: "this string has no closing quote",
                                          location: SourceLocation(file: file, line: number, column: start + 1))
                }
                words.append(Word(text: String(text), column: start + 1, quoted: true))
            } else {
                var text = String.UnicodeScalarView()
                while index < iterator.count, iterator[index] != " ", iterator[index] != "\t", iterator[index] != "#" {
                    text.append(iterator[index])
                    index += 1
                }
                words.append(Word(text: String(text), column: start + 1, quoted: false))
            }
        }
        return words
    }
}
