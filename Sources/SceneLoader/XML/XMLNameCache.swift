/// A direct-mapped cache from interned names to what a reader made of them, for one parse.
///
/// A name is looked up by its address (``XMLName/cacheSlot(of:among:)``): found when it holds
/// the entry; otherwise the reader makes its value and keeps it there, until another name takes
/// the entry. Addresses
/// belong to one parse's dictionary, so a cache serves one parse.
struct XMLNameCache<Value> {
    private var names: [XMLName]
    private var values: [Value]

    /// A cache that holds nothing and must not be read: a reader's state before its parse is
    /// prepared, which allocates nothing.
    init() {
        names = []
        values = []
    }

    /// Entries per cache: a power of two, enough for the few dozen element or attribute names a
    /// storyboard uses. A constant, so that finding an entry costs a multiply and a shift.
    static var size: Int { 256 }

    /// A cache whose entries each hold `placeholder` until they are filled.
    init(placeholder: Value) {
        names = Array(repeating: .none, count: Self.size)
        values = Array(repeating: placeholder, count: Self.size)
    }

    /// Whether the cache has its slots (made by ``init(placeholder:)``); an empty one holds nothing.
    var isPrepared: Bool { !names.isEmpty }

    /// What was kept for `name`, if the cache holds it.
    @inline(__always)
    func value(of name: XMLName) -> Value? {
        let slot = XMLName.cacheSlot(of: name, among: Self.size)
        return names[slot] == name && name.address != nil ? values[slot] : nil
    }

    /// Keeps `value` for `name`, in place of whatever name held its entry.
    @inline(__always)
    mutating func keep(_ value: Value, for name: XMLName) {
        let slot = XMLName.cacheSlot(of: name, among: Self.size)
        names[slot] = name
        values[slot] = value
    }
}

extension XMLNameCache: Sendable where Value: Sendable {}
