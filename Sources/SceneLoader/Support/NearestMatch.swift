/// Suggestions for misspelt names: the candidate closest by edit distance.
enum NearestMatch {
    /// The candidate nearest to `value`, if one is close enough to be a plausible typo
    /// (at most a third of the longer string's length, and at least one character in common).
    static func suggestion(for value: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(value.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != value {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
            let allowed = max(1, max(target.count, candidate.unicodeScalars.count) / 3)
            guard distance <= allowed else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.name
    }

    /// ` (did you mean 'X'?)`, or the empty string when nothing is close.
    static func hint(for value: String, among candidates: some Sequence<String>) -> String {
        suggestion(for: value, among: candidates).map { " (did you mean '\(Quote.value($0))'?)" } ?? ""
    }

    /// Levenshtein distance, in two rows of memory.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
