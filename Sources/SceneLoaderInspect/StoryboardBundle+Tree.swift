#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
public import SceneLoaderBundle
import SceneLoaderCore

extension StoryboardBundle {
    /// The bundle as readable text: a header line (the name, how many storyboards, xibs and asset
    /// catalogs), then each file's ``Storyboard/treeDescription(file:resolved:)`` in the order of
    /// ``files`` and each xib's ``Nib/treeDescription(file:)`` in the order of ``nibFiles``, headed by its path relative to the root, each storyboard reference followed by
    /// where it leads (`⇒ App/Base.lproj/Settings.storyboard preferences`, or `⇒ unresolved`);
    /// a file that did not load says so.
    /// Loads every file.
    /// - Parameter name: how to name the bundle; defaults to its URL's relative path.
    public func treeDescription(name: String? = nil) -> String {
        let count = files.count
        let catalogs = assetCatalogFolders.count
        var text = "\(name ?? url.relativePath): bundle, \(count) storyboard\(count == 1 ? "" : "s")"
        if !nibFiles.isEmpty { text += ", \(nibFiles.count) xib\(nibFiles.count == 1 ? "" : "s")" }
        text += ", \(catalogs) asset catalog\(catalogs == 1 ? "" : "s")\n"
        for (file, result) in zip(files, loadAll()) {
            switch result {
            case .success(let storyboard):
                text += "\n" + storyboard.treeDescription(file: file.relativePath) { placeholder in
                    guard let target = self.target(of: placeholder, in: file) else { return "unresolved" }
                    return (target.bundleIdentifier.map { "\($0): " } ?? "") + target.file.relativePath + (target.sceneID.map { " " + $0 } ?? "")
                }
            case .failure(let error): text += "\n\(file.relativePath): not loaded [\(error.code.rawValue)]\n"
            }
        }
        for (file, result) in zip(nibFiles, loadAllNibs()) {
            switch result {
            case .success(let nib): text += "\n" + nib.treeDescription(file: file.relativePath)
            case .failure(let error): text += "\n\(file.relativePath): not loaded [\(error.code.rawValue)]\n"
            }
        }
        return text
    }
}
