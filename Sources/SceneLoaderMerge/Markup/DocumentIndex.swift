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
    static let keyAttributes: [KnownAttribute] = [.keyPath, .name, .className, .identifier, .reference, .ref, .property, .selector]

    /// Indexes `tree`; `withFingerprints: false` leaves ``fingerprints`` empty (for a document
    /// read only to be validated).
    package init(_ tree: MarkupTree, withFingerprints: Bool = true) {
        let count = tree.elements.count
        var keys = [String](repeating: "", count: count)
        var isUnit = [Bool](repeating: false, count: count)
        var noise = [Noise.Kind?](repeating: nil, count: count)
        var ids: [String: Int] = [:]
        ids.reserveCapacity(count)
        var repeated: Set<String> = []
        for index in 0..<count {
            let element = tree.elements[index]
            noise[index] = Noise.kind(of: index, in: tree)
            isUnit[index] = element.hasText || element.hasOther || noise[index] != nil
            if let id = tree.raw(.id, of: index) {
                let id = String(decoding: id, as: UTF8.self)
                if ids[id] == nil { ids[id] = index } else { repeated.insert(id) }
            }
        }
        keys[0] = tree.elements[0].name
        var seen: Set<String> = []
        var unkeyed: [String: Int] = [:]
        for parent in 0..<count {
            let children = tree.elements[parent].children
            guard !children.isEmpty else { continue }
            seen.removeAll(keepingCapacity: true)
            unkeyed.removeAll(keepingCapacity: true)
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
        self.fingerprints = withFingerprints ? Fingerprint.all(tree, noise: noise) : []
    }

    /// The key that names `element` among its siblings, or nil when no attribute does.
    static func key(of element: Int, in tree: MarkupTree) -> String? {
        // One pass over the attributes, each recognised by the lexer: the first of each kind.
        var found = [Int](repeating: -1, count: 16)
        for attribute in tree.elements[element].attributes {
            let known = tree.attributes[attribute].known
            guard known != .other, Int(known.rawValue) < found.count, found[Int(known.rawValue)] < 0 else { continue }
            found[Int(known.rawValue)] = attribute
        }
        func value(_ known: KnownAttribute) -> String? {
            let attribute = found[Int(known.rawValue)]
            return attribute < 0 ? nil : String(decoding: tree.raw(attribute: attribute), as: UTF8.self)
        }
        let name = tree.elements[element].name
        // `key` names the parent's property the element is (`<view key="view">`): one element per
        // property, whatever id each side's Interface Builder gave it.
        if let key = value(.key) { return name + "@key=" + key }
        if let id = value(.id) { return "#" + id }
        if let id = value(.sceneID) { return "%" + id }
        for known in keyAttributes {
            guard let named = value(known) else { continue }
            var key = name + "@" + tree.attributes[found[Int(known.rawValue)]].name + "=" + named
            if known == .property || known == .selector, let destination = value(.destination) { key += "→" + destination }
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

/// A 64-bit hash of an element without its noise, keyed by the process's random seed (SipHash,
/// so that no input can be made to collide): its name, its attributes other than noise in any
/// order, its text, and its children in order (in any order for a list whose order means nothing).
package struct Fingerprint: Hashable, Sendable {
    let value: Int

    /// Every element's fingerprint, children before parents.
    static func all(_ tree: MarkupTree, noise: [Noise.Kind?]) -> [Fingerprint] {
        let count = tree.elements.count
        var prints = [Fingerprint](repeating: Fingerprint(value: 0), count: count)
        tree.bytes.withUnsafeBytes { bytes in
            var index = count
            while index > 0 {
                index -= 1
                prints[index] = make(index, in: tree, bytes: bytes, noise: noise, prints: prints, withoutID: false)
            }
        }
        return prints
    }

    /// The fingerprint of `element`, its children's already in `prints`; `withoutID` leaves its
    /// own `id` out (two additions of the same outlet, each with the id its side gave it).
    static func make(_ element: Int, in tree: MarkupTree, noise: [Noise.Kind?], prints: [Fingerprint], withoutID: Bool) -> Fingerprint {
        tree.bytes.withUnsafeBytes { make(element, in: tree, bytes: $0, noise: noise, prints: prints, withoutID: withoutID) }
    }

    private static func make(_ element: Int, in tree: MarkupTree, bytes: UnsafeRawBufferPointer, noise: [Noise.Kind?],
                             prints: [Fingerprint], withoutID: Bool) -> Fingerprint {
        let e = tree.elements[element]
        // Attributes in any order: the sum of each one's own hash.
        var attributeSum = 0
        var attributeCount = 0
        for index in e.attributes {
            let attribute = tree.attributes[index]
            if attribute.known != .other && (Noise.isNoise(element: e.name, known: attribute.known) || (withoutID && attribute.known == .id)) {
                continue
            }
            var hasher = Hasher()
            hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: bytes[attribute.nameStart..<(attribute.nameStart + attribute.name.utf8.count)]))
            hasher.combine(0xFF as UInt8)
            hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: bytes[attribute.valueStart..<attribute.valueEnd]))
            attributeSum &+= hasher.finalize()
            attributeCount += 1
        }
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: bytes[(e.start + 1)..<(e.start + 1 + e.name.utf8.count)]))
        hasher.combine(attributeCount)
        hasher.combine(attributeSum)
        if e.hasText { hasher.combine(tree.text(of: element)) }
        if Noise.isOrderInsensitive(e.name) {
            var sum = 0
            var childCount = 0
            for child in e.children where noise[child] == nil {
                sum &+= prints[child].value
                childCount += 1
            }
            hasher.combine(childCount)
            hasher.combine(sum)
        } else {
            var childCount = 0
            for child in e.children where noise[child] == nil {
                hasher.combine(prints[child].value)
                childCount += 1
            }
            hasher.combine(childCount)
        }
        return Fingerprint(value: hasher.finalize())
    }
}
