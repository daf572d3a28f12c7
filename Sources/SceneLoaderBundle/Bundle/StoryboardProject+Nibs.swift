// Which targets copy a xib: the targets' bundles are fed their own xibs (their `.xib` resources),
// and the folder's bundle has every xib of the repository.
extension StoryboardProject {
    /// The names of the targets that copy `file` (one of the folder's ``StoryboardBundle/nibFiles``),
    /// in the order of ``targets``; empty for a xib in no target.
    public func targetNames(ofNib file: NibFile) -> [String] {
        targets.indices.filter { targets[$0].nibFiles.contains { $0.relativePath == file.relativePath } }
            .map(repository.displayName(ofTargetAt:))
    }
}
