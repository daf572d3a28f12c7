import Testing
@testable import SceneLoaderCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `Workers.forEach`, which loads a bundle's files and the CLI's: each index once, never more than
/// `jobs` at once, in order when there is one job.
@Suite struct WorkersTests {
    /// What the bodies saw: how many ran at once at most, and how often each index ran.
    private final class Tally: Sendable {
        private let state = Locked((running: 0, most: 0, runs: [Int](repeating: 0, count: 64), order: [Int]()))

        func begin(_ index: Int) {
            state.withLock {
                $0.running += 1
                $0.most = max($0.most, $0.running)
                $0.runs[index] += 1
                $0.order.append(index)
            }
        }

        func end() { state.withLock { $0.running -= 1 } }
        var most: Int { state.withLock { $0.most } }
        var runs: [Int] { state.withLock { $0.runs } }
        var order: [Int] { state.withLock { $0.order } }
    }

    @Test(arguments: [2, 3, 64])
    func eachIndexRunsOnceAndAtMostJobsAtOnce(jobs: Int) {
        let tally = Tally()
        Workers.forEach(count: 40, jobs: jobs) { index in
            tally.begin(index)
            usleep(200) // long enough for the workers to overlap
            tally.end()
        }
        #expect(tally.runs == Array(repeating: 1, count: 40) + Array(repeating: 0, count: 24))
        #expect(tally.most <= jobs)
    }

    @Test func oneJobRunsInOrderOnTheCallingThread() {
        let tally = Tally()
        Workers.forEach(count: 10, jobs: 1) { index in
            tally.begin(index)
            tally.end()
        }
        #expect(tally.order == Array(0..<10))
        #expect(tally.most == 1)
        let none = Tally()
        Workers.forEach(count: 0, jobs: 4) { none.begin($0) }
        #expect(none.order.isEmpty)
    }
}
