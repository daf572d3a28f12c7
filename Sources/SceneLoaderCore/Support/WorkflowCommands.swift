/// What the GitHub Actions runner reads as a workflow command in a line a step prints: a line
/// whose first character after white space is `:` starts a `::command::` (`::error file=…::`,
/// `::add-mask::`, `::stop-commands::`), and `##[command]` anywhere in a line is the legacy form
/// of the same commands. Every output escapes the `[` of `##[` (each format in its own way) and
/// text output the `:` that begins a line (``Quote/lines(_:allowingWorkflowCommands:)``), so that
/// no value from input, a file name least of all, becomes a command.
package enum WorkflowCommands {
    /// Whether `text` may hold a command from input: `##[` somewhere, or (with `lineStarts`) a
    /// line whose first byte after ASCII spaces is `:` or a non-ASCII byte (which may be white
    /// space). A byte scan that lets nearly every text through untouched; the escaping then
    /// decides exactly.
    package static func mayForge(_ text: String, lineStarts: Bool) -> Bool {
        var hashes = 0
        var blank = true
        for byte in text.utf8 {
            if byte == UInt8(ascii: "[") && hashes >= 2 { return true }
            hashes = byte == UInt8(ascii: "#") ? hashes + 1 : 0
            if byte == 0x0A {
                blank = true
            } else if blank && byte != UInt8(ascii: " ") {
                if lineStarts && (byte == UInt8(ascii: ":") || byte >= 0x80) { return true }
                blank = false
            }
        }
        return false
    }
}
