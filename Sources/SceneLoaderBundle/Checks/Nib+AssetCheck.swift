public import SceneLoaderCore

extension Nib {
    /// Warnings ``DiagnosticCode/imageNotFound`` for every image the xib declares in
    /// `<resources>` that `UIImage(named:)` would not find in `catalog` (its image sets, symbol
    /// sets and loose image files), at its `<image>`; the system's images (SF Symbols, on macOS
    /// AppKit's named images: ``SystemAssets``) are never reported. As for a storyboard, a pass
    /// the caller asks for: loading never touches the disk beyond the xib.
    public func imageDiagnostics(in catalog: AssetCatalog) -> [Diagnostic] {
        let platform = documentInfo.platform
        var candidates: [String]?
        var suggestions = NearestMatch.Budget()
        var diagnostics: [Diagnostic] = []
        for image in images
        where !SystemAssets.isSystemImage(image.name, catalog: image.catalog, on: platform) && !catalog.hasImage(named: image.name, on: platform) {
            if candidates == nil {
                candidates = (Array(catalog.imageSets.keys) + Array(catalog.looseImages.keys) + Array(catalog.symbolSetNames)).sorted()
            }
            diagnostics.append(Diagnostic(
                severity: .warning, code: .imageNotFound,
                message: "image '\(Quote.value(image.name))' is in no asset catalog\(NearestMatch.hint(for: image.name, among: candidates ?? [], budget: &suggestions))",
                location: image.location))
        }
        return diagnostics.sorted { $0.location < $1.location }
    }

    /// Warnings ``DiagnosticCode/colorNotFound`` for every named colour the xib declares or uses
    /// that `UIColor(named:)` would not find: no colour set of `catalog` has it and it is not one
    /// of the platform's named system colours (``SystemAssets``). At its first use. Without an
    /// asset catalog there is no colour set to find, and nothing is reported.
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
