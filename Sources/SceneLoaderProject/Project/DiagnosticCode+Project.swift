public import SceneLoaderCore

extension DiagnosticCode {
    // MARK: Xcode projects

    /// A `project.pbxproj` (or a workspace's `contents.xcworkspacedata`) is not well formed: an
    /// unterminated string, comment or data, unbalanced brackets, a missing `=` or `;`, a character
    /// out of place, bytes that are not UTF-8, or an XML or binary property list.
    public static let projectSyntax: DiagnosticCode = "project.syntax"
    /// A project file nests deeper, has more elements or a longer string than ``ProjectLimits`` allow.
    public static let projectLimit: DiagnosticCode = "project.limit"
    /// A dictionary of a project file repeats a key; the last value is used, as Foundation's reader does.
    public static let projectDuplicateKey: DiagnosticCode = "project.duplicate-key"
    /// A project file is a property list but not an Xcode project: no `objects`, no `rootObject`
    /// naming a `PBXProject`, or a value of the wrong type where the project needs one.
    public static let projectInvalid: DiagnosticCode = "project.invalid"
    /// An object id that the project's `objects` lack (a target, build phase, build file, group or
    /// file reference removed by a bad merge).
    public static let projectMissingObject: DiagnosticCode = "project.missing-object"
    /// An object whose `isa` is not one the place expects (a build file naming a target, a group
    /// listing a build phase) or that the reader does not know.
    public static let projectUnexpectedObject: DiagnosticCode = "project.unexpected-object"
    /// Groups contain each other: following their children would never end.
    public static let projectGroupCycle: DiagnosticCode = "project.group-cycle"
    /// A resource's path leads outside the repository (`..` past its root, an absolute path): it is
    /// not read.
    public static let projectPathOutside: DiagnosticCode = "project.path-outside"
    /// A target's resource does not exist in the repository (Xcode shows it in red and fails the build).
    public static let projectMissingFile: DiagnosticCode = "project.missing-file"
    /// An Interface Builder file that no target of the repository's projects copies (a note: it is
    /// checked on its own).
    public static let projectNoTarget: DiagnosticCode = "project.no-target"
    /// A target name that no project of the repository has (the nearest is suggested).
    public static let projectUnknownTarget: DiagnosticCode = "project.unknown-target"
    /// A storyboard name that several targets have, asked for without naming the target.
    public static let projectAmbiguousStoryboard: DiagnosticCode = "project.ambiguous-storyboard"
}
