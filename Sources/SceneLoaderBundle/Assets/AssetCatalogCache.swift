#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoaderCore

/// Asset catalogs by folder, each read once however many bundles copy it: the targets of a
/// repository share their catalogs (an app and its extensions), and every target's images are
/// checked against its own set of them. Safe to share across tasks.
public final class AssetCatalogCache: Sendable {
    private let catalogs = Locked<[String: AssetCatalog]>([:])

    /// An empty cache.
    public init() {}

    /// The catalog of the one `.xcassets` folder `folder`, read on first use.
    func catalog(of folder: URL) -> AssetCatalog {
        if let known = catalogs.withLock({ $0[folder.path] }) { return known }
        let read = AssetCatalog(folders: [folder])
        return catalogs.withLock { stored in
            if let known = stored[folder.path] { return known }
            stored[folder.path] = read
            return read
        }
    }
}
