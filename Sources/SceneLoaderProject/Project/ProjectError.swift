public import SceneLoaderCore

/// An error that stops reading a project file: a `project.pbxproj` that is not a well-formed
/// old-style property list or not an Xcode project, a file that cannot be read, a limit crossed.
///
/// It carries the line and column where reading stopped (line 0 for the file as a whole). Match on
/// ``code``; the ``message`` may be reworded.
public struct ProjectError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The stable code (`project.syntax`, `project.limit`, `io.*`…).
    public let code: DiagnosticCode
    /// One line, quoting the file's value where there is one.
    public let message: String
    /// Where reading stopped.
    public let location: SourceLocation

    /// Creates an error.
    public init(code: DiagnosticCode, message: String, location: SourceLocation) {
        self.code = code
        self.message = message
        self.location = location
    }

    /// The error as a diagnostic, for printing alongside the others.
    public var diagnostic: Diagnostic {
        Diagnostic(severity: .error, code: code, message: message, location: location)
    }

    /// `path:line:col: error: message [code]`.
    public var description: String { diagnostic.description }
}
