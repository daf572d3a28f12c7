#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs another program, found on `PATH`, and waits for it (without Foundation's `Process`, so the
/// tool links no more of Foundation than it needs).
enum Subprocess {
    /// What happened.
    enum Outcome: Equatable {
        /// It ran and exited with this status.
        case exited(Int32)
        /// There is no such program on `PATH`.
        case notFound
        /// It could not be started, for this `errno`.
        case failed(Int32)
    }

    /// Runs `program` with `arguments`, its output going where the tool's goes. The program gets
    /// `SIGPIPE` back at its default action (the tool ignores it).
    static func run(_ program: String, _ arguments: [String]) -> Outcome {
        let words = [program] + arguments
        var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) }
        argv.append(nil)
        defer { for pointer in argv { free(pointer) } }
        #if canImport(Glibc)
        var attributes = posix_spawnattr_t()
        #else
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, program, nil, &attributes, argv, environ)
        guard status == 0 else { return status == ENOENT ? .notFound : .failed(status) }
        var result: Int32 = 0
        while waitpid(pid, &result, 0) < 0 {
            if errno != EINTR { return .failed(errno) }
        }
        // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
        if result & 0x7F == 0 { return .exited((result >> 8) & 0xFF) }
        return .exited(128 + (result & 0x7F))
    }
}
