/// Why a file could not be opened or read: missing, refused (not a regular file), too large, or an
/// operating-system error. It has no line or column: nothing of the file has been read.
///
/// The layers that read files (the XML parser, asset catalogs) turn it into their own error.
struct FileIssue: Error, Sendable, Equatable {
    /// A stable code: `io.*`.
    var code: DiagnosticCode
    /// One line, with the path quoted.
    var message: String
}
