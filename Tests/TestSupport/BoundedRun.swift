package import Foundation
import Testing

/// Runs the built `scene-inspect` on a hostile input and measures what it cost, from outside.
///
/// Time and memory are measured by `/usr/bin/time` around a child process (never inside the test
/// process), and what the child opened by `strace`, when those tools exist. The tests hold the
/// debug build to *coarse* bounds only: ``coarseSeconds`` catches a hang or a quadratic path, not
/// a slowdown, because a debug build is many times slower than a release one, and on a shared
/// machine its timing is noise. The real bounds, 1 second and 256 MB per case, are
/// enforced on the release build by `.ci/steps/20-hostile.sh`.
package enum BoundedRun {
    /// The memory bound for a hostile input, enforced here too: memory hardly depends on the build.
    /// Under AddressSanitizer (whose quarantine keeps freed memory) the sanitizer step raises it
    /// with `SCENELOADER_BOUNDS_KB`.
    package static let maxResidentKB = ProcessInfo.processInfo.environment["SCENELOADER_BOUNDS_KB"].flatMap(Int.init) ?? 256 * 1024
    /// A hang detector, not a performance bound (see above): 60 s, so that a debug build on a
    /// machine heavily loaded by other builds does not fail it. CI sets `SCENELOADER_BOUNDS_SECONDS=1`
    /// together with `SCENELOADER_INSPECT` naming the release build, which makes it the real bound.
    package static let coarseSeconds = ProcessInfo.processInfo.environment["SCENELOADER_BOUNDS_SECONDS"].flatMap(Double.init) ?? 60.0

    /// The `scene-inspect` to run: `SCENELOADER_INSPECT` when set (CI's release build), else the
    /// debug build beside the tests.
    package static var executable: String {
        ProcessInfo.processInfo.environment["SCENELOADER_INSPECT"] ?? Paths.sceneInspect.path
    }

    package struct Result {
        package let status: Int32
        package let stdout: String
        package let stderr: String
        /// Wall-clock seconds and peak resident set in KB; nil when `/usr/bin/time` is missing.
        package let seconds: Double?
        package let maxResidentKB: Int?
        /// What the run opened and its network calls, when it was traced (see ``run(_:in:prefix:traced:)``).
        package var trace: Trace?
    }

    /// The paths a run opened (library search misses left out) and its network calls, from `strace`.
    package struct Trace {
        package let opened: [String]
        package let network: [String]
    }

    package static var timeTool: String? {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/time") ? "/usr/bin/time" : nil
    }

    /// `strace` and its options, when it exists and can trace here (a container may forbid
    /// ptrace): with `--seccomp-bpf` where it works, so that only the traced calls stop the
    /// child and the timed run is the run a user makes, else without. Never while the runs check
    /// for leaks (`ASAN_OPTIONS` with `detect_leaks=1`, as CI's AddressSanitizer step sets it):
    /// LeakSanitizer stops with a fatal error in a traced process, and the leak check is what
    /// that run is for; the runs without it (the plain tests, CI's release build) trace.
    package static let straceCommand: [String]? = {
        let strace = "/usr/bin/strace"
        guard FileManager.default.isExecutableFile(atPath: strace) else { return nil }
        if let options = ProcessInfo.processInfo.environment["ASAN_OPTIONS"], options.contains("detect_leaks=1") { return nil }
        for options in [["-f", "--seccomp-bpf"], ["-f"]] {
            let command = [strace] + options + ["-qq", "-e", "trace=open,openat,openat2,socket,connect"]
            if let (status, _, _) = try? spawn(command + ["-o", "/dev/null", "/bin/true"], in: FileManager.default.temporaryDirectory),
               status == 0 {
                return command
            }
        }
        return nil
    }()

    /// Runs `scene-inspect arguments` in `directory` under `/usr/bin/time`, optionally as `prefix`
    /// (for example `setpriv` to drop root). With `traced` (and no prefix) the same run is traced by
    /// `strace` too, when it can be (``straceCommand``): one run gives the outcome, the bounds and
    /// what it opened. (`time` reports the largest process it waited for, through `strace`: the
    /// traced program's peak, not the tracer's.)
    package static func run(_ arguments: [String], in directory: URL, prefix: [String] = [], traced: Bool = false) throws -> Result {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("bounds-\(UUID().uuidString)")
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("strace-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: report)
            try? FileManager.default.removeItem(at: log)
        }
        var command = prefix + [executable] + arguments
        let strace = traced && prefix.isEmpty ? straceCommand : nil
        if let strace {
            command = strace + ["-o", log.path] + command
        }
        if let time = timeTool {
            command = [time, "-f", "%e %M", "-o", report.path] + command
        }
        let (status, out, err) = try spawn(command, in: directory)
        var seconds: Double?
        var resident: Int?
        if timeTool != nil, let text = try? String(contentsOf: report, encoding: .utf8) {
            // With a non-zero exit, time writes "Command exited with non-zero status N" first.
            let fields = text.split(separator: "\n").last?.split(separator: " ") ?? []
            if fields.count == 2 {
                seconds = Double(fields[0])
                resident = Int(fields[1])
            }
        }
        var result = Result(status: status, stdout: out, stderr: err, seconds: seconds, maxResidentKB: resident)
        if strace != nil, let text = try? String(contentsOf: log, encoding: .utf8) {
            result.trace = parseTrace(text)
        }
        return result
    }

    /// The opened paths and network calls of an `strace` log.
    private static func parseTrace(_ text: String) -> Trace {
        var opened: [String] = []
        var network: [String] = []
        for line in text.split(separator: "\n") {
            if line.contains("socket(") || line.contains("connect(") { network.append(String(line)); continue }
            guard let open = line.range(of: "open"), let quote = line[open.upperBound...].firstIndex(of: "\"") else { continue }
            let rest = line[line.index(after: quote)...]
            guard let end = rest.firstIndex(of: "\"") else { continue }
            if line.contains("= -1 ENOENT") { continue } // library search misses
            opened.append(String(rest[..<end]))
        }
        return Trace(opened: opened, network: network)
    }

    /// Paths any run opens: the dynamic loader, shared libraries (libxml2 loads iconv modules for
    /// some declared encodings), the Swift runtime, and the process's own /proc and /sys entries.
    package static let systemPrefixes = ["/etc/ld.so.", "/lib/", "/lib64/", "/usr/lib/", "/usr/lib64/",
                                 "/opt/swift/", "/proc/", "/sys/", "/dev/null", "/dev/urandom",
                                 // ThreadSanitizer's runtime, when the tests run under it.
                                 "/tmp/tsan.rodata."]

    private static func spawn(_ command: [String], in directory: URL) throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes before waiting, so a large output cannot block the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var stdoutData = Data()
        group.enter()
        DispatchQueue.global().async {
            stdoutData = out.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdoutData, as: UTF8.self), String(decoding: stderrData, as: UTF8.self))
    }
}
