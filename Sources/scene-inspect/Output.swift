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
enum Output {
    /// Writes `text` to standard output: its lines as they are, any control or format character
    /// in them escaped.
    static func write(_ text: String) {
        writeAll(Quote.lines(text), to: STDOUT_FILENO)
    }

    /// Writes `line` and a newline to standard error; a newline or control character in it is
    /// escaped, so nothing in a value can start a line of its own.
    static func error(_ line: String) {
        writeAll(Quote.line(line) + "\n", to: STDERR_FILENO)
    }

    private static func writeAll(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                #if canImport(Glibc)
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                #else
                let written = Darwin.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                #endif
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// Prints diagnostics to standard error in compiler format, with `file` as the path.
    static func report(_ diagnostics: [Diagnostic]) {
        // A diagnostic's description is its line and a line per note, each already escaped.
        for diagnostic in diagnostics {
            for line in diagnostic.description.split(separator: "\n") { error(String(line)) }
        }
    }
}
