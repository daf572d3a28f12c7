/// An error that stops loading a storyboard or instantiating a scene.
///
/// Loading throws it for a file that cannot be read, is not well-formed XML, is refused (a DTD,
/// compressed or binary input) or crosses a ``ParserLimits`` bound. Instantiation throws it for an
/// unknown identifier or a scene with errors. Match on ``code``; the ``message`` may be reworded.
public struct StoryboardError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The stable code.
    public let code: DiagnosticCode
    /// One line, quoting the user's value and suggesting the nearest match where there is one.
    public let message: String
    /// Where it happened; line 0 for problems with the file as a whole.
    public let location: SourceLocation
    /// Further problems found before the parser stopped, if any.
    public let notes: [Diagnostic.Note]

    /// Creates an error.
    public init(code: DiagnosticCode, message: String, location: SourceLocation, notes: [Diagnostic.Note] = []) {
        self.code = code
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// The error as a diagnostic, for printing alongside the others.
    public var diagnostic: Diagnostic {
        Diagnostic(severity: .error, code: code, message: message, location: location, notes: notes)
    }

    /// `path:line:col: error: message [code]`.
    public var description: String { diagnostic.description }
}
