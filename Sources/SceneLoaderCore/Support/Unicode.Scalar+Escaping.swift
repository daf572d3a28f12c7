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
        // Unicode's table, skipped for the ranges that hold no format character (letters of most
        // scripts, CJK, emoji), which keeps the common text fast.
        if value < 0xAD || (0xAE..<0x600).contains(value) || (0x2070..<0xFEFF).contains(value)
            || (0x1F000..<0xE0000).contains(value) {
            return false
        }
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}

extension String {
    /// Whether an output must escape something in this text: a hidden character (see
    /// `Unicode.Scalar.isHiddenControl`; a line feed too unless `keepingLineFeeds`) or one of the
    /// ASCII `specials` of its format. Reads bytes, and decodes characters only when a byte may
    /// begin a hidden one (C1 and U+00AD, U+0600–07FF, U+0800–2FFF, U+F000–FFFF, U+10000–3FFFF,
    /// U+C0000–FFFFF).
    func needsEscaping(specials: [UInt8] = [], keepingLineFeeds: Bool = false) -> Bool {
        // One bit per ASCII byte that needs escaping: controls, DEL, the format's specials.
        var low: UInt64 = 0xFFFF_FFFF, high: UInt64 = 1 << 63
        if keepingLineFeeds { low &= ~(1 << 0x0A) }
        for byte in specials where byte < 0x80 {
            if byte < 64 { low |= 1 << byte } else { high |= 1 << (byte - 64) }
        }
        func scan(_ bytes: some Sequence<UInt8>) -> (found: Bool, maybe: Bool) {
            var maybe = false
            for byte in bytes {
                if byte < 64 {
                    if (low >> byte) & 1 != 0 { return (true, maybe) }
                } else if byte < 0x80 {
                    if (high >> (byte - 64)) & 1 != 0 { return (true, maybe) }
                } else if byte == 0xC2 || (0xD8...0xE2).contains(byte) || byte == 0xEF || byte == 0xF0 || byte == 0xF3 {
                    maybe = true
                }
            }
            return (false, maybe)
        }
        // Eight bytes at a time while they are printable ASCII other than the specials (the
        // common case: whole outputs pass through here), then byte by byte for a word that is not.
        // Short texts (keys, names) and formats with more than two specials go byte by byte.
        let ones: UInt64 = 0x0101_0101_0101_0101, tops: UInt64 = 0x8080_8080_8080_8080
        let first = specials.first.map { ones &* UInt64($0 & 0x7F) } ?? 0
        let second = specials.count > 1 ? ones &* UInt64(specials[1] & 0x7F) : first
        func scanWords(_ buffer: UnsafeBufferPointer<UInt8>) -> (found: Bool, maybe: Bool) {
            guard buffer.count >= 16, specials.count <= 2 else { return scan(buffer) }
            var maybe = false
            var start = 0
            if let base = UnsafeRawPointer(buffer.baseAddress) {
                while start + 8 <= buffer.count {
                    let word = (base + start).loadUnaligned(as: UInt64.self)
                    // A byte below 0x20 (a borrow can only mark bytes above it: never a miss),
                    // DEL (0x7F + 1 sets the top bit), or a byte with the top bit set.
                    var marked = ((word &- ones &* 0x20) & ~word) | word | (word &+ ones)
                    // A special (with no specials, `first` is 0: NUL, which is a control anyway).
                    let x = word ^ first, y = word ^ second
                    marked |= ((x &- ones) & ~x) | ((y &- ones) & ~y)
                    if marked & tops != 0 {
                        let (found, alsoMaybe) = scan(UnsafeBufferPointer(rebasing: buffer[start..<start + 8]))
                        if found { return (true, maybe || alsoMaybe) }
                        maybe = maybe || alsoMaybe
                    }
                    start += 8
                }
            }
            let (found, alsoMaybe) = scan(UnsafeBufferPointer(rebasing: buffer[start...]))
            return (found, maybe || alsoMaybe)
        }
        let (found, maybe) = utf8.withContiguousStorageIfAvailable(scanWords) ?? scan(utf8)
        return found || maybe && unicodeScalars.contains { $0.value >= 0x80 && $0.isHiddenControl }
    }
}
