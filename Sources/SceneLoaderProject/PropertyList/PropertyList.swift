/// A value of an old-style (OpenStep) property list, as `project.pbxproj` is written, with the
/// line and column where it starts.
///
/// Strings, data, arrays and dictionaries: the old-style format has no numbers, dates or booleans
/// (Xcode writes `objectVersion = 77;`, a string). Nesting is bounded by the reader's depth limit,
/// so a value never holds more levels than that.
struct PropertyList: Sendable {
    /// What a value is.
    enum Value: Sendable {
        case string(String)
        case data([UInt8])
        case array([PropertyList])
        case dictionary(Dictionary)
    }

    /// The value.
    let value: Value
    /// The 1-based line and column (in bytes) of its first character.
    let line: Int32
    let column: Int32

    /// The string, if the value is one.
    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The elements, if the value is an array.
    var array: [PropertyList]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The entries, if the value is a dictionary.
    var dictionary: Dictionary? {
        if case .dictionary(let entries) = value { return entries }
        return nil
    }

    /// A dictionary's entries in the order of the file, each key once (a repeated key keeps its
    /// last value, as Foundation's reader does, at the position of its first), with its key's location.
    struct Dictionary: Sendable {
        struct Entry: Sendable {
            let key: String
            let keyLine: Int32
            let keyColumn: Int32
            var value: PropertyList
        }

        private(set) var entries: [Entry] = []
        /// Positions in `entries` by key, kept only for large dictionaries (`objects` has one entry
        /// per object); small ones are searched. Not an optional: a dictionary inside an optional
        /// would be copied on every insertion.
        private var index: [String: Int] = [:]
        private var isIndexed = false

        static let indexedCount = 12

        var count: Int { entries.count }

        /// The value for `key`.
        subscript(key: String) -> PropertyList? {
            position(of: key).map { entries[$0].value }
        }

        /// The entry for `key`.
        func entry(_ key: String) -> Entry? {
            position(of: key).map { entries[$0] }
        }

        private func position(of key: String) -> Int? {
            if isIndexed { return index[key] }
            return entries.firstIndex { $0.key == key }
        }

        /// Adds an entry; returns false (and replaces the value) when the key is already there.
        mutating func insert(_ entry: Entry) -> Bool {
            if let existing = position(of: entry.key) {
                entries[existing].value = entry.value
                return false
            }
            entries.append(entry)
            if isIndexed {
                index[entry.key] = entries.count - 1
            } else if entries.count > Dictionary.indexedCount {
                index.reserveCapacity(entries.count * 2)
                for (position, entry) in entries.enumerated() { index[entry.key] = position }
                isIndexed = true
            }
            return true
        }
    }
}
