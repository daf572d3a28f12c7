public import SceneLoaderCore

extension StoryboardBundle {
    /// Warnings ``DiagnosticCode/imageNotFound`` for every image a storyboard of the bundle names
    /// (or a xib declares) that none of the bundle's asset catalogs has (all of ``assetCatalogFolders`` together, as an
    /// app's compiled catalog serves them), by file and line. Loads every storyboard.
    public func imageDiagnostics() -> [Diagnostic] {
        let catalog = AssetCatalog(folders: assetCatalogFolders)
        return loadAll().flatMap { result in (try? result.get()).map { $0.imageDiagnostics(in: catalog) } ?? [] }
            + loadAllNibs().flatMap { result in (try? result.get()).map { $0.imageDiagnostics(in: catalog) } ?? [] }
    }
}
