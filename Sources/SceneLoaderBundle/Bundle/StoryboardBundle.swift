#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import SceneLoaderCore
public import SceneLoaderProject

/// A directory tree of storyboards that stands for an app's or a framework's bundle: every
/// storyboard under it, grouped by name with their localized variants, loaded on demand, each file
/// at most once, and references between them resolved as UIKit resolves them.
///
/// ```swift
/// let app = try StoryboardBundle(url: URL(fileURLWithPath: "MyApp"))
/// let main = try app.storyboard(named: "Main")                // Base.lproj/Main.storyboard
/// let tabs = try main.instantiateInitialViewController()      // tabs that are references become
///                                                             // the referenced controllers
/// for diagnostic in app.diagnostics() { print(diagnostic) }  // references and localizations
/// ```
///
/// Discovery walks the tree once, when the bundle is made: sorted, skipping the folders of
/// ``Options/excludedFolderNames`` (build products, dependencies, version control), never following
/// a symbolic link, bounded in entries and depth. A compiled `.storyboardc` is not read.
/// A bundle is `Sendable`: load from any thread; ``loadAll(jobs:)`` loads every file on all cores.
public final class StoryboardBundle: Sendable {
    /// How a bundle is discovered and loaded.
    public struct Options: Sendable, Hashable {
        /// Which localized variant of a storyboard is loaded, as `Bundle` picks it.
        public var localizations = LocalizationOrder()
        /// Folder names never entered: `.build`, `DerivedData`, `.git`, `Pods`, `Carthage`,
        /// `node_modules` by default.
        public var excludedFolderNames: Set<String> = [".build", "DerivedData", ".git", "Pods", "Carthage", "node_modules"]
        /// The most directory entries looked at (default 200,000): a tree larger than that is
        /// reported, not walked whole.
        public var maxEntries = 200_000
        /// The deepest folder nesting entered (default 32).
        public var maxDepth = 32
        /// The most storyboards read (default 20,000): each one loaded stays in memory while the
        /// bundle is used (references are resolved through them), about 3 KB for the smallest, so
        /// this keeps a bundle of any tree under a known memory bound. Real apps have hundreds.
        public var maxFiles = 20_000
        /// The most storyboards a reference chain or a cycle check follows (default 64).
        public var maxReferenceDepth = 64
        /// How each storyboard is loaded: limits and chunk size.
        public var load = LoadOptions()
        /// Languages the project declares besides its `.lproj` folders (an Xcode project's
        /// `knownRegions`): a storyboard that other languages translate and that has no table for
        /// one of these is `localization.missing-table`. Empty by default.
        public var knownRegions: [String] = []
        /// Bounds on each project file a ``StoryboardProject`` reads (`project.pbxproj`, workspaces).
        public var projectLimits = ProjectLimits()

        /// The defaults.
        public init() {}
    }

    /// The bundle's root folder; for a target's bundle, the repository's root (its files' paths
    /// are relative to it).
    public let url: URL
    /// The bundle identifier references name it by (`bundleIdentifier`), if it has one.
    public let identifier: String?
    /// The Xcode target (or package target) this bundle stands for, when it was made from a
    /// project (``StoryboardProject``); nil for a folder read as a bundle.
    public let projectTarget: ProjectTarget?
    /// How it was discovered and is loaded.
    public let options: Options
    /// Other bundles that references with a `bundleIdentifier` may name (a framework's storyboards).
    public let searchPath: [StoryboardBundle]
    /// Every storyboard file, sorted by relative path. Two files may share a name and a
    /// localization (two apps in one folder, a localization export's copy): both are here, both are
    /// read, and a lookup by name prefers the one in the asker's own folder (see ``file(named:)``).
    public let files: [StoryboardFile]
    /// Every asset catalog (`*.xcassets` folder) of the bundle, sorted by path.
    public let assetCatalogFolders: [URL]
    /// The resource files its storyboards depend on: strings tables, loose images, asset catalogs,
    /// the `.lproj` folders (see ``BundleResources``).
    public let resources: BundleResources
    /// What discovery found wrong: a tree too large, two files with the same name and localization,
    /// compiled storyboards passed over, names that are not UTF-8.
    public let discoveryDiagnostics: [Diagnostic]
    /// The xibs found beside the storyboards (``nibFiles``).
    let nibShelf: NibShelf

    private let slots: [Slot]
    private let variantsByName: [String: [Int]]
    /// Strings tables read so far, by path (each read at most once).
    let parsedTables = Locked<[String: Result<ParsedTable, StoryboardError>]>([:])
    /// The `Base.lproj` storyboards with this bundle's tables applied, by position in ``files``
    /// (empty until the first is made).
    private let localizedStoryboards = Locked<[Storyboard?]>([])

    /// Discovers the storyboards under `url`.
    /// - Parameters:
    ///   - url: the bundle's root folder (a file URL).
    ///   - identifier: the bundle identifier that references use for it, if any.
    ///   - searchPath: bundles that references with a `bundleIdentifier` may name.
    ///   - options: discovery and loading options.
    /// - Throws: ``StoryboardError`` when `url` is not a readable folder.
    public convenience init(url: URL, identifier: String? = nil, searchPath: [StoryboardBundle] = [],
                            options: Options = Options()) throws(StoryboardError) {
        let walk = DirectoryWalk(excludedNames: options.excludedFolderNames, reportedSuffixes: [".storyboardc", ".xcassets"],
                                 maxEntries: options.maxEntries, maxDepth: options.maxDepth)
        let found: DirectoryWalk.Result
        do throws(FileIssue) {
            found = try walk.walk(url.path) { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") || BundleResources.isResource($0) }
        } catch {
            throw StoryboardError(code: error.code, message: error.message,
                                  location: SourceLocation(file: url.relativePath, line: 0, column: 0))
        }
        // At most `maxFiles` storyboards and as many xibs (the first by path): each stays loaded
        // while the bundle is used.
        let storyboards = found.files.filter { $0.hasSuffix(".storyboard") }
        let files = storyboards.prefix(options.maxFiles).map { StoryboardFile(path: $0, root: url) }
        let xibs = found.files.filter { $0.hasSuffix(".xib") }
        let nibs = NibShelf(paths: Array(xibs.prefix(options.maxFiles)), root: url)
        let truncation = storyboards.count > options.maxFiles ? "more than \(options.maxFiles) storyboards"
            : xibs.count > options.maxFiles ? "more than \(options.maxFiles) xibs" : found.truncation
        var diagnostics = StoryboardBundle.duplicates(files, root: url, severity: .note) + nibs.diagnostics
        diagnostics += StoryboardBundle.discoveryDiagnostics(root: url, compiled: found.skippedFolders.filter { $0.hasSuffix(".storyboardc") },
                                                             unreadable: found.unreadableNames, truncation: truncation)
        let catalogs = found.skippedFolders.filter { $0.hasSuffix(".xcassets") }.map { url.appendingPathComponent($0) }
        let resources = BundleResources(root: url, relativePaths: found.files, assetCatalogFolders: catalogs)
        self.init(url: url, identifier: identifier, target: nil, searchPath: searchPath, options: options, files: files,
                  assetCatalogFolders: catalogs, resources: resources, discoveryDiagnostics: diagnostics, slots: files.map { _ in Slot() },
                  nibs: nibs)
    }

    /// A bundle of the given files, each loaded through its slot (which several bundles of one
    /// project share, so that a file is loaded once whichever bundle asks), and of the xibs `nibs`
    /// holds (none when nil).
    init(url: URL, identifier: String?, target: ProjectTarget?, searchPath: [StoryboardBundle], options: Options,
         files: [StoryboardFile], assetCatalogFolders: [URL], resources: BundleResources, discoveryDiagnostics: [Diagnostic], slots: [Slot],
         nibs: NibShelf? = nil) {
        self.url = url
        self.identifier = identifier
        self.projectTarget = target
        self.searchPath = searchPath
        self.options = options
        self.files = files
        self.assetCatalogFolders = assetCatalogFolders
        self.resources = resources
        self.discoveryDiagnostics = discoveryDiagnostics
        self.slots = slots
        nibShelf = nibs ?? NibShelf(paths: [], root: url)
        var variants: [String: [Int]] = [:]
        for (index, file) in files.enumerated() { variants[file.name, default: []].append(index) }
        variantsByName = variants
    }

    /// One diagnostic per storyboard that shares its name and localization with another of
    /// `files`: a note in a folder (both are read; lookups prefer the asker's folder, then a file
    /// that is not in a localization export), a warning in a target (Xcode refuses to build two
    /// files of one name into one bundle).
    static func duplicates(_ files: [StoryboardFile], root: URL, severity: Diagnostic.Severity, target: String? = nil) -> [Diagnostic] {
        var groups: [String: [StoryboardFile]] = [:]
        var order: [String] = []
        for file in files {
            let key = file.name + "\u{0}" + (file.localization ?? "")
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(file)
        }
        var diagnostics: [Diagnostic] = []
        for key in order {
            guard let group = groups[key], group.count > 1, let preferred = StoryboardFile.preferred(group) else { continue }
            for file in group where file != preferred {
                let localization = file.localization.map { " for localization '\(Quote.value($0))'" } ?? ""
                let message = if let target {
                    "target '\(Quote.value(target))' copies a second storyboard named '\(Quote.value(file.name))'\(localization) ('\(Quote.value(preferred.relativePath))' is the first): Xcode cannot build both into one bundle"
                } else {
                    "a second storyboard named '\(Quote.value(file.name))'\(localization): both are read; a reference from another folder loads '\(Quote.value(preferred.relativePath))'\(file.isInLocalizationExport ? " (a localization export's copy is never preferred)" : "")"
                }
                diagnostics.append(Diagnostic(severity: severity, code: .duplicateStoryboard, message: message,
                                              location: SourceLocation(file: root.appendingPathComponent(file.relativePath).relativePath, line: 0, column: 0)))
            }
        }
        return diagnostics
    }

    /// Notes for compiled storyboards passed over, warnings for names that are not UTF-8 (each
    /// relative to the root, with its other bytes shown as `\xE9`), and the error of a walk cut short.
    static func discoveryDiagnostics(root url: URL, compiled: [String], unreadable: [String], truncation: String?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for folder in compiled {
            diagnostics.append(Diagnostic(
                severity: .note, code: .compiledStoryboard,
                message: "'\(Quote.value(folder))' is a compiled storyboard and is not read; SceneLoader reads the .storyboard source",
                location: SourceLocation(file: url.appendingPathComponent(folder).relativePath, line: 0, column: 0)))
        }
        for name in unreadable {
            diagnostics.append(Diagnostic(
                severity: .warning, code: .unreadableName,
                message: "'\(Quote.value(name, limit: 200))' has a name that is not UTF-8 (its other bytes shown as \\xNN); it is not read: rename it",
                location: SourceLocation(file: url.appendingPathComponent(name).relativePath, line: 0, column: 0)))
        }
        if let truncation {
            diagnostics.append(Diagnostic(
                severity: .error, code: .bundleTooLarge,
                message: "the bundle has \(truncation); only the storyboards found before that are read (raise maxEntries, maxDepth or maxFiles)",
                location: SourceLocation(file: url.relativePath, line: 0, column: 0)))
        }
        return diagnostics
    }

    /// How messages name the bundle: `target 'App'`, or `bundle PATH` for a folder.
    var displayName: String {
        if let projectTarget { return "target '\(Quote.value(projectTarget.name))'" }
        return "bundle \(Quote.value(url.relativePath))"
    }

    /// The storyboards' names, sorted, each once.
    public var names: [String] { variantsByName.keys.sorted() }

    /// Every variant of the storyboard called `name` (one per localization), sorted by path.
    public func variants(named name: String) -> [StoryboardFile] {
        (variantsByName[name] ?? []).map { files[$0] }
    }

    /// The positions in ``files`` of the variants of `name`.
    func variantIndices(named name: String) -> [Int] { variantsByName[name] ?? [] }

    /// The variant of `name` that `Bundle` would load under ``Options/localizations``. When files
    /// of that name sit in several folders (a folder holding two apps, a localization export's
    /// copy), the variants of one folder are chosen first: a folder outside any localization
    /// export (`*.xcloc`, `*.xliff`), else the first by path.
    public func file(named name: String) -> StoryboardFile? {
        file(named: name, near: nil)
    }

    /// The variant of `name` a reference from `asker` loads: among the files in the asker's own
    /// folder (the folder holding its `.lproj` folders) when that folder has the name, else as
    /// ``file(named:)`` picks.
    public func file(named name: String, near asker: StoryboardFile?) -> StoryboardFile? {
        let variants = variants(named: name)
        guard variants.count > 1 else { return variants.first }
        var folders: [Substring] = []
        for file in variants where !folders.contains(file.resourceFolder) { folders.append(file.resourceFolder) }
        guard folders.count > 1 else { return options.localizations.pick(variants) }
        let folder: Substring
        if let asker, folders.contains(asker.resourceFolder) {
            folder = asker.resourceFolder
        } else {
            folder = StoryboardFile.preferred(variants)?.resourceFolder ?? folders[0]
        }
        return options.localizations.pick(variants.filter { $0.resourceFolder == folder })
    }

    /// Loads the storyboard called `name` (the variant ``file(named:)`` picks), as
    /// `UIStoryboard(name:bundle:)` does. The storyboard resolves its references through this bundle.
    /// - Throws: ``StoryboardError`` with ``DiagnosticCode/storyboardNotFound`` (UIKit's message,
    ///   with the nearest name) when the bundle has no such storyboard, or the loading error.
    public func storyboard(named name: String) throws(StoryboardError) -> Storyboard {
        guard let file = file(named: name) else {
            throw StoryboardError(
                code: .storyboardNotFound,
                message: "Could not find a storyboard named '\(Quote.value(name))' in \(displayName)\(NearestMatch.hint(for: name, among: names))",
                location: SourceLocation(file: url.relativePath, line: 0, column: 0))
        }
        return try storyboard(in: file)
    }

    /// Loads one file of the bundle (once: later calls return the same registry).
    /// - Throws: ``StoryboardError`` when the file is not one of ``files`` or cannot be loaded.
    public func storyboard(in file: StoryboardFile) throws(StoryboardError) -> Storyboard {
        guard let index = index(of: file) else {
            throw StoryboardError(code: .storyboardNotFound,
                                  message: "'\(Quote.value(file.relativePath))' is not a storyboard of \(displayName)",
                                  location: SourceLocation(file: file.relativePath, line: 0, column: 0))
        }
        return try load(index).get().resolving(through: FileResolver(bundle: self, file: file))
    }

    /// Loads every file, up to `jobs` at once, and returns the results in the order of ``files``.
    public func loadAll(jobs: Int = ProcessInfo.processInfo.activeProcessorCount) -> [Result<Storyboard, StoryboardError>] {
        if jobs > 1 && files.count > 1 {
            Workers.forEach(count: files.count, jobs: jobs) { _ = load($0) }
        }
        return files.indices.map { index in load(index).map { $0.resolving(through: FileResolver(bundle: self, file: files[index])) } }
    }

    /// The file at `index` of ``files``, loaded at most once (its slot may be shared with the other
    /// bundles of a project) and, for a `Base.lproj` storyboard, with this bundle's strings tables
    /// applied, as UIKit loads it (once per bundle: another target may copy other tables).
    private func load(_ index: Int) -> Result<Storyboard, StoryboardError> {
        let loaded = slots[index].value {
            let file = files[index]
            do throws(StoryboardError) {
                return .success(try Storyboard(contentsOf: file.url, options: options.load))
            } catch {
                return .failure(error)
            }
        }
        guard case .success(let storyboard) = loaded, files[index].localization == "Base" else { return loaded }
        if let done = localizedStoryboards.withLock({ $0.isEmpty ? nil : $0[index] }) { return .success(done) }
        let localized = localizedStrings(for: files[index], platform: storyboard.documentInfo.platform).map { storyboard.localized(with: $0) } ?? storyboard
        localizedStoryboards.withLock { stored in
            if stored.isEmpty { stored = Array(repeating: nil, count: files.count) }
            stored[index] = localized
        }
        return .success(localized)
    }

    /// The position of `file` in ``files``, found through its name's variants (not a scan of every file).
    func index(of file: StoryboardFile) -> Int? {
        variantsByName[file.name]?.first { files[$0] == file }
    }

    /// One file's registry, loaded by the first caller while the others wait.
    final class Slot: Sendable {
        private let state = Locked<Result<Storyboard, StoryboardError>?>(nil)

        func value(_ load: () -> Result<Storyboard, StoryboardError>) -> Result<Storyboard, StoryboardError> {
            state.withLock { stored in
                if let stored { return stored }
                let result = load()
                stored = result
                return result
            }
        }
    }
}

/// How a storyboard of a bundle resolves its references: as the bundle does, preferring the
/// storyboards of the referring file's own folder (see ``StoryboardBundle/file(named:near:)``).
struct FileResolver: StoryboardResolver {
    let bundle: StoryboardBundle
    let file: StoryboardFile

    func storyboard(named name: String, bundleIdentifier: String?) throws(StoryboardError) -> Storyboard {
        guard bundleIdentifier == nil || bundleIdentifier == bundle.identifier,
              let found = bundle.file(named: name, near: file) else {
            return try bundle.storyboard(named: name, bundleIdentifier: bundleIdentifier)
        }
        return try bundle.storyboard(in: found)
    }
}

extension StoryboardBundle: StoryboardResolver {
    /// The storyboard called `name` in this bundle, or, with a `bundleIdentifier` that is not this
    /// bundle's, in the bundle of ``searchPath`` that has it.
    public func storyboard(named name: String, bundleIdentifier: String?) throws(StoryboardError) -> Storyboard {
        guard let bundleIdentifier, bundleIdentifier != identifier else { return try storyboard(named: name) }
        guard let other = searchPath.first(where: { $0.identifier == bundleIdentifier }) else {
            throw StoryboardError(
                code: .unknownBundle,
                message: "no bundle with identifier '\(Quote.value(bundleIdentifier))' is on the search path\(NearestMatch.hint(for: bundleIdentifier, among: searchPath.compactMap(\.identifier)))",
                location: SourceLocation(file: url.relativePath, line: 0, column: 0))
        }
        return try other.storyboard(named: name)
    }
}
