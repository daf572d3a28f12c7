#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import SceneLoaderCore

extension Storyboard {
    /// Loads the storyboard called `name` from a folder laid out as a bundle's resources, as
    /// `UIStoryboard(name:bundle:)` does: `NAME.storyboard` at the top, else in the `.lproj` folder
    /// of the preferred localization, `Base.lproj`, or the development region's (see
    /// ``LocalizationOrder``); one of `Base.lproj` with the strings tables of the folder's
    /// `.lproj` folders applied. References to other storyboards resolve in the same folder.
    /// - Parameters:
    ///   - name: the storyboard's name, without extension.
    ///   - bundle: the folder; nil means the current directory.
    ///   - localizations: which localized variant to load (default: as `Bundle` with no user preference).
    ///   - options: limits and chunk size.
    /// - Throws: ``StoryboardError`` with code ``DiagnosticCode/storyboardNotFound`` (UIKit's
    ///   message, with the nearest name) when there is no such file,
    ///   ``DiagnosticCode/compiledStoryboard`` when only a compiled `.storyboardc` is there, or any
    ///   loading error.
    public init(name: String, bundle: URL? = nil, localizations: LocalizationOrder = LocalizationOrder(),
                options: LoadOptions = LoadOptions()) throws(StoryboardError) {
        let resolver = DirectoryResolver(directory: bundle ?? URL(fileURLWithPath: "."), localizations: localizations, options: options)
        self = try resolver.storyboard(named: name)
    }

    /// Loads the storyboard called `name` from `bundle`, as `UIStoryboard(name:bundle:)` does; its
    /// references resolve through the bundle.
    /// - Throws: ``StoryboardError`` as ``StoryboardBundle/storyboard(named:)`` does.
    public init(name: String, bundle: StoryboardBundle) throws(StoryboardError) {
        self = try bundle.storyboard(named: name)
    }
}
