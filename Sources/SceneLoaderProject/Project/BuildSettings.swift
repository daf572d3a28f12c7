/// A target's build settings as Xcode layers them, for one configuration (Release when there is
/// one, else the default one): the target's own, its `.xcconfig` file's, the project's, the
/// project's `.xcconfig` file's, each level over the next; with `$(NAME)` references resolved and
/// `$(inherited)` taken from the level below.
///
/// Settings from the environment and from the command line are not known: a reference to one
/// stays in the value as written.
struct BuildSettings {
    /// The levels, most specific first: each a setting's value by name (a list joined with spaces).
    private let levels: [[String: String]]
    private let targetName: String

    init(levels: [[String: String]], targetName: String) {
        self.levels = levels
        self.targetName = targetName
    }

    /// A level of settings from a configuration's `buildSettings` dictionary.
    static func level(_ dictionary: PropertyList.Dictionary?) -> [String: String] {
        var level: [String: String] = [:]
        for entry in dictionary?.entries ?? [] {
            if let text = entry.value.string {
                level[entry.key] = text
            } else if let list = entry.value.array {
                level[entry.key] = list.compactMap(\.string).joined(separator: " ")
            }
        }
        return level
    }

    /// The setting as written at the first level from `start` that has it, with that level.
    private func raw(_ name: String, from start: Int = 0) -> (value: String, level: Int)? {
        var index = start
        while index < levels.count {
            if let value = levels[index][name] { return (value, index) }
            index += 1
        }
        switch name {
        case "TARGET_NAME": return (targetName, levels.count)
        case "PRODUCT_NAME": return ("$(TARGET_NAME)", levels.count)
        case "PRODUCT_MODULE_NAME": return ("$(PRODUCT_NAME:c99extidentifier)", levels.count)
        default: return nil
        }
    }

    /// The most references replaced while resolving one setting, however they nest.
    static let replacementBudget = 256

    /// The setting with the references it makes resolved where they can be.
    func resolved(_ name: String) -> String? {
        var budget = BuildSettings.replacementBudget
        return raw(name).map { resolve($0.value, name: name, level: $0.level, depth: 0, budget: &budget) }
    }

    /// `value` (the setting `name`'s at `level`) with `$(NAME)`, `${NAME}` and their modifiers
    /// (`:rfc1034identifier`, `:c99extidentifier`, `:identifier`, `:lower`, `:upper`) replaced;
    /// `$(inherited)`, and a reference of the setting to itself
    /// (`PRODUCT_BUNDLE_IDENTIFIER = $(PRODUCT_BUNDLE_IDENTIFIER).share`), is the setting's value at
    /// the levels below. A reference that cannot be resolved stays as written. Bounded: at most 32
    /// replacements and 4,096 bytes per value, references resolved at most 6 levels deep, and at
    /// most ``replacementBudget`` replacements for one setting in all (fixed bounds, whatever the
    /// project holds).
    private func resolve(_ value: String, name: String, level: Int, depth: Int, budget: inout Int) -> String {
        var text = Array(value.utf8)
        var searchFrom = 0
        var replacements = 0
        while replacements < 32, budget > 0, text.count <= 4096 {
            guard let reference = BuildSettings.firstReference(in: text, from: searchFrom) else { break }
            let inner = String(decoding: text[reference.nameRange], as: UTF8.self)
            let parts = inner.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            let key = parts[0]
            var replacement: String?
            if depth < 6 {
                if key == "inherited" {
                    replacement = raw(name, from: level + 1).map { resolve($0.value, name: name, level: $0.level, depth: depth + 1, budget: &budget) } ?? ""
                } else if key == name {
                    // A setting naming itself means its value at the levels below, as `$(inherited)`
                    // does; with none below (the environment's, unknown here) it stays as written.
                    replacement = raw(name, from: level + 1).map { resolve($0.value, name: name, level: $0.level, depth: depth + 1, budget: &budget) }
                    for modifier in parts.dropFirst() {
                        replacement = BuildSettings.apply(modifier, to: replacement)
                    }
                } else if let found = raw(key) {
                    replacement = resolve(found.value, name: key, level: found.level, depth: depth + 1, budget: &budget)
                    for modifier in parts.dropFirst() {
                        replacement = BuildSettings.apply(modifier, to: replacement)
                    }
                }
            }
            // A value still naming a reference it could not resolve is kept as written.
            if parts.count > 1, let made = replacement, made.contains("$(") || made.contains("${") { replacement = nil }
            guard let replacement else {
                searchFrom = reference.range.upperBound
                continue
            }
            text.replaceSubrange(reference.range, with: Array(replacement.utf8))
            searchFrom = reference.range.lowerBound + replacement.utf8.count
            replacements += 1
            budget -= 1
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
