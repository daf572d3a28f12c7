#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A POSIX mutex and one condition, for two threads that hand work to each other
/// (``ReadAhead``, ``XMLEventRelay``): each waits for the other's change under the lock and
/// signals its own.
final class ConditionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        mutex.initialize(to: pthread_mutex_t())
        condition.initialize(to: pthread_cond_t())
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deinitialize(count: 1)
        mutex.deinitialize(count: 1)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Takes the lock.
    @inline(__always)
    func lock() { pthread_mutex_lock(mutex) }

    /// Gives the lock back.
    @inline(__always)
    func unlock() { pthread_mutex_unlock(mutex) }

    /// Gives the lock back until the condition is signalled, then takes it again (the caller
    /// tests what it waits for again: a wait may end without a signal).
    @inline(__always)
    func wait() { pthread_cond_wait(condition, mutex) }

    /// Wakes the other thread if it waits.
    @inline(__always)
    func signal() { pthread_cond_signal(condition) }
}
