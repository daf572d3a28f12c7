#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a POSIX mutex, reached only inside ``withLock(_:)``.
///
/// `Synchronization.Mutex` would do, but on Linux it locks with raw `futex` calls that
/// ThreadSanitizer does not see: the sanitizer then reported the guarded accesses of two threads
/// as a race (a false report, and a flaky CI step). A `pthread_mutex_t` is seen, so a real race
/// still shows.
package final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Reached only with the mutex held, so no two accesses overlap: no dynamic exclusivity check.
    @exclusivity(unchecked) private var value: Value

    /// A lock guarding `value`.
    package init(_ value: Value) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        self.value = value
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
