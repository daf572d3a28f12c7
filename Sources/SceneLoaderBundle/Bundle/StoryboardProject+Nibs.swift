public import SceneLoaderCore

// Which targets copy a xib: the targets' bundles are fed their own xibs (their `.xib` resources),
// and the folder's bundle has every xib of the repository.
extension StoryboardProject {
    /// The names of the targets that copy `file` (one of the folder's ``StoryboardBundle/nibFiles``),
    /// in the order of ``targets``; empty for a xib in no target.
    public func targetNames(ofNib file: NibFile) -> [String] {
        targetIndices(ofNib: file).map(repository.displayName(ofTargetAt:))
    }

    /// What `check` finds in every xib against the images it would be built with, as
    /// ``assetDiagnostics(_:)`` checks storyboards: a target's xibs against the target's images (a
    /// target with no image resource is not checked), each finding naming the target when there
    /// are several; a finding about an asset another catalog of the folder has is a note that says
    /// so; the xibs in no target (every xib, without a project) against every image of the folder.
    /// Loads every xib.
    public func nibAssetDiagnostics(_ check: (Nib, AssetCatalog) -> [Diagnostic]) -> [Diagnostic] {
        var merged = DiagnosticMerge()
        let everything = folder.resources.assetCatalog()
        for (file, result) in zip(folder.nibFiles, folder.loadAllNibs()) {
            guard case .success(let nib) = result else { continue }
            let copying = targetIndices(ofNib: file)
            if copying.isEmpty || !hasProjects {
                if folder.resources.hasImageResources { merged.add(check(nib, everything)) }
                continue
            }
            var nowhere: Set<SourceLocation>?
            for index in copying where targets[index].resources.hasImageResources {
                let name = repository.displayName(ofTargetAt: index)
                let found = check(nib, targets[index].resources.assetCatalog())
                guard !found.isEmpty else { continue }
                let missing = nowhere ?? Set(check(nib, everything).map(\.location))
                nowhere = missing
                addTargetFindings(found, target: name, missingEverywhere: missing, to: &merged)
            }
        }
        return merged.sorted
    }

    private func targetIndices(ofNib file: NibFile) -> [Int] {
        targets.indices.filter { targets[$0].nibFiles.contains { $0.relativePath == file.relativePath } }
    }
}
