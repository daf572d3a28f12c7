/// Suggestions for misspelt names: the candidate closest by edit distance.
///
/// Every suggestion is paid for from a ``Budget`` counted in units of work (a cell of the
/// edit-distance table, or a character read), so no input can make suggestions cost more than the
/// budget, however many names it misspells, however long they are and however many candidates
/// there are. A pass that suggests many times (the validator, the image check) shares one budget;
/// when it runs out, the remaining messages simply carry no suggestion.
package enum NearestMatch {
    /// The most candidates compared for one suggestion.
    static let maxCandidates = 2_000
    /// Names (and candidates) longer than this many characters get no suggestion and are not suggested.
    static let maxLength = 128

    /// The work that suggestions may still do.
    package struct Budget {
        /// Units of work for one pass over a file: a few milliseconds of the release build.
        static let perPass = 2_000_000
        /// Units of work left.
        private(set) var unitsLeft: Int

        /// A budget of `units`.
        package init(units: Int = Budget.perPass) { unitsLeft = units }

        /// Takes `units` if that many are left.
        mutating func spend(_ units: Int) -> Bool {
            guard units <= unitsLeft else {
                unitsLeft = 0
                return false
            }
            unitsLeft -= units
            return true
        }
    }

    /// The candidate nearest to `value`, if one is close enough to be a plausible typo (at most a
    /// third of the longer string's length, and at least one edit) and the budget lasts.
    ///
    /// Looks at the first ``maxCandidates`` candidates only; skips a candidate whose length alone
    /// rules it out; computes only the diagonal band of the table that can stay within the allowed
    /// distance, and stops a comparison as soon as it cannot beat the best one so far.
    static func suggestion(for value: String, among candidates: some Sequence<String>, budget: inout Budget) -> String? {
        guard value.utf8.count <= maxLength * 4, budget.spend(value.utf8.count + 1) else { return nil }
        let target = Array(value.lowercased().unicodeScalars)
        guard target.count <= maxLength else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates.prefix(maxCandidates) where candidate != value {
            // A name has at most as many characters as bytes: a cut on length that reads nothing.
            let bytes = candidate.utf8.count
            guard budget.spend(1) else { break }
            guard bytes <= maxLength * 4 else { continue }
            guard budget.spend(bytes) else { break }
            let other = Array(candidate.lowercased().unicodeScalars)
            guard other.count <= maxLength else { continue }
            let allowed = max(1, max(target.count, other.count) / 3)
            let bound = min(allowed, (best?.distance ?? allowed + 1) - 1)
            guard bound >= 0, abs(target.count - other.count) <= bound else { continue }
            guard let distance = editDistance(target, other, atMost: bound, budget: &budget) else {
                if budget.unitsLeft == 0 { break }
                continue
            }
            best = (candidate, distance)
            if distance == 0 { break }
        }
        return best?.name
    }

    /// ``suggestion(for:among:budget:)`` with a budget of its own.
    package static func suggestion(for value: String, among candidates: some Sequence<String>) -> String? {
        var budget = Budget()
        return suggestion(for: value, among: candidates, budget: &budget)
    }

    /// ` (did you mean 'X'?)`, or the empty string when nothing is close or the budget is spent.
    package static func hint(for value: String, among candidates: some Sequence<String>, budget: inout Budget) -> String {
        suggestion(for: value, among: candidates, budget: &budget).map { " (did you mean '\(Quote.value($0))'?)" } ?? ""
    }

    /// ``hint(for:among:budget:)`` with a budget of its own.
    package static func hint(for value: String, among candidates: some Sequence<String>) -> String {
        var budget = Budget()
        return hint(for: value, among: candidates, budget: &budget)
    }

    /// Edit distance counting an insertion, deletion, substitution or swap of two neighbours as one
    /// edit (optimal string alignment), so `Mian` is one edit from `Main`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var unlimited = Budget(units: Int.max)
        return editDistance(a, b, atMost: max(a.count, b.count), budget: &unlimited) ?? max(a.count, b.count)
    }

    /// The edit distance if it is at most `bound`, else nil; nil too when `budget` runs out.
    ///
    /// Only cells within `bound` of the diagonal are computed (a path through any other cell costs
    /// more than `bound`), and the comparison stops at the first row whose every cell exceeds
    /// `bound`: at most `(2 × bound + 1) × a.count` cells, each one unit of the budget.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost bound: Int, budget: inout Budget) -> Int? {
        guard abs(a.count - b.count) <= bound else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let outside = bound + 1
        // Three rows of the table: two back (for a swap), the previous one and the current one.
        var older = [Int](repeating: outside, count: b.count + 1)
        var previous = (0...b.count).map { min($0, outside) }
        var current = [Int](repeating: outside, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - bound), high = min(b.count, i + bound)
            guard low <= high, budget.spend(high - low + 1) else { return nil }
            current[low - 1] = low == 1 ? min(i, outside) : outside
            var rowBest = current[low - 1]
            for j in low...high {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, older[j - 2] + 1)
                }
                current[j] = min(value, outside)
                rowBest = min(rowBest, current[j])
            }
            if high < b.count { current[high + 1] = outside }
            guard rowBest <= bound else { return nil }
            (older, previous, current) = (previous, current, older)
        }
        let distance = previous[b.count]
        return distance <= bound ? distance : nil
    }
}
