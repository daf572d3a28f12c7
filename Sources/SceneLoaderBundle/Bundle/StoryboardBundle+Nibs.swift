#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import SceneLoaderCore

// A bundle's xibs: found by the same walk as its storyboards, grouped by name with their
// localized variants, each loaded at most once, and looked up as `UINib(nibName:bundle:)` and a
// view controller's nib name look them up.
extension StoryboardBundle: NibResolver {
    /// Every xib of the bundle, sorted by relative path (a second of one name and localization is
    /// read too, with a `bundle.duplicate-storyboard` note; a lookup by name loads the first).
    public var nibFiles: [NibFile] { nibShelf.files }

    /// The xibs' names, sorted, each once.
    public var nibNames: [String] { nibShelf.names }

    /// Every variant of the nib called `name` (one per localization), sorted by path.
    public func nibVariants(named name: String) -> [NibFile] { nibShelf.variants(named: name) }

    /// The variant of the nib called `name` that `Bundle` would load under the bundle's
    /// ``Options/localizations``: the non-localized file, the preferred localizations', `Base`,
    /// the development region's.
    public func nibFile(named name: String) -> NibFile? {
        let variants = nibVariants(named: name)
        for localization in options.localizations.searchOrder {
            if let file = variants.first(where: { $0.localization == localization }) { return file }
        }
        return variants.first
    }

    /// Whether the bundle has a nib called `name`.
    public func hasNib(named name: String) -> Bool { !nibVariants(named: name).isEmpty }

    /// Loads the nib called `name` (the variant ``nibFile(named:)`` picks), as
    /// `UINib(nibName:bundle:)` finds it.
    /// - Throws: ``StoryboardError`` with ``DiagnosticCode/nibNotFound`` (UIKit's message, with
    ///   the nearest name) when the bundle has no such xib, or the loading error.
    public func nib(named name: String) throws(StoryboardError) -> Nib {
        guard let file = nibFile(named: name) else {
            throw StoryboardError(
                code: .nibNotFound,
                message: "Could not load NIB in bundle \(Quote.value(url.relativePath)) with name '\(Quote.value(name))'\(NearestMatch.hint(for: name, among: nibNames))",
                location: SourceLocation(file: url.relativePath, line: 0, column: 0))
        }
        return try nib(in: file)
    }

    /// Loads one xib of the bundle (once: later calls return the same registry).
    /// - Throws: ``StoryboardError`` when the file is not one of ``nibFiles`` or cannot be loaded.
    public func nib(in file: NibFile) throws(StoryboardError) -> Nib {
        guard let index = nibShelf.index(of: file) else {
            throw StoryboardError(code: .nibNotFound,
                                  message: "'\(Quote.value(file.relativePath))' is not a xib of bundle \(Quote.value(url.relativePath))",
                                  location: SourceLocation(file: file.relativePath, line: 0, column: 0))
        }
        return try nibShelf.load(index, options: options.load).get()
    }

    /// Loads every xib, up to `jobs` at once, and returns the results in the order of ``nibFiles``.
    public func loadAllNibs(jobs: Int = ProcessInfo.processInfo.activeProcessorCount) -> [Result<Nib, StoryboardError>] {
        let count = nibShelf.files.count
        if jobs > 1 && count > 1 {
            Workers.forEach(count: count, jobs: jobs) { _ = nibShelf.load($0, options: options.load) }
        }
        return (0..<count).map { nibShelf.load($0, options: options.load) }
    }

    /// What the bundle's storyboards ask of its xibs: a scene whose controller names a nib
    /// (`nibName`) the bundle lacks is ``DiagnosticCode/sceneNibNotFound``, at the controller.
    /// Loads every storyboard and none of the xibs.
    public func nibDiagnostics() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var suggestions = NearestMatch.Budget()
        for case .success(let storyboard) in loadAll() {
            for scene in storyboard.scenes {
                guard let name = scene.nibName, !hasNib(named: name) else { continue }
                diagnostics.append(Diagnostic(
                    severity: .error, code: .sceneNibNotFound,
                    message: "\(scene.kind.rawValue)\(scene.id.map { " '\(Quote.value($0))'" } ?? "") loads its view from nib '\(Quote.value(name))', which the bundle does not have\(NearestMatch.hint(for: name, among: nibNames, budget: &suggestions))",
                    location: scene.location, sceneIDs: scene.id.map { [$0] } ?? []))
            }
        }
        for case .success(let nib) in loadAllNibs() {
            for object in nib.topLevelObjects where object.isViewController {
                guard let name = nib.scene(forControllerWithID: object.id)?.nibName, !hasNib(named: name) else { continue }
                diagnostics.append(Diagnostic(
                    severity: .error, code: .sceneNibNotFound,
                    message: "\(object.element) '\(Quote.value(object.id))' loads its view from nib '\(Quote.value(name))', which the bundle does not have\(NearestMatch.hint(for: name, among: nibNames, budget: &suggestions))",
                    location: object.location, objectID: object.id))
            }
        }
        return diagnostics
    }
}

/// A storyboard of a bundle finds nibs as its bundle does (a scene naming a nib loads it from
/// there, as UIKit loads it from the storyboard's bundle).
extension FileResolver: NibResolver {
    func nib(named name: String) throws(StoryboardError) -> Nib { try bundle.nib(named: name) }

    func hasNib(named name: String) -> Bool { bundle.hasNib(named: name) }
}
