import SceneLoaderCore

/// What the diff and the merge know of each element of a ``MarkupTree`` beyond its markup: its key
/// among its siblings, whether it is merged as one unit, its noise-free fingerprint, and the
/// document's ids.
///
/// **Keys.** An element that is a property of its parent is keyed by that property's name (`key`:
/// `<view key="view">`, `<rect key="frame">`), whatever its id; any other element with an `id` by
/// it (`#id`), a scene by its `sceneID`; one without either by its name and the first attribute
/// that names it among its siblings (`keyPath`, `name`, `className`, `identifier`, `reference`,
/// `ref`; an outlet's `property` or an action's `selector` with its `destination`); one with none
/// of those by its name, when it is the only such sibling. Siblings whose keys collide (two `<segment>`s, the arrays of the
/// legacy format) make their parent a unit: it is compared and merged whole, never element by
/// element by position.
package struct DocumentIndex: Sendable {
    /// Each element's key among its siblings.
    package let keys: [String]
    /// Whether each element is compared and merged as one unit: it holds text, processing instructions or
    /// children without distinct keys, or it is noise as a whole (a frame).
    package let isUnit: [Bool]
    /// Each element's noise kind, when the element as a whole is noise.
    package let noise: [Noise.Kind?]
    /// Each element's fingerprint without noise: equal fingerprints mean the same interface.
    package let fingerprints: [Fingerprint]
    /// The element of each `id` (the first, when an id is repeated).
    package let ids: [String: Int]
    /// The ids that more than one element has.
    package let repeatedIDs: Set<String>

    /// The attributes that name an element among its siblings, in order of preference.
    static let keyAttributes = ["keyPath", "name", "className", "identifier", "reference", "ref", "property", "selector"]

    package init(_ tree: MarkupTree) {
        let count = tree.elements.count
        var keys = [String](repeating: "", count: count)
        var isUnit = [Bool](repeating: false, count: count)
        var noise = [Noise.Kind?](repeating: nil, count: count)
        var ids: [String: Int] = [:]
        var repeated: Set<String> = []
        for index in 0..<count {
            let element = tree.elements[index]
            noise[index] = Noise.kind(of: index, in: tree)
            isUnit[index] = element.hasText || element.hasOther || noise[index] != nil
            if let id = tree.raw("id", of: index) {
                let id = String(decoding: id, as: UTF8.self)
                if ids[id] == nil { ids[id] = index } else { repeated.insert(id) }
            }
        }
        keys[0] = tree.elements[0].name
        for parent in 0..<count {
            let children = tree.elements[parent].children
            guard !children.isEmpty else { continue }
            var seen: Set<String> = []
            var unkeyed: [String: Int] = [:]
            var ambiguous = false
            for child in children {
                var key = DocumentIndex.key(of: child, in: tree)
                if key == nil {
                    let name = tree.elements[child].name
                    let occurrence = unkeyed[name, default: 0]
                    unkeyed[name] = occurrence + 1
                    if occurrence > 0 { ambiguous = true }
                    key = occurrence == 0 ? name : "\(name)[\(occurrence)]"
                }
                if !seen.insert(key!).inserted { ambiguous = true }
                keys[child] = key!
            }
            if ambiguous { isUnit[parent] = true }
        }
        self.keys = keys
        self.isUnit = isUnit
        self.noise = noise
        self.ids = ids
        self.repeatedIDs = repeated
        self.fingerprints = Fingerprint.all(tree, noise: noise)
    }

    /// The key that names `element` among its siblings, or nil when no attribute does.
    static func key(of element: Int, in tree: MarkupTree) -> String? {
        // `key` names the parent's property the element is (`<view key="view">`): one element per
        // property, whatever id each side's Interface Builder gave it.
        if let key = tree.raw("key", of: element) { return tree.elements[element].name + "@key=" + String(decoding: key, as: UTF8.self) }
        if let id = tree.raw("id", of: element) { return "#" + String(decoding: id, as: UTF8.self) }
        if let id = tree.raw("sceneID", of: element) { return "%" + String(decoding: id, as: UTF8.self) }
        let name = tree.elements[element].name
        for attribute in keyAttributes {
            guard let value = tree.raw(attribute, of: element) else { continue }
            var key = name + "@" + attribute + "=" + String(decoding: value, as: UTF8.self)
            if attribute == "property" || attribute == "selector", let destination = tree.raw("destination", of: element) {
                key += "→" + String(decoding: destination, as: UTF8.self)
            }
            return key
        }
        return nil
    }

    /// The element's key path from the root (`document/%abc/objects/#def`), which names the same
    /// element in every version of a document.
    package func path(of element: Int, in tree: MarkupTree) -> String {
        var parts: [String] = []
        var current = element
        while current >= 0 {
            parts.append(keys[current])
            current = tree.elements[current].parent
        }
        return parts.reversed().joined(separator: "/")
    }
}

/// A 128-bit hash of an element without its noise: attributes in name order, noise attributes and
/// noise elements left out, children in order (in any order for a list whose order means nothing).
package struct Fingerprint: Hashable, Sendable {
    let first: Int
    let second: Int

    /// Every element's fingerprint, children before parents.
    static func all(_ tree: MarkupTree, noise: [Noise.Kind?]) -> [Fingerprint] {
        let count = tree.elements.count
        var prints = [Fingerprint](repeating: Fingerprint(first: 0, second: 0), count: count)
        var index = count
        while index > 0 {
            index -= 1
            prints[index] = make(index, in: tree, noise: noise, prints: prints, withoutID: false)
        }
        return prints
    }

    /// The fingerprint of `element`, its children's already in `prints`; `withoutID` leaves its
    /// own `id` out (two additions of the same outlet, each with the id its side gave it).
    static func make(_ element: Int, in tree: MarkupTree, noise: [Noise.Kind?], prints: [Fingerprint], withoutID: Bool) -> Fingerprint {
        let e = tree.elements[element]
        var first = Hasher()
        var second = Hasher()
        first.combine(0 as UInt8)
        second.combine(1 as UInt8)
        func combine(_ bytes: ArraySlice<UInt8>) {
            bytes.withUnsafeBytes { raw in
                first.combine(bytes: raw)
                second.combine(bytes: raw)
            }
            first.combine(bytes.count)
            second.combine(bytes.count)
        }
        combine(ArraySlice(e.name.utf8))
        var attributes = e.attributes.filter {
            let name = tree.attributes[$0].name
            return !Noise.isNoise(element: e.name, attribute: name) && !(withoutID && name == "id")
        }
        attributes.sort { tree.attributes[$0].name < tree.attributes[$1].name }
        for attribute in attributes {
            combine(ArraySlice(tree.attributes[attribute].name.utf8))
            combine(tree.raw(attribute: attribute))
        }
        if e.hasText { combine(ArraySlice(tree.text(of: element).utf8)) }
        var children = e.children.filter { noise[$0] == nil }.map { prints[$0] }
        if Noise.isOrderInsensitive(e.name) {
            children.sort { ($0.first, $0.second) < ($1.first, $1.second) }
        }
        first.combine(children.count)
        second.combine(children.count)
        for child in children {
            first.combine(child.first)
            second.combine(child.second)
        }
        return Fingerprint(first: first.finalize(), second: second.finalize())
    }
}
