/// Language identifiers compared as `Bundle` matches localizations: Xcode's old English names of
/// languages (`English.lproj`, `developmentRegion = English`) and the legacy ISO 639 codes that
/// Foundation canonicalizes (`in` for `id`, `iw` for `he`, `no` for `nb`) name the same language as
/// the modern code; `_` and `-` separate subtags alike, and case does not matter.
enum LanguageIdentifier {
    /// Xcode's and `CFBundle`'s old English language names, with the code each stands for.
    private static let names: [String: String] = [
        "English": "en", "French": "fr", "German": "de", "Italian": "it", "Dutch": "nl", "Spanish": "es",
        "Japanese": "ja", "Swedish": "sv", "Danish": "da", "Portuguese": "pt", "Norwegian": "nb", "Finnish": "fi",
        "Hebrew": "he", "Arabic": "ar", "Greek": "el", "Icelandic": "is", "Turkish": "tr", "Croatian": "hr",
        "Korean": "ko", "Polish": "pl", "Hungarian": "hu", "Russian": "ru", "Czech": "cs", "Ukrainian": "uk",
        "Romanian": "ro", "Thai": "th", "Vietnamese": "vi", "Indonesian": "id", "Catalan": "ca", "Slovak": "sk",
    ]
    /// Legacy language codes and the code Foundation uses for each.
    private static let legacyCodes: [String: String] = [
        "in": "id", "iw": "he", "ji": "yi", "jw": "jv", "mo": "ro", "no": "nb",
    ]

    /// The identifier as Foundation canonicalizes it for matching, lowercased: `en` for `English`,
    /// `id` for `in`, `nb-no` for `no_NO`, `pt-br` for `pt_BR`.
    static func key(_ identifier: String) -> String {
        var subtags = identifier.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }.map { $0.lowercased() }
        guard let first = subtags.first else { return identifier.lowercased() }
        if subtags.count == 1, let code = names[identifier] {
            subtags[0] = code
        } else if let code = legacyCodes[first] {
            subtags[0] = code
        }
        return subtags.joined(separator: "-")
    }

    /// The language of an identifier, canonical: `en` for `English` and `en-GB`, `nb` for `no`.
    static func language(of identifier: String) -> String {
        String(key(identifier).prefix { $0 != "-" })
    }

    /// Whether a user of the language `wanted` reads the localization `available`: the same
    /// language identifier, `wanted` falling back to it (`pt-BR` to `pt`), or a region of it
    /// (`nb-NO` for `nb`), as `Bundle` picks among the localizations a bundle has.
    static func matches(_ wanted: String, _ available: String) -> Bool {
        let wanted = key(wanted), available = key(available)
        return wanted == available || wanted.hasPrefix(available + "-") || available.hasPrefix(wanted + "-")
    }
}
