/// The order in which `Bundle` looks for a localized resource, for storyboards.
///
/// `Bundle` looks first among the non-localized resources, then in the `.lproj` folder of each
/// preferred localization in turn (a region such as `pt-BR` falls back to its language, `pt`), then
/// in `Base.lproj`, then in the development region's folder. With no preference it behaves as
/// `Bundle.preferredLocalizations` does when the user has none: the development region first.
public struct LocalizationOrder: Sendable, Hashable {
    /// The user's preferred localizations, most preferred first (`["fr-CA", "en"]`); empty means
    /// none, so the development region is preferred.
    public var preferredLocalizations: [String]
    /// The development region (`CFBundleDevelopmentRegion`): `en` unless the bundle says otherwise.
    public var developmentRegion: String

    /// Creates an order.
    public init(preferredLocalizations: [String] = [], developmentRegion: String = "en") {
        self.preferredLocalizations = preferredLocalizations
        self.developmentRegion = developmentRegion
    }

    /// The localizations to try, in order; nil stands for the non-localized resources. Each
    /// appears once.
    public var searchOrder: [String?] {
        var order: [String?] = [nil]
        var seen: Set<String> = []
        func add(_ localization: String) {
            if seen.insert(localization).inserted { order.append(localization) }
        }
        for preferred in preferredLocalizations.isEmpty ? [developmentRegion] : preferredLocalizations {
            add(preferred)
            // `pt-BR` and `pt_BR` name the same region; both fall back to the broader languages
            // (`zh-Hant-HK` to `zh-Hant`, then `zh`).
            let separators: Set<Character> = ["-", "_"]
            if preferred.contains(where: { separators.contains($0) }) {
                add(preferred.replacing("-", with: "_"))
                add(preferred.replacing("_", with: "-"))
                for broader in LocalizationOrder.broaderLanguages(of: preferred) { add(broader) }
            }
        }
        add("Base")
        add(developmentRegion)
        return order
    }

    /// The languages a localization falls back to, narrowest first: `zh-Hant-HK` to `zh-Hant`, then
    /// `zh`; `pt_BR` to `pt`; none for a bare language.
    static func broaderLanguages(of localization: String) -> [String] {
        var result: [String] = []
        var rest = Substring(localization)
        while let cut = rest.lastIndex(where: { $0 == "-" || $0 == "_" }) {
            rest = rest[..<cut]
            if !rest.isEmpty { result.append(String(rest)) }
        }
        return result
    }

    /// The variant of one storyboard that `Bundle` would load, among `variants`.
    func pick(_ variants: [StoryboardFile]) -> StoryboardFile? {
        for localization in searchOrder {
            if let file = variants.first(where: { $0.localization == localization }) { return file }
        }
        // A localization nobody prefers (only `de.lproj` has it): `Bundle` would not find it for
        // this user either, but a tool should rather load it than fail.
        return variants.first
    }
}
