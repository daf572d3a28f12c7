#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
public import SceneLoaderCore

/// Where a storyboard reference leads in a bundle: the file and the controller UIKit would make.
public struct ReferenceTarget: Sendable, Hashable {
    /// The referenced storyboard's file (the variant `Bundle` picks).
    public let file: StoryboardFile
    /// The referenced controller's object id, if it has one.
    public let sceneID: String?
    /// The referenced controller's position in that storyboard's ``Storyboard/scenes``.
    public let sceneIndex: Int
    /// The identifier of the search-path bundle that holds the file; nil for the referring
    /// storyboard's own bundle.
    public let bundleIdentifier: String?
}

extension StoryboardBundle {
    /// Why a reference cannot be followed, as the diagnostic that reports it.
    enum ReferenceFailure: Error {
        case problem(Diagnostic)
        /// The referenced storyboard exists but does not load: its own diagnostics say why.
        case unloadable
    }

    /// Where the storyboard reference `placeholder` of the storyboard in `file` leads; nil when
    /// it is not a reference or cannot be followed (``diagnostics()`` says why).
    public func target(of placeholder: Scene, in file: StoryboardFile) -> ReferenceTarget? {
        guard let reference = placeholder.reference, let source = try? storyboard(in: file) else { return nil }
        return try? follow(reference, at: placeholder, from: file, source: source).get()
    }

    /// Follows `reference` from `placeholder` in `source` (the storyboard of `file`).
    func follow(_ reference: StoryboardReference, at placeholder: Scene, from file: StoryboardFile,
                source: Storyboard) -> Result<ReferenceTarget, ReferenceFailure> {
        var targetFile = file
        var target = source
        var foreign: String?
        if let name = reference.storyboardName {
            var bundle = self
            if let other = reference.bundleIdentifier, other != identifier {
                guard let found = searchPath.first(where: { $0.identifier == other }) else {
                    // In a project, a bundle no target builds is a framework from outside the
                    // repository (another project of a workspace, a package): nothing to fix here.
                    let message = projectTarget == nil
                        ? "the reference names bundle '\(Quote.value(other))', which is not on the search path; it is not checked"
                        : "the reference names bundle '\(Quote.value(other))', which no target of the folder builds (a framework from outside it); it is not checked"
                    return .failure(.problem(Diagnostic(
                        severity: projectTarget == nil ? .warning : .note, code: .unknownBundle,
                        message: message + NearestMatch.hint(for: other, among: searchPath.compactMap(\.identifier)),
                        location: placeholder.location, sceneIDs: placeholder.id.map { [$0] } ?? [])))
                }
                bundle = found
                foreign = other
            }
            guard let found = bundle.file(named: name, near: bundle === self ? file : nil) else {
                return .failure(.problem(Diagnostic(
                    severity: .error, code: .referencedStoryboardNotFound,
                    message: "the reference names storyboard '\(Quote.value(name))', which \(bundle.displayName) does not have\(NearestMatch.hint(for: name, among: bundle.names))",
                    location: placeholder.location, sceneIDs: placeholder.id.map { [$0] } ?? [])))
            }
            guard let loaded = try? bundle.storyboard(in: found) else { return .failure(.unloadable) }
            targetFile = found
            target = loaded
        }
        if let identifier = reference.referencedIdentifier {
            guard let index = target.sceneIndex(withIdentifier: identifier) else {
                return .failure(.problem(Diagnostic(
                    severity: .error, code: .referencedIdentifierNotFound,
                    message: "storyboard '\(Quote.path(targetFile.relativePath))' has no controller with identifier '\(Quote.value(identifier))'\(NearestMatch.hint(for: identifier, among: target.identifiers))",
                    location: placeholder.location, sceneIDs: placeholder.id.map { [$0] } ?? [])))
            }
            return .success(ReferenceTarget(file: targetFile, sceneID: target.scenes[index].id, sceneIndex: index, bundleIdentifier: foreign))
        }
        guard let index = target.initialSceneIndex else {
            return .failure(.problem(Diagnostic(
                severity: .error, code: .referencedInitialNotFound,
                message: "the reference names no identifier, and storyboard '\(Quote.path(targetFile.relativePath))' has no initial view controller",
                location: placeholder.location, sceneIDs: placeholder.id.map { [$0] } ?? [])))
        }
        return .success(ReferenceTarget(file: targetFile, sceneID: target.scenes[index].id, sceneIndex: index, bundleIdentifier: foreign))
    }
}
