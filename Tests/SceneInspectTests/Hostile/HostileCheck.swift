import Foundation
import Testing
import TestSupport

/// What one hostile input must do, checked the same way for committed and generated cases.
///
/// The outcome is summarised as `STATUS CODE LINE:COLUMN` from the first diagnostic
/// `scene-inspect` prints (`0 - -` when it prints none), so a test compares codes and locations,
/// never prose. Beyond the outcome every run must stay within the bounds (see ``BoundedRun``), keep
/// each message to one short line, never echo another file's contents, and open nothing but its
/// input and the system libraries.
enum HostileCheck {
    /// `STATUS CODE LINE:COLUMN` for a run.
    static func outcome(_ result: BoundedRun.Result) -> String {
        for line in result.stderr.split(separator: "\n") {
            guard line.hasSuffix("]"), let open = line.lastIndex(of: "["),
                  let severity = line.range(of: ": error: ") ?? line.range(of: ": warning: ") else { continue }
            let code = line[line.index(after: open)..<line.index(before: line.endIndex)]
            // path:line:col precedes the severity (the path itself may contain colons); a problem
            // with the file as a whole prints the path alone, summarised as 0:0.
            let parts = line[..<severity.lowerBound].split(separator: ":", omittingEmptySubsequences: false).suffix(2)
            let location = parts.count == 2 && parts.allSatisfy({ Int($0) != nil }) ? parts.joined(separator: ":") : "0:0"
            return "\(result.status) \(code) \(location)"
        }
        return "\(result.status) - -"
    }

    /// Lines of /etc/passwd and /etc/hostname: no run may print any of them.
    static let secrets: [String] = ["/etc/passwd", "/etc/hostname"].flatMap { path -> [String] in
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init).filter { $0.count >= 6 }
    }

    /// Runs `scene-inspect COMMAND [arguments] file` (COMMAND is `--quiet` unless given, for
    /// example `instantiate --initial`) in `directory` and checks everything but the outcome,
    /// which it returns. Files under `mayOpen` (an asset catalog, an output file) may be opened too.
    static func run(file: String, in directory: URL, command: [String] = ["--quiet"], arguments: [String] = [],
                    prefix: [String] = [], mayOpen: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try BoundedRun.run(command + arguments + [file], in: directory, prefix: prefix, traced: true)
        let outcome = outcome(result)
        #expect(result.status == 0 || result.status == 1, "exit status \(result.status): \(result.stderr)", sourceLocation: sourceLocation)
        if result.status == 1 {
            #expect(result.stderr.contains(": error: "), "exit 1 without an error diagnostic", sourceLocation: sourceLocation)
        }
        if let resident = result.maxResidentKB {
            #expect(resident < BoundedRun.maxResidentKB, "peak memory \(resident) KB", sourceLocation: sourceLocation)
        }
        if let seconds = result.seconds {
            #expect(seconds < BoundedRun.coarseSeconds, "took \(seconds) s (coarse hang bound)", sourceLocation: sourceLocation)
        }
        for line in result.stderr.split(separator: "\n") {
            #expect(line.count < 600, "a message echoes too much: \(line.prefix(120))…", sourceLocation: sourceLocation)
        }
        let printed = result.stdout + result.stderr
        for secret in secrets where printed.contains(secret) {
            Issue.record("output echoes a line of another file: \(secret.prefix(20))…", sourceLocation: sourceLocation)
        }
        if let trace = result.trace {
            // A relative path is opened from the run's directory (`scene-inspect` opens a file by
            // the path as given); `..` is not resolved, so a path that climbs out never matches.
            let resolved = { (path: String) in path.hasPrefix("/") ? path : directory.appendingPathComponent(path).path }
            let input = resolved(file)
            for path in trace.opened.map(resolved) where path != input && !(BoundedRun.systemPrefixes + mayOpen).contains(where: path.hasPrefix) {
                Issue.record("opened \(path), which is not its input", sourceLocation: sourceLocation)
            }
            #expect(trace.network.isEmpty, "network calls: \(trace.network)", sourceLocation: sourceLocation)
        }
        return outcome
    }
}
