#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SceneLoader

/// Writing to standard output and standard error.
///
/// The last guard of text output's escaping policy (``Quote``): whatever a command prints, no
/// control or format character reaches the terminal raw, and a message is one line.
///
/// Standard output is buffered (a `simulate` run of a million steps is millions of lines) and
/// flushed before anything goes to standard error, so the two keep their order on a terminal. A
/// failed write to standard output (a full disk, a closed pipe: `SIGPIPE` is ignored, so that is
/// `EPIPE`) is remembered, later output is dropped, and ``finish(status:)`` reports it and makes
/// the exit status 3.
enum Output {
    /// The exit status when standard output could not be written.
    static let unwritableStatus: Int32 = 3
    /// How standard output is named in diagnostics.
    static let name = "<stdout>"

    private struct Standard {
        var buffer: [UInt8] = []
        /// The `errno` of the first failed write to standard output.
        var failure: Int32?
    }

    private static let standard = Locked(Standard())
    private static let bufferSize = 64 << 10

    /// Writes `text` (whole lines) to standard output: its lines as they are, any control or
    /// format character in them escaped, and no line a workflow command unless
    /// `allowingWorkflowCommands` (``Quote/lines(_:allowingWorkflowCommands:)``).
    static func write(_ text: String, allowingWorkflowCommands: Bool = false) {
        standard.withLock { state in
            guard state.failure == nil else { return }
            state.buffer.append(contentsOf: Quote.lines(text, allowingWorkflowCommands: allowingWorkflowCommands).utf8)
            if state.buffer.count >= bufferSize { flush(&state) }
        }
    }

    /// Writes a document to standard output as it is, byte for byte (a merged storyboard is the
    /// file itself, not a value in a report: nothing in it is escaped).
    static func writeDocument(_ bytes: [UInt8]) {
        standard.withLock { state in
            guard state.failure == nil else { return }
            state.buffer += bytes
            if state.buffer.count >= bufferSize { flush(&state) }
        }
    }

    /// Writes what standard output has buffered.
    static func flush() {
        standard.withLock { flush(&$0) }
    }

    /// Writes `line` and a newline to standard error; a newline or control character in it is
    /// escaped, so nothing in a value can start a line of its own.
    static func error(_ line: String) {
        var bytes = Array(Quote.line(line).utf8)
        bytes.append(0x0A)
        writeError(bytes)
    }

    /// Prints diagnostics to standard error in compiler format.
    static func report(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        // A diagnostic's description is its line and a line per note, each already escaped; all
        // go out in one write (splitting by Character and writing line by line can cost more than
        // loading the file that has the diagnostics).
        var bytes: [UInt8] = []
        for diagnostic in diagnostics {
            bytes += Quote.lines(diagnostic.description).utf8
            bytes.append(0x0A)
        }
        writeError(bytes)
    }

    /// Writes `bytes` to standard error, after what standard output has buffered.
    private static func writeError(_ bytes: [UInt8]) {
        flush()
        // Nothing is left to report a failure of standard error to.
        _ = writeAll(bytes, to: STDERR_FILENO)
    }

    /// Prints one diagnostic the tool makes itself.
    static func report(_ code: DiagnosticCode, _ severity: Diagnostic.Severity = .error, at file: String,
                       line: Int = 0, column: Int = 0, _ message: String) {
        report([Diagnostic(severity: severity, code: code, message: message,
                           location: SourceLocation(file: file, line: line, column: column))])
    }

    /// Flushes standard output; returns `status`, or ``unwritableStatus`` after reporting why
    /// standard output could not be written.
    static func finish(status: Int32) -> Int32 {
        let failure = standard.withLock { state in
            flush(&state)
            return state.failure
        }
        guard let failure else { return status }
        report(.fileUnwritable, at: name, "cannot write standard output: \(String(cString: strerror(failure)))")
        return unwritableStatus
    }

    private static func flush(_ state: inout Standard) {
        guard state.failure == nil, !state.buffer.isEmpty else { return }
        state.failure = writeAll(state.buffer, to: STDOUT_FILENO)
        state.buffer.removeAll(keepingCapacity: true)
    }

    /// Writes all of `bytes`; returns the `errno` of a failed write, or nil.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                let written = Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return written < 0 ? errno : EIO }
                offset += written
            }
            return nil
        }
    }
}
