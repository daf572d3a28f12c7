import SceneLoaderCore

/// One element's positions in the base, ours and theirs (nil where a version lacks it).
struct Triple {
    var base: Int?
    var ours: Int?
    var theirs: Int?

    subscript(side: Int) -> Int? {
        switch side {
        case 0: base
        case 1: ours
        default: theirs
        }
    }
}

/// One three-way merge of three ``MarkupTree``s into bytes: the engine behind ``DocumentMerge``.
///
/// Elements are matched by their keys (``DocumentIndex``), attributes merged one by one, children
/// merged in order. Whatever is unchanged, or changed on one side only, is copied byte for byte
/// from the version that has it; only an element both sides changed is taken apart, and only its
/// start tag is written anew when its attributes combine both sides. The walk keeps its open
/// elements on an explicit stack of tasks, never on the call stack.
///
/// Sides are numbered 0 (base), 1 (ours) and 2 (theirs).
final class TreeMerger {
    /// What was merged: the bytes, and what the merge met on the way.
    struct Output {
        var bytes: [UInt8]
        var conflicts: [MergeConflict]
        var resolutions: [MergeResolution]
    }

    /// An element to write, with the white space before it.
    private struct Entry {
        var triple: Triple
        var path: String
        /// The side and byte range of the white space before the element.
        var trivia: (side: Int, range: Range<Int>)
        /// For a conflict between a deletion and a change: the side that deleted the element.
        var deletedBy: Int?
        /// For a deletion that validation found still in use: why.
        var reason: String?
    }

    private enum Task {
        case bytes(side: Int, range: Range<Int>)
        case literal([UInt8])
        case entry(Entry)
    }

    /// An attribute of a merged start tag: taken from a side, or in conflict.
    private enum AttributeChoice {
        case taken(side: Int, attribute: Int)
        case conflict(name: String, ours: Int?, theirs: Int?)
    }

    private let trees: [MarkupTree]
    private let indexes: [DocumentIndex]
    private let options: MergeOptions
    /// Key paths of elements to mark as conflicts, with why (what validation found).
    private let forced: [String: String]
    /// Key paths of resource entries to keep although one side deleted them.
    private let keptResources: Set<String>
    /// The key paths of the elements that hold a forced or kept element: they are taken apart,
    /// never copied whole, so that the walk reaches what they hold.
    private let forcedAncestors: Set<String>
    private let keptAncestors: Set<String>
    /// Nil to write conflict markers; 1 or 2 to write that side of every conflict (a rendering
    /// for validation).
    private let choice: Int?

    private var writer: MergeWriter
    private var conflicts: [MergeConflict] = []
    private var resolutions: [MergeResolution] = []
    private var tasks: [Task] = []
    /// For the document's version stamps: the side whose stamps are newer (1 or 2).
    private var newerSide = 1

    init(base: InterfaceDocument, ours: InterfaceDocument, theirs: InterfaceDocument, options: MergeOptions,
         forced: [String: String], keptResources: Set<String>, choice: Int?) {
        trees = [base.tree, ours.tree, theirs.tree]
        indexes = [base.index, ours.index, theirs.index]
        self.options = options
        self.forced = forced
        self.keptResources = keptResources
        self.choice = choice
        forcedAncestors = TreeMerger.ancestors(of: forced.keys)
        keptAncestors = TreeMerger.ancestors(of: keptResources)
        writer = MergeWriter(capacity: max(ours.tree.bytes.count, theirs.tree.bytes.count) + 256)
    }

    /// Every proper ancestor of each key path.
    private static func ancestors(of paths: some Sequence<String>) -> Set<String> {
        var result: Set<String> = []
        for path in paths {
            var current = path[...]
            while let slash = current.lastIndex(of: "/") {
                current = current[..<slash]
                guard result.insert(String(current)).inserted else { break }
            }
        }
        return result
    }

    /// Why validation marks an element that holds `path`: the first reason found inside it.
    private func reason(inside path: String) -> String {
        let prefix = path + "/"
        return forced.first { $0.key.hasPrefix(prefix) }?.value ?? "the merged document would not validate"
    }

    // MARK: - Reading the versions

    private func source(_ side: Int, _ element: Int) -> ArraySlice<UInt8> { trees[side].source(of: element) }

    private func sameSource(_ a: (Int, Int), _ b: (Int, Int)) -> Bool {
        let left = source(a.0, a.1)
        let right = source(b.0, b.1)
        return left.count == right.count && left.elementsEqual(right)
    }

    private func fingerprint(_ side: Int, _ element: Int) -> Fingerprint { indexes[side].fingerprints[element] }

    private func name(_ side: Int, _ element: Int) -> String { trees[side].elements[element].name }

    private func subject(_ triple: Triple) -> String {
        for side in [0, 1, 2] {
            if let element = triple[side] { return ElementDescription(tree: trees[side]).path(element) }
        }
        return "document"
    }

    private func line(_ triple: Triple, _ side: Int) -> Int { triple[side].map { trees[side].elements[$0].line } ?? 0 }

    /// The element named in a note: `<button id="Hom-Bt-001">`.
    private func shortTag(_ side: Int, _ element: Int) -> String {
        let tree = trees[side]
        var text = "<" + tree.elements[element].name
        for attribute in ["key", "id", "sceneID", "name", "property", "selector"] {
            if let value = tree.value(attribute, of: element) {
                text += " \(attribute)=\"\(value)\""
                break
            }
        }
        return text + ">"
    }

    // MARK: - The walk

    func run() -> Output {
        let roots = Triple(base: 0, ours: 0, theirs: 0)
        newerSide = stampSide()
        // The prolog (the XML declaration) and what follows the root are merged as blobs.
        let prologSide = blobSide { tree in 0..<tree.elements[0].start }
        tasks.append(.entry(Entry(triple: roots, path: trees[1].elements[0].name,
                                  trivia: (prologSide, 0..<trees[prologSide].elements[0].start), deletedBy: nil)))
        while let task = tasks.popLast() {
            switch task {
            case .bytes(let side, let range): writer.append(trees[side].bytes[range])
            case .literal(let bytes): writer.append(bytes)
            case .entry(let entry): write(entry)
            }
        }
        let epilogueSide = blobSide { tree in tree.elements[0].end..<tree.bytes.count }
        let epilogue = trees[epilogueSide]
        writer.append(epilogue.bytes[epilogue.elements[0].end...])
        return Output(bytes: writer.bytes, conflicts: conflicts, resolutions: resolutions)
    }

    /// The side whose bytes in `range` to take: a three-way choice over the blob, ours when both changed it.
    private func blobSide(_ range: (MarkupTree) -> Range<Int>) -> Int {
        let blobs = trees.map { $0.bytes[range($0)] }
        if blobs[1].elementsEqual(blobs[2]) { return 1 }
        if blobs[0].elementsEqual(blobs[1]) { return 2 }
        return 1
    }

    /// The side with the newer `toolsVersion` (then `systemVersion`) on its root.
    private func stampSide() -> Int {
        for attribute in ["toolsVersion", "systemVersion", "version"] {
            let ours = trees[1].raw(attribute, of: 0) ?? []
            let theirs = trees[2].raw(attribute, of: 0) ?? []
            if ours.elementsEqual(theirs) { continue }
            return Noise.isOlder(ours, than: theirs) ? 2 : 1
        }
        return 1
    }

    private func write(_ entry: Entry) {
        let triple = entry.triple
        if let deleter = entry.deletedBy {
            let changer = deleter == 1 ? 2 : 1
            let message = entry.reason.map { "\(deleter == 1 ? "ours" : "theirs") deleted \(subject(triple)), but \($0)" }
                ?? "\(deleter == 1 ? "ours" : "theirs") deleted \(subject(triple)), which \(changer == 1 ? "ours" : "theirs") changed"
            writeConflict(entry, kind: entry.reason == nil ? .deletedChanged : .invalidResult, attribute: nil, message: message,
                          ours: triple.ours.map { Array(source(1, $0)) }, theirs: triple.theirs.map { Array(source(2, $0)) })
            return
        }
        if let reason = forced[entry.path] {
            writeConflict(entry, kind: .invalidResult, attribute: nil, message: "\(subject(triple)): \(reason)",
                          ours: triple.ours.map { Array(source(1, $0)) }, theirs: triple.theirs.map { Array(source(2, $0)) })
            return
        }
        let holdsForced = forcedAncestors.contains(entry.path)
        if holdsForced && (triple.ours == nil || triple.theirs == nil) {
            // An addition on one side that holds what does not validate: the addition is the conflict.
            writeConflict(entry, kind: .invalidResult, attribute: nil, message: "\(subject(triple)): \(reason(inside: entry.path))",
                          ours: triple.ours.map { Array(source(1, $0)) }, theirs: triple.theirs.map { Array(source(2, $0)) })
            return
        }
        guard let ours = triple.ours else { return copy(entry, side: 2, element: triple.theirs!) }
        guard let theirs = triple.theirs else { return copy(entry, side: 1, element: ours) }
        if !holdsForced && !keptAncestors.contains(entry.path) {
            if sameSource((1, ours), (2, theirs)) { return copy(entry, side: 1, element: ours) }
            if let base = triple.base {
                if sameSource((0, base), (1, ours)) { return copy(entry, side: 2, element: theirs) }
                if sameSource((0, base), (2, theirs)) { return copy(entry, side: 1, element: ours) }
            }
        }
        let isUnit = indexes[1].isUnit[ours] || indexes[2].isUnit[theirs] || triple.base.map { indexes[0].isUnit[$0] } == true
        if isUnit || name(1, ours) != name(2, theirs) {
            return writeUnit(entry, ours: ours, theirs: theirs)
        }
        writeMerged(entry, ours: ours, theirs: theirs)
    }

    /// Writes the white space before an element, then the element as `side` has it.
    private func copy(_ entry: Entry, side: Int, element: Int) {
        writer.append(trees[entry.trivia.side].bytes[entry.trivia.range])
        writer.append(source(side, element))
    }

    /// An element both sides changed that is merged whole: a rule for noise, the side that changed
    /// only noise gives way, else a conflict.
    private func writeUnit(_ entry: Entry, ours: Int, theirs: Int) {
        let triple = entry.triple
        if let kind = indexes[1].noise[ours] ?? indexes[2].noise[theirs] {
            switch kind {
            case .versionStamps:
                let oursText = Array(trees[1].text(of: ours).utf8)[...]
                let theirsText = Array(trees[2].text(of: theirs).utf8)[...]
                let side = Noise.isOlder(oursText, than: theirsText) ? 2 : 1
                resolve(.versionStamp, triple, "both sides changed it; the newer (\(side == 1 ? "ours" : "theirs")) is kept")
                return copy(entry, side: side, element: side == 1 ? ours : theirs)
            case .geometry, .canvas, .attributeOrder, .listOrder:
                resolve(.geometry, triple, "both sides changed \(kind == .canvas ? "its canvas position" : "its geometry"); ours is kept")
                return copy(entry, side: 1, element: ours)
            }
        }
        if let base = triple.base {
            if fingerprint(1, ours) == fingerprint(0, base) { return copy(entry, side: 2, element: theirs) }
            if fingerprint(2, theirs) == fingerprint(0, base) { return copy(entry, side: 1, element: ours) }
        }
        if fingerprint(1, ours) == fingerprint(2, theirs) { return copy(entry, side: 1, element: ours) }
        let message = triple.base == nil
            ? "both sides added \(subject(triple)) with different contents"
            : "both sides changed \(subject(triple)) differently"
        writeConflict(entry, kind: .element, attribute: nil, message: message,
                      ours: Array(source(1, ours)), theirs: Array(source(2, theirs)))
    }

    // MARK: - An element both sides changed

    private func writeMerged(_ entry: Entry, ours: Int, theirs: Int) {
        let triple = entry.triple
        let elementName = name(1, ours)
        guard let children = mergeChildren(triple, name: elementName, path: entry.path) else {
            writeConflict(entry, kind: .order, attribute: nil,
                          message: "both sides reordered the contents of \(subject(triple)) differently",
                          ours: Array(source(1, ours)), theirs: Array(source(2, theirs)))
            return
        }
        let attributes = mergeAttributes(triple, name: elementName)
        let closing = children.isEmpty ? "/>" : ">"
        let conflicting = attributes.compactMap { choice -> (name: String, ours: Int?, theirs: Int?)? in
            if case .conflict(let name, let ours, let theirs) = choice { return (name, ours, theirs) }
            return nil
        }
        if conflicting.isEmpty {
            writer.append(trees[entry.trivia.side].bytes[entry.trivia.range])
            writer.append(startTag(attributes, elementName: elementName, ours: ours, theirs: theirs, side: nil) + Array(closing.utf8))
        } else {
            let names = conflicting.map(\.name)
            let values = { (side: Int, attribute: Int?) in attribute.map { MarkupText.decode(self.trees[side].raw(attribute: $0)) } }
            var detail: [String] = []
            for item in conflicting {
                let oursValue = values(1, item.ours).map { "'\(Quote.value($0, limit: 60))'" } ?? "removed"
                let theirsValue = values(2, item.theirs).map { "'\(Quote.value($0, limit: 60))'" } ?? "removed"
                detail.append((conflicting.count == 1 ? "" : "\(item.name): ") + "ours \(oursValue), theirs \(theirsValue)")
            }
            let message = "both sides changed \(names.map { "'\($0)'" }.joined(separator: ", ")) of \(subject(triple)): " + detail.joined(separator: "; ")
            writeConflict(entry, kind: .attribute, attribute: names.joined(separator: ","), message: message,
                          ours: startTag(attributes, elementName: elementName, ours: ours, theirs: theirs, side: 1) + Array(closing.utf8),
                          theirs: startTag(attributes, elementName: elementName, ours: ours, theirs: theirs, side: 2) + Array(closing.utf8),
                          values: conflicting.count == 1 ? (triple.base.flatMap { trees[0].value(names[0], of: $0) },
                                                             values(1, conflicting[0].ours), values(2, conflicting[0].theirs)) : nil)
        }
        guard !children.isEmpty else { return }
        tasks.append(.literal(Array("</\(elementName)>".utf8)))
        tasks.append(closingTrivia(triple, ours: ours))
        for child in children.reversed() { tasks.append(.entry(child)) }
    }

    /// The white space before the end tag: from a version whose element has children, else a line
    /// feed and the element's indentation.
    private func closingTrivia(_ triple: Triple, ours: Int) -> Task {
        for side in [1, 2, 0] {
            if let element = triple[side], !trees[side].elements[element].children.isEmpty {
                let e = trees[side].elements[element]
                return .bytes(side: side, range: trees[side].elements[e.children.last!].end..<e.contentEnd)
            }
        }
        return .literal([0x0A] + Array(trees[1].indentation(of: ours)))
    }

    /// The start tag, without its closing `>` or `/>`: the bytes of a version whose attributes
    /// are exactly the merged ones, else written anew (each value copied as its version wrote it).
    /// `side` picks the value of each conflicting attribute (nil when there is none).
    private func startTag(_ attributes: [AttributeChoice], elementName: String, ours: Int, theirs: Int, side: Int?) -> [UInt8] {
        var taken: [(side: Int, attribute: Int)] = []
        for choice in attributes {
            switch choice {
            case .taken(let from, let attribute): taken.append((from, attribute))
            case .conflict(_, let oursAttribute, let theirsAttribute):
                if side == 1, let oursAttribute { taken.append((1, oursAttribute)) }
                if side == 2, let theirsAttribute { taken.append((2, theirsAttribute)) }
            }
        }
        for (version, element) in [(1, ours), (2, theirs)] {
            let range = trees[version].elements[element].attributes
            if name(version, element) == elementName, taken.count == range.count,
               zip(taken, range).allSatisfy({ $0.side == version && $0.attribute == $1 }) {
                var end = trees[version].elements[element].tagEnd
                let start = trees[version].elements[element].start
                while end > start, MarkupText.isSpace(trees[version].bytes[end - 1]) { end -= 1 }
                return Array(trees[version].bytes[start..<end])
            }
        }
        var bytes = Array("<\(elementName)".utf8)
        for (version, attribute) in taken {
            let a = trees[version].attributes[attribute]
            bytes.append(0x20)
            bytes += a.name.utf8
            bytes.append(UInt8(ascii: "="))
            bytes.append(a.quote)
            bytes += trees[version].raw(attribute: attribute)
            bytes.append(a.quote)
        }
        return bytes
    }

    /// Attributes merged one by one, in ours' order with theirs' new ones after the attribute they
    /// follow in theirs.
    private func mergeAttributes(_ triple: Triple, name elementName: String) -> [AttributeChoice] {
        let ours = triple.ours!, theirs = triple.theirs!
        func positions(_ side: Int, _ element: Int?) -> [String: Int] {
            guard let element else { return [:] }
            var map: [String: Int] = [:]
            for attribute in trees[side].elements[element].attributes { map[trees[side].attributes[attribute].name] = attribute }
            return map
        }
        let maps = [positions(0, triple.base), positions(1, ours), positions(2, theirs)]
        var order = trees[1].elements[ours].attributes.map { trees[1].attributes[$0].name }
        var previous: String?
        for attribute in trees[2].elements[theirs].attributes {
            let attributeName = trees[2].attributes[attribute].name
            if maps[1][attributeName] == nil && !order.contains(attributeName) {
                let at = previous.flatMap { order.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
                order.insert(attributeName, at: at)
            }
            previous = attributeName
        }
        for attribute in triple.base.map({ trees[0].elements[$0].attributes }) ?? 0..<0 {
            let attributeName = trees[0].attributes[attribute].name
            if !order.contains(attributeName) { order.append(attributeName) }
        }
        var result: [AttributeChoice] = []
        for attributeName in order {
            let raw = (0...2).map { side in maps[side][attributeName].map { trees[side].raw(attribute: $0) } }
            let (b, o, t) = (raw[0], raw[1], raw[2])
            func take(_ side: Int) {
                if let attribute = maps[side][attributeName] { result.append(.taken(side: side, attribute: attribute)) }
            }
            if equal(o, t) { take(1); continue }
            if equal(b, o) { take(2); continue }
            if equal(b, t) { take(1); continue }
            if Noise.isStamp(element: elementName, attribute: attributeName) {
                let side = elementName == trees[1].elements[0].name && triple.ours == 0
                    ? newerSide : (Noise.isOlder(o ?? [], than: t ?? []) ? 2 : 1)
                resolve(.versionStamp, triple, "both sides changed '\(attributeName)'; the newer (\(side == 1 ? "ours" : "theirs")) is kept")
                take(side)
            } else if attributeName == "id" && b == nil {
                resolve(.newID, triple, "both sides gave it an id; ours' is kept")
                take(1)
            } else if Noise.isGeometry(attribute: attributeName) || (elementName == "image" && isResource(triple)) {
                resolve(.geometry, triple, "both sides changed '\(attributeName)'; ours is kept")
                take(1)
            } else {
                result.append(.conflict(name: attributeName, ours: maps[1][attributeName], theirs: maps[2][attributeName]))
            }
        }
        return result
    }

    private func equal(_ a: ArraySlice<UInt8>?, _ b: ArraySlice<UInt8>?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): a.count == b.count && a.elementsEqual(b)
        default: false
        }
    }

    /// Whether the element is an entry of `<resources>`.
    private func isResource(_ triple: Triple) -> Bool {
        guard let ours = triple.ours else { return false }
        let parent = trees[1].elements[ours].parent
        return parent >= 0 && trees[1].elements[parent].name == "resources"
    }

    // MARK: - Children

    /// The merged children of an element both sides changed, in order; nil when both sides
    /// reordered them differently and their order means something.
    private func mergeChildren(_ triple: Triple, name elementName: String, path: String) -> [Entry]? {
        let lists: [[Int]] = (0...2).map { side in triple[side].map { trees[side].elements[$0].children } ?? [] }
        let keys: [[String]] = (0...2).map { side in lists[side].map { indexes[side].keys[$0] } }
        var positions: [[String: Int]] = [[:], [:], [:]]
        for side in 0...2 {
            positions[side].reserveCapacity(keys[side].count)
            for (position, key) in keys[side].enumerated() { positions[side][key] = position }
        }
        func reordered(_ side: Int) -> Bool {
            keys[side].filter { positions[0][$0] != nil } != keys[0].filter { positions[side][$0] != nil }
        }
        var primary = 1
        let oursReordered = reordered(1), theirsReordered = reordered(2)
        if oursReordered && theirsReordered {
            let oursOrder = keys[1].filter { positions[0][$0] != nil && positions[2][$0] != nil }
            let theirsOrder = keys[2].filter { positions[0][$0] != nil && positions[1][$0] != nil }
            if oursOrder != theirsOrder {
                guard Noise.isOrderInsensitive(elementName) else { return nil }
                resolve(.listOrder, triple, "both sides reordered it; ours' order is kept")
            }
        } else if theirsReordered {
            primary = 2
        }
        // The base's elements in the primary side's order; those it deleted after their predecessor.
        var skeleton: [String] = []
        var deletedAfter: [String: [String]] = [:]
        var deletedFirst: [String] = []
        var lastKept: String?
        for key in keys[0] {
            if positions[primary][key] != nil {
                lastKept = key
            } else if let anchor = lastKept {
                deletedAfter[anchor, default: []].append(key)
            } else {
                deletedFirst.append(key)
            }
        }
        skeleton += deletedFirst
        for key in keys[primary] where positions[0][key] != nil {
            skeleton.append(key)
            skeleton += deletedAfter[key] ?? []
        }
        // Ours' additions with an id, by their fingerprint without it: theirs' addition of the
        // same element under another id (both added one outlet) is the same addition.
        var oursAdditions: [Fingerprint: String] = [:]
        for key in keys[1] where positions[0][key] == nil && key.hasPrefix("#") {
            let element = lists[1][positions[1][key]!]
            guard TreeMerger.connectionNames.contains(name(1, element)) else { continue }
            oursAdditions[idlessFingerprint(1, element)] = key
        }
        // Each side's additions, after the base element they follow on that side.
        func additions(_ side: Int) -> (first: [String], after: [String: [String]]) {
            var first: [String] = []
            var after: [String: [String]] = [:]
            var anchor: String?
            for key in keys[side] {
                if positions[0][key] != nil {
                    anchor = key
                } else if side == 2 && positions[1][key] != nil {
                    continue // added on both sides: placed with ours'
                } else if side == 2, key.hasPrefix("#"), !oursAdditions.isEmpty,
                          let same = oursAdditions[idlessFingerprint(2, lists[2][positions[2][key]!])], positions[2][same] == nil {
                    resolve(.sameAddition, Triple(base: nil, ours: lists[1][positions[1][same]!], theirs: lists[2][positions[2][key]!]),
                            "both sides added it, each with its own id; ours' is kept")
                    continue
                } else if let anchor {
                    after[anchor, default: []].append(key)
                } else {
                    first.append(key)
                }
            }
            return (first, after)
        }
        let oursAdded = additions(1), theirsAdded = additions(2)

        var entries: [Entry] = []
        func entry(_ key: String, _ element: Triple, deletedBy: Int? = nil, reason: String? = nil) -> Entry {
            let side = element.ours != nil ? 1 : (element.theirs != nil ? 2 : 0)
            let position = positions[side][key]!
            return Entry(triple: element, path: path + "/" + key,
                         trivia: (side, range(trees[side].leadingTrivia(ofChildAt: position, in: triple[side]!))),
                         deletedBy: deletedBy, reason: reason)
        }
        func added(_ key: String) {
            let element = Triple(base: nil, ours: positions[1][key].map { lists[1][$0] }, theirs: positions[2][key].map { lists[2][$0] })
            entries.append(entry(key, element))
        }
        for key in oursAdded.first { added(key) }
        for key in theirsAdded.first { added(key) }
        for key in skeleton {
            let element = Triple(base: lists[0][positions[0][key]!], ours: positions[1][key].map { lists[1][$0] },
                                 theirs: positions[2][key].map { lists[2][$0] })
            switch (element.ours, element.theirs) {
            case (.some, .some):
                entries.append(entry(key, element))
            case (.some(let kept), nil), (nil, .some(let kept)):
                let keeper = element.ours != nil ? 1 : 2
                let childPath = path + "/" + key
                if keptResources.contains(childPath) || keptAncestors.contains(childPath) {
                    entries.append(entry(key, element))
                    resolve(.resources, element, "\(keeper == 1 ? "theirs" : "ours") deleted it, but the merged document uses it: kept")
                } else if let reason = forced[childPath] ?? (forcedAncestors.contains(childPath) ? self.reason(inside: childPath) : nil) {
                    entries.append(entry(key, element, deletedBy: keeper == 1 ? 2 : 1, reason: reason))
                } else if sameSource((0, element.base!), (keeper, kept)) {
                    // Deleted on one side, unchanged on the other: deleted.
                } else if let kind = indexes[keeper].noise[kept], kind != .versionStamps {
                    // Geometry one side deleted and the other changed: ours, as for any geometry.
                    resolve(.geometry, element, "\(keeper == 1 ? "theirs deleted it and ours changed it" : "ours deleted it and theirs changed it"); ours is kept")
                    if keeper == 1 { entries.append(entry(key, element)) }
                } else if fingerprint(0, element.base!) == fingerprint(keeper, kept) {
                    resolve(.deletedNoise, element, "\(keeper == 1 ? "theirs" : "ours") deleted it; \(keeper == 1 ? "ours" : "theirs") changed only its geometry or version stamps")
                } else {
                    entries.append(entry(key, element, deletedBy: keeper == 1 ? 2 : 1))
                }
            case (nil, nil):
                break
            }
            for addition in oursAdded.after[key] ?? [] { added(addition) }
            for addition in theirsAdded.after[key] ?? [] { added(addition) }
        }
        if elementName == "resources" {
            entries = sortedResources(entries)
        }
        return entries
    }

    /// Elements that are the same when all but their ids are: two of them are one connection (a
    /// view's two equal subviews are two views).
    static let connectionNames: Set<String> = ["outlet", "outletCollection", "action", "segue", "constraint"]

    /// The element's fingerprint without its own id.
    private func idlessFingerprint(_ side: Int, _ element: Int) -> Fingerprint {
        Fingerprint.make(element, in: trees[side], noise: indexes[side].noise, prints: indexes[side].fingerprints, withoutID: true)
    }

    private func range(_ slice: ArraySlice<UInt8>) -> Range<Int> { slice.startIndex..<slice.endIndex }

    /// Resources as Xcode writes them: grouped by kind, sorted by name (ties keep their order).
    private func sortedResources(_ entries: [Entry]) -> [Entry] {
        func sortKey(_ entry: Entry) -> (String, [UInt8]) {
            for side in [1, 2, 0] {
                if let element = entry.triple[side] {
                    return (name(side, element), Array(trees[side].raw("name", of: element) ?? []))
                }
            }
            return ("", [])
        }
        let keyed = entries.enumerated().map { (offset: $0.offset, key: sortKey($0.element), entry: $0.element) }
        let sorted = keyed.sorted { lhs, rhs in
            if lhs.key.0 != rhs.key.0 { return lhs.key.0 < rhs.key.0 }
            if !lhs.key.1.elementsEqual(rhs.key.1) { return lhs.key.1.lexicographicallyPrecedes(rhs.key.1) }
            return lhs.offset < rhs.offset
        }
        // Each entry keeps the white space before it; only the order changes.
        return sorted.map(\.entry)
    }

    // MARK: - Conflicts and resolutions

    private func resolve(_ rule: MergeResolution.Rule, _ triple: Triple, _ message: String) {
        guard choice == nil else { return }
        resolutions.append(MergeResolution(rule: rule, subject: subject(triple), message: message,
                                           oursLine: line(triple, 1), theirsLine: line(triple, 2)))
    }

    /// Writes a conflict: the white space before the element up to its last line feed, then
    /// `<<<<<<<`, ours' version, `=======`, theirs' version and `>>>>>>>`, each on lines of their
    /// own and each version at the element's indentation. When rendering one side for
    /// validation, that side's version alone.
    private func writeConflict(_ entry: Entry, kind: MergeConflict.Kind, attribute: String?, message: String,
                               ours: [UInt8]?, theirs: [UInt8]?,
                               values: (base: String?, ours: String?, theirs: String?)? = nil) {
        let trivia = trees[entry.trivia.side].bytes[entry.trivia.range]
        if let choice {
            if let chosen = choice == 1 ? ours : theirs {
                writer.append(trivia)
                writer.append(chosen)
            }
            record(entry, kind: kind, attribute: attribute, message: message, values: values, line: writer.line)
            return
        }
        // The white space before the element up to its line stays outside the markers; what is on
        // the element's lines (its indentation, a comment naming it, as Xcode writes before a
        // scene) goes with each version.
        var head = trivia
        var indent: ArraySlice<UInt8> = []
        let content = trivia.firstIndex { !MarkupText.isSpace($0) } ?? trivia.endIndex
        if let newline = trivia[..<content].lastIndex(of: 0x0A) {
            head = trivia[...newline]
            indent = trivia[(newline + 1)...]
        } else if content < trivia.endIndex {
            head = []
            indent = trivia
        }
        writer.append(head)
        if !writer.isAtLineStart { writer.append([0x0A]) }
        let line = writer.line
        let size = options.markerSize
        writer.append(String(repeating: "<", count: size) + " " + label(options.oursLabel) + "\n")
        if let ours {
            writer.append(indent)
            writer.append(ours)
            writer.append([0x0A])
        }
        writer.append(String(repeating: "=", count: size) + "\n")
        if let theirs {
            writer.append(indent)
            writer.append(theirs)
            writer.append([0x0A])
        }
        writer.append(String(repeating: ">", count: size) + " " + label(options.theirsLabel) + "\n")
        writer.dropsLeadingNewline = true
        record(entry, kind: kind, attribute: attribute, message: message, values: values, line: line)
    }

    private func record(_ entry: Entry, kind: MergeConflict.Kind, attribute: String?, message: String,
                        values: (base: String?, ours: String?, theirs: String?)?, line: Int) {
        let triple = entry.triple
        var versions: [MergeVersion] = []
        for (side, mergeSide) in [(0, MergeSide.base), (1, .ours), (2, .theirs)] {
            let value: String?
            if let values {
                value = side == 0 ? values.base : (side == 1 ? values.ours : values.theirs)
            } else {
                value = triple[side].map { shortTag(side, $0) }
            }
            versions.append(MergeVersion(side: mergeSide, value: value, line: self.line(triple, side)))
        }
        conflicts.append(MergeConflict(kind: kind, subject: subject(triple), attribute: attribute, message: message,
                                       versions: versions, resultLine: line))
    }

    /// A marker's label on one line.
    private func label(_ text: String) -> String { Quote.line(text, limit: 80) }
}
