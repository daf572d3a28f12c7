#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import SceneLoaderCore
import SceneLoaderBundle
import SceneLoaderDrawing

/// A lint run: storyboard and xib files and folders in, findings out.
///
/// A folder is read as Xcode builds it (``StoryboardProject``): with an Xcode project, each
/// target's storyboards are checked together (references, localizations, images against the
/// target's asset catalogs) and each file in no target on its own; without one, the folder is a
/// ``StoryboardBundle`` checked as a whole; the folder's xibs are checked beside its storyboards.
/// Every file is loaded once, on all cores; `include`
/// and `exclude` choose which files are reported. A file named
/// directly is always linted, with the asset catalogs beside it. Every finding gets the severity
/// the configuration gives its rule, and findings of rules that are off are dropped; checks whose
/// rule is off do not run.
public struct Linter: Sendable {
    /// Which rules are on and which files are linted.
    public let configuration: LintConfiguration
    /// The folder `include` and `exclude` are relative to (the configuration file's).
    public let configurationDirectory: String
    /// The folder findings' paths are relative to.
    public let workingDirectory: String
    /// The folder fingerprints' paths are relative to, so that a baseline holds wherever in the
    /// project lint runs: by default the repository root (the nearest folder from the working
    /// directory up that holds `.git`), else the working directory.
    public let projectRoot: String
    /// How many files load at once.
    public let jobs: Int
    /// Limits for each storyboard.
    public let load: LoadOptions

    /// Creates a run.
    public init(configuration: LintConfiguration, configurationDirectory: String? = nil, workingDirectory: String,
                projectRoot: String? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, load: LoadOptions = LoadOptions()) {
        self.configuration = configuration
        self.workingDirectory = workingDirectory
        self.projectRoot = projectRoot ?? LintConfiguration.repositoryRoot(from: workingDirectory) ?? workingDirectory
        self.configurationDirectory = configurationDirectory ?? workingDirectory
        self.jobs = max(1, jobs)
        self.load = load
    }

    /// What a run found.
    public struct Report: Sendable {
        /// Every storyboard file linted, in the order found, with its path as reports show it.
        public let files: [File]
        /// The findings, by file, then line and column.
        public let findings: [Finding]
        /// The configuration file the run used, as the reports name it; nil for none.
        public var configurationFile: String?

        /// A file linted, and its registry when it loaded.
        public struct File: Sendable {
            /// The path relative to the working directory.
            public let path: String
            /// The storyboard, or nil when it did not load (its error is a finding) or is a xib.
            public let storyboard: Storyboard?
            /// The asset catalogs its images were checked against.
            public let assetCatalogFolders: [URL]
            /// The targets of the folder's Xcode projects that copy it (their display names,
            /// ``ProjectRepository/displayName(ofTargetAt:)``); empty for a file in no target, or
            /// read without a project.
            public let targets: [String]
            /// The xib, when the file is one that loaded.
            public let nib: Nib?

            /// Creates a file record.
            public init(path: String, storyboard: Storyboard?, assetCatalogFolders: [URL], targets: [String] = [], nib: Nib? = nil) {
                self.path = path
                self.storyboard = storyboard
                self.assetCatalogFolders = assetCatalogFolders
                self.targets = targets
                self.nib = nib
            }
        }

        /// Creates a report.
        public init(files: [File], findings: [Finding]) {
            self.files = files
            self.findings = findings
        }

        /// The same report with only the findings `keep` accepts.
        public func filtered(_ keep: (Finding) -> Bool) -> Report {
            var report = Report(files: files, findings: findings.filter(keep))
            report.configurationFile = configurationFile
            return report
        }

        /// The same report with every warning an error, as `--strict` has it: so that every
        /// format (the text's `error:`, SARIF's level, GitHub's `::error`, JUnit's failures) and
        /// the exit status agree on what fails.
        public func strict() -> Report {
            var report = Report(files: files, findings: findings.map { $0.diagnostic.severity == .warning ? $0.with(severity: .error) : $0 })
            report.configurationFile = configurationFile
            return report
        }

        /// Whether a finding is an error: what makes a run fail.
        public var hasErrors: Bool { findings.contains { $0.diagnostic.severity == .error } }

        /// The targets that copy the file a finding is in (empty for a file in no target, or a
        /// finding about no linted file).
        public func targets(of finding: Finding) -> [String] {
            files.first { $0.path == finding.diagnostic.location.file }?.targets ?? []
        }
    }

    /// Lints `operands` (storyboard files and folders).
    public func lint(_ operands: [String]) -> Report {
        let paths = LintPath(workingDirectory: workingDirectory)
        var files: [Report.File] = []
        var raw: [Diagnostic] = []
        let catalogs = AssetCatalogCache()
        for operand in operands {
            let url = URL(fileURLWithPath: operand)
            if AssetFile.isDirectory(operand) {
                lintFolder(url, paths: paths, files: &files, diagnostics: &raw)
            } else {
                lintFile(url, paths: paths, catalogs: catalogs, files: &files, diagnostics: &raw)
            }
        }
        return Report(files: files, findings: findings(raw, paths: paths))
    }

    private func lintFile(_ url: URL, paths: LintPath, catalogs: AssetCatalogCache, files: inout [Report.File], diagnostics: inout [Diagnostic]) {
        do throws(StoryboardError) {
            let catalog = AssetCatalog(besideStoryboard: url, cache: catalogs)
            switch try InterfaceBuilderDocument(contentsOf: url, options: load) {
            case .storyboard(let storyboard):
                files.append(Report.File(path: paths.shown(url.relativePath), storyboard: storyboard, assetCatalogFolders: catalog.folders))
                diagnostics += storyboard.diagnostics + storyboard.lintDiagnostics(configuration)
                diagnostics += assetDiagnostics(storyboard, catalog)
            case .nib(let nib):
                files.append(Report.File(path: paths.shown(url.relativePath), storyboard: nil, assetCatalogFolders: catalog.folders, nib: nib))
                diagnostics += nib.diagnostics + nib.lintDiagnostics(configuration) + assetDiagnostics(nib, catalog)
            }
        } catch {
            files.append(Report.File(path: paths.shown(url.relativePath), storyboard: nil, assetCatalogFolders: []))
            diagnostics.append(error.diagnostic)
        }
    }

    private func lintFolder(_ url: URL, paths: LintPath, files: inout [Report.File], diagnostics: inout [Diagnostic]) {
        var options = StoryboardBundle.Options()
        options.load = load
        let project: StoryboardProject
        do throws(StoryboardError) {
            project = try StoryboardProject(url: url, options: options)
        } catch {
            diagnostics.append(error.diagnostic)
            return
        }
        let loaded = project.loadAll(jobs: jobs)
        // Each path is matched against the patterns once, however many findings name it.
        var included: [String: Bool] = [:]
        func includes(_ path: String) -> Bool {
            if let known = included[path] { return known }
            let answer = configuration.includes(paths.relative(path, to: configurationDirectory))
            included[path] = answer
            return answer
        }
        for (file, result) in zip(project.files, loaded) {
            let path = paths.shown(file.url.relativePath)
            guard includes(path) else { continue }
            let bundle = project.bundle(for: file)
            let targets = project.targetNames(of: file)
            switch result {
            case .success(let storyboard):
                files.append(Report.File(path: path, storyboard: storyboard, assetCatalogFolders: bundle.assetCatalogFolders, targets: targets))
                diagnostics += storyboard.diagnostics + storyboard.lintDiagnostics(configuration)
            case .failure(let error):
                files.append(Report.File(path: path, storyboard: nil, assetCatalogFolders: [], targets: targets))
                diagnostics.append(error.diagnostic)
            }
        }
        // The folder's xibs, each once, against the folder's catalogs and image files.
        let folder = project.folder
        let loadedNibs = folder.loadAllNibs(jobs: jobs)
        for (file, result) in zip(folder.nibFiles, loadedNibs) {
            let path = paths.shown(file.url.relativePath)
            guard includes(path) else { continue }
            switch result {
            case .success(let nib):
                files.append(Report.File(path: path, storyboard: nil, assetCatalogFolders: folder.assetCatalogFolders,
                                         targets: project.targetNames(ofNib: file), nib: nib))
                diagnostics += nib.diagnostics + nib.lintDiagnostics(configuration)
            case .failure(let error):
                files.append(Report.File(path: path, storyboard: nil, assetCatalogFolders: [], targets: project.targetNames(ofNib: file)))
                diagnostics.append(error.diagnostic)
            }
        }
        let linted = Set(files.map(\.path))
        var across = project.diagnostics()
        // Images and colours against each target's catalogs; a file in no target (or every file,
        // without a project) against the folder's.
        let assets = project.assetDiagnostics { storyboard, catalog in assetDiagnostics(storyboard, catalog) }
        across += assets
        across += project.nibAssetDiagnostics { nib, catalog in assetDiagnostics(nib, catalog) }
        diagnostics += across.filter { diagnostic in
            let path = paths.shown(diagnostic.location.file)
            return linted.contains(path) || includes(path)
        }
    }

    /// Images and named colours that `catalog` (the catalogs and image files beside a file named
    /// directly) lacks, when their rules are on. Without any image (or, for colours, any catalog)
    /// every one would be missing: the checks need something to check against.
    private func assetDiagnostics(_ storyboard: Storyboard, _ catalog: AssetCatalog) -> [Diagnostic] {
        var found: [Diagnostic] = []
        if configuration.isEnabled(.imageNotFound) && !catalog.isEmpty { found += storyboard.imageDiagnostics(in: catalog) }
        if configuration.isEnabled(.colorNotFound) && !catalog.folders.isEmpty { found += storyboard.colorDiagnostics(in: catalog) }
        return found
    }

    /// A xib's images and named colours that `catalog` lacks, as for a storyboard.
    private func assetDiagnostics(_ nib: Nib, _ catalog: AssetCatalog) -> [Diagnostic] {
        var found: [Diagnostic] = []
        if configuration.isEnabled(.imageNotFound) && !catalog.isEmpty { found += nib.imageDiagnostics(in: catalog) }
        if configuration.isEnabled(.colorNotFound) && !catalog.folders.isEmpty { found += nib.colorDiagnostics(in: catalog) }
        return found
    }

    /// The diagnostics with their configured severity, files as shown, sorted, fingerprinted.
    private func findings(_ diagnostics: [Diagnostic], paths: LintPath) -> [Finding] {
        var kept: [(diagnostic: Diagnostic, rule: String, projectPath: String)] = []
        for diagnostic in diagnostics {
            guard let severity = configuration.severity(of: diagnostic.code, proposed: diagnostic.severity) else { continue }
            let rule = Rule.covering(diagnostic.code)?.id ?? diagnostic.code.rawValue
            let shown = paths.shown(diagnostic.location.file)
            let located = SourceLocation(file: shown, line: diagnostic.location.line, column: diagnostic.location.column)
            let notes = diagnostic.notes.map { note in
                Diagnostic.Note(message: note.message, location: SourceLocation(
                    file: paths.shown(note.location.file), line: note.location.line, column: note.location.column))
            }
            kept.append((Diagnostic(severity: severity, code: diagnostic.code, message: diagnostic.message, location: located,
                                    notes: notes, sceneIDs: diagnostic.sceneIDs, objectID: diagnostic.objectID), rule,
                         shown.isEmpty || shown.hasPrefix("<") ? shown : paths.relative(shown, to: projectRoot)))
        }
        kept.sort { ($0.diagnostic.location, $0.diagnostic.code.rawValue, $0.diagnostic.message) < ($1.diagnostic.location, $1.diagnostic.code.rawValue, $1.diagnostic.message) }
        return Finding.fingerprinted(kept)
    }
}
