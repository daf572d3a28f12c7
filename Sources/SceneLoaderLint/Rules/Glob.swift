/// A path pattern of a lint configuration's `include` and `exclude`: `*` matches within one path
/// component, `?` one character but `/`, `**` any number of components (`**/` also none), and
/// anything else itself. A pattern without `/` matches a file's name in any folder (`*.storyboard`),
/// as `.gitignore` patterns do.
///
/// Matching is a table of pattern position by path position: time is the product of the two
/// lengths, never exponential, whatever the pattern.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    private let tokens: [Token]

    private enum Token: Hashable {
        case character(Character)
        case one
        case star
        /// `**`: any characters, `/` included.
        case globstar
        /// `**/`: nothing, or any characters ending with `/`.
        case folders
    }

    /// Parses `pattern`.
    public init(_ pattern: String) {
        self.pattern = pattern
        var tokens: [Token] = []
        let characters = Array(pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern)
        // A pattern with no `/` (but a trailing one) matches at any depth.
        if !characters.dropLast().contains("/") { tokens.append(.folders) }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "*" && index + 1 < characters.count && characters[index + 1] == "*" {
                if index + 2 < characters.count && characters[index + 2] == "/" {
                    tokens.append(.folders)
                    index += 3
                } else {
                    tokens.append(.globstar)
                    index += 2
                }
                continue
            }
            tokens.append(character == "*" ? .star : character == "?" ? .one : .character(character))
            index += 1
        }
        // `Folder/` matches everything under it.
        if characters.last == "/" { tokens.append(.globstar) }
        self.tokens = tokens
    }

    /// The pattern.
    public var description: String { pattern }

    /// Whether `path` (relative, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        let text = Array(path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
        // reachable[i]: the tokens seen so far can match text[..<i].
        var reachable = [Bool](repeating: false, count: text.count + 1)
        reachable[0] = true
        for token in tokens {
            var next = [Bool](repeating: false, count: text.count + 1)
            switch token {
            case .character(let character):
                for i in 0..<text.count where reachable[i] && text[i] == character { next[i + 1] = true }
            case .one:
                for i in 0..<text.count where reachable[i] && text[i] != "/" { next[i + 1] = true }
            case .star:
                var open = false
                for i in 0...text.count {
                    if reachable[i] { open = true }
                    if open { next[i] = true }
                    if i < text.count && text[i] == "/" { open = false }
                }
            case .globstar:
                var open = false
                for i in 0...text.count {
                    if reachable[i] { open = true }
                    next[i] = open
                }
            case .folders:
                var open = false
                for i in 0...text.count {
                    if reachable[i] {
                        next[i] = true
                        open = true
                    }
                    if open && i > 0 && text[i - 1] == "/" { next[i] = true }
                }
            }
            reachable = next
        }
        return reachable[text.count]
    }
}
