/// A small map from interned names to non-zero 32-bit values, looked up by address: an
/// open-addressed hash table (a probe or two per lookup, where scanning lists of names compared
/// each). Values of a name added twice are or-ed together. Made once per vocabulary, or filled as
/// a parse meets names (``add(_:_:)``, which grows it).
struct XMLNameMap: Sendable {
    private var names: [XMLName]
    private var values: [UInt32]
    private var count = 0

    /// A map with room for `capacity` names at a quarter load; with none, it allocates nothing
    /// until ``add(_:_:)``.
    init(capacity: Int) {
        guard capacity > 0 else {
            names = []
            values = []
            return
        }
        var size = 16
        while size < capacity * 4 { size *= 2 }
        names = Array(repeating: .none, count: size)
        values = Array(repeating: 0, count: size)
    }

    /// Ors `value` into the value of `name`; ``XMLName/none`` (a name not interned) is not added.
    mutating func insert(_ name: XMLName, _ value: UInt32) {
        guard name.address != nil else { return }
        precondition(!names.isEmpty, "XMLNameMap made with no capacity: names are added to it with add(_:_:)")
        var place = XMLName.cacheSlot(of: name, among: names.count)
        while names[place] != .none && names[place] != name { place = (place + 1) & (names.count - 1) }
        if names[place] == .none {
            precondition(count < names.count / 2, "XMLNameMap is over half full: made with too small a capacity")
            count += 1
        }
        names[place] = name
        values[place] |= value
    }

    /// Ors `value` into the value of `name`, doubling the table first when it would be over half
    /// full: for a map filled as names are met (as many as the parse's dictionary holds).
    mutating func add(_ name: XMLName, _ value: UInt32) {
        if (count + 1) * 2 > names.count {
            var grown = XMLNameMap(capacity: max(8, names.count / 2))
            for place in names.indices where names[place] != .none { grown.insert(names[place], values[place]) }
            self = grown
        }
        insert(name, value)
    }

    /// The value of `name`: 0 when it was not added.
    func value(of name: XMLName) -> UInt32 {
        guard name.address != nil, !names.isEmpty else { return 0 }
        var place = XMLName.cacheSlot(of: name, among: names.count)
        while names[place] != .none {
            if names[place] == name { return values[place] }
            place = (place + 1) & (names.count - 1)
        }
        return 0
    }
}
