#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import SceneLoaderCore

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

        /// The defaults.
        public init() {}
    }

    /// The bundle's root folder.
    public let url: URL
    /// The bundle identifier references name it by (`bundleIdentifier`), if it has one.
    public let identifier: String?
    /// How it was discovered and is loaded.
    public let options: Options
    /// Other bundles that references with a `bundleIdentifier` may name (a framework's storyboards).
    public let searchPath: [StoryboardBundle]
    /// Every storyboard file, sorted by relative path.
    public let files: [StoryboardFile]
    /// Every asset catalog (`*.xcassets` folder) under the root, sorted by path.
    public let assetCatalogFolders: [URL]
    /// What discovery found wrong: a tree too large, two files with the same name and localization,
    /// compiled storyboards passed over, names that are not UTF-8.
    public let discoveryDiagnostics: [Diagnostic]

    private let slots: [Slot]
    private let variantsByName: [String: [Int]]

    /// Discovers the storyboards under `url`.
    /// - Parameters:
    ///   - url: the bundle's root folder (a file URL).
    ///   - identifier: the bundle identifier that references use for it, if any.
    ///   - searchPath: bundles that references with a `bundleIdentifier` may name.
    ///   - options: discovery and loading options.
    /// - Throws: ``StoryboardError`` when `url` is not a readable folder.
    public init(url: URL, identifier: String? = nil, searchPath: [StoryboardBundle] = [],
                options: Options = Options()) throws(StoryboardError) {
        self.url = url
        self.identifier = identifier
        self.searchPath = searchPath
        self.options = options
        let root = url.path
        var walk = DirectoryWalk(excludedNames: options.excludedFolderNames, reportedSuffixes: [".storyboardc", ".xcassets"],
                                 maxEntries: options.maxEntries, maxDepth: options.maxDepth)
        walk.maxFiles = options.maxFiles
        let found: DirectoryWalk.Result
        do throws(FileIssue) {
            found = try walk.walk(root) { $0.hasSuffix(".storyboard") }
        } catch {
            throw StoryboardError(code: error.code, message: error.message,
                                  location: SourceLocation(file: url.relativePath, line: 0, column: 0))
        }
        var files: [StoryboardFile] = []
        var diagnostics: [Diagnostic] = []
        var seen: [String: String] = [:]
        for path in found.files {
            let file = StoryboardBundle.file(at: path, root: url)
            let key = file.name + "\u{0}" + (file.localization ?? "")
            if let first = seen[key] {
                diagnostics.append(Diagnostic(
                    severity: .warning, code: .duplicateStoryboard,
                    message: "a second storyboard named '\(Quote.value(file.name))'\(file.localization.map { " for localization '\(Quote.value($0))'" } ?? ""): references load '\(Quote.value(first))'",
                    location: SourceLocation(file: url.appendingPathComponent(path).relativePath, line: 0, column: 0)))
                continue
            }
            seen[key] = path
            files.append(file)
        }
        var catalogs: [URL] = []
        for folder in found.skippedFolders {
            if folder.hasSuffix(".xcassets") {
                catalogs.append(url.appendingPathComponent(folder))
                continue
            }
            diagnostics.append(Diagnostic(
                severity: .note, code: .compiledStoryboard,
                message: "'\(Quote.value(folder))' is a compiled storyboard and is not read; SceneLoader reads the .storyboard source",
                location: SourceLocation(file: url.appendingPathComponent(folder).relativePath, line: 0, column: 0)))
        }
        for name in found.unreadableNames {
            diagnostics.append(Diagnostic(
                severity: .warning, code: .unreadableName,
                message: "'\(Quote.value(name, limit: 200))' has a name that is not UTF-8 (its other bytes shown as \\xNN); it is not read: rename it",
                location: SourceLocation(file: url.appendingPathComponent(name).relativePath, line: 0, column: 0)))
        }
        if let truncation = found.truncation {
            diagnostics.append(Diagnostic(
                severity: .error, code: .bundleTooLarge,
                message: "the bundle has \(truncation); only the storyboards found before that are read (raise maxEntries, maxDepth or maxFiles)",
                location: SourceLocation(file: url.relativePath, line: 0, column: 0)))
        }
        self.files = files
        assetCatalogFolders = catalogs
        discoveryDiagnostics = diagnostics
        slots = files.map { _ in Slot() }
        var variants: [String: [Int]] = [:]
        for (index, file) in files.enumerated() { variants[file.name, default: []].append(index) }
        variantsByName = variants
    }

    /// The storyboards' names, sorted, each once.
    public var names: [String] { variantsByName.keys.sorted() }

    /// Every variant of the storyboard called `name` (one per localization), sorted by path.
    public func variants(named name: String) -> [StoryboardFile] {
        variantIndexes(named: name).map { files[$0] }
    }

    /// The positions in ``files`` of the variants of `name`, sorted by path.
    func variantIndexes(named name: String) -> [Int] { variantsByName[name] ?? [] }

    /// The variant of `name` that `Bundle` would load under ``Options/localizations``.
    public func file(named name: String) -> StoryboardFile? {
        options.localizations.pick(variants(named: name))
    }

    /// Loads the storyboard called `name` (the variant ``file(named:)`` picks), as
    /// `UIStoryboard(name:bundle:)` does. The storyboard resolves its references through this bundle.
    /// - Throws: ``StoryboardError`` with ``DiagnosticCode/storyboardNotFound`` (UIKit's message,
    ///   with the nearest name) when the bundle has no such storyboard, or the loading error.
    public func storyboard(named name: String) throws(StoryboardError) -> Storyboard {
        guard let file = file(named: name) else {
            throw StoryboardError(
                code: .storyboardNotFound,
                message: "Could not find a storyboard named '\(Quote.value(name))' in bundle \(Quote.value(url.relativePath))\(NearestMatch.hint(for: name, among: names))",
                location: SourceLocation(file: url.relativePath, line: 0, column: 0))
        }
        return try storyboard(in: file)
    }

    /// Loads one file of the bundle (once: later calls return the same registry).
    /// - Throws: ``StoryboardError`` when the file is not one of ``files`` or cannot be loaded.
    public func storyboard(in file: StoryboardFile) throws(StoryboardError) -> Storyboard {
        guard let index = index(of: file) else {
            throw StoryboardError(code: .storyboardNotFound,
                                  message: "'\(Quote.value(file.relativePath))' is not a storyboard of bundle \(Quote.value(url.relativePath))",
                                  location: SourceLocation(file: file.relativePath, line: 0, column: 0))
        }
        return try load(index).get().resolving(through: self)
    }

    /// Loads every file, up to `jobs` at once, and returns the results in the order of ``files``.
    public func loadAll(jobs: Int = ProcessInfo.processInfo.activeProcessorCount) -> [Result<Storyboard, StoryboardError>] {
        if jobs > 1 && files.count > 1 {
            Workers.forEach(count: files.count, jobs: jobs) { _ = load($0) }
        }
        return files.indices.map { index in load(index).map { $0.resolving(through: self) } }
    }

    /// The file at `index` of ``files``, loaded at most once.
    private func load(_ index: Int) -> Result<Storyboard, StoryboardError> {
        slots[index].value {
            let file = files[index]
            do throws(StoryboardError) {
                return .success(try Storyboard(contentsOf: file.url, options: options.load))
            } catch {
                return .failure(error)
            }
        }
    }

    /// The position of `file` in ``files``, found through its name's variants (not a scan of every file).
    func index(of file: StoryboardFile) -> Int? {
        variantsByName[file.name]?.first { files[$0] == file }
    }

    private static func file(at path: String, root: URL) -> StoryboardFile {
        let components = path.split(separator: "/")
        let fileName = components.last.map(String.init) ?? path
        let name = String(fileName.dropLast(".storyboard".count))
        let folder = components.dropLast().last.map(String.init)
        let localization = folder.flatMap { $0.hasSuffix(".lproj") ? String($0.dropLast(".lproj".count)) : nil }
        return StoryboardFile(name: name, localization: localization, relativePath: path,
                              url: root.appendingPathComponent(path, isDirectory: false))   // no stat: the walk saw a file
    }

    /// One file's registry, loaded by the first caller while the others wait.
    private final class Slot: Sendable {
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
