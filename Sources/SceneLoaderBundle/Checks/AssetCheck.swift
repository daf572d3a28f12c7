import SceneLoaderCore

/// One pass of a document's images and colours against the resources of its bundle, as
/// `UIImage(named:)` and `UIColor(named:)` would look them up: the checks storyboards and xibs
/// share. One suggestion budget serves the whole pass, and the names suggested from are gathered
/// once, on the first miss.
struct AssetCheck {
    let catalog: AssetCatalog
    let platform: DocumentInfo.Platform
    private var candidates: [String]?
    private var suggestions = NearestMatch.Budget()

    init(catalog: AssetCatalog, platform: DocumentInfo.Platform) {
        self.catalog = catalog
        self.platform = platform
    }

    /// Whether `UIImage(named: name)` finds nothing: not a system image (an SF Symbol, AppKit's
    /// named images) and nothing of that name in the catalog.
    func isMissing(image name: String, catalog itemCatalog: String?) -> Bool {
        !SystemAssets.isSystemImage(name, catalog: itemCatalog, on: platform) && !catalog.hasImage(named: name, on: platform)
    }

    /// ` (did you mean 'x'?)` for a missing image, among the catalog's image names.
    mutating func imageHint(_ name: String) -> String {
        if candidates == nil {
            candidates = (Array(catalog.imageSets.keys) + Array(catalog.looseImages.keys) + Array(catalog.symbolSetNames)).sorted()
        }
        return NearestMatch.hint(for: name, among: candidates ?? [], budget: &suggestions)
    }

    /// ``DiagnosticCode/imageNotFound`` for each `<image>` of `<resources>` that is missing, at the
    /// `<image>`, but for the names in `reported` (already reported where they are used).
    mutating func resourceImages(_ images: [ImageResource], except reported: Set<String> = []) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for image in images where !reported.contains(image.name) && isMissing(image: image.name, catalog: image.catalog) {
            found.append(Diagnostic(
                severity: .warning, code: .imageNotFound,
                message: "image '\(Quote.value(image.name))' is in no asset catalog\(imageHint(image.name))",
                location: image.location))
        }
        return found
    }

    /// ``DiagnosticCode/colorNotFound`` for every named colour of `colors` that no colour set of
    /// the catalog has and that is not one of the platform's named system colours, at its first
    /// use. Without an asset catalog there is no colour set to find, and nothing is reported.
    mutating func colors(_ colors: [NamedColor]) -> [Diagnostic] {
        guard !catalog.folders.isEmpty else { return [] }
        let known = catalog.colorSetNames.sorted()
        var reported: Set<String> = []
        var found: [Diagnostic] = []
        for color in colors
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
