#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
public import SceneLoaderCore
public import SceneLoaderBundle

extension StoryboardBundle {
    /// The bundle as one JSON document: `schemaVersion`, `bundle` (the name given), `storyboards`
    /// (each file's document in the order of ``files``, its `file` relative to the bundle's root,
    /// each placeholder scene with `resolved`), `nibs` (each xib's document in the order of
    /// ``nibFiles``) and `diagnostics` (the bundle's own, each with its `file` relative to the
    /// root). Loads every file.
    /// - Parameters:
    ///   - name: how to name the bundle; defaults to its URL's relative path.
    ///   - diagnostics: the bundle-level diagnostics to list; defaults to ``diagnostics()``
    ///     (a caller that also runs the image checks passes those too).
    public func jsonValue(name: String? = nil, diagnostics: [Diagnostic]? = nil) -> JSONValue {
        let documents = zip(files, loadAll()).map { file, result in
            switch result {
            case .success(let storyboard):
                storyboard.jsonValue(file: file.relativePath) { self.resolvedJSON(of: $0, in: file) }
            case .failure(let error):
                error.jsonDocument(file: file.relativePath)
            }
        }
        return .object([
            ("schemaVersion", .int(Storyboard.jsonSchemaVersion)),
            ("bundle", .string(name ?? url.relativePath)),
            ("storyboards", .array(documents)),
            ("nibs", .array(zip(nibFiles, loadAllNibs()).map { file, result in
                switch result {
                case .success(let nib): nib.jsonValue(file: file.relativePath)
                case .failure(let error): error.jsonDocument(file: file.relativePath)
                }
            })),
            ("diagnostics", .array((diagnostics ?? self.diagnostics()).map(jsonValue(of:)))),
        ])
    }

    /// `resolved` of a placeholder: `{"file", "id"}` of the referenced controller (and
    /// `bundleIdentifier` when it is in a bundle of the search path), or `null`.
    func resolvedJSON(of placeholder: Scene, in file: StoryboardFile) -> JSONValue {
        guard let target = target(of: placeholder, in: file) else { return .null }
        var members: [(String, JSONValue)] = [("file", .string(target.file.relativePath)), ("id", .optional(target.sceneID))]
        if let other = target.bundleIdentifier { members.append(("bundleIdentifier", .string(other))) }
        return .object(members)
    }

    /// A diagnostic's JSON with its `file` first, relative to the bundle's root.
    func jsonValue(of diagnostic: Diagnostic) -> JSONValue {
        guard case .object(let members) = diagnostic.jsonValue else { return diagnostic.jsonValue }
        return .object([("file", .string(relativePath(of: diagnostic.location.file)))] + members)
    }

    /// `path` (as diagnostics show it: the bundle's URL joined with the file's path) relative to
    /// the bundle's root; a path outside it as it is.
    func relativePath(of path: String) -> String {
        let root = url.relativePath
        guard path.hasPrefix(root + "/") else { return path }
        return String(path.dropFirst(root.count + 1))
    }
}
