import SceneLoader

/// The options every command that loads files accepts: one per ``ParserLimits`` setting, so that
/// every limit can be raised (or lowered) from the command line.
enum LoadFlags {
    /// Each option with the limit it sets.
    private static let limits: [(option: Option, limit: any WritableKeyPath<ParserLimits, Int> & Sendable)] = [
        (limit("--max-file-size", "BYTES", "largest file (storyboard, script or standard input)", \.maxFileSize), \.maxFileSize),
        (limit("--max-depth", "N", "deepest element nesting", \.maxDepth), \.maxDepth),
        (limit("--max-elements", "N", "most elements", \.maxElements), \.maxElements),
        (limit("--max-objects", "N", "most controllers, segues and other kept objects", \.maxObjects), \.maxObjects),
        (limit("--max-attributes", "N", "most attributes on an element", \.maxAttributes), \.maxAttributes),
        (limit("--max-namespaces", "N", "most namespace declarations", \.maxNamespaceDeclarations), \.maxNamespaceDeclarations),
        (limit("--max-name-length", "BYTES", "longest element or attribute name", \.maxNameLength), \.maxNameLength),
        (limit("--max-attribute-length", "BYTES", "longest attribute value", \.maxAttributeLength), \.maxAttributeLength),
        (limit("--max-text-length", "BYTES", "longest text run", \.maxTextLength), \.maxTextLength),
        (limit("--max-identifier-length", "BYTES", "longest id or identifier", \.maxIdentifierLength), \.maxIdentifierLength),
    ]

    private static func limit(_ name: String, _ placeholder: String, _ what: String,
                              _ limit: any KeyPath<ParserLimits, Int> & Sendable) -> Option {
        .value(name, placeholder, .integer(0...Int.max), help: "\(what) (default \(ParserLimits()[keyPath: limit]))")
    }

    /// The limit options, in the order the help lists them.
    static let options = limits.map(\.option)

    /// The heading of the limits in the help.
    static let heading = """
    Limits (defaults admit any real storyboard and bound the work of a hostile one; raise them for
    unusual files; see docs/SECURITY.md):
    """

    /// The load options the limit options in `arguments` make.
    static func loadOptions(_ arguments: Arguments) -> LoadOptions {
        var parserLimits = ParserLimits()
        for (option, limit) in limits {
            if let value = arguments.integer(option) { parserLimits[keyPath: limit] = value }
        }
        return LoadOptions(limits: parserLimits)
    }
}
