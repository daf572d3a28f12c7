/// A path pattern of a lint configuration's `include` and `exclude`: `*` matches within one path
/// component, `?` one character (a Unicode scalar) but `/`, `**` any number of components (`**/`
/// also none), and anything else itself. A pattern without `/` matches a file's name in any folder
/// (`*.storyboard`), as `.gitignore` patterns do.
///
/// Matching runs the pattern over the set of path positions it can have reached, as a bit set:
/// each of the pattern's tokens is a few word operations per 64 characters of the path (a `*`
/// spreads its positions up to the next `/` by one addition with carry), so a match costs the
/// pattern's length times the path's length divided by 64, never exponential, and stops as soon as
/// no position is left. What a configuration may hold is bounded too
/// (``LintConfiguration/maxPatternBytes``), so that no configuration makes matching a file cost
/// more than a fixed amount of work.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    private let tokens: [Token]

    private enum Token: Hashable {
        case character(Unicode.Scalar)
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
        let scalars = Array((pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern).unicodeScalars)
        // A pattern with no `/` (but a trailing one) matches at any depth.
        if !scalars.dropLast().contains("/") { tokens.append(.folders) }
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "*" && index + 1 < scalars.count && scalars[index + 1] == "*" {
                if index + 2 < scalars.count && scalars[index + 2] == "/" {
                    tokens.append(.folders)
                    index += 3
                } else {
                    tokens.append(.globstar)
                    index += 2
                }
                continue
            }
            tokens.append(scalar == "*" ? .star : scalar == "?" ? .one : .character(scalar))
            index += 1
        }
        // `Folder/` matches everything under it.
        if scalars.last == "/" { tokens.append(.globstar) }
        self.tokens = tokens
    }

    /// The pattern.
    public var description: String { pattern }

    /// Whether `path` (relative, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        matches(GlobText(path))
    }

    /// Whether the prepared `text` matches: several patterns share one ``GlobText`` of a path.
    func matches(_ text: GlobText) -> Bool {
        // reachable: bit i set when the tokens so far can match text[..<i].
        var reachable = text.bits(only: 0)
        for token in tokens {
            switch token {
            case .character(let scalar):
                guard let mask = text.masks[scalar] else { return false }
                reachable = GlobText.shiftedUp(reachable, and: mask)
            case .one:
                reachable = GlobText.shiftedUp(reachable, and: text.notSlash)
            case .star:
                reachable = GlobText.spread(reachable, through: text.insideComponents)
            case .globstar:
                reachable = GlobText.spread(reachable, through: text.beforeEnd)
            case .folders:
                let anywhere = GlobText.spread(reachable, through: text.beforeEnd)
                for word in reachable.indices { reachable[word] |= anywhere[word] & text.afterSlash[word] }
            }
            if reachable.allSatisfy({ $0 == 0 }) { return false }
        }
        return text.contains(reachable, position: text.count)
    }
}

/// A path prepared for matching: its characters' positions as bit sets, one per distinct
/// character, and the sets the wildcards need. Made once per path, for every pattern.
struct GlobText {
    /// The number of characters (Unicode scalars); positions run from 0 to `count`.
    let count: Int
    /// Per character: bit i + 1 set where the path's character i is it.
    let masks: [Unicode.Scalar: [UInt64]]
    /// Bit i + 1 set where character i is not `/`.
    let notSlash: [UInt64]
    /// Bit i set where character i exists and is not `/`: what `*` may cross.
    let insideComponents: [UInt64]
    /// Bit i set for every character position: what `**` may cross.
    let beforeEnd: [UInt64]
    /// Bit i set where character i − 1 is `/`.
    let afterSlash: [UInt64]

    init(_ path: String) {
        let scalars = Array((path.hasPrefix("./") ? String(path.dropFirst(2)) : path).unicodeScalars)
        count = scalars.count
        let words = (scalars.count + 1 + 63) / 64
        func empty() -> [UInt64] { [UInt64](repeating: 0, count: words) }
        var masks: [Unicode.Scalar: [UInt64]] = [:]
        var notSlash = empty(), inside = empty(), before = empty(), afterSlash = empty()
        for (i, scalar) in scalars.enumerated() {
            let next = i + 1
            masks[scalar, default: empty()][next >> 6] |= 1 << UInt64(next & 63)
            before[i >> 6] |= 1 << UInt64(i & 63)
            if scalar == "/" {
                afterSlash[next >> 6] |= 1 << UInt64(next & 63)
            } else {
                notSlash[next >> 6] |= 1 << UInt64(next & 63)
                inside[i >> 6] |= 1 << UInt64(i & 63)
            }
        }
        self.masks = masks
        self.notSlash = notSlash
        insideComponents = inside
        beforeEnd = before
        self.afterSlash = afterSlash
    }

    /// A set holding position `position` alone.
    func bits(only position: Int) -> [UInt64] {
        var bits = [UInt64](repeating: 0, count: (count + 1 + 63) / 64)
        bits[position >> 6] |= 1 << UInt64(position & 63)
        return bits
    }

    func contains(_ bits: [UInt64], position: Int) -> Bool {
        bits[position >> 6] & (1 << UInt64(position & 63)) != 0
    }

    /// Every position moved one up, kept where `mask` has it: one character matched.
    static func shiftedUp(_ bits: [UInt64], and mask: [UInt64]) -> [UInt64] {
        var result = bits
        var carry: UInt64 = 0
        for word in bits.indices {
            result[word] = ((bits[word] << 1) | carry) & mask[word]
            carry = bits[word] >> 63
        }
        return result
    }

    /// Every position, and every position above it reached by crossing only characters that
    /// `through` holds: `(R & P) + P`, whose carries run up each run of `P` from its lowest bit of
    /// `R` and stop at the first position `P` lacks, then `^ P` keeps what the carries changed.
    static func spread(_ bits: [UInt64], through cross: [UInt64]) -> [UInt64] {
        var result = bits
        var carry: UInt64 = 0
        for word in bits.indices {
            let (partial, first) = (bits[word] & cross[word]).addingReportingOverflow(cross[word])
            let (sum, second) = partial.addingReportingOverflow(carry)
            carry = first || second ? 1 : 0
            result[word] = bits[word] | (sum ^ cross[word])
        }
        return result
    }
}
