import SceneLoader

/// The options every command that loads files accepts: the parser's limits.
enum LoadFlags {
    static let names = ["--max-file-size", "--max-depth", "--max-elements", "--max-attributes", "--max-text-length",
                        "--max-name-length", "--max-attribute-length", "--max-identifier-length"]

    static let help = """
    Limits (defaults admit any real storyboard; raise them for unusual files):
      --max-file-size BYTES         largest file (default \(ParserLimits().maxFileSize))
      --max-depth N                 deepest element nesting (default \(ParserLimits().maxDepth))
      --max-elements N              most elements (default \(ParserLimits().maxElements))
      --max-attributes N            most attributes on an element (default \(ParserLimits().maxAttributes))
      --max-name-length BYTES       longest name (default \(ParserLimits().maxNameLength))
      --max-attribute-length BYTES  longest attribute value (default \(ParserLimits().maxAttributeLength))
      --max-text-length BYTES       longest text run (default \(ParserLimits().maxTextLength))
      --max-identifier-length BYTES longest identifier (default \(ParserLimits().maxIdentifierLength))

    """

    /// Removes the limit options from `arguments` and returns the load options they make.
    static func parse(_ arguments: inout Arguments) throws(UsageError) -> LoadOptions {
        var limits = ParserLimits()
        if let value = try arguments.integerOption("--max-file-size") { limits.maxFileSize = value }
        if let value = try arguments.integerOption("--max-depth") { limits.maxDepth = value }
        if let value = try arguments.integerOption("--max-elements") { limits.maxElements = value }
        if let value = try arguments.integerOption("--max-attributes") { limits.maxAttributes = value }
        if let value = try arguments.integerOption("--max-text-length") { limits.maxTextLength = value }
        if let value = try arguments.integerOption("--max-name-length") { limits.maxNameLength = value }
        if let value = try arguments.integerOption("--max-attribute-length") { limits.maxAttributeLength = value }
        if let value = try arguments.integerOption("--max-identifier-length") { limits.maxIdentifierLength = value }
        return LoadOptions(limits: limits)
    }
}
