#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import SceneLoaderCore
public import SceneLoaderProject

/// A repository read the way Xcode builds it: one ``StoryboardBundle`` per target of its Xcode
/// projects (and Swift packages), each holding the storyboards and asset catalogs that target
/// copies, and every storyboard of the folder, whether a target copies it or not.
///
/// ```swift
/// let project = try StoryboardProject(url: URL(fileURLWithPath: "."))
/// let app = try project.target(named: "App")                 // the app target's bundle
/// let main = try app.storyboard(named: "Main")               // its Base.lproj/Main.storyboard
/// let share = try project.storyboard(named: "Main", target: "Share")  // the extension's own Main
/// for diagnostic in project.diagnostics() { print(diagnostic) }
/// ```
///
/// A storyboard belongs to the targets whose Resources build phase copies it (through variant
/// groups, folder references and Xcode 16's synchronized folders), and its references, images
/// and localizations resolve in its target's bundle, and in the bundles of the repository's other
/// targets by `bundleIdentifier` (the frameworks it embeds). Two storyboards of one name in two
/// targets are two storyboards. A storyboard that no target copies (a localization export's
/// copy, a file left out of the project) is still loaded and checked, on its own: as in a folder
/// read as a bundle (``folder``), preferring the storyboards of its own folder. Every file is
/// loaded at most once, whichever bundle asks. Without any project or package, ``targets`` is
/// empty and ``folder`` is the folder read as before.
public final class StoryboardProject: Sendable {
    /// The folder read.
    public let url: URL
    /// The projects, workspaces, packages and targets found, and what reading them found wrong.
    public let repository: ProjectRepository
    /// Every storyboard found (or named by a target), sorted by path.
    public let files: [StoryboardFile]
    /// One bundle per target of ``ProjectRepository/targets``, in its order. A bundle's
    /// ``StoryboardBundle/projectTarget`` is its target, its ``StoryboardBundle/identifier`` the
    /// target's bundle identifier, and its development region the project's.
    public let targets: [StoryboardBundle]
    /// Every storyboard of the folder as one bundle: how a storyboard in no target is checked.
    public let folder: StoryboardBundle

    private let targetsOfFile: [[Int]]

    /// Reads the projects under `url` and makes a bundle per target.
    /// - Parameters:
    ///   - url: the repository's folder.
    ///   - searchPath: further bundles that references with a `bundleIdentifier` may name (a
    ///     framework outside the folder), after the repository's own targets.
    ///   - options: discovery and loading options; each target's bundle takes its project's
    ///     development region.
    /// - Throws: ``StoryboardError`` when `url` is not a readable folder (a project that cannot be
    ///   read is one of ``diagnostics()``, and its storyboards are in no target).
    public init(url: URL, searchPath: [StoryboardBundle] = [], options: StoryboardBundle.Options = StoryboardBundle.Options()) throws(StoryboardError) {
        var repositoryOptions = ProjectRepository.Options()
        repositoryOptions.excludedFolderNames = options.excludedFolderNames
        repositoryOptions.maxEntries = options.maxEntries
        repositoryOptions.maxDepth = options.maxDepth
        repositoryOptions.limits = options.projectLimits
        let repository: ProjectRepository
        do throws(ProjectError) {
            repository = try ProjectRepository(url: url, options: repositoryOptions)
        } catch {
            throw StoryboardError(code: error.code, message: error.message, location: error.location)
        }
        self.url = url
        self.repository = repository
        // At most `maxFiles` storyboards, as a folder's bundle reads: each stays loaded while used.
        let storyboards = repository.files.filter { $0.kind == .storyboard }
        let files = storyboards.prefix(options.maxFiles).map { StoryboardFile(path: $0.path, root: url) }
        let truncation = storyboards.count > options.maxFiles ? "more than \(options.maxFiles) storyboards" : repository.truncation
        self.files = files
        let slots = files.map { _ in StoryboardBundle.Slot() }
        var indexByPath: [String: Int] = [:]
        for (index, file) in files.enumerated() { indexByPath[file.relativePath] = index }
        let catalogs = repository.files.filter { $0.kind == .assetCatalog }.map { url.appendingPathComponent($0.path) }
        let catalogCache = AssetCatalogCache()
        var discovery = StoryboardBundle.discoveryDiagnostics(root: url, compiled: repository.compiledStoryboards,
                                                             unreadable: repository.unreadableNames, truncation: truncation)
        if !repository.hasProjects { discovery = StoryboardBundle.duplicates(files, root: url, severity: .note) + discovery }

        var targetsOfFile = Array(repeating: [Int](), count: files.count)
        func bundle(_ index: Int, searchPath: [StoryboardBundle]) -> StoryboardBundle {
            let target = repository.targets[index]
            var positions: [Int] = []
            for resource in target.resources where resource.kind == .storyboard {
                if let position = indexByPath[resource.path] { positions.append(position) }
            }
            positions.sort()
            let own = positions.map { files[$0] }
            var targetOptions = options
            targetOptions.localizations.developmentRegion = target.developmentRegion
            targetOptions.knownRegions = target.knownRegions
            let targetCatalogs = target.resources(.assetCatalog).map { url.appendingPathComponent($0.path) }
            return StoryboardBundle(
                url: url, identifier: target.bundleIdentifier, target: target, searchPath: searchPath, options: targetOptions,
                files: own, assetCatalogFolders: targetCatalogs,
                resources: BundleResources(root: url, relativePaths: target.resources.map(\.path), assetCatalogFolders: targetCatalogs,
                                          catalogs: catalogCache),
                discoveryDiagnostics: StoryboardBundle.duplicates(own, root: url, severity: .warning, target: repository.displayName(ofTargetAt: index)),
                slots: positions.map { slots[$0] },
                nibs: NibShelf(paths: target.resources(.xib).map(\.path), root: url, severity: .warning))
        }
        // The bundles references by identifier reach: each target with an identifier, without a
        // search path of its own (as a framework's bundle is searched for its own storyboards).
        let reachable = repository.targets.indices.filter { repository.targets[$0].bundleIdentifier != nil }
        let plain = Dictionary(uniqueKeysWithValues: reachable.map { ($0, bundle($0, searchPath: [])) })
        // A storyboard in no target reaches the repository's frameworks by identifier too.
        folder = StoryboardBundle(url: url, identifier: nil, target: nil, searchPath: reachable.compactMap { plain[$0] } + searchPath, options: options, files: files,
                                  assetCatalogFolders: catalogs,
                                  resources: BundleResources(root: url, relativePaths: repository.files.map(\.path), assetCatalogFolders: catalogs,
                                                          catalogs: catalogCache),
                                  discoveryDiagnostics: discovery, slots: slots,
                                  nibs: NibShelf(paths: repository.files.filter { $0.kind == .xib }.map(\.path), root: url))
        var targets: [StoryboardBundle] = []
        for index in repository.targets.indices {
            let target = repository.targets[index]
            // The target's dependencies first, then the rest of the repository's, then the caller's.
            let others = reachable.filter { $0 != index }
            let first = others.filter { target.dependencies.contains(repository.targets[$0].name) && repository.targets[$0].project == target.project }
            let search = (first + others.filter { !first.contains($0) }).compactMap { plain[$0] } + searchPath
            let made = bundle(index, searchPath: search)
            for file in made.files { if let position = indexByPath[file.relativePath] { targetsOfFile[position].append(index) } }
            targets.append(made)
        }
        self.targets = targets
        self.targetsOfFile = targetsOfFile
    }

    /// Whether the folder has projects or packages with targets (else it is a folder of storyboards).
    public var hasProjects: Bool { repository.hasProjects }

    /// The storyboards that no target copies, sorted by path.
    public var unassignedFiles: [StoryboardFile] {
        files.indices.filter { targetsOfFile[$0].isEmpty }.map { files[$0] }
    }

    /// The bundles of the targets that copy `file`, in the order of ``targets``; empty for a file in no target.
    public func targets(of file: StoryboardFile) -> [StoryboardBundle] {
        positions(of: file).map { targets[$0] }
    }

    /// The display names (``ProjectRepository/displayName(ofTargetAt:)``) of the targets that copy `file`.
    public func targetNames(of file: StoryboardFile) -> [String] {
        positions(of: file).map(repository.displayName(ofTargetAt:))
    }

    /// The bundle `file` is loaded and resolved through: its first target's, or ``folder`` for a
    /// file in no target.
    public func bundle(for file: StoryboardFile) -> StoryboardBundle {
        positions(of: file).first.map { targets[$0] } ?? folder
    }

    /// The bundle of the target called `name` (its name, or `PROJECT/NAME` when two projects
    /// have a target of that name).
    /// - Throws: ``StoryboardError`` with ``DiagnosticCode/projectUnknownTarget`` and the nearest
    ///   target's name when there is no such target, or when several projects have one of that name.
    public func target(named name: String) throws(StoryboardError) -> StoryboardBundle {
        let found = repository.targetIndices(named: name)
        if found.count == 1 { return targets[found[0]] }
        let names = repository.targetNames
        let message = found.isEmpty
            ? "no target is called '\(Quote.value(name))'\(NearestMatch.hint(for: name, among: names))\(names.isEmpty ? "; the folder has no Xcode project" : "")"
            : "several targets are called '\(Quote.value(name))': name one as \(found.map { "'\(Quote.value(repository.displayName(ofTargetAt: $0)))'" }.joined(separator: " or "))"
        throw StoryboardError(code: .projectUnknownTarget, message: message, location: SourceLocation(file: url.relativePath, line: 0, column: 0))
    }

    /// The storyboard called `name`, as `UIStoryboard(name:bundle:)` loads it from the bundle of
    /// the target called `target`; without a target, from the only target that has a storyboard of
    /// that name (or whose targets all copy the same file), else from the storyboards in no target.
    /// - Throws: ``StoryboardError``: ``DiagnosticCode/projectAmbiguousStoryboard`` naming the
    ///   targets when several have a different storyboard of that name,
    ///   ``DiagnosticCode/projectUnknownTarget`` for an unknown target,
    ///   ``DiagnosticCode/storyboardNotFound`` (with the nearest name) or the loading error.
    public func storyboard(named name: String, target: String? = nil) throws(StoryboardError) -> Storyboard {
        if let target { return try self.target(named: target).storyboard(named: name) }
        return try bundle(forStoryboardNamed: name).storyboard(named: name)
    }

    /// The bundle ``storyboard(named:target:)`` loads `name` from when no target is named.
    /// - Throws: ``StoryboardError`` as ``storyboard(named:target:)`` does.
    public func bundle(forStoryboardNamed name: String) throws(StoryboardError) -> StoryboardBundle {
        var candidates: [(bundle: StoryboardBundle, index: Int, file: StoryboardFile)] = []
        for (index, bundle) in targets.enumerated() {
            if let file = bundle.file(named: name) { candidates.append((bundle, index, file)) }
        }
        if let first = candidates.first {
            let distinct = Set(candidates.map(\.file.relativePath))
            guard distinct.count > 1 else { return first.bundle }
            let listed = candidates.map { "'\(Quote.value(repository.displayName(ofTargetAt: $0.index)))' (\(Quote.path($0.file.relativePath)))" }
            throw StoryboardError(
                code: .projectAmbiguousStoryboard,
                message: "several targets have a storyboard named '\(Quote.value(name))': \(listed.joined(separator: ", ")); name the target",
                location: SourceLocation(file: url.relativePath, line: 0, column: 0))
        }
        if folder.file(named: name) != nil || !hasProjects { return folder }
        let names = Set(files.map(\.name)).sorted()
        throw StoryboardError(
            code: .storyboardNotFound,
            message: "Could not find a storyboard named '\(Quote.value(name))' in any target of \(Quote.path(url.relativePath))\(NearestMatch.hint(for: name, among: names))",
            location: SourceLocation(file: url.relativePath, line: 0, column: 0))
    }

    /// Loads every file, up to `jobs` at once, each resolving its references through
    /// ``bundle(for:)``, in the order of ``files``.
    public func loadAll(jobs: Int = ProcessInfo.processInfo.activeProcessorCount) -> [Result<Storyboard, StoryboardError>] {
        _ = folder.loadAll(jobs: jobs)
        return files.map { file in
            do throws(StoryboardError) {
                return .success(try bundle(for: file).storyboard(in: file))
            } catch {
                return .failure(error)
            }
        }
    }

    /// Every problem across the repository, sorted by file and location: what reading the projects
    /// found (``ProjectRepository/diagnostics``, with a note for each Interface Builder file in no
    /// target), discovery, and each target's ``StoryboardBundle/diagnostics()`` (references,
    /// localizations, duplicates within the target); for the storyboards in no target, the checks
    /// of ``folder``. A problem that several targets share (a file both copy) is reported once;
    /// different problems at one place (two languages a storyboard lacks) are each reported, as
    /// with one target. Each file's own diagnostics stay on its
    /// ``Storyboard/diagnostics``.
    public func diagnostics() -> [Diagnostic] {
        var merged = DiagnosticMerge()
        merged.add(folder.discoveryDiagnostics)
        merged.add(repository.diagnostics)
        for bundle in targets where !bundle.files.isEmpty {
            // What a target says of a file it shares with another, whichever target it names.
            let name = bundle.displayName
            for diagnostic in bundle.diagnostics() { merged.add(diagnostic, subject: diagnostic.message.replacing(name, with: "target")) }
        }
        if !hasProjects || !unassignedFiles.isEmpty {
            merged.add(unassigned(folder.diagnostics().filter { !folder.discoveryDiagnostics.contains($0) }))
        }
        return merged.sorted
    }

    /// ``DiagnosticCode/imageNotFound`` warnings: each target's storyboards against the target's
    /// images (its asset catalogs and image files, when it has any), each naming the target; the
    /// storyboards in no target against every image of the folder. Loads every storyboard.
    public func imageDiagnostics() -> [Diagnostic] {
        assetDiagnostics { storyboard, catalog in storyboard.imageDiagnostics(in: catalog) }
            + nibAssetDiagnostics { nib, catalog in nib.imageDiagnostics(in: catalog) }
    }

    /// ``DiagnosticCode/imageNotFound`` and ``DiagnosticCode/colorNotFound`` warnings, as
    /// ``imageDiagnostics()`` finds images, and colours against the same catalogs (where there is
    /// one): what `scene-inspect DIR` and `scene-inspect lint DIR` report. Loads every storyboard.
    public func resourceDiagnostics() -> [Diagnostic] {
        assetDiagnostics { storyboard, catalog in storyboard.imageDiagnostics(in: catalog) + storyboard.colorDiagnostics(in: catalog) }
            + nibAssetDiagnostics { nib, catalog in nib.imageDiagnostics(in: catalog) + nib.colorDiagnostics(in: catalog) }
    }

    /// What `check` finds in every storyboard against the images it would be built with
    /// (``BundleResources/assetCatalog()``: asset catalogs, then loose image files): a target's
    /// storyboards against the target's (a target with no image resource is not checked), each
    /// finding naming the target; the storyboards in no target (every storyboard, without a
    /// project) against every one of the folder. A finding about an asset that
    /// another catalog of the folder has, which the target does not copy (a build phase may copy it
    /// there, or the catalog's target membership is wrong), is a note that says so. Findings that
    /// several targets share are merged (``diagnostics()``).
    public func assetDiagnostics(_ check: (Storyboard, AssetCatalog) -> [Diagnostic]) -> [Diagnostic] {
        var merged = DiagnosticMerge()
        let everything = folder.resources.assetCatalog()
        var missingEverywhere: [String: Set<SourceLocation>] = [:]
        func missing(in file: StoryboardFile, _ storyboard: Storyboard) -> Set<SourceLocation> {
            if let known = missingEverywhere[file.relativePath] { return known }
            let found = Set(check(storyboard, everything).map(\.location))
            missingEverywhere[file.relativePath] = found
            return found
        }
        for (index, bundle) in targets.enumerated() where !bundle.files.isEmpty && bundle.resources.hasImageResources {
            let name = repository.displayName(ofTargetAt: index)
            let catalog = bundle.resources.assetCatalog()
            for file in bundle.files {
                guard let storyboard = try? bundle.storyboard(in: file) else { continue }
                let found = check(storyboard, catalog)
                guard !found.isEmpty else { continue }
                addTargetFindings(found, target: name, missingEverywhere: missing(in: file, storyboard), to: &merged)
            }
        }
        let unassigned = hasProjects ? unassignedFiles : files
        if folder.resources.hasImageResources {
            for file in unassigned {
                guard let storyboard = try? folder.storyboard(in: file) else { continue }
                merged.add(check(storyboard, everything))
            }
        }
        return merged.sorted
    }

    private var hasSeveralTargets: Bool { targets.count > 1 }

    /// Adds what an asset check found in a document against target `target`'s resources: a finding
    /// that the folder's other resources would not satisfy either (at `missingEverywhere`) names the
    /// target; one they would is a note that the target does not copy them.
    func addTargetFindings(_ found: [Diagnostic], target name: String, missingEverywhere: Set<SourceLocation>, to merged: inout DiagnosticMerge) {
        for diagnostic in found {
            guard missingEverywhere.contains(diagnostic.location) else {
                merged.add(Diagnostic(
                    severity: .note, code: diagnostic.code,
                    message: diagnostic.message + "; another asset catalog of the folder has it, but target '\(Quote.value(name))' does not copy that catalog (a build phase may)",
                    location: diagnostic.location, notes: diagnostic.notes, sceneIDs: diagnostic.sceneIDs, objectID: diagnostic.objectID),
                    subject: diagnostic.message)
                continue
            }
            merged.add(diagnostic.naming(target: name, of: hasSeveralTargets), subject: diagnostic.message)
        }
    }

    /// The diagnostics located in a file that no target copies (all of them without a project).
    private func unassigned(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard hasProjects else { return diagnostics }
        let paths = Set(unassignedFiles.map { $0.url.relativePath })
        return diagnostics.filter { paths.contains($0.location.file) }
    }

    private func positions(of file: StoryboardFile) -> [Int] {
        guard let index = folder.index(of: file) else { return [] }
        return targetsOfFile[index]
    }
}

/// Diagnostics from several bundles, each problem once: the same finding (code, place and
/// message) that several targets report is one diagnostic. Findings that differ in what they say
/// (another language, key or image at the same place) stay apart. A finding that names the
/// target it comes from is added with its message before naming (``add(_:subject:)``): the same
/// finding from another target is then one of its notes.
package struct DiagnosticMerge {
    private var diagnostics: [Diagnostic] = []
    private var positions: [Key: Int] = [:]

    package init() {}

    private struct Key: Hashable {
        let code: DiagnosticCode
        let location: SourceLocation
        let objectID: String?
        let sceneIDs: [String]
        let subject: String
    }

    /// Adds findings, each keyed by its own message.
    package mutating func add(_ more: [Diagnostic]) {
        for diagnostic in more { add(diagnostic, subject: diagnostic.message) }
    }

    /// Adds a finding whose message names the target it comes from: `subject` is what it says of
    /// the file, the message before the target was named, so that the same finding of another
    /// target merges with it.
    package mutating func add(_ diagnostic: Diagnostic, subject: String) {
        let key = Key(code: diagnostic.code, location: diagnostic.location, objectID: diagnostic.objectID,
                      sceneIDs: diagnostic.sceneIDs, subject: subject)
        guard let position = positions[key] else {
            positions[key] = diagnostics.count
            diagnostics.append(diagnostic)
            return
        }
        let first = diagnostics[position]
        guard first.message != diagnostic.message,
              !first.notes.contains(where: { $0.message == diagnostic.message }) else {
            if diagnostic.severity > first.severity {
                diagnostics[position] = Diagnostic(severity: diagnostic.severity, code: first.code, message: first.message, location: first.location,
                                                   notes: first.notes, sceneIDs: first.sceneIDs, objectID: first.objectID)
            }
            return
        }
        diagnostics[position] = Diagnostic(
            severity: max(first.severity, diagnostic.severity), code: first.code, message: first.message, location: first.location,
            notes: first.notes + [Diagnostic.Note(message: diagnostic.message, location: diagnostic.location)],
            sceneIDs: first.sceneIDs, objectID: first.objectID)
    }

    package var sorted: [Diagnostic] {
        diagnostics.sorted { ($0.location.file, $0.location, $0.code.rawValue) < ($1.location.file, $1.location, $1.code.rawValue) }
    }
}

extension Diagnostic {
    /// The diagnostic with the target it concerns named at the end of its message, when the
    /// repository has several.
    package func naming(target: String, of several: Bool) -> Diagnostic {
        guard several else { return self }
        return Diagnostic(severity: severity, code: code, message: message + " (target '\(Quote.value(target))')", location: location,
                          notes: notes, sceneIDs: sceneIDs, objectID: objectID)
    }
}
