/// A place in an input file.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file as the user named it.
    public var file: String { source.name }
    // The name shared by the file's locations, and 32-bit lines and columns: a storyboard keeps one
    // location per scene, segue and item (16 bytes each), and files are far shorter than 2^31 lines.
    private let source: SourceFile
    private let storedLine: Int32
    private let storedColumn: Int32

    /// The 1-based line, or 0 when the problem has no line (a file that cannot be read).
    public var line: Int { Int(storedLine) }
    /// The 1-based column, or 0 when it is unknown.
    public var column: Int { Int(storedColumn) }

    /// Creates a location; lines and columns beyond 32 bits are clamped.
    public init(file: String, line: Int, column: Int) {
        self.init(source: SourceFile(file), line: line, column: column)
    }

    /// A location in `source`, the name its reader shares.
    init(source: SourceFile, line: Int, column: Int) {
        self.source = source
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// Equal when the file names, lines and columns are (one file's locations share its name).
    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.storedLine == rhs.storedLine && lhs.storedColumn == rhs.storedColumn
            && (lhs.source === rhs.source || lhs.source.name == rhs.source.name)
    }

    /// Hashes the file name, line and column.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(source.name)
        hasher.combine(storedLine)
        hasher.combine(storedColumn)
    }

    /// `file:line:column`, as compilers print it; just `file` when there is no line. The path's
    /// control characters are escaped (``Quote/line(_:limit:)``): a path cannot start a new line.
    /// A relative path that begins with `:` or white space is written `./` first (the same file),
    /// so that a line it begins is never a workflow command (``WorkflowCommands``).
    public var description: String {
        var path = Quote.line(file)
        if let first = path.unicodeScalars.first, first == ":" || first.properties.isWhitespace { path = "./" + path }
        return line == 0 ? path : "\(path):\(line):\(column)"
    }

    /// Orders by file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.source !== rhs.source && lhs.source.name != rhs.source.name { return lhs.source.name < rhs.source.name }
        return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }
}
