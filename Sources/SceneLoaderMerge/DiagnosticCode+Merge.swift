public import SceneLoaderCore

extension DiagnosticCode {
    /// A merge's two sides changed one thing differently (an attribute, an element one side
    /// deleted and the other changed, a list both reordered): the result marks it for a person.
    public static let mergeConflictingChange: DiagnosticCode = "merge.conflict"
    /// The merged document would not validate (an id twice, a destination, outlet, constraint item
    /// or initial controller that no longer resolves): the elements involved are marked as conflicts.
    public static let mergeInvalidResult: DiagnosticCode = "merge.invalid-result"
    /// A rule resolved what both sides changed (a version stamp, geometry, resources), as a note.
    public static let mergeResolved: DiagnosticCode = "merge.resolved"
    /// The input is XML, but not an Interface Builder document `diff` and `merge` read (a storyboard
    /// or a xib), or holds markup they do not read.
    public static let mergeUnsupportedDocument: DiagnosticCode = "merge.unsupported"
}
