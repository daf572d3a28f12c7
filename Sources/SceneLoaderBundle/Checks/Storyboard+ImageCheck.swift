public import SceneLoaderCore

extension Storyboard {
    /// Warnings ``DiagnosticCode/imageNotFound`` for every image the storyboard names that
    /// `UIImage(named:)` would not find in `catalog` (its image sets, symbol sets and loose image
    /// files), at the line that names it.
    ///
    /// A separate pass the caller asks for, so loading never touches the disk beyond the storyboard.
    /// A tab bar item's `image` and `selectedImage` are reported at the `<tabBarItem>`; an image
    /// declared in `<resources>` that no tab bar item uses is reported at its `<image>`. The
    /// system's images are never reported: SF Symbols (`catalog="system"`) and, on macOS,
    /// AppKit's named images (``SystemAssets``).
    public func imageDiagnostics(in catalog: AssetCatalog) -> [Diagnostic] {
        let platform = documentInfo.platform
        var known: [String] { (Array(catalog.imageSets.keys) + Array(catalog.looseImages.keys) + Array(catalog.symbolSetNames)).sorted() }
        var candidates: [String]?
        var diagnostics: [Diagnostic] = []
        var reported: Set<String> = []
        // One budget for every suggestion of the pass.
        var suggestions = NearestMatch.Budget()
        func hint(_ name: String) -> String {
            if candidates == nil { candidates = known }
            return NearestMatch.hint(for: name, among: candidates ?? [], budget: &suggestions)
        }
        func missing(_ name: String, catalog itemCatalog: String?) -> Bool {
            !SystemAssets.isSystemImage(name, catalog: itemCatalog, on: platform) && !catalog.hasImage(named: name, on: platform)
        }
        for scene in scenes {
            guard let item = scene.tabBarItem else { continue }
            for (role, name) in [("image", item.image), ("selected image", item.selectedImage)] {
                guard let name, missing(name, catalog: item.catalog) else { continue }
                reported.insert(name)
                let owner = item.title.map { " of tab bar item '\(Quote.value($0))'" } ?? " of a tab bar item"
                diagnostics.append(Diagnostic(
                    severity: .warning, code: .imageNotFound,
                    message: "\(role) '\(Quote.value(name))'\(owner) is in no asset catalog\(hint(name))",
                    location: item.location, sceneIDs: scene.id.map { [$0] } ?? []))
            }
        }
        for image in images where !reported.contains(image.name) && missing(image.name, catalog: image.catalog) {
            diagnostics.append(Diagnostic(
                severity: .warning, code: .imageNotFound,
                message: "image '\(Quote.value(image.name))' is in no asset catalog\(hint(image.name))",
                location: image.location))
        }
        return diagnostics.sorted { $0.location < $1.location }
    }
}
