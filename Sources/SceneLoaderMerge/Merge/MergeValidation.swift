import SceneLoaderCore

/// The checks a merged document must pass before the merge calls itself clean: it re-reads (the
/// same well-formedness check and lexer as its inputs), no id is repeated, every reference
/// resolves (`destination`, `firstItem`, `secondItem`, `initialViewController`, `reference`,
/// `ref`), and a storyboard loads without an error diagnostic. Problems the merge inherited (an
/// input already has them) do not count: only what the combination made.
struct MergeValidation {
    /// A problem the combination made, at the elements involved (as key paths of the result or of
    /// the versions: the same key path names the same element in each).
    struct Problem: Hashable {
        /// Each element involved, with what to say of it.
        let sites: [Site]
    }

    struct Site: Hashable {
        let path: String
        let message: String
    }

    /// What validation found in one rendering of the merge.
    enum Outcome {
        /// The bytes do not re-read (a fault of the merge, never of the inputs).
        case unreadable(String)
        case checked(problems: [Problem], missingResources: Set<String>)
    }

    private let versions: [InterfaceDocument]
    private let options: LoadOptions
    /// What the inputs already had: dangling references, repeated ids, the loader's errors.
    private let inheritedDangling: Set<String>
    private let inheritedRepeats: Set<String>
    private let inheritedErrors: Set<String>
    /// Whether both storyboards load (a limit can refuse what is well-formed): if one does not,
    /// neither may the merge, and the loader's checks are left out.
    private let inputsLoad: Bool

    init(base: InterfaceDocument, ours: InterfaceDocument, theirs: InterfaceDocument, options: LoadOptions) {
        versions = [base, ours, theirs]
        self.options = options
        inheritedDangling = MergeValidation.dangling(ours).union(MergeValidation.dangling(theirs))
        inheritedRepeats = ours.index.repeatedIDs.union(theirs.index.repeatedIDs)
        inheritedErrors = MergeValidation.loaderErrors(ours, options: options).union(MergeValidation.loaderErrors(theirs, options: options))
        inputsLoad = [ours, theirs].allSatisfy { $0.kind != .storyboard || (try? Storyboard(bytes: $0.bytes, name: "merge", options: options)) != nil }
    }

    /// The reference values of `document` that name no element: `attribute=value`.
    static func dangling(_ document: InterfaceDocument) -> Set<String> {
        var result: Set<String> = []
        let tree = document.tree
        for element in tree.elements.indices {
            for attribute in tree.elements[element].attributes where tree.attributes[attribute].known.isReference {
                let value = String(decoding: tree.raw(attribute: attribute), as: UTF8.self)
                if document.index.ids[value] == nil { result.insert(tree.attributes[attribute].name + "=" + value) }
            }
        }
        return result
    }

    /// The loader's errors for a storyboard, as `code message` (no line: lines move in a merge).
    static func loaderErrors(_ document: InterfaceDocument, options: LoadOptions) -> Set<String> {
        guard document.kind == .storyboard, let storyboard = try? Storyboard(bytes: document.bytes, name: "merge", options: options) else { return [] }
        return Set(storyboard.diagnostics.filter { $0.severity == .error }.map { "\($0.code) \($0.message)" })
    }

    /// Checks one rendering of the merge.
    func check(_ bytes: [UInt8]) -> Outcome {
        let result: InterfaceDocument
        do {
            result = try InterfaceDocument(bytes: bytes, name: "merge", options: options, withFingerprints: false)
        } catch {
            return .unreadable(error.description)
        }
        let tree = result.tree
        let index = result.index
        var problems: [Problem] = []
        // Ids given to two elements by the combination (each side added or moved one).
        for id in index.repeatedIDs.subtracting(inheritedRepeats).sorted() {
            let holders = tree.elements.indices.filter { tree.raw("id", of: $0).map { String(decoding: $0, as: UTF8.self) } == id }
            problems.append(Problem(sites: holders.map { Site(path: index.path(of: $0, in: tree), message: "two elements have the id '\(Quote.value(id))'") }))
        }
        // References the combination left dangling: the element that refers, and where the
        // referenced element was in the versions that have it.
        for element in tree.elements.indices {
            for attribute in tree.elements[element].attributes where tree.attributes[attribute].known.isReference {
                let name = tree.attributes[attribute].name
                let value = String(decoding: tree.raw(attribute: attribute), as: UTF8.self)
                guard index.ids[value] == nil, !inheritedDangling.contains(name + "=" + value) else { continue }
                let deleter = switch (versions[1].index.ids[value] == nil, versions[2].index.ids[value] == nil) {
                case (true, false): "ours"
                case (false, true): "theirs"
                default: "both sides"
                }
                let referrer = ElementDescription(tree: tree).path(element)
                var sites = [Site(path: index.path(of: element, in: tree), message: "its '\(name)' names '\(Quote.value(value))', which \(deleter) deleted")]
                for version in versions {
                    if let target = version.index.ids[value] {
                        sites.append(Site(path: version.index.path(of: target, in: version.tree), message: "the merged document still refers to it (\(referrer))"))
                    }
                }
                problems.append(Problem(sites: sites))
            }
        }
        // The loader's errors the inputs did not have, at the element on their line.
        if result.kind == .storyboard && inputsLoad {
            let storyboard: Storyboard
            do {
                storyboard = try Storyboard(bytes: bytes, name: "merge", options: options)
            } catch {
                return .unreadable(error.description)
            }
            for diagnostic in storyboard.diagnostics where diagnostic.severity == .error {
                guard !inheritedErrors.contains("\(diagnostic.code) \(diagnostic.message)") else { continue }
                let line = diagnostic.location.line
                let element = tree.elements.indices.first { tree.elements[$0].line == line } ?? tree.root
                problems.append(Problem(sites: [Site(path: index.path(of: element, in: tree), message: "\(diagnostic.message) [\(diagnostic.code)]")]))
            }
        }
        let missing = MergeValidation.usedResources(tree).subtracting(MergeValidation.declaredResources(tree))
        return .checked(problems: problems, missingResources: missing)
    }

    /// The resources the document declares, as `element name`.
    static func declaredResources(_ tree: MarkupTree) -> Set<String> {
        var declared: Set<String> = []
        for child in tree.elements[tree.root].children where tree.elements[child].name == "resources" {
            for entry in tree.elements[child].children {
                declared.insert(tree.elements[entry].name + " " + (tree.value("name", of: entry) ?? ""))
            }
        }
        return declared
    }

    /// The key path of the entry that declares `resource` (`image logo`) in theirs, ours or the
    /// base, the first that has it.
    func declaration(of resource: String) -> String? {
        for version in [versions[2], versions[1], versions[0]] {
            let tree = version.tree
            for child in tree.elements[tree.root].children where tree.elements[child].name == "resources" {
                for entry in tree.elements[child].children
                where tree.elements[entry].name + " " + (tree.value("name", of: entry) ?? "") == resource {
                    return version.index.path(of: entry, in: tree)
                }
            }
        }
        return nil
    }

    /// The resources the document uses, as `element name`: images named by an `image` (or
    /// `…Image`) attribute, named colours by `<color name>`, system colours by `systemColor`.
    static func usedResources(_ tree: MarkupTree) -> Set<String> {
        var used: Set<String> = []
        var resources = -1
        if let found = tree.elements[tree.root].children.first(where: { tree.elements[$0].name == "resources" }) { resources = found }
        for element in tree.elements.indices {
            if resources >= 0, tree.elements[element].parent == resources { continue }
            for attribute in tree.elements[element].attributes {
                let name = tree.attributes[attribute].name
                let value = MarkupText.decode(tree.raw(attribute: attribute))
                if name == "image" || name.hasSuffix("Image") {
                    used.insert("image " + value)
                } else if name == "systemColor" {
                    used.insert("systemColor " + value)
                } else if name == "name", tree.elements[element].name == "color" {
                    used.insert("namedColor " + value)
                }
            }
        }
        return used
    }
}
