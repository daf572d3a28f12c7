/// A place in an input file.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file as the user named it.
    public let file: String
    /// The 1-based line, or 0 when the problem has no line (a file that cannot be read).
    public let line: Int
    /// The 1-based column, or 0 when it is unknown.
    public let column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, as compilers print it; just `file` when there is no line.
    public var description: String { line == 0 ? file : "\(file):\(line):\(column)" }

    /// Orders by file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
