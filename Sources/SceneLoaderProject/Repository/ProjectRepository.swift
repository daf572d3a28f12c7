#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import SceneLoaderCore

/// A folder read the way Xcode builds it: every Xcode project (`*.xcodeproj`) and workspace under
/// it, and every Swift package (`Package.swift`) by SwiftPM's conventions, with their targets and
/// the files each target copies; and every file SceneLoader reads that the walk found, whether a
/// target copies it or not.
///
/// ```swift
/// let repository = try ProjectRepository(url: URL(fileURLWithPath: "."))
/// for target in repository.targets {
///     print(target.name, target.resources(.storyboard).map(\.path))
/// }
/// ```
///
/// The walk is bounded, never follows a symbolic link and skips ``Options/excludedFolderNames``.
/// A project file that cannot be read is a diagnostic, not a failure: its files are still found,
/// in no target. A Swift package's `Package.swift` is not run: each folder of its `Sources/` is a
/// target of that name, and every resource under it is that target's (a target with a custom
/// `path:` or resources elsewhere is not seen, and its files are in no target).
public struct ProjectRepository: Sendable {
    /// How a repository is walked and its project files read.
    public struct Options: Sendable, Hashable {
        /// Folder names never entered: `.build`, `DerivedData`, `.git`, `Pods`, `Carthage`,
        /// `node_modules` by default.
        public var excludedFolderNames: Set<String> = [".build", "DerivedData", ".git", "Pods", "Carthage", "node_modules"]
        /// The most directory entries looked at (default 200,000).
        public var maxEntries = 200_000
        /// The deepest folder nesting entered (default 32).
        public var maxDepth = 32
        /// Bounds on each project file.
        public var limits = ProjectLimits()

        /// The defaults.
        public init() {}
    }

    /// The folder read.
    public let url: URL
    /// The Xcode projects that were read, sorted by path.
    public let projects: [XcodeProject]
    /// Every `.xcodeproj` folder found, read or not (one that cannot be read is in ``diagnostics``), sorted.
    public let projectFolders: [String]
    /// The workspaces, sorted by path.
    public let workspaces: [XcodeWorkspace]
    /// The `Package.swift` files whose targets were read by convention, sorted by path.
    public let packages: [String]
    /// Every target: each project's in its order (projects by path), then each package's by name.
    public let targets: [ProjectTarget]
    /// Every file SceneLoader reads that the walk found or a target names, sorted by path.
    public let files: [ProjectResource]
    /// Folders the walk reported without entering: compiled storyboards (`*.storyboardc`), sorted.
    public let compiledStoryboards: [String]
    /// Why the walk stopped early, if it did (a tree larger or deeper than the options allow).
    public let truncation: String?
    /// Entries whose names are not UTF-8 (no path can name them), relative to the root with their
    /// other bytes shown as `\xE9`: passed over, for the caller to report.
    public let unreadableNames: [String]
    /// What reading the projects found wrong (each project's own, and a note for each Interface
    /// Builder file in no target), sorted by file and line.
    public let diagnostics: [Diagnostic]

    private let targetsByPath: [String: [Int]]

    /// Walks `url` and reads the projects, workspaces and packages under it.
    /// - Throws: ``ProjectError`` when `url` is not a readable folder.
    public init(url: URL, options: Options = Options()) throws(ProjectError) {
        self.url = url
        let root = url.path
        let shown = { (path: String) in url.appendingPathComponent(path).relativePath }
        let walk = DirectoryWalk(excludedNames: options.excludedFolderNames,
                                 reportedSuffixes: [".xcodeproj", ".xcworkspace", ".xcassets", ".storyboardc"],
                                 maxEntries: options.maxEntries, maxDepth: options.maxDepth)
        let found: DirectoryWalk.Result
        do throws(FileIssue) {
            found = try walk.walk(root) { ProjectResource.Kind(fileName: $0) != nil || $0 == "Package.swift" }
        } catch {
            throw ProjectError(code: error.code, message: error.message, location: SourceLocation(file: url.relativePath, line: 0, column: 0))
        }
        let tree = RepositoryFiles(root: root, files: found.files,
                                   folders: found.skippedFolders.filter { $0.hasSuffix(".xcassets") })
        var diagnostics: [Diagnostic] = []
        var projects: [XcodeProject] = []
        var workspaces: [XcodeWorkspace] = []
        for folder in found.skippedFolders where folder.hasSuffix(".xcodeproj") {
            let file = folder + "/project.pbxproj"
            let bytes: [UInt8]
            switch SecureFile.contents(of: root + "/" + file, shown: shown(file), limit: options.limits.maxFileSize, followingLinks: false) {
            case .success(let read): bytes = read
            case .failure(let issue):
                diagnostics.append(Diagnostic(severity: .error, code: issue.code, message: issue.message,
                                              location: SourceLocation(file: shown(file), line: 0, column: 0)))
                continue
            }
            do throws(ProjectError) {
                projects.append(try XcodeProject.read(bytes: bytes, path: folder, shown: shown(file), files: tree, limits: options.limits))
            } catch {
                diagnostics.append(error.diagnostic)
            }
        }
        for folder in found.skippedFolders where folder.hasSuffix(".xcworkspace") {
            let file = folder + "/contents.xcworkspacedata"
            guard case .success(let bytes) = SecureFile.contents(of: root + "/" + file, shown: shown(file), limit: 1 << 20, followingLinks: false) else {
                continue
            }
            var reader = WorkspaceReader(bytes: bytes, shown: shown(file), limits: options.limits)
            do throws(ProjectError) {
                workspaces.append(try reader.read(path: folder, root: root))
            } catch {
                diagnostics.append(error.diagnostic)
            }
        }
        let packages = found.files.filter { RepositoryPath.name(of: $0) == "Package.swift" }
        var targets = projects.flatMap(\.targets)
        for package in packages {
            targets += ProjectRepository.packageTargets(package, tree: tree, root: root)
        }
        diagnostics += projects.flatMap(\.diagnostics) + workspaces.flatMap(\.diagnostics)

        var byPath: [String: [Int]] = [:]
        var files = found.files.compactMap { path in ProjectResource.Kind(fileName: RepositoryPath.name(of: path)).map { ProjectResource(path: path, kind: $0) } }
        files += tree.folders.map { ProjectResource(path: $0, kind: .assetCatalog) }
        var known = Set(files.map(\.path))
        for (index, target) in targets.enumerated() {
            for resource in target.resources {
                byPath[resource.path, default: []].append(index)
                if known.insert(resource.path).inserted { files.append(resource) }
            }
        }
        files.sort()
        let projectFolders = found.skippedFolders.filter { $0.hasSuffix(".xcodeproj") }
        if !projectFolders.isEmpty || !targets.isEmpty {
            for file in files where file.kind.isInterfaceBuilder && byPath[file.path] == nil {
                diagnostics.append(Diagnostic(
                    severity: .note, code: .projectNoTarget,
                    message: "'\(Quote.path(file.path))' is in no target of the repository's projects; it is checked on its own",
                    location: SourceLocation(file: shown(file.path), line: 0, column: 0)))
            }
        }
        self.projects = projects
        self.projectFolders = projectFolders
        self.workspaces = workspaces
        self.packages = packages
        self.targets = targets
        self.files = files
        compiledStoryboards = found.skippedFolders.filter { $0.hasSuffix(".storyboardc") }
        truncation = found.truncation
        unreadableNames = found.unreadableNames
        self.diagnostics = diagnostics.sorted { ($0.location.file, $0.location, $0.code.rawValue) < ($1.location.file, $1.location, $1.code.rawValue) }
        targetsByPath = byPath
    }

    /// Whether the folder has an Xcode project (read or not) or a package with targets: when it
    /// has none, it is read as a plain folder of storyboards.
    public var hasProjects: Bool { !projectFolders.isEmpty || !targets.isEmpty }

    /// The targets that copy the file at `path` (relative to the root), in the order of ``targets``.
    public func targets(containing path: String) -> [ProjectTarget] {
        (targetsByPath[path] ?? []).map { targets[$0] }
    }

    /// The positions in ``targets`` of the targets that copy the file at `path`.
    public func targetIndices(containing path: String) -> [Int] {
        targetsByPath[path] ?? []
    }

    /// How the target at `index` of ``targets`` is named on the command line and in output: its
    /// name, or `PROJECT/NAME` when another target has the same name (`App/App`, `Kit/Kit`).
    public func displayName(ofTargetAt index: Int) -> String {
        let target = targets[index]
        guard targets.count(where: { $0.name == target.name }) > 1 else { return target.name }
        return ProjectRepository.projectName(target.project) + "/" + target.name
    }

    /// The positions in ``targets`` of the targets called `name`: by ``displayName(ofTargetAt:)``,
    /// else by plain name (several when targets of different projects share it).
    public func targetIndices(named name: String) -> [Int] {
        let exact = targets.indices.filter { displayName(ofTargetAt: $0) == name }
        return exact.isEmpty ? targets.indices.filter { targets[$0].name == name } : exact
    }

    /// Every target's ``displayName(ofTargetAt:)``, in order.
    public var targetNames: [String] { targets.indices.map(displayName(ofTargetAt:)) }

    /// `App` for `iOS/App.xcodeproj`, `Kit` for `Kit/Package.swift`, `Package` for a root `Package.swift`.
    static func projectName(_ project: String) -> String {
        let name = RepositoryPath.name(of: project)
        if name.hasSuffix(".xcodeproj") { return String(name.dropLast(".xcodeproj".count)) }
        let folder = RepositoryPath.folder(of: project)
        return folder.isEmpty ? "Package" : RepositoryPath.name(of: folder)
    }

    /// The targets of the Swift package whose manifest is at `manifest`: each folder of its
    /// `Sources/` that holds a resource, with every resource under it.
    private static func packageTargets(_ manifest: String, tree: RepositoryFiles, root: String) -> [ProjectTarget] {
        let folder = RepositoryPath.folder(of: manifest)
        let sources = folder.isEmpty ? "Sources" : folder + "/Sources"
        var byTarget: [String: [ProjectResource]] = [:]
        for entry in tree.entries(under: sources) {
            guard let kind = ProjectResource.Kind(fileName: RepositoryPath.name(of: entry)) else { continue }
            let inside = entry.dropFirst(sources.count + 1)
            guard let slash = inside.firstIndex(of: "/") else { continue }
            byTarget[String(inside[..<slash]), default: []].append(ProjectResource(path: entry, kind: kind))
        }
        let region = defaultLocalization(of: root + "/" + manifest) ?? "en"
        return byTarget.keys.sorted().map { name in
            let resources = byTarget[name] ?? []
            var regions: [String] = []
            for case let localization? in resources.map(\.localization) where !regions.contains(localization) { regions.append(localization) }
            return ProjectTarget(name: name, project: manifest, origin: .swiftPackage, productType: nil, platforms: [],
                                 bundleIdentifier: nil, developmentRegion: region, knownRegions: regions.sorted(),
                                 dependencies: [], resources: resources, productModuleName: name)
        }
    }

    /// The `defaultLocalization: "xx"` a manifest spells out, read as text (the manifest is not run).
    private static func defaultLocalization(of path: String) -> String? {
        guard case .success(let bytes) = SecureFile.contents(of: path, shown: path, limit: 1 << 20, followingLinks: false),
              let text = String(validating: bytes, as: UTF8.self),
              let range = text.firstRange(of: "defaultLocalization:") else { return nil }
        let rest = text[range.upperBound...].drop { $0 == " " }
        guard rest.first == "\"" else { return nil }
        let value = rest.dropFirst().prefix { $0 != "\"" && $0 != "\n" }
        return value.isEmpty || value.count > 32 ? nil : String(value)
    }
}
