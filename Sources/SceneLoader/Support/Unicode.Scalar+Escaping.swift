extension Unicode.Scalar {
    /// Whether this character must never reach an output as it is: a control character (C0,
    /// DEL, C1), a format character (bidirectional embeddings, overrides, isolates and marks,
    /// zero-width spaces and joiners, the byte order mark, the soft hyphen, tags…) or a line or
    /// paragraph separator.
    ///
    /// Each one can start a new line, move the cursor, drive a terminal, or make text show in
    /// an order other than the one it has ("Trojan Source"), so every output format escapes them
    /// in its own way (``Quote``, ``JSONText``, ``XMLText``, ``DOT``, ``Mermaid``).
    var isHiddenControl: Bool {
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        guard value >= 0xAD else { return false }
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
