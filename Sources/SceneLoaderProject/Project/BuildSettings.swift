/// A target's build settings as the project file gives them: the target's configuration over the
/// project's, for one configuration (Release when there is one, else the default one), with the
/// simple `$(NAME)` references resolved.
///
/// Settings from `.xcconfig` files (`baseConfigurationReference`) and from the environment are not
/// read: a reference to one stays in the value as written.
struct BuildSettings {
    private let target: PropertyList.Dictionary?
    private let project: PropertyList.Dictionary?
    private let targetName: String

    init(target: PropertyList.Dictionary?, project: PropertyList.Dictionary?, targetName: String) {
        self.target = target
        self.project = project
        self.targetName = targetName
    }

    /// The setting as written (a list is joined with spaces), target first, then project.
    func raw(_ name: String) -> String? {
        for settings in [target, project] {
            guard let value = settings?[name] else { continue }
            if let text = value.string { return text }
            if let list = value.array { return list.compactMap(\.string).joined(separator: " ") }
        }
        switch name {
        case "TARGET_NAME": return targetName
        case "PRODUCT_NAME": return "$(TARGET_NAME)"
        default: return nil
        }
    }

    /// The setting with the references it makes resolved where they can be.
    func resolved(_ name: String) -> String? {
        raw(name).map { resolve($0) }
    }

    /// `value` with `$(NAME)`, `${NAME}` and their modifiers (`:rfc1034identifier`,
    /// `:c99extidentifier`, `:identifier`, `:lower`, `:upper`) replaced; `$(inherited)` is empty
    /// (no outer level is read). A reference that cannot be resolved stays as written. Bounded: at
    /// most 32 replacements and 4,096 bytes per level, and a modified reference's value resolved
    /// at most 4 levels deep (a fixed bound, whatever the project holds).
    func resolve(_ value: String, depth: Int = 0) -> String {
        var text = Array(value.utf8)
        var searchFrom = 0
        var replacements = 0
        while replacements < 32, text.count <= 4096 {
            guard let reference = BuildSettings.firstReference(in: text, from: searchFrom) else { break }
            let inner = String(decoding: text[reference.nameRange], as: UTF8.self)
            let parts = inner.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            let key = parts[0]
            var replacement: String?
            if key == "inherited" {
                replacement = ""
            } else if let raw = raw(key) {
                if parts.count == 1 {
                    replacement = raw
                } else if depth < 4 {
                    // A modifier applies to the resolved value.
                    replacement = resolve(raw, depth: depth + 1)
                    for modifier in parts.dropFirst() {
                        replacement = BuildSettings.apply(modifier, to: replacement)
                    }
                    if replacement?.contains("$(") == true || replacement?.contains("${") == true { replacement = nil }
                }
            }
            guard let replacement else {
                searchFrom = reference.range.upperBound
                continue
            }
            text.replaceSubrange(reference.range, with: Array(replacement.utf8))
            searchFrom = reference.range.lowerBound
            replacements += 1
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The first `$(…)` or `${…}` at or after `start` whose name holds no other reference.
    private static func firstReference(in text: [UInt8], from start: Int) -> (range: Range<Int>, nameRange: Range<Int>)? {
        var index = start
        while index + 1 < text.count {
            defer { index += 1 }
            guard text[index] == UInt8(ascii: "$") else { continue }
            let open = text[index + 1]
            guard open == UInt8(ascii: "(") || open == UInt8(ascii: "{") else { continue }
            let close = open == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
            var end = index + 2
            while end < text.count && text[end] != close && text[end] != UInt8(ascii: "$") { end += 1 }
            guard end < text.count, text[end] == close, end > index + 2 else { continue }
            return (index..<(end + 1), (index + 2)..<end)
        }
        return nil
    }

    /// A build-setting modifier applied to a value; nil when `modifier` is not one Xcode has.
    private static func apply(_ modifier: String, to value: String?) -> String? {
        guard let value else { return nil }
        let scalars = value.unicodeScalars
        func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar))
        }
        switch modifier {
        case "rfc1034identifier":
            return String(String.UnicodeScalarView(scalars.map { isAlphanumeric($0) || $0 == "-" || $0 == "." ? $0 : "-" }))
        case "c99extidentifier", "identifier":
            var result = String(String.UnicodeScalarView(scalars.map { isAlphanumeric($0) || $0 == "_" ? $0 : "_" }))
            if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
            return result
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        default: return nil
        }
    }

    /// The platforms of `SDKROOT`, else of `SUPPORTED_PLATFORMS`, each once, by their usual names.
    var platforms: [String] {
        var names: [String] = []
        let sdk = resolved("SDKROOT").map { [$0] } ?? []
        let supported = resolved("SUPPORTED_PLATFORMS").map { $0.split(separator: " ").map(String.init) } ?? []
        for word in sdk + supported {
            guard let name = BuildSettings.platformName(word), !names.contains(name) else { continue }
            names.append(name)
        }
        return names
    }

    /// `iOS` for `iphoneos` (and `iphoneos17.0`, `iphonesimulator`), and so on; nil for `auto` and
    /// what is not a platform.
    static func platformName(_ sdk: String) -> String? {
        let prefixes: [(String, String)] = [
            ("iphoneos", "iOS"), ("iphonesimulator", "iOS"), ("macosx", "macOS"), ("appletvos", "tvOS"),
            ("appletvsimulator", "tvOS"), ("watchos", "watchOS"), ("watchsimulator", "watchOS"),
            ("xros", "visionOS"), ("xrsimulator", "visionOS"), ("driverkit", "DriverKit"),
        ]
        let lowered = sdk.lowercased()
        return prefixes.first { lowered.hasPrefix($0.0) }?.1
    }
}
