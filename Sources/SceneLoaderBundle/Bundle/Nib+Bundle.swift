#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import SceneLoaderCore

extension Nib {
    /// Loads the nib called `nibName` from `bundle`, as `UINib(nibName:bundle:)` finds it (the
    /// localized variant `Bundle` picks).
    /// - Throws: ``StoryboardError`` with ``DiagnosticCode/nibNotFound`` (UIKit's message, with
    ///   the nearest name) when the bundle has no such xib, or the loading error.
    public init(nibName: String, bundle: StoryboardBundle) throws(StoryboardError) {
        self = try bundle.nib(named: nibName)
    }

    /// Loads the nib called `nibName` from a folder laid out as a bundle's resources, as
    /// `UINib(nibName:bundle:)` does: `NAME.xib` at the top, else in the `.lproj` folder of the
    /// preferred localization, `Base.lproj`, or the development region's (see ``LocalizationOrder``).
    /// - Parameters:
    ///   - nibName: the nib's name, without extension.
    ///   - bundle: the folder; nil means the current directory.
    ///   - localizations: which localized variant to load.
    ///   - options: limits and chunk size.
    /// - Throws: ``StoryboardError`` with ``DiagnosticCode/nibNotFound`` when there is no such
    ///   file, or any loading error.
    public init(nibName: String, bundle: URL? = nil, localizations: LocalizationOrder = LocalizationOrder(),
                options: LoadOptions = LoadOptions()) throws(StoryboardError) {
        let resolver = DirectoryResolver(directory: bundle ?? URL(fileURLWithPath: "."), localizations: localizations, options: options)
        self = try resolver.nib(named: nibName)
    }
}

/// A folder laid out as a bundle's resources finds its nibs as it finds its storyboards.
extension DirectoryResolver: NibResolver {
    func nib(named name: String) throws(StoryboardError) -> Nib {
        guard let url = locateNib(name) else {
            let manager = FileManager.default
            let top = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
            let names = top.filter { $0.hasSuffix(".xib") }.map { String($0.dropLast(".xib".count)) }
            throw StoryboardError(
                code: .nibNotFound,
                message: "Could not load NIB in bundle \(Quote.value(directory.path)) with name '\(Quote.value(name))'\(NearestMatch.hint(for: name, among: names))",
                location: SourceLocation(file: directory.appendingPathComponent(name + ".xib").relativePath, line: 0, column: 0))
        }
        return try Nib(contentsOf: url, options: options)
    }

    func hasNib(named name: String) -> Bool { locateNib(name) != nil }

    /// The xib `Bundle` would load for `name`, if there is one.
    private func locateNib(_ name: String) -> URL? {
        for localization in localizations.searchOrder {
            let folder = localization.map { directory.appendingPathComponent($0 + ".lproj") } ?? directory
            let url = folder.appendingPathComponent(name + ".xib")
            if FileManager.default.fileExists(atPath: url.path) { return url }
        }
        return nil
    }
}
