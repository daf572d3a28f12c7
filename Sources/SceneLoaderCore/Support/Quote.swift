/// The escaping policy of text output (trees, diagnostics, `simulate`'s transcript, messages):
/// what a value from input looks like on a terminal, in a log or in a CI annotation.
///
/// Nothing from input may reach the output as a control or format character, nor start a new
/// line: a newline in a file name would otherwise forge a whole `file:1:1: error: …` line, an
/// ESC drive the terminal, a bidirectional override reorder what the reader sees. Such
/// characters are written as Swift writes them in a string literal: `\n`, `\r`, `\t`, `\0`, and
/// `\u{1B}` (hexadecimal, upper case) for every other one: C0 and C1 controls, DEL, Unicode's
/// format characters (bidirectional controls, zero-width characters, U+FEFF, U+00AD…) and the
/// line and paragraph separators. Everything else, letters of every script and emoji included,
/// prints as it is.
///
/// Nor may anything from input become a GitHub Actions workflow command, which the runner reads
/// from every line a CI step prints: a line whose first character after white space is `:`
/// (`::error file=…::`, `::add-mask::`, `::stop-commands::`) and, anywhere in a line, the legacy
/// `##[command]` form. So `[` after `##` is written `\u{5B}`, and in a whole output
/// (``lines(_:allowingWorkflowCommands:)``) a `:` that is the first character of a line after
/// white space is written `\u{3A}`; only `lint --format github` writes its own commands.
public enum Quote {
    /// `value` as the inside of a Swift string literal, for printing between quotes: control and
    /// format characters escaped, and `\` and `"` too, so the quoted text reads back unambiguously;
    /// cut to `limit` characters with `…`, so a message never echoes a whole hostile input.
    public static func value(_ value: String, limit: Int = 80) -> String {
        escaped(value, limit: limit, quoting: true)
    }

    /// A path the user must find (a file, a folder), escaped and quoted as ``value(_:limit:)`` does
    /// but whole: cut only past ``pathLimit`` characters, far beyond a real path, so that a
    /// message still never echoes a whole hostile input.
    public static func path(_ path: String) -> String {
        escaped(path, limit: pathLimit, quoting: true)
    }

    /// The most characters of a path ``path(_:)`` writes.
    public static let pathLimit = 1024

    /// `text` with its control and format characters escaped as ``value(_:limit:)`` does, but
    /// backslashes and quotes kept: for unquoted names, paths and messages whose values are already
    /// quoted. The result is one line with no raw control character.
    public static func line(_ text: String, limit: Int = .max) -> String {
        escaped(text, limit: limit, quoting: false)
    }

    /// `text` with its control and format characters escaped as ``line(_:limit:)`` does, line
    /// feeds apart: for a whole output of several lines. A `:` that begins a line (after white
    /// space) is written `\u{3A}`, so that no line is a workflow command, unless
    /// `allowingWorkflowCommands` (the output of `lint --format github`, whose own commands those
    /// lines are: every value in them is escaped by ``line(_:limit:)``). `text` starts a line.
    public static func lines(_ text: String, allowingWorkflowCommands: Bool = false) -> String {
        escaped(text, limit: .max, quoting: false, keepingLineFeeds: true, guardingLineStarts: !allowingWorkflowCommands)
    }

    /// How `scalar` is written in text output, or nil when it is written as it is.
    static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case "\0": "\\0"
        case _ where scalar.isHiddenControl: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        default: nil
        }
    }

    private static let quotes: [UInt8] = [UInt8(ascii: "\\"), UInt8(ascii: "\"")]

    private static func escaped(_ text: String, limit: Int, quoting: Bool, keepingLineFeeds: Bool = false,
                                guardingLineStarts: Bool = false) -> String {
        // Most text needs nothing: return it whole.
        if !text.needsEscaping(specials: quoting ? quotes : [], keepingLineFeeds: keepingLineFeeds)
            && !WorkflowCommands.mayForge(text, lineStarts: guardingLineStarts)
            && (text.utf8.count <= limit || text.unicodeScalars.count <= limit) {
            return text
        }
        var result = ""
        var count = 0
        // Whether the scalars since the last line feed (or the start) are all white space.
        var blankSoFar = true
        // How many `#` directly precede the scalar.
        var hashes = 0
        for scalar in text.unicodeScalars {
            if count >= limit {
                result += "…"
                break
            }
            defer {
                hashes = scalar == "#" ? hashes + 1 : 0
                blankSoFar = scalar == "\n" || blankSoFar && scalar.properties.isWhitespace
            }
            if guardingLineStarts && blankSoFar && scalar == ":" || scalar == "[" && hashes >= 2 {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else if keepingLineFeeds && scalar == "\n" {
                result += "\n"
            } else if let escape = escape(scalar) {
                result += escape
            } else if quoting && (scalar == "\\" || scalar == "\"") {
                result += "\\"
                result.unicodeScalars.append(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return result
    }
}
