import SceneLoaderCore

/// The three-way merge of Interface Builder documents, keyed by object ids: what git's line merge
/// cannot do.
///
/// Elements are matched by `id` (scenes by `sceneID`; others by their parent and a naming
/// attribute: `key`, `keyPath`, `name`, an outlet's property and destination…), attributes are
/// merged one by one and children in order. Changes that do not overlap are combined; additions
/// on both sides to one list are all kept (ours' first where both add at one place). Where both
/// sides changed something nobody means to conflict on, a documented rule decides and says so
/// (``MergeResolution``): version stamps take the newer, geometry takes ours, resources are the
/// union sorted as Xcode writes them. Anything else both sides changed differently, or deleted on
/// one side and changed on the other, is a ``MergeConflict``, marked in the result.
///
/// The merged document is then re-read and validated (ids unique; every destination, outlet,
/// constraint item and initial controller resolves; a storyboard loads without a new error): a
/// problem the combination made turns the elements involved into conflicts, never a silent
/// success. Unchanged elements are copied byte for byte from their source, so a merged file
/// differs from its inputs only where the merge combined them.
///
/// ```swift
/// let base = try InterfaceDocument(contentsOf: URL(fileURLWithPath: "base.storyboard"))
/// let ours = try InterfaceDocument(contentsOf: URL(fileURLWithPath: "ours.storyboard"))
/// let theirs = try InterfaceDocument(contentsOf: URL(fileURLWithPath: "theirs.storyboard"))
/// let result = DocumentMerge.merge(base: base, ours: ours, theirs: theirs)
/// for conflict in result.conflicts { print(conflict.message) }
/// ```
public enum DocumentMerge {
    /// How many times a merge is redone with what validation found before the whole file is marked.
    static let maxRounds = 4

    /// Merges `ours` and `theirs`, both descended from `base`.
    public static func merge(base: InterfaceDocument, ours: InterfaceDocument, theirs: InterfaceDocument,
                             options: MergeOptions = MergeOptions()) -> MergeResult {
        let validation = MergeValidation(base: base, ours: ours, theirs: theirs, options: options.load)
        var forced: [String: String] = [:]
        var kept: Set<String> = []
        for _ in 0..<maxRounds {
            func merged(_ choice: Int?) -> TreeMerger.Output {
                TreeMerger(base: base, ours: ours, theirs: theirs, options: options, forced: forced,
                           keptResources: kept, choice: choice).run()
            }
            let marked = merged(nil)
            // A clean merge is checked as it is; one with conflicts as each side would resolve
            // them, and only what both resolutions have counts.
            let renderings = marked.conflicts.isEmpty ? [marked.bytes] : [merged(1).bytes, merged(2).bytes]
            var common: [MergeValidation.Problem]?
            var newlyKept: Set<String> = []
            var unreadable: String?
            for rendering in renderings {
                switch validation.check(rendering) {
                case .unreadable(let message):
                    unreadable = message
                case .checked(let problems, let missing):
                    common = common.map { previous in previous.filter { problems.contains($0) } } ?? problems
                    // A resource one side deleted that the merged document still uses: kept.
                    for resource in missing {
                        if let path = validation.declaration(of: resource), !kept.contains(path) { newlyKept.insert(path) }
                    }
                }
            }
            if let unreadable { return wholeFileConflict(ours: ours, theirs: theirs, options: options, reason: "the merge does not re-read (\(unreadable))") }
            let problems = common ?? []
            if problems.isEmpty && newlyKept.isEmpty {
                return MergeResult(bytes: marked.bytes, conflicts: marked.conflicts, resolutions: marked.resolutions)
            }
            var progressed = !newlyKept.isEmpty
            kept.formUnion(newlyKept)
            for problem in problems {
                for site in problem.sites where forced[site.path] == nil {
                    forced[site.path] = site.message
                    progressed = true
                }
            }
            if !progressed {
                return wholeFileConflict(ours: ours, theirs: theirs, options: options,
                                         reason: problems.first?.sites.first?.message ?? "the merge does not validate")
            }
        }
        return wholeFileConflict(ours: ours, theirs: theirs, options: options, reason: "the merge does not validate")
    }

    /// The last resort: the whole of ours and the whole of theirs, between markers.
    static func wholeFileConflict(ours: InterfaceDocument, theirs: InterfaceDocument, options: MergeOptions, reason: String) -> MergeResult {
        var bytes: [UInt8] = []
        let size = options.markerSize
        bytes += (String(repeating: "<", count: size) + " " + Quote.line(options.oursLabel, limit: 80) + "\n").utf8
        bytes += ours.bytes
        if bytes.last != 0x0A { bytes.append(0x0A) }
        bytes += (String(repeating: "=", count: size) + "\n").utf8
        bytes += theirs.bytes
        if bytes.last != 0x0A { bytes.append(0x0A) }
        bytes += (String(repeating: ">", count: size) + " " + Quote.line(options.theirsLabel, limit: 80) + "\n").utf8
        let conflict = MergeConflict(
            kind: .invalidResult, subject: "document", attribute: nil,
            message: "the merged document would not validate (\(reason)): the whole file is marked",
            versions: [MergeVersion(side: .base, value: nil, line: 0), MergeVersion(side: .ours, value: nil, line: 1),
                       MergeVersion(side: .theirs, value: nil, line: 1)],
            resultLine: 1)
        return MergeResult(bytes: bytes, conflicts: [conflict], resolutions: [])
    }
}
