/// Why a parse stopped: a well-formedness error from libxml2, a refused construct, or a limit.
///
/// The XML layer reports these; the loader turns them into a ``StoryboardError``.
struct XMLIssue: Error, Sendable, Equatable {
    /// A stable code: `xml.N` for libxml2's error N, `input.*`, `io.*` or `limit.*`.
    var code: DiagnosticCode
    /// One line, with the user's value quoted and truncated.
    var message: String
    /// 1-based line, or 0 when the input has no line (an unreadable file).
    var line: Int
    /// 1-based column, or 0 when unknown.
    var column: Int
}

extension XMLIssue {
    /// A file that could not be opened or read: no line or column.
    init(_ issue: FileIssue) {
        self.init(code: issue.code, message: issue.message, line: 0, column: 0)
    }
}
