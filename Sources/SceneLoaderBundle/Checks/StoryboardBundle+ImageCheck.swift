public import SceneLoaderCore

extension StoryboardBundle {
    /// Warnings ``DiagnosticCode/imageNotFound`` for every image a storyboard of the bundle names
    /// (or a xib declares) that none of the bundle's asset catalogs has (all of ``assetCatalogFolders`` together, as an
    /// app's compiled catalog serves them), by file and line. Loads every storyboard.
    public func imageDiagnostics() -> [Diagnostic] {
        let catalog = AssetCatalog(folders: assetCatalogFolders)
        let loose = looseImages()
        return loadAll().flatMap { result in (try? result.get()).map { $0.imageDiagnostics(in: catalog, looseImages: loose) } ?? [] }
            + loadAllNibs().flatMap { result in (try? result.get()).map { $0.imageDiagnostics(in: catalog, looseImages: loose) } ?? [] }
    }

    /// The bundle's image files that are no asset catalog's (`Images/Logo.png`), found as its
    /// storyboards are: what `UIImage(named:)` finds besides the catalogs.
    public func looseImages() -> LooseImages {
        LooseImages(folder: url, recursive: true, excludedFolderNames: options.excludedFolderNames,
                    maxEntries: options.maxEntries, maxDepth: options.maxDepth)
    }
}
