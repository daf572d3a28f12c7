public import SceneLoaderCore

/// An Xcode project (`NAME.xcodeproj`) as read from its `project.pbxproj`: its languages and its
/// native targets, each with the resources it copies.
///
/// Read as untrusted input: the property list by a bounded, iterative
/// reader; groups followed with an explicit stack, each at most once, a loop between groups
/// reported (`project.group-cycle`) rather than followed; every path resolved inside the
/// repository or not read at all. Problems that leave the rest readable (a missing object, an
/// object of an unexpected kind, a resource that does not exist or lies outside the repository)
/// are ``diagnostics``, at their line in the project file.
public struct XcodeProject: Sendable, Hashable {
    /// The `.xcodeproj` folder, from the repository's root (`App.xcodeproj`, `iOS/App.xcodeproj`).
    public let path: String
    /// The archive's `objectVersion` (`46` for Xcode 3.2-era files, `77` for Xcode 16), as written.
    public let objectVersion: String?
    /// `developmentRegion` (`en` when the project has none).
    public let developmentRegion: String
    /// `knownRegions`, as listed.
    public let knownRegions: [String]
    /// The native targets, in the project's order (aggregate and legacy targets copy no resources
    /// and are not listed).
    public let targets: [ProjectTarget]
    /// What was wrong but did not stop the reading, by line.
    public let diagnostics: [Diagnostic]

    /// The project's name: its folder's name without `.xcodeproj`.
    public var name: String {
        let folder = RepositoryPath.name(of: path)
        return folder.hasSuffix(".xcodeproj") ? String(folder.dropLast(".xcodeproj".count)) : folder
    }

    init(path: String, objectVersion: String?, developmentRegion: String, knownRegions: [String],
         targets: [ProjectTarget], diagnostics: [Diagnostic]) {
        self.path = path
        self.objectVersion = objectVersion
        self.developmentRegion = developmentRegion
        self.knownRegions = knownRegions
        self.targets = targets
        self.diagnostics = diagnostics
    }

    /// Reads the project at `path` (relative to the repository's root) from the bytes of its
    /// `project.pbxproj`, naming that file `shown` in diagnostics.
    static func read(bytes: [UInt8], path: String, shown: String, files: RepositoryFiles,
                     limits: ProjectLimits) throws(ProjectError) -> XcodeProject {
        var reader = PropertyListReader(bytes: bytes, file: shown, limits: limits)
        let plist = try reader.read()
        var project = XcodeProjectReader(path: path, shown: shown, files: files, warnings: reader.warnings, unlisted: reader.unlistedWarnings)
        return try project.read(plist)
    }
}
