public import SceneLoaderCore

extension Storyboard {
    /// Warnings ``DiagnosticCode/colorNotFound`` for every named colour the storyboard declares or
    /// uses that `UIColor(named:)` would not find: no colour set of `catalog` has it and it is not
    /// one of the platform's named system colours (``SystemAssets``). At its first use.
    /// Without an asset catalog there is no colour set to find, and nothing is reported.
    public func colorDiagnostics(in catalog: AssetCatalog) -> [Diagnostic] {
        var check = AssetCheck(catalog: catalog, platform: documentInfo.platform)
        return check.colors(colorReferences + namedColors)
    }
}
