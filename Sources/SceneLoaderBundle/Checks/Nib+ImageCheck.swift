public import SceneLoaderCore

extension Nib {
    /// Warnings ``DiagnosticCode/imageNotFound`` for every image the xib declares in
    /// `<resources>` that `catalog` does not have, at its `<image>`; the system's images (SF
    /// Symbols, AppKit's `NS…` images) are never reported. As for a storyboard, a pass the
    /// caller asks for: loading never touches the disk beyond the xib.
    /// An image that one of `looseImages` answers (a file of the bundle, `Logo.png`) is not reported.
    public func imageDiagnostics(in catalog: AssetCatalog, looseImages: LooseImages? = nil) -> [Diagnostic] {
        let known = catalog.imageSets.keys.sorted()
        var suggestions = NearestMatch.Budget()
        var diagnostics: [Diagnostic] = []
        let platform = documentInfo.platform
        for image in images where !image.isProvidedBySystem(on: platform) && catalog.imageSet(named: image.name) == nil
            && looseImages?.contains(image.name) != true {
            diagnostics.append(Diagnostic(
                severity: .warning, code: .imageNotFound,
                message: "image '\(Quote.value(image.name))' is in no asset catalog\(NearestMatch.hint(for: image.name, among: known, budget: &suggestions))",
                location: image.location))
        }
        return diagnostics
    }
}
