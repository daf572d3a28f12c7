#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
public import SceneLoaderCore
public import SceneLoaderBundle
import SceneLoaderProject

extension StoryboardProject {
    /// The repository as readable text: a header (how many projects, targets, storyboards and
    /// storyboards in no target), a line per target (its product, platform, bundle identifier,
    /// project and what it copies) and one for the storyboards in no target, then each storyboard's
    /// tree in path order, its header naming the targets that copy it (`(target App)`, `(no
    /// target)`), each reference followed by where it leads in its target's bundle. Loads every file.
    /// - Parameter name: how to name the folder; defaults to its URL's relative path.
    public func treeDescription(name: String? = nil) -> String {
        let projects = repository.projectFolders.count
        let packages = repository.packages.count(where: { package in repository.targets.contains { $0.project == package } })
        let unassigned = unassignedFiles.count
        var header = "\(name ?? url.relativePath): project"
        header += ", \(projects) Xcode project\(projects == 1 ? "" : "s")"
        if packages > 0 { header += ", \(packages) Swift package\(packages == 1 ? "" : "s")" }
        header += ", \(targets.count) target\(targets.count == 1 ? "" : "s"), \(files.count) storyboard\(files.count == 1 ? "" : "s")"
        if unassigned > 0 { header += " (\(unassigned) in no target)" }
        let nibs = folder.nibFiles
        if !nibs.isEmpty { header += ", \(nibs.count) xib\(nibs.count == 1 ? "" : "s")" }
        var text = Quote.line(header) + "\n\n"
        for (index, bundle) in targets.enumerated() {
            guard let target = bundle.projectTarget else { continue }
            text += Quote.line("target \(repository.displayName(ofTargetAt: index)): \(StoryboardProject.summary(of: target))") + "\n"
        }
        if unassigned > 0 { text += "no target: \(unassigned) storyboard\(unassigned == 1 ? "" : "s")\n" }
        for (file, result) in zip(files, loadAll()) {
            let names = targetNames(of: file)
            let label = file.relativePath + (names.isEmpty ? " (no target)" : " (target\(names.count == 1 ? "" : "s") \(names.joined(separator: ", ")))")
            let bundle = bundle(for: file)
            switch result {
            case .success(let storyboard):
                text += "\n" + storyboard.treeDescription(file: label) { placeholder in
                    guard let target = bundle.target(of: placeholder, in: file) else { return "unresolved" }
                    return (target.bundleIdentifier.map { "\($0): " } ?? "") + target.file.relativePath + (target.sceneID.map { " " + $0 } ?? "")
                }
            case .failure(let error): text += "\n\(Quote.line(label)): not loaded [\(error.code.rawValue)]\n"
            }
        }
        for (file, result) in zip(folder.nibFiles, folder.loadAllNibs()) {
            let names = targetNames(ofNib: file)
            let label = file.relativePath + (names.isEmpty ? " (no target)" : " (target\(names.count == 1 ? "" : "s") \(names.joined(separator: ", ")))")
            switch result {
            case .success(let nib): text += "\n" + nib.treeDescription(file: label)
            case .failure(let error): text += "\n\(Quote.line(label)): not loaded [\(error.code.rawValue)]\n"
            }
        }
        return text
    }

    /// A target in one line: `iOS application com.example.App (App.xcodeproj), development region
    /// en, 3 storyboards, 1 asset catalog`.
    static func summary(of target: ProjectTarget) -> String {
        var words: [String] = []
        if let platform = target.platform { words.append(platform) }
        if let product = target.productDescription { words.append(product) }
        if let identifier = target.bundleIdentifier { words.append(identifier) }
        var text = words.joined(separator: " ") + " (\(target.project))"
        text += ", development region \(target.developmentRegion)"
        let storyboards = target.resources(.storyboard).count
        let xibs = target.resources(.xib).count
        let catalogs = target.resources(.assetCatalog).count
        text += ", \(storyboards) storyboard\(storyboards == 1 ? "" : "s")"
        if xibs > 0 { text += ", \(xibs) xib\(xibs == 1 ? "" : "s")" }
        if catalogs > 0 { text += ", \(catalogs) asset catalog\(catalogs == 1 ? "" : "s")" }
        return text
    }

    /// The repository as one JSON document: the bundle document's members (`schemaVersion`,
    /// `bundle`, `storyboards`, `diagnostics`), each storyboard with the `targets` that copy it
    /// and its references resolved in its target's bundle, and `projects`, `workspaces` and
    /// `targets` (name, project, product type, platforms, bundle identifier, development region,
    /// known regions, dependencies and resources). Loads every file.
    /// - Parameters:
    ///   - name: how to name the folder; defaults to its URL's relative path.
    ///   - diagnostics: the repository-level diagnostics to list; defaults to ``diagnostics()``.
    public func jsonValue(name: String? = nil, diagnostics: [Diagnostic]? = nil) -> JSONValue {
        let documents = zip(files, loadAll()).map { file, result -> JSONValue in
            let bundle = bundle(for: file)
            let document = switch result {
            case .success(let storyboard):
                storyboard.jsonValue(file: file.relativePath) { bundle.resolvedJSON(of: $0, in: file) }
            case .failure(let error):
                error.jsonDocument(file: file.relativePath)
            }
            guard case .object(var members) = document else { return document }
            let position = (members.firstIndex { $0.0 == "file" } ?? 0) + 1
            members.insert(("targets", .array(targetNames(of: file).map(JSONValue.string))), at: position)
            return .object(members)
        }
        let targetValues = targets.indices.compactMap { index -> JSONValue? in
            guard let target = targets[index].projectTarget else { return nil }
            return .object([
                ("name", .string(repository.displayName(ofTargetAt: index))),
                ("project", .string(target.project)),
                ("productType", .optional(target.productType)),
                ("platforms", .array(target.platforms.map(JSONValue.string))),
                ("bundleIdentifier", .optional(target.bundleIdentifier)),
                ("developmentRegion", .string(target.developmentRegion)),
                ("knownRegions", .array(target.knownRegions.map(JSONValue.string))),
                ("dependencies", .array(target.dependencies.map(JSONValue.string))),
                ("resources", .array(target.resources.map { resource in
                    .object([
                        ("path", .string(resource.path)),
                        ("kind", .string(resource.kind.rawValue)),
                        ("localization", .optional(resource.localization)),
                    ])
                })),
            ])
        }
        let projectPaths = repository.projectFolders + repository.packages.filter { package in repository.targets.contains { $0.project == package } }
        return .object([
            ("schemaVersion", .int(Storyboard.jsonSchemaVersion)),
            ("bundle", .string(name ?? url.relativePath)),
            ("storyboards", .array(documents)),
            ("nibs", .array(zip(folder.nibFiles, folder.loadAllNibs()).map { file, result in
                let document = switch result {
                case .success(let nib): nib.jsonValue(file: file.relativePath)
                case .failure(let error): error.jsonDocument(file: file.relativePath)
                }
                guard case .object(var members) = document else { return document }
                let position = (members.firstIndex { $0.0 == "file" } ?? 0) + 1
                members.insert(("targets", .array(targetNames(ofNib: file).map(JSONValue.string))), at: position)
                return .object(members)
            })),
            ("diagnostics", .array((diagnostics ?? self.diagnostics()).map(folder.jsonValue(of:)))),
            ("projects", .array(projectPaths.map(JSONValue.string))),
            ("workspaces", .array(repository.workspaces.map { workspace in
                .object([("path", .string(workspace.path)), ("projects", .array(workspace.projects.map(JSONValue.string)))])
            })),
            ("targets", .array(targetValues)),
        ])
    }
}
