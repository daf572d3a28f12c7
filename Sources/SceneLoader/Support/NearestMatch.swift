/// Suggestions for misspelt names: the candidate closest by edit distance.
package enum NearestMatch {
    /// The most candidates compared for one suggestion.
    static let maxCandidates = 2_000

    /// The candidate nearest to `value`, if one is close enough to be a plausible typo
    /// (at most a third of the longer string's length, and at least one character in common).
    ///
    /// Looks at the first ``maxCandidates`` candidates only, so a hostile file cannot make
    /// suggestions quadratic.
    package static func suggestion(for value: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(value.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        guard value.unicodeScalars.count <= 256 else { return nil }
        for candidate in candidates.prefix(maxCandidates) where candidate != value && candidate.unicodeScalars.count <= 256 {
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

    /// Edit distance counting an insertion, deletion, substitution or swap of two neighbours as one
    /// edit (optimal string alignment), so `Mian` is one edit from `Main`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, table[i - 2][j - 2] + 1)
                }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
    }
}
