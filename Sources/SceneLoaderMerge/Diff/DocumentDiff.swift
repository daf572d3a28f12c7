import SceneLoaderCore

/// What changed between two versions of a storyboard or xib, in the document's terms: scenes and
/// controllers added, removed or renamed, segues and relationships, outlets and actions, views
/// (by id, with their class and readable path), constraints (summarised per view), resources and
/// localizable strings, each with its line in both versions.
///
/// Noise (version stamps, frames and other geometry, canvas positions, attributes or resources
/// in another order) is kept apart in ``noise``: two versions that differ only there mean the same
/// (``isSame``).
///
/// ```swift
/// let old = try InterfaceDocument(contentsOf: URL(fileURLWithPath: "old/Main.storyboard"))
/// let new = try InterfaceDocument(contentsOf: URL(fileURLWithPath: "new/Main.storyboard"))
/// let diff = DocumentDiff(old: old, new: new)
/// for change in diff.changes { print(change.kind, change.subject, change.detail) }
/// print(diff.isSame ? "same meaning" : "different")
/// ```
public struct DocumentDiff: Sendable {
    /// The name of the old version.
    public let oldName: String
    /// The name of the new version.
    public let newName: String
    /// The changes that mean something, by section (``DocumentChange/Category``) then line.
    public let changes: [DocumentChange]
    /// The noise, by kind then line.
    public let noise: [DocumentChange]

    /// Compares `old` with `new`.
    public init(old: InterfaceDocument, new: InterfaceDocument) {
        var walk = DiffWalk(old: old, new: new)
        walk.run()
        let order = DocumentChange.Category.allCases
        let sorted = walk.changes.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element, rhs.element)
            let (ca, cb) = (order.firstIndex(of: a.category)!, order.firstIndex(of: b.category)!)
            if ca != cb { return ca < cb }
            let (la, lb) = (a.newLine > 0 ? a.newLine : a.oldLine, b.newLine > 0 ? b.newLine : b.oldLine)
            if la != lb { return la < lb }
            return lhs.offset < rhs.offset
        }.map(\.element)
        changes = sorted.filter { !$0.category.isNoise }
        noise = sorted.filter { $0.category.isNoise }
        oldName = old.name
        newName = new.name
    }

    /// The version of the `--json` form (docs/scene-inspect-diff.schema.json): raised when a field
    /// is removed or renamed, or changes type.
    public static let jsonSchemaVersion = 1

    /// Whether the two versions mean the same: they differ in noise at most.
    public var isSame: Bool { changes.isEmpty }

    /// The diff as `scene-inspect diff` prints it: a section per category with a line per change
    /// (`+` added, `-` removed, `~` changed or renamed, `>` moved) and its lines in OLD and NEW,
    /// then the noise, one line per kind, or every noise change when `showingNoise`.
    public func text(showingNoise: Bool = false) -> String {
        var text = "--- \(Quote.line(oldName))\n+++ \(Quote.line(newName))\n"
        if changes.isEmpty { text += "no change in meaning\n" }
        var heading: DocumentChange.Category?
        for change in changes {
            if change.category != heading {
                heading = change.category
                text += change.category.heading + "\n"
            }
            text += "  " + DocumentDiff.line(change) + "\n"
        }
        guard !noise.isEmpty else { return text }
        text += showingNoise ? "noise\n" : "noise (--all lists each)\n"
        for category in DocumentChange.Category.allCases where category.isNoise {
            let items = noise.filter { $0.category == category }
            guard let first = items.first else { continue }
            if showingNoise {
                text += "  \(category.heading)\n"
                for item in items { text += "    " + DocumentDiff.line(item) + "\n" }
            } else {
                let example = first.detail.isEmpty ? "" : ", e.g. \(first.subject): \(first.detail)"
                text += "  \(category.heading): \(items.count)\(Quote.line(example, limit: 110))\n"
            }
        }
        return text
    }

    /// One change: sign, subject, detail and lines.
    static func line(_ change: DocumentChange) -> String {
        let sign: String
        switch change.kind {
        case .added: sign = "+"
        case .removed: sign = "-"
        case .changed, .renamed: sign = "~"
        case .moved: sign = ">"
        }
        var lines: [String] = []
        if change.oldLine > 0 { lines.append("old \(change.oldLine)") }
        if change.newLine > 0 { lines.append("new \(change.newLine)") }
        let detail = change.detail.isEmpty ? "" : ": \(change.detail)"
        return Quote.line("\(sign) \(change.subject)\(detail) (\(lines.joined(separator: ", ")))")
    }

    /// The diff as the JSON object of `scene-inspect diff --json` (docs/scene-inspect-diff.schema.json).
    public func jsonText() -> String {
        var writer = JSONWriter()
        write(to: &writer)
        return writer.text
    }

    func write(to writer: inout JSONWriter) {
        writer.open("{")
        writer.key("schemaVersion"); writer.value(DocumentDiff.jsonSchemaVersion)
        writer.key("old"); writer.value(oldName)
        writer.key("new"); writer.value(newName)
        writer.key("same"); writer.value(isSame)
        writer.key("changes")
        DocumentDiff.write(changes, to: &writer)
        writer.key("noise")
        writer.open("[")
        for category in DocumentChange.Category.allCases where category.isNoise {
            let items = noise.filter { $0.category == category }
            guard !items.isEmpty else { continue }
            writer.item()
            writer.open("{")
            writer.key("category"); writer.value(category.rawValue)
            writer.key("count"); writer.value(items.count)
            writer.key("changes")
            DocumentDiff.write(items, to: &writer)
            writer.close("}")
        }
        writer.close("]")
        writer.close("}")
    }

    private static func write(_ changes: [DocumentChange], to writer: inout JSONWriter) {
        writer.open("[")
        for change in changes {
            writer.item()
            writer.open("{")
            writer.key("category"); writer.value(change.category.rawValue)
            writer.key("change"); writer.value(change.kind.rawValue)
            writer.key("subject"); writer.value(change.subject)
            writer.key("detail"); writer.value(change.detail)
            writer.key("element"); writer.value(change.element)
            writer.key("id"); writer.value(change.id)
            writer.key("oldLine"); change.oldLine > 0 ? writer.value(change.oldLine) : writer.value(nil as String?)
            writer.key("newLine"); change.newLine > 0 ? writer.value(change.newLine) : writer.value(nil as String?)
            writer.close("}")
        }
        writer.close("]")
    }
}
