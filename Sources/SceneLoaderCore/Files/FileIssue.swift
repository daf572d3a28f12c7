#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be opened or read: missing, refused (not a regular file), too large, or an
/// operating-system error. It has no line or column: nothing of the file has been read.
///
/// The layers that read files (the XML parser, asset catalogs) turn it into their own error.
package struct FileIssue: Error, Sendable, Equatable {
    /// A stable code: `io.*`.
    package var code: DiagnosticCode
    /// One line, with the path quoted.
    package var message: String
}

extension FileIssue {
    /// The issue for a failed `open`, `fstat` or `read`, quoting the path as the user gave it (an
    /// empty `path`, for a failed read, names "the file").
    static func from(errno code: Int32, path: String) -> FileIssue {
        let quoted = path.isEmpty ? "the file" : "'\(Quote.path(path))'"
        switch code {
        case ENOENT, ENOTDIR:
            return FileIssue(code: .fileNotFound, message: "no such file \(quoted)")
        case EACCES, EPERM:
            return FileIssue(code: .permissionDenied, message: "permission denied reading \(quoted)")
        case ELOOP:
            return FileIssue(code: .symlinkLoop, message: "\(quoted) is a loop of symbolic links")
        case EISDIR:
            return FileIssue(code: .notRegularFile, message: "\(quoted) is a directory, not a storyboard file")
        default:
            let reason = String(cString: strerror(code))
            return FileIssue(code: .fileUnreadable, message: "cannot read \(quoted): \(reason.lowercased())")
        }
    }
}
