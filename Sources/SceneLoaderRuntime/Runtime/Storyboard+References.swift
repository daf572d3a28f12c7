public import SceneLoaderCore

extension Storyboard {
    /// The deepest chain of storyboard references one instantiation follows (a reference to a
    /// controller that holds a reference, and so on); a longer chain is a loop.
    public static let maxReferenceDepth = 64

    /// The controller a storyboard reference stands for, made as UIKit makes it: the referenced
    /// storyboard's controller with `referencedIdentifier`, else its initial controller; no
    /// `storyboardName` means this storyboard. Nil when the reference leads into another storyboard
    /// and this one was loaded on its own (no bundle to find it in): the placeholder stays.
    /// - Throws: ``StoryboardError`` located at the reference when the referenced storyboard, its
    ///   identifier or its initial controller does not exist, or the references loop.
    func instantiate(_ reference: StoryboardReference, of placeholder: Scene, chain: ReferenceChain) throws(StoryboardError) -> ViewController? {
        let target: Storyboard
        if let storyboardName = reference.storyboardName {
            guard let resolver else { return nil }
            do throws(StoryboardError) {
                target = try resolver.storyboard(named: storyboardName, bundleIdentifier: reference.bundleIdentifier)
            } catch {
                let code: DiagnosticCode = error.code == .storyboardNotFound ? .referencedStoryboardNotFound : error.code
                throw StoryboardError(code: code, message: error.message, location: placeholder.location, notes: error.notes)
            }
        } else {
            target = self
        }
        let index: Int
        if let identifier = reference.referencedIdentifier {
            guard let found = target.sceneIndex(withIdentifier: identifier) else {
                throw StoryboardError(
                    code: .referencedIdentifierNotFound,
                    message: "Storyboard (\(target.name)) doesn't contain a view controller with identifier '\(Quote.value(identifier))'\(NearestMatch.hint(for: identifier, among: target.identifiers))",
                    location: placeholder.location)
            }
            index = found
        } else {
            guard let initial = target.initialSceneIndex else {
                throw StoryboardError(
                    code: .referencedInitialNotFound,
                    message: "the reference names no identifier and storyboard '\(Quote.value(target.name))' has no initial view controller",
                    location: placeholder.location)
            }
            index = initial
        }
        try chain.enter(target, index, from: placeholder)
        defer { chain.leave() }
        return try target.instantiate(sceneAt: index, chain: chain)
    }
}

/// The references being followed by one instantiation, outermost first: a reference to a
/// controller already on the chain is a loop, which would otherwise recurse for ever (and, through
/// containers that hold two such references, branch exponentially before any depth bound).
final class ReferenceChain {
    private var entries: [(storyboard: StoryboardIdentity, scene: Int, name: String)] = []
    /// Controllers made so far by this instantiation, across every storyboard it reached.
    private var made = 0
    /// The creator closure for the instantiation's first controller, until it is taken.
    private var creator: ((StoryboardCoder) -> ViewController?)?

    /// A chain for one instantiation; `creator` makes its first controller (or returns nil).
    init(creator: ((StoryboardCoder) -> ViewController?)? = nil) {
        self.creator = creator
    }

    /// The creator, once: only the instantiation's first controller is the creator's.
    func takeCreator() -> ((StoryboardCoder) -> ViewController?)? {
        defer { creator = nil }
        return creator
    }

    /// The most controllers one instantiation makes through references (each referenced tree is
    /// new, so a chain of containers that each hold two references doubles at every level).
    static let maxControllers = 100_000

    /// Counts `count` more controllers for the tree rooted at `root`.
    func make(_ count: Int, root: Scene) throws(StoryboardError) {
        made += count
        guard made > ReferenceChain.maxControllers, !entries.isEmpty else { return }
        throw StoryboardError(
            code: .instantiationTooLarge,
            message: "instantiating '\(Quote.value(root.storyboardIdentifier ?? root.id ?? root.kind.rawValue))' through storyboard references makes more than \(ReferenceChain.maxControllers) controllers",
            location: root.location)
    }

    /// Follows a reference to the scene at `scene` of `storyboard`.
    func enter(_ storyboard: Storyboard, _ scene: Int, from placeholder: Scene) throws(StoryboardError) {
        let identity = storyboard.identity
        if let start = entries.firstIndex(where: { $0.storyboard == identity && $0.scene == scene }) {
            let loop = entries[start...].map(\.name) + [entries[start].name]
            throw StoryboardError(
                code: .referenceCycle,
                message: "storyboard references loop: \(loop.map { "'\(Quote.value($0))'" }.joined(separator: " → "))",
                location: placeholder.location)
        }
        guard entries.count < Storyboard.maxReferenceDepth else {
            throw StoryboardError(
                code: .referenceChainTooLong,
                message: "storyboard references lead through more than \(Storyboard.maxReferenceDepth) references in a chain",
                location: placeholder.location)
        }
        let target = storyboard.scenes[scene]
        entries.append((identity, scene, storyboard.name + ":" + (target.storyboardIdentifier ?? target.id ?? "initial")))
    }

    /// Returns from the innermost reference.
    func leave() { entries.removeLast() }
}
