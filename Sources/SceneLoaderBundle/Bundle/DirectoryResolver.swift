#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoaderCore

/// Finds storyboards in one folder laid out as a built bundle's resources are: `NAME.storyboard`
/// at the top, or in an `xx.lproj` folder beside it, picked in ``LocalizationOrder``. It is what
/// ``Storyboard/init(name:bundle:localizations:options:)`` loads through, and it resolves the
/// references of the storyboards it loads the same way, each file loaded once.
final class DirectoryResolver: StoryboardResolver {
    let directory: URL
    let localizations: LocalizationOrder
    let options: LoadOptions
    private let loaded = Locked<[String: Storyboard]>([:])

    init(directory: URL, localizations: LocalizationOrder, options: LoadOptions) {
        self.directory = directory
        self.localizations = localizations
        self.options = options
    }

    func storyboard(named name: String, bundleIdentifier: String?) throws(StoryboardError) -> Storyboard {
        if let bundleIdentifier {
            throw StoryboardError(
                code: .unknownBundle,
                message: "the reference names bundle '\(Quote.value(bundleIdentifier))'; load through a StoryboardBundle with it on the search path to follow it",
                location: SourceLocation(file: directory.relativePath, line: 0, column: 0))
        }
        return try storyboard(named: name)
    }

    func storyboard(named name: String) throws(StoryboardError) -> Storyboard {
        if let cached = loaded.withLock({ $0[name] }) { return cached.resolving(through: self) }
        let url = try locate(name)
        var storyboard = try Storyboard(contentsOf: url, options: options)
        // A `Base.lproj` storyboard loads with its strings tables, as UIKit loads it.
        if let strings = StoryboardBundle.localizedStrings(besideStoryboard: url, localizations: localizations,
                                                          platform: storyboard.documentInfo.platform) {
            storyboard = storyboard.localized(with: strings)
        }
        loaded.withLock { $0[name] = storyboard }
        return storyboard.resolving(through: self)
    }

    /// The file `Bundle` would load for `name`.
    private func locate(_ name: String) throws(StoryboardError) -> URL {
        let manager = FileManager.default
        var compiled: URL?
        for localization in localizations.searchOrder {
            let folder = localization.map { directory.appendingPathComponent($0 + ".lproj") } ?? directory
            let url = folder.appendingPathComponent(name + ".storyboard")
            if manager.fileExists(atPath: url.path) { return url }
            let built = folder.appendingPathComponent(name + ".storyboardc")
            if compiled == nil && manager.fileExists(atPath: built.path) { compiled = built }
        }
        if let compiled {
            throw StoryboardError(
                code: .compiledStoryboard,
                message: "'\(Quote.path(compiled.relativePath))' is a compiled storyboard; SceneLoader reads the .storyboard source",
                location: SourceLocation(file: compiled.relativePath, line: 0, column: 0))
        }
        throw StoryboardError(
            code: .storyboardNotFound,
            message: "Could not find a storyboard named '\(Quote.value(name))' in bundle \(Quote.path(directory.path))\(NearestMatch.hint(for: name, among: availableNames()))",
            location: SourceLocation(file: directory.appendingPathComponent(name + ".storyboard").relativePath, line: 0, column: 0))
    }

    /// The storyboard names at the top and in the `.lproj` folders, for suggestions.
    private func availableNames() -> [String] {
        let manager = FileManager.default
        let top = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
        var names = top.filter { $0.hasSuffix(".storyboard") }
        for folder in top.filter({ $0.hasSuffix(".lproj") }).sorted().prefix(64) {
            let inside = (try? manager.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)) ?? []
            names += inside.filter { $0.hasSuffix(".storyboard") }
        }
        return Array(Set(names.map { String($0.dropLast(".storyboard".count)) })).sorted()
    }
}
