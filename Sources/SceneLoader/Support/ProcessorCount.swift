#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The processors online, read once per process: whether a second thread can run beside the
/// caller's (``JoinableThread``) at all.
enum ProcessorCount {
    /// `sysconf(_SC_NPROCESSORS_ONLN)`, at least 1.
    static let online: Int = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
}
