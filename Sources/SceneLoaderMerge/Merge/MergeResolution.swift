public import SceneLoaderCore

/// What a rule decided where both sides changed something nobody means to conflict on.
public struct MergeResolution: Sendable, Hashable {
    /// The rules, each documented in `docs/MERGE.md`.
    public enum Rule: String, Sendable, Hashable {
        /// Both sides changed a version stamp (`toolsVersion`, `systemVersion`, a plug-in's
        /// `version`…): the newer is kept.
        case versionStamp = "version-stamp"
        /// Both sides changed a frame, a canvas position or a `misplaced` flag: ours is kept
        /// (Interface Builder recomputes frames from constraints).
        case geometry
        /// One side deleted an element whose only change on the other side was noise (geometry,
        /// stamps, order): the deletion is kept.
        case deletedNoise = "deleted-noise"
        /// Both sides reordered a list whose order means nothing (resources, dependencies,
        /// constraints, connections): ours' order is kept.
        case listOrder = "list-order"
        /// Both sides added the same element (an outlet, an action, a constraint), each with the
        /// id its Interface Builder gave it: ours' is kept, once.
        case sameAddition = "same-addition"
        /// Both sides gave an element that had no id one (Interface Builder adds ids when it
        /// upgrades a document): ours' is kept (validation makes sure nothing refers to theirs').
        case newID = "new-id"
        /// Resources both sides changed: the union, sorted as Xcode writes it; an entry one side
        /// deleted is kept when the merged document still uses it.
        case resources
    }

    /// The rule that decided.
    public let rule: Rule
    /// The element, as a readable path.
    public let subject: String
    /// What was decided, in one line.
    public let message: String
    /// The line of the element in ours (0 when ours lacks it).
    public let oursLine: Int
    /// The line of the element in theirs (0 when theirs lacks it).
    public let theirsLine: Int

    /// Creates a resolution.
    public init(rule: Rule, subject: String, message: String, oursLine: Int, theirsLine: Int) {
        self.rule = rule
        self.subject = subject
        self.message = message
        self.oursLine = oursLine
        self.theirsLine = theirsLine
    }

    /// The resolution as a `merge.resolved` note at its line in ours (or theirs).
    public func diagnostic(files: [MergeSide: String]) -> Diagnostic {
        let (side, line) = oursLine > 0 ? (MergeSide.ours, oursLine) : (MergeSide.theirs, theirsLine)
        return Diagnostic(severity: .note, code: .mergeResolved, message: "\(subject): \(message)",
                          location: SourceLocation(file: files[side] ?? side.rawValue, line: line, column: 1))
    }
}
