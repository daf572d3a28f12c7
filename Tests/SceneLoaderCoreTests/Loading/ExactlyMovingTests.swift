@testable import SceneLoaderCore
import Testing

/// `Array(exactlyMoving:)`, which the reader uses for the arrays a scene keeps: the order is kept,
/// the spare capacity dropped and the source left empty, and the elements are moved (none copied,
/// none freed twice or lost).
@Suite struct ExactlyMovingTests {
    final class Tally { var alive = 0 }
    final class Counted {
        let value: Int
        let tally: Tally
        init(_ value: Int, _ tally: Tally) { self.value = value; self.tally = tally; tally.alive += 1 }
        deinit { tally.alive -= 1 }
    }

    @Test(arguments: [0, 1, 2, 3, 5, 17, 100])
    func movesInOrderWithoutSpareCapacity(count: Int) {
        let tally = Tally()
        do {
            var source: [Counted] = []
            source.reserveCapacity(count * 4 + 8)
            for index in 0..<count { source.append(Counted(index, tally)) }
            let moved = Array(exactlyMoving: &source)
            #expect(moved.map(\.value) == Array(0..<count))
            #expect(moved.capacity >= count && moved.capacity < count * 4 + 8)
            #expect(source.isEmpty)
            #expect(tally.alive == count)
        }
        // Dropping the moved array frees every element exactly once.
        #expect(tally.alive == 0)
    }

    /// Heap strings survive the move with their contents.
    @Test func stringsSurvive() {
        let expected = (0..<40).map { "a string long enough for heap storage \($0)" }
        var source = expected
        source.reserveCapacity(100)
        let moved = Array(exactlyMoving: &source)
        #expect(moved == expected)
        #expect(moved.capacity < 100)
    }
}
