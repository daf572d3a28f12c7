/// A place in an input file.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file as the user named it.
    public let file: String
    // 32-bit storage: a storyboard keeps one location per scene, segue and item, and files are far
    // shorter than 2^31 lines.
    private let storedLine: Int32
    private let storedColumn: Int32

    /// The 1-based line, or 0 when the problem has no line (a file that cannot be read).
    public var line: Int { Int(storedLine) }
    /// The 1-based column, or 0 when it is unknown.
    public var column: Int { Int(storedColumn) }

    /// Creates a location; lines and columns beyond 32 bits are clamped.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// `file:line:column`, as compilers print it; just `file` when there is no line. The path's
    /// control characters are escaped (``Quote/line(_:limit:)``): a path cannot start a new line.
    public var description: String {
        let path = Quote.line(file)
        return line == 0 ? path : "\(path):\(line):\(column)"
    }

    /// Orders by file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
