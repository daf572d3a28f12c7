public import SceneLoaderCore

extension Storyboard {
    /// Warnings ``DiagnosticCode/imageNotFound`` for every image the storyboard names that `catalog`
    /// does not have, at the line that names it.
    ///
    /// A separate pass the caller asks for, so loading never touches the disk beyond the storyboard:
    /// `scene-inspect render` runs it when it has a catalog (beside the storyboard or `--assets`).
    /// A tab bar item's `image` and `selectedImage` are reported at the `<tabBarItem>`; an image
    /// declared in `<resources>` that no tab bar item uses is reported at its `<image>`. SF Symbols
    /// (`catalog="system"`) are the system's and never reported.
    /// An image that one of `looseImages` answers (a file of the bundle, `Logo.png`) is not reported.
    public func imageDiagnostics(in catalog: AssetCatalog, looseImages: LooseImages? = nil) -> [Diagnostic] {
        let known = catalog.imageSets.keys.sorted()
        var diagnostics: [Diagnostic] = []
        var reported: Set<String> = []
        // One budget for every suggestion of the pass.
        var suggestions = NearestMatch.Budget()
        func missing(_ name: String) -> Bool { catalog.imageSet(named: name) == nil && looseImages?.contains(name) != true }
        for scene in scenes {
            guard let item = scene.tabBarItem, item.catalog != "system" else { continue }
            for (role, name) in [("image", item.image), ("selected image", item.selectedImage)] {
                guard let name, missing(name) else { continue }
                reported.insert(name)
                let owner = item.title.map { " of tab bar item '\(Quote.value($0))'" } ?? " of a tab bar item"
                diagnostics.append(Diagnostic(
                    severity: .warning, code: .imageNotFound,
                    message: "\(role) '\(Quote.value(name))'\(owner) is in no asset catalog\(NearestMatch.hint(for: name, among: known, budget: &suggestions))",
                    location: item.location, sceneIDs: scene.id.map { [$0] } ?? []))
            }
        }
        let platform = documentInfo.platform
        for image in images where !image.isProvidedBySystem(on: platform) && !reported.contains(image.name) && missing(image.name) {
            diagnostics.append(Diagnostic(
                severity: .warning, code: .imageNotFound,
                message: "image '\(Quote.value(image.name))' is in no asset catalog\(NearestMatch.hint(for: image.name, among: known, budget: &suggestions))",
                location: image.location))
        }
        return diagnostics.sorted { $0.location < $1.location }
    }
}
