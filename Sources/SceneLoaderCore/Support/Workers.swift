import Dispatch

/// Runs a body for each index of a list on up to `jobs` threads at once, each thread taking the
/// next index no thread has taken.
///
/// `DispatchQueue.concurrentPerform(iterations:)` alone runs as many at once as the machine has
/// cores, whatever `jobs` says; and a fixed share per thread (every `jobs`-th index) leaves the
/// others idle while the one with the large files finishes. Here exactly `min(jobs, count)`
/// workers run, and a worker with larger files (or on a core other work is using) takes fewer.
package enum Workers {
    /// Calls `body` once with each index of `0..<count`, at most `jobs` calls at once (in order on
    /// the calling thread when `jobs` or `count` is 1 or less).
    package static func forEach(count: Int, jobs: Int, _ body: @Sendable (Int) -> Void) {
        guard jobs > 1 && count > 1 else {
            for index in 0..<max(0, count) { body(index) }
            return
        }
        let next = Locked(0)
        DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { _ in
            while true {
                let index = next.withLock { taken in
                    defer { taken += 1 }
                    return taken
                }
                guard index < count else { return }
                body(index)
            }
        }
    }
}
