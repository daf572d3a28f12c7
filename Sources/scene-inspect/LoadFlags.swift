import SceneLoader

/// The options every command that loads files accepts: one per ``ParserLimits`` setting, so that
/// every limit can be raised (or lowered) from the command line.
enum LoadFlags {
    /// The limits, each with its option's name, placeholder and help, read and set by a switch: as
    /// key paths, made on every run to parse its arguments, they would have the runtime instantiate
    /// twenty key paths on every run.
    private enum Limit: CaseIterable {
        case fileSize, depth, elements, objects, attributes, namespaces, nameLength, attributeLength, textLength
        case identifierLength

        var option: (name: String, placeholder: String, what: String) {
            switch self {
            case .fileSize: ("--max-file-size", "BYTES", "largest file (storyboard, script or standard input)")
            case .depth: ("--max-depth", "N", "deepest element nesting")
            case .elements: ("--max-elements", "N", "most elements")
            case .objects: ("--max-objects", "N", "most controllers, segues and other kept objects")
            case .attributes: ("--max-attributes", "N", "most attributes on an element")
            case .namespaces: ("--max-namespaces", "N", "most namespace declarations")
            case .nameLength: ("--max-name-length", "BYTES", "longest element or attribute name")
            case .attributeLength: ("--max-attribute-length", "BYTES", "longest attribute value")
            case .textLength: ("--max-text-length", "BYTES", "longest text run")
            case .identifierLength: ("--max-identifier-length", "BYTES", "longest id or identifier")
            }
        }

        /// The limit's value in `limits`.
        func value(in limits: ParserLimits) -> Int {
            switch self {
            case .fileSize: limits.maxFileSize
            case .depth: limits.maxDepth
            case .elements: limits.maxElements
            case .objects: limits.maxObjects
            case .attributes: limits.maxAttributes
            case .namespaces: limits.maxNamespaceDeclarations
            case .nameLength: limits.maxNameLength
            case .attributeLength: limits.maxAttributeLength
            case .textLength: limits.maxTextLength
            case .identifierLength: limits.maxIdentifierLength
            }
        }

        /// Sets the limit in `limits` to `value`.
        func set(_ value: Int, in limits: inout ParserLimits) {
            switch self {
            case .fileSize: limits.maxFileSize = value
            case .depth: limits.maxDepth = value
            case .elements: limits.maxElements = value
            case .objects: limits.maxObjects = value
            case .attributes: limits.maxAttributes = value
            case .namespaces: limits.maxNamespaceDeclarations = value
            case .nameLength: limits.maxNameLength = value
            case .attributeLength: limits.maxAttributeLength = value
            case .textLength: limits.maxTextLength = value
            case .identifierLength: limits.maxIdentifierLength = value
            }
        }
    }

    /// The limit options, in the order the help lists them (one per ``Limit``, in its order).
    static let options: [Option] = {
        let defaults = ParserLimits()
        return Limit.allCases.map { limit in
            let (name, placeholder, what) = limit.option
            return .value(name, placeholder, .integer(0...Int.max), help: "\(what) (default \(limit.value(in: defaults)))")
        }
    }()

    /// The heading of the limits in the help.
    static let heading = """
    Limits (defaults admit any real storyboard and bound the work of a hostile one; raise them for
    unusual files; see docs/SECURITY.md):
    """

    /// The load options the limit options in `arguments` make.
    static func loadOptions(_ arguments: Arguments) -> LoadOptions {
        var parserLimits = ParserLimits()
        let limits = Limit.allCases
        for index in limits.indices {
            if let value = arguments.integer(options[index]) { limits[index].set(value, in: &parserLimits) }
        }
        return LoadOptions(limits: parserLimits)
    }
}
