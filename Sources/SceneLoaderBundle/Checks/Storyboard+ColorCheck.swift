public import SceneLoaderCore

extension Storyboard {
    /// Warnings ``DiagnosticCode/colorNotFound`` for every named colour the storyboard declares or
    /// uses that `UIColor(named:)` would not find: no colour set of `catalog` has it and it is not
    /// one of the platform's named system colours (``SystemAssets``). At its first use.
    /// Without an asset catalog there is no colour set to find, and nothing is reported.
    public func colorDiagnostics(in catalog: AssetCatalog) -> [Diagnostic] {
        guard !catalog.folders.isEmpty else { return [] }
        let platform = documentInfo.platform
        let known = catalog.colorSetNames.sorted()
        var reported: Set<String> = []
        var found: [Diagnostic] = []
        var suggestions = NearestMatch.Budget()
        for color in colorReferences + namedColors
        where !catalog.colorSetNames.contains(color.name) && !SystemAssets.isSystemColor(color.name, on: platform)
            && reported.insert(color.name).inserted {
            found.append(Diagnostic(
                severity: .warning, code: .colorNotFound,
                message: "named colour '\(Quote.value(color.name))' is in no asset catalog\(NearestMatch.hint(for: color.name, among: known, budget: &suggestions))",
                location: color.location))
        }
        return found.sorted { $0.location < $1.location }
    }
}
