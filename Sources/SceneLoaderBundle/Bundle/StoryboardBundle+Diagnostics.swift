public import SceneLoaderCore

extension StoryboardBundle {
    /// Every problem across the bundle's files, sorted by file and location: what discovery found
    /// (``discoveryDiagnostics``), each storyboard reference that cannot be followed (the
    /// storyboard, its identifier or its initial controller is missing; a bundle identifier no bundle
    /// on the search path has), references and containment that loop across files, localized
    /// variants that disagree with their base storyboard, and the strings tables of `Base.lproj`
    /// storyboards (tables that cannot be read, stale keys, missing translations, languages without
    /// a table). Images and colours are ``resourceDiagnostics()``. Loads every file (on all cores); each
    /// file's own diagnostics stay on its ``Storyboard/diagnostics``.
    public func diagnostics() -> [Diagnostic] {
        let loaded = loadAll()
        var diagnostics = discoveryDiagnostics
        // Nodes of the instantiation graph: (file, scene). Edges: relationships inside a file, and
        // each followable reference to its target (in this bundle).
        var offsets: [Int] = []
        var total = 0
        for result in loaded {
            offsets.append(total)
            total += (try? result.get().scenes.count) ?? 0
        }
        var edges = Array(repeating: [Int](), count: total)
        var referenceEdges: [Int: Scene] = [:]
        // The node each followable reference leads to.
        var referenceTargets: [Int: Int] = [:]
        var fileOfNode = Array(repeating: 0, count: total)
        for (fileIndex, result) in loaded.enumerated() {
            guard let storyboard = try? result.get() else { continue }
            let base = offsets[fileIndex]
            for (position, scene) in storyboard.scenes.enumerated() {
                let node = base + position
                fileOfNode[node] = fileIndex
                for case let child? in storyboard.relationshipDestinations(ofSceneAt: position) { edges[node].append(base + child) }
                guard let reference = scene.reference else { continue }
                switch follow(reference, at: scene, from: files[fileIndex], source: storyboard) {
                case .failure(.problem(let diagnostic)):
                    diagnostics.append(diagnostic)
                case .failure(.unloadable):
                    continue
                case .success(let target):
                    guard let targetFile = index(of: target.file) else { continue }
                    edges[node].append(offsets[targetFile] + target.sceneIndex)
                    referenceEdges[node] = scene
                    referenceTargets[node] = offsets[targetFile] + target.sceneIndex
                }
            }
        }
        diagnostics += referenceCycles(edges: edges, references: referenceEdges, fileOfNode: fileOfNode)
        diagnostics += referenceChains(edges: edges, targets: referenceTargets, references: referenceEdges, fileOfNode: fileOfNode)
        diagnostics += localizationDiagnostics(loaded)
        diagnostics += localizationTableDiagnostics(loaded)
        diagnostics += nibDiagnostics()
        return diagnostics.sorted { ($0.location.file, $0.location, $0.code.rawValue) < ($1.location.file, $1.location, $1.code.rawValue) }
    }

    /// One diagnostic per loop in the instantiation graph that goes through a reference (loops
    /// inside one file are that file's own `relationship.cycle`), at the loop's first reference.
    /// An iterative depth-first search: linear in nodes and edges, no recursion.
    private func referenceCycles(edges: [[Int]], references: [Int: Scene], fileOfNode: [Int]) -> [Diagnostic] {
        enum Mark { case new, open, done }
        var marks = Array(repeating: Mark.new, count: edges.count)
        var diagnostics: [Diagnostic] = []
        for start in edges.indices where marks[start] == .new {
            var stack: [(node: Int, next: Int)] = [(start, 0)]
            marks[start] = .open
            while let top = stack.last {
                if top.next < edges[top.node].count {
                    stack[stack.count - 1].next += 1
                    let child = edges[top.node][top.next]
                    switch marks[child] {
                    case .new:
                        marks[child] = .open
                        stack.append((child, 0))
                    case .open:
                        // The loop is the part of the stack from `child` up.
                        guard let from = stack.firstIndex(where: { $0.node == child }) else { continue }
                        let loop = stack[from...].map(\.node)
                        guard let first = loop.first(where: { references[$0] != nil }), let placeholder = references[first] else { continue }
                        let names = (loop + [child]).map { files[fileOfNode[$0]].relativePath }
                        var path: [String] = []
                        for name in names where path.last != name { path.append(name) }
                        diagnostics.append(Diagnostic(
                            severity: .error, code: .referenceCycle,
                            message: "storyboard references loop: instantiating would never end (\(path.map { "'\(Quote.value($0))'" }.joined(separator: " → ")))",
                            location: placeholder.location, sceneIDs: placeholder.id.map { [$0] } ?? []))
                    case .done:
                        continue
                    }
                } else {
                    marks[top.node] = .done
                    stack.removeLast()
                }
            }
        }
        return diagnostics
    }

    /// One diagnostic per chain of references longer than instantiation follows
    /// (``Options/maxReferenceDepth``, the runtime's limit), at its first reference: the longest
    /// path from each node, counting reference edges only, found by an iterative depth-first
    /// search (linear in nodes and edges; an edge that closes a loop is not followed, the loop
    /// being ``DiagnosticCode/referenceCycle``'s).
    private func referenceChains(edges: [[Int]], targets: [Int: Int], references: [Int: Scene], fileOfNode: [Int]) -> [Diagnostic] {
        let limit = options.maxReferenceDepth
        guard targets.count > limit else { return [] }
        enum Mark { case new, open, done }
        var marks = Array(repeating: Mark.new, count: edges.count)
        // The most references a path from the node follows.
        var depth = Array(repeating: 0, count: edges.count)
        for start in edges.indices where marks[start] == .new {
            var stack: [(node: Int, next: Int)] = [(start, 0)]
            marks[start] = .open
            while let top = stack.last {
                if top.next < edges[top.node].count {
                    stack[stack.count - 1].next += 1
                    let child = edges[top.node][top.next]
                    if marks[child] == .new {
                        marks[child] = .open
                        stack.append((child, 0))
                    }
                } else {
                    var longest = 0
                    for child in edges[top.node] where marks[child] == .done {
                        longest = max(longest, depth[child] + (targets[top.node] == child ? 1 : 0))
                    }
                    depth[top.node] = longest
                    marks[top.node] = .done
                    stack.removeLast()
                }
            }
        }
        // Reported at the start of each chain: the deepest first, and a reference that such a
        // chain goes through is part of it, not a chain of its own.
        let long = targets.keys.filter { depth[$0] > limit }.sorted { (depth[$0], -$0) > (depth[$1], -$1) }
        var covered = Array(repeating: false, count: edges.count)
        var diagnostics: [Diagnostic] = []
        for start in long where !covered[start] {
            var pending = [start]
            covered[start] = true
            while let node = pending.popLast() {
                for child in edges[node] where !covered[child] {
                    covered[child] = true
                    pending.append(child)
                }
            }
            guard let placeholder = references[start] else { continue }
            diagnostics.append(Diagnostic(
                severity: .error, code: .referenceChainTooLong,
                message: "storyboard references lead through \(depth[start]) references in a chain from '\(Quote.value(files[fileOfNode[start]].relativePath))'; instantiation follows at most \(limit)",
                location: placeholder.location, sceneIDs: placeholder.id.map { [$0] } ?? []))
        }
        return diagnostics
    }

    /// Localized variants must agree with their base where UIKit needs them to: the same initial
    /// controller, the same storyboard identifiers and the same segue identifiers. Variants are
    /// those of one name in one folder (the folder holding the `.lproj` folders): a file of the same
    /// name elsewhere (another app, another target, a localization export) is another storyboard.
    private func localizationDiagnostics(_ loaded: [Result<Storyboard, StoryboardError>]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for name in names {
            // The name's variants from discovery's index, grouped by folder through a dictionary:
            // a name in thousands of folders must not compare each file with every group.
            var groups: [(folder: Substring, indexes: [Int])] = []
            var groupOfFolder: [Substring: Int] = [:]
            for index in variantIndices(named: name) {
                if let group = groupOfFolder[files[index].resourceFolder] {
                    groups[group].indexes.append(index)
                } else {
                    groupOfFolder[files[index].resourceFolder] = groups.count
                    groups.append((files[index].resourceFolder, [index]))
                }
            }
            for (_, indexes) in groups where indexes.count > 1 {
                // The base: Base.lproj, else the non-localized file, else the development region's.
                let order: [String?] = ["Base", nil, options.localizations.developmentRegion]
                guard let baseIndex = order.lazy.compactMap({ localization in indexes.first { self.files[$0].localization == localization } }).first,
                      let base = try? loaded[baseIndex].get() else { continue }
                let baseFile = files[baseIndex].relativePath
                for index in indexes where index != baseIndex {
                    guard let variant = try? loaded[index].get() else { continue }
                    diagnostics += compare(variant, with: base, baseFile: baseFile)
                }
            }
        }
        return diagnostics
    }

    private func compare(_ variant: Storyboard, with base: Storyboard, baseFile: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let documentLocation = variant.documentLocation
        func label(_ scene: Scene?) -> String {
            scene.map { $0.storyboardIdentifier ?? $0.id ?? $0.className ?? $0.kind.rawValue } ?? "none"
        }
        let (variantInitial, baseInitial) = (variant.initialScene, base.initialScene)
        if variantInitial?.id != baseInitial?.id || variantInitial?.storyboardIdentifier != baseInitial?.storyboardIdentifier {
            diagnostics.append(Diagnostic(
                severity: .warning, code: .localizedInitialDiffers,
                message: "the initial view controller is '\(Quote.value(label(variantInitial)))', but in base storyboard '\(Quote.value(baseFile))' it is '\(Quote.value(label(baseInitial)))'",
                location: variantInitial?.location ?? documentLocation))
        }
        let baseIdentifiers = Set(base.identifiers.map(ByteKey.init))
        let variantIdentifiers = Set(variant.identifiers.map(ByteKey.init))
        for missing in base.identifiers where !variantIdentifiers.contains(ByteKey(missing)) {
            diagnostics.append(Diagnostic(
                severity: .warning, code: .localizedIdentifiersDiffer,
                message: "no controller has identifier '\(Quote.value(missing))', which base storyboard '\(Quote.value(baseFile))' has",
                location: documentLocation))
        }
        for scene in variant.scenes {
            guard let identifier = scene.storyboardIdentifier, !baseIdentifiers.contains(ByteKey(identifier)) else { continue }
            diagnostics.append(Diagnostic(
                severity: .warning, code: .localizedIdentifiersDiffer,
                message: "identifier '\(Quote.value(identifier))' is not in base storyboard '\(Quote.value(baseFile))'",
                location: scene.location, sceneIDs: scene.id.map { [$0] } ?? []))
        }
        let baseSegues = StoryboardBundle.segueIdentifiers(of: base)
        let variantSegues = StoryboardBundle.segueIdentifiers(of: variant)
        let baseSegueSet = Set(baseSegues.map(\.identifier))
        let variantSegueSet = Set(variantSegues.map(\.identifier))
        for (identifier, _) in baseSegues where !variantSegueSet.contains(identifier) {
            diagnostics.append(Diagnostic(
                severity: .warning, code: .localizedSegueIdentifiersDiffer,
                message: "no segue has identifier '\(Quote.value(identifier.string))', which base storyboard '\(Quote.value(baseFile))' has",
                location: documentLocation))
        }
        for (identifier, segue) in variantSegues where !baseSegueSet.contains(identifier) {
            diagnostics.append(Diagnostic(
                severity: .warning, code: .localizedSegueIdentifiersDiffer,
                message: "segue identifier '\(Quote.value(identifier.string))' is not in base storyboard '\(Quote.value(baseFile))'",
                location: segue.location))
        }
        return diagnostics
    }

    /// Each segue identifier once (bytes), with its first segue, in document order.
    private static func segueIdentifiers(of storyboard: Storyboard) -> [(identifier: ByteKey, segue: Segue)] {
        var seen: Set<ByteKey> = []
        var result: [(identifier: ByteKey, segue: Segue)] = []
        for scene in storyboard.scenes {
            for segue in scene.segues {
                guard let identifier = segue.identifier.map(ByteKey.init), seen.insert(identifier).inserted else { continue }
                result.append((identifier, segue))
            }
        }
        return result
    }
}
