public import SceneLoaderCore

extension Nib {
    /// Warnings ``DiagnosticCode/imageNotFound`` for every image the xib declares in
    /// `<resources>` that `UIImage(named:)` would not find in `catalog` (its image sets, symbol
    /// sets and loose image files), at its `<image>`; the system's images (SF Symbols, on macOS
    /// AppKit's named images: ``SystemAssets``) are never reported. As for a storyboard, a pass
    /// the caller asks for: loading never touches the disk beyond the xib.
    public func imageDiagnostics(in catalog: AssetCatalog) -> [Diagnostic] {
        var check = AssetCheck(catalog: catalog, platform: documentInfo.platform)
        return check.resourceImages(images).sorted { $0.location < $1.location }
    }

    /// Warnings ``DiagnosticCode/colorNotFound`` for every named colour the xib declares or uses
    /// that `UIColor(named:)` would not find: no colour set of `catalog` has it and it is not one
    /// of the platform's named system colours (``SystemAssets``). At its first use. Without an
    /// asset catalog there is no colour set to find, and nothing is reported.
    public func colorDiagnostics(in catalog: AssetCatalog) -> [Diagnostic] {
        var check = AssetCheck(catalog: catalog, platform: documentInfo.platform)
        return check.colors(colorReferences + namedColors)
    }
}
