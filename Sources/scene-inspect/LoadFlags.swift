import SceneLoader

/// The options every command that loads files accepts: one per ``ParserLimits`` setting, so that
/// every limit can be raised (or lowered) from the command line.
enum LoadFlags {
    /// Each option with the limit it sets.
    private static let options: [(name: String, limit: any WritableKeyPath<ParserLimits, Int> & Sendable)] = [
        ("--max-file-size", \.maxFileSize),
        ("--max-depth", \.maxDepth),
        ("--max-elements", \.maxElements),
        ("--max-objects", \.maxObjects),
        ("--max-attributes", \.maxAttributes),
        ("--max-namespaces", \.maxNamespaceDeclarations),
        ("--max-name-length", \.maxNameLength),
        ("--max-attribute-length", \.maxAttributeLength),
        ("--max-text-length", \.maxTextLength),
        ("--max-identifier-length", \.maxIdentifierLength),
    ]

    static let names = options.map(\.name)

    static let help = """
    Limits (defaults admit any real storyboard and bound the work of a hostile one; raise them for
    unusual files; see docs/SECURITY.md):
      --max-file-size BYTES         largest file (default \(ParserLimits().maxFileSize))
      --max-depth N                 deepest element nesting (default \(ParserLimits().maxDepth))
      --max-elements N              most elements (default \(ParserLimits().maxElements))
      --max-objects N               most controllers, segues and other kept objects (default \(ParserLimits().maxObjects))
      --max-attributes N            most attributes on an element (default \(ParserLimits().maxAttributes))
      --max-namespaces N            most namespace declarations (default \(ParserLimits().maxNamespaceDeclarations))
      --max-name-length BYTES       longest element or attribute name (default \(ParserLimits().maxNameLength))
      --max-attribute-length BYTES  longest attribute value (default \(ParserLimits().maxAttributeLength))
      --max-text-length BYTES       longest text run (default \(ParserLimits().maxTextLength))
      --max-identifier-length BYTES longest id or identifier (default \(ParserLimits().maxIdentifierLength))

    """

    /// Removes the limit options from `arguments` and returns the load options they make.
    static func parse(_ arguments: inout Arguments) throws(UsageError) -> LoadOptions {
        var limits = ParserLimits()
        for option in options {
            if let value = try arguments.integerOption(option.name) { limits[keyPath: option.limit] = value }
        }
        return LoadOptions(limits: limits)
    }
}
