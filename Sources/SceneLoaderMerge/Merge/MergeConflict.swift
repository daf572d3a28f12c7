public import SceneLoaderCore

/// A change the merge cannot combine: the result marks it (`<<<<<<< ours` … `=======` …
/// `>>>>>>> theirs`) for a person to resolve in an editor.
public struct MergeConflict: Sendable, Hashable {
    /// What kind of conflict it is.
    public enum Kind: String, Sendable, Hashable {
        /// Both sides changed one attribute to different values (or one changed it and the other
        /// removed it): the element's start tag is marked, once with each side's value.
        case attribute
        /// One side deleted an element the other changed: the element is marked, absent on one side.
        case deletedChanged = "deleted-changed"
        /// Both sides changed an element that is merged as one unit (text, an unkeyed list), or
        /// added the same id with different contents: the element is marked whole.
        case element
        /// Both sides reordered a list whose order means something (subviews): the list's element is
        /// marked whole.
        case order
        /// The combined changes would not validate (an id twice, a reference that no longer
        /// resolves): the elements involved are marked whole.
        case invalidResult = "invalid-result"
    }

    /// What kind of conflict it is.
    public let kind: Kind
    /// The element, as a readable path (`Settings › Label "Title"`).
    public let subject: String
    /// The attribute, for an ``Kind/attribute`` conflict.
    public let attribute: String?
    /// One line saying what each side did.
    public let message: String
    /// What the base, ours and theirs hold (in that order).
    public let versions: [MergeVersion]
    /// The line of the `<<<<<<<` marker in the result.
    public let resultLine: Int

    /// Creates a conflict.
    public init(kind: Kind, subject: String, attribute: String?, message: String, versions: [MergeVersion], resultLine: Int) {
        self.kind = kind
        self.subject = subject
        self.attribute = attribute
        self.message = message
        self.versions = versions
        self.resultLine = resultLine
    }

    /// What `side` holds.
    public func version(_ side: MergeSide) -> MergeVersion? { versions.first { $0.side == side } }

    /// The conflict as a `merge.conflict` (or `merge.invalid-result`) error at its marker in
    /// `result`, with a note at the line of each version that has the element.
    /// - Parameter files: how each version's file is named (its path).
    public func diagnostic(result: String, files: [MergeSide: String]) -> Diagnostic {
        var notes: [Diagnostic.Note] = []
        for version in versions where version.line > 0 {
            let shown = version.value.map { "'\(Quote.value($0, limit: 80))'" } ?? "the element"
            notes.append(Diagnostic.Note(message: "\(version.side.rawValue): \(shown)",
                                         location: SourceLocation(file: files[version.side] ?? version.side.rawValue, line: version.line, column: 1)))
        }
        return Diagnostic(severity: .error, code: kind == .invalidResult ? .mergeInvalidResult : .mergeConflictingChange,
                          message: message, location: SourceLocation(file: result, line: resultLine, column: 1), notes: notes)
    }
}
