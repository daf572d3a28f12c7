import Foundation
import SceneLoaderCore
import SceneLoaderMerge
import Testing
import TestSupport

/// Properties of the merge over random edits of a storyboard and a xib (seeded, so every run
/// makes the same edits): a change merged with no change is that change, byte for byte; merging
/// ours into theirs is merging theirs into ours, up to the order of additions and to the rules
/// that favour ours; every clean result re-reads and validates, every conflicted one is refused
/// at a marker.
@Suite struct MergePropertyTests {
    /// SplitMix64: a small generator with a fixed seed.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
    }

    /// Attributes an edit never touches: identities and references.
    static let fixed: Set<String> = ["id", "key", "sceneID", "destination", "firstItem", "secondItem", "initialViewController",
                                     "reference", "ref", "type", "version", "toolsVersion", "placeholderIdentifier", "tableViewCell"]

    /// `document` with `count` random edits: an attribute's value changed, an element with an id
    /// deleted, an outlet or a label added. `tag` makes each side's new values and ids its own.
    static func edited(_ document: InterfaceDocument, count: Int, tag: String, generator: inout Generator) throws -> InterfaceDocument {
        var current = document
        for step in 0..<count {
            let tree = current.tree
            var bytes = tree.bytes
            // The first elements with an id only: edits of both sides meet often enough to conflict.
            let candidates = Array(tree.elements.indices.filter { $0 > 0 && tree.raw("id", of: $0) != nil }.prefix(14))
            guard !candidates.isEmpty else { break }
            let element = candidates[generator.below(candidates.count)]
            let e = tree.elements[element]
            switch generator.below(4) {
            case 0, 1:
                let attributes = e.attributes.filter { !fixed.contains(tree.attributes[$0].name) }
                guard !attributes.isEmpty else { continue }
                let attribute = tree.attributes[attributes[generator.below(attributes.count)]]
                bytes.replaceSubrange(attribute.valueStart..<attribute.valueEnd, with: Array("\(tag)\(step)".utf8))
            case 2:
                guard ["label", "button", "imageView", "outlet", "action", "constraint", "segue"].contains(e.name),
                      tree.value("kind", of: element) != "relationship" else { continue }
                var start = e.start
                while start > 0, bytes[start - 1] == 0x20 { start -= 1 }
                if start > 0, bytes[start - 1] == 0x0A { start -= 1 }
                bytes.removeSubrange(start..<e.end)
            default:
                let holders = tree.elements.indices.filter { ["connections", "subviews"].contains(tree.elements[$0].name) && !tree.elements[$0].children.isEmpty }
                guard !holders.isEmpty else { continue }
                let holder = holders[generator.below(holders.count)]
                let after = tree.elements[holder].children[generator.below(tree.elements[holder].children.count)]
                let indent = String(decoding: tree.indentation(of: after), as: UTF8.self)
                let target = tree.value("id", of: candidates[generator.below(candidates.count)]) ?? "x"
                let added = tree.elements[holder].name == "connections"
                    ? "<outlet property=\"\(tag)\(step)\" destination=\"\(target)\" id=\"\(tag)-\(step)-new\"/>"
                    : "<label opaque=\"NO\" text=\"\(tag)\(step)\" id=\"\(tag)-\(step)-lbl\"/>"
                bytes.insert(contentsOf: Array(("\n" + indent + added).utf8), at: tree.elements[after].end)
            }
            current = try InterfaceDocument(bytes: bytes, name: "\(tag).\(document.kind == .xib ? "xib" : "storyboard")")
        }
        return current
    }

    /// Every element as its key path, its attributes without noise (sorted) and its text: the
    /// document without the order of additions.
    static func meaning(_ bytes: [UInt8]) throws -> [String] {
        let document = try InterfaceDocument(bytes: bytes, name: "m")
        let tree = document.tree
        return tree.elements.indices.filter { document.index.noise[$0] == nil }.map { element in
            let e = tree.elements[element]
            let attributes = e.attributes.map { tree.attributes[$0] }
                .filter { !["toolsVersion", "systemVersion", "version", "minToolsVersion", "misplaced", "ambiguous"].contains($0.name) }
                .map { "\($0.name)=\(String(decoding: tree.bytes[$0.valueStart..<$0.valueEnd], as: UTF8.self))" }.sorted()
            return document.index.path(of: element, in: tree) + " " + attributes.joined(separator: " ") + (e.hasText ? " " + tree.text(of: element) : "")
        }.sorted()
    }

    static let bases = ["combine-attributes/base.storyboard", "xib-combine/base.xib"]

    @Test(arguments: bases)
    func aChangeMergedWithNoChangeIsThatChange(_ path: String) throws {
        let base = try InterfaceDocument(contentsOf: Paths.fixtures("merge/" + path))
        var generator = Generator(state: 0x5EED)
        for trial in 0..<25 {
            let changed = try MergePropertyTests.edited(base, count: 1 + trial % 4, tag: "c", generator: &generator)
            for result in [DocumentMerge.merge(base: base, ours: base, theirs: changed),
                           DocumentMerge.merge(base: base, ours: changed, theirs: base),
                           DocumentMerge.merge(base: base, ours: changed, theirs: changed)] {
                #expect(result.isClean && result.bytes == changed.bytes, "trial \(trial): \(MergeFixtureTests.report(result))")
            }
        }
    }

    @Test(arguments: bases)
    func mergeIsSymmetricUpToTheOrderOfAdditions(_ path: String) throws {
        let base = try InterfaceDocument(contentsOf: Paths.fixtures("merge/" + path))
        var generator = Generator(state: 0xC0FFEE)
        var clean = 0, conflicted = 0
        for trial in 0..<40 {
            let ours = try MergePropertyTests.edited(base, count: 1 + trial % 3, tag: "o", generator: &generator)
            let theirs = try MergePropertyTests.edited(base, count: 1 + (trial / 3) % 3, tag: "t", generator: &generator)
            let forward = DocumentMerge.merge(base: base, ours: ours, theirs: theirs)
            let backward = DocumentMerge.merge(base: base, ours: theirs, theirs: ours)
            #expect(forward.isClean == backward.isClean, "trial \(trial)")
            #expect(forward.conflicts.count == backward.conflicts.count, "trial \(trial)")
            if forward.isClean && backward.isClean {
                clean += 1
                #expect(try MergePropertyTests.meaning(forward.bytes) == MergePropertyTests.meaning(backward.bytes), "trial \(trial)")
            } else {
                conflicted += 1
            }
            try MergePropertyTests.checkReadsBack(forward, ours: ours, theirs: theirs, trial: trial)
            try MergePropertyTests.checkReadsBack(backward, ours: theirs, theirs: ours, trial: trial)
        }
        // Both outcomes are exercised.
        #expect(clean > 5 && conflicted > 3, "clean \(clean), conflicted \(conflicted)")
    }

    /// A clean result re-reads, and a storyboard's loads with no error that neither side had; a
    /// conflicted one is refused at a marker.
    static func checkReadsBack(_ result: MergeResult, ours: InterfaceDocument, theirs: InterfaceDocument, trial: Int) throws {
        guard result.isClean else {
            #expect(throws: StoryboardError.self) { try InterfaceDocument(bytes: result.bytes, name: "r") }
            return
        }
        let merged = try InterfaceDocument(bytes: result.bytes, name: "r")
        guard merged.kind == .storyboard else { return }
        func errors(_ bytes: [UInt8]) throws -> Set<String> {
            Set(try Storyboard(bytes: bytes, name: "m").diagnostics.filter { $0.severity == .error }.map { "\($0.code) \($0.message)" })
        }
        let inherited = try errors(ours.bytes).union(errors(theirs.bytes))
        #expect(try errors(result.bytes).subtracting(inherited).isEmpty, "trial \(trial)")
    }
}
