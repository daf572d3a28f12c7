extension Storyboard {
    /// The storyboard as UIKit loads it with `strings` (a `Base.lproj` storyboard and its table in
    /// the chosen language; see ``LocalizedStrings``): each controller's `title`, navigation item
    /// title and tab bar item title that the tables translate (`OBJECTID.title`) has its
    /// translation, so that instantiating it, its tree, its JSON and its pictures show them. Every
    /// other value, the diagnostics and the structure are the file's own.
    ///
    /// Without any translated value it is this storyboard itself.
    public func localized(with strings: LocalizedStrings) -> Storyboard {
        guard !strings.isEmpty else { return self }
        var scenes = self.scenes
        var changed = false
        for index in scenes.indices {
            guard let localized = scenes[index].localized(with: strings) else { continue }
            scenes[index] = localized
            changed = true
        }
        return changed ? replacingScenes(scenes) : self
    }
}
