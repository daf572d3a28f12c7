public import SceneLoaderCore

extension StoryboardBundle {
    /// Warnings ``DiagnosticCode/imageNotFound`` and ``DiagnosticCode/colorNotFound`` for every image
    /// and named colour a storyboard (or xib) of the bundle names that `UIImage(named:)` and
    /// `UIColor(named:)` would not find in its resources: all its asset catalogs together (image
    /// sets, symbol sets, colour sets), then its loose image files, and the platform's own images
    /// and colours (``SystemAssets``). By file and line; loads every storyboard and xib.
    ///
    /// A bundle with no image resource at all (no asset catalog, no image file) is not the whole
    /// app: its images are not checked. One without an asset catalog has no colour set: its colours
    /// are not checked. `scene-inspect DIR` and `scene-inspect lint DIR` both report these.
    public func resourceDiagnostics() -> [Diagnostic] {
        guard resources.hasImageResources else { return [] }
        let catalog = resources.assetCatalog()
        let checksColors = !resources.assetCatalogFolders.isEmpty
        var found = catalog.issues.map { issue in
            Diagnostic(severity: .warning, code: .assetUnreadable, message: issue.message, location: SourceLocation(file: issue.path, line: 0, column: 0))
        }
        for case .success(let storyboard) in loadAll() {
            found += storyboard.imageDiagnostics(in: catalog)
            if checksColors { found += storyboard.colorDiagnostics(in: catalog) }
        }
        for case .success(let nib) in loadAllNibs() {
            found += nib.imageDiagnostics(in: catalog)
            if checksColors { found += nib.colorDiagnostics(in: catalog) }
        }
        return found
    }
}
