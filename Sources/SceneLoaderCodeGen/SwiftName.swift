/// Swift names and literals made from storyboard values: always valid, never a keyword, distinct in
/// their scope, and literals that quote every byte safely (pure ASCII, control characters escaped).
enum SwiftName {
    /// Words Swift reserves anywhere, and the names the generated types already have (an enum
    /// case `rawValue` would clash with the raw value's property).
    static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "async", "package", "some", "any", "Type", "Protocol", "_", "rawValue", "allCases", "hashValue",
        "hash", "description", "debugDescription", "Element",
    ]

    /// A lowerCamelCase name for `raw` (`show detail` → `showDetail`, `1st` → `_1st`, `Café` →
    /// `cafU00E9`); `fallback` when nothing of `raw` can be used.
    static func lowerCamel(_ raw: String, fallback: String) -> String {
        let words = self.words(raw)
        guard let first = words.first else { return fallback }
        let head = first.prefix(1).lowercased() + first.dropFirst()
        return prefixed(head + words.dropFirst().map(capitalized).joined())
    }

    /// An UpperCamelCase name for `raw` (`main` → `Main`, `my screens` → `MyScreens`).
    static func upperCamel(_ raw: String, fallback: String) -> String {
        let words = self.words(raw)
        guard !words.isEmpty else { return fallback }
        return prefixed(words.map(capitalized).joined())
    }

    /// Whether `text` is a plain identifier: ASCII letters, digits and `_`, not starting with a
    /// digit, not reserved. Class and module names from a file are used only when they are.
    static func isPlainIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, !isDigit(first), text.utf8.count <= 255 else { return false }
        return text.utf8.allSatisfy { isLetterOrDigit($0) || $0 == UInt8(ascii: "_") } && !reserved.contains(text)
    }

    private static func words(_ raw: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in raw.unicodeScalars.prefix(200) {
            if scalar.isASCII, isLetterOrDigit(UInt8(scalar.value)) {
                current.unicodeScalars.append(scalar)
            } else {
                if !current.isEmpty { words.append(current) }
                current = ""
                // Anything else that is a letter or digit in some script keeps its identity.
                if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                    words.append("U" + hex4(scalar.value))
                }
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// At least four uppercase hexadecimal digits.
    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    private static func prefixed(_ name: String) -> String {
        guard let first = name.utf8.first else { return "_" }
        return isDigit(first) ? "_" + name : name
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}


/// The names taken in one Swift scope: each new name is made distinct from those, from the reserved
/// words and from the names the scope must not shadow (the types it refers to), by a number.
///
/// The names every scope avoids (``SwiftName/reserved`` and a plan's referenced types, which can be
/// many thousands) are one shared set that no scope copies; a scope keeps only what it adds, so
/// making a scope per class or per storyboard costs nothing for the names it does not claim.
struct SwiftNameScope {
    /// Names no scope of the plan may take: shared, never written.
    private let avoided: Set<String>
    /// What this scope took or must also avoid.
    private var taken: Set<String>
    /// The next number to try for each name asked for, so that many identifiers that make the
    /// same name cost one step each.
    private var nextNumber: [String: Int] = [:]

    /// A scope where `shared` (reserved words, type and module names the file refers to) and
    /// `own` (this scope's own members) are taken.
    init(avoiding shared: Set<String>, and own: some Sequence<String> = [String]()) {
        avoided = shared
        taken = Set(own)
    }

    /// `name`, or `name2`, `name3`…: the first that is not taken; it is taken from now on.
    mutating func claim(_ name: String) -> String {
        var candidate = name
        var number = nextNumber[name] ?? 2
        while avoided.contains(candidate) || SwiftName.reserved.contains(candidate) || taken.contains(candidate) {
            candidate = name + String(number)
            number += 1
        }
        nextNumber[name] = number
        taken.insert(candidate)
        return candidate
    }
}
