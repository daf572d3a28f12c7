import Testing
@testable import SceneLoaderCore

/// The banded, budgeted edit distance agrees with the full table, and the budget bounds the work.
struct NearestMatchTests {
    /// The full optimal-string-alignment table, as the reference.
    private func reference(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { best = min(best, table[i - 2][j - 2] + 1) }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
    }

    @Test func bandedDistanceMatchesTheFullTable() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abc".unicodeScalars)
        for _ in 0..<3_000 {
            let a = (0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let b = (0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let full = reference(a, b)
            #expect(NearestMatch.editDistance(a, b) == full, "\(a) \(b)")
            for bound in 0...5 {
                var budget = NearestMatch.Budget(units: 1_000)
                let banded = NearestMatch.editDistance(a, b, atMost: bound, budget: &budget)
                #expect(banded == (full <= bound ? full : nil), "\(String(String.UnicodeScalarView(a))) \(String(String.UnicodeScalarView(b))) bound \(bound)")
            }
        }
    }

    @Test func suggestsTheNearestPlausibleName() {
        #expect(NearestMatch.suggestion(for: "Mian", among: ["Settings", "Main", "Mains"]) == "Main")
        #expect(NearestMatch.suggestion(for: "Main", among: ["Settings", "Profile"]) == nil)
        #expect(NearestMatch.suggestion(for: "東京", among: ["東京都"]) == "東京都")
        #expect(NearestMatch.suggestion(for: String(repeating: "a", count: NearestMatch.maxLength + 1),
                                        among: [String(repeating: "a", count: NearestMatch.maxLength)]) == nil)
    }

    @Test func aSpentBudgetSuggestsNothingAndStaysSpent() {
        let candidates = (0..<2_000).map { "controller-\($0)" }
        var budget = NearestMatch.Budget(units: 5_000)
        var suggested = 0
        for index in 0..<1_000 where NearestMatch.suggestion(for: "controller-\(index)x", among: candidates, budget: &budget) != nil {
            suggested += 1
        }
        #expect(budget.unitsLeft < 200)
        #expect(suggested < 1_000)
        #expect(NearestMatch.suggestion(for: "controller-1x", among: candidates, budget: &budget) == nil)
    }
}
