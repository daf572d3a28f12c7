/// A direct-mapped cache from interned names to what a reader made of them, for one parse.
///
/// A name is looked up by its address (``XMLName/cacheSlot(of:among:)``): found when it holds
/// the entry; otherwise the reader makes its value and keeps it there, until another name takes
/// the entry. Addresses
/// belong to one parse's dictionary, so a cache serves one parse.
struct XMLNameCache<Value> {
    /// Each entry's name and value side by side, in one allocation: a parse makes its caches when
    /// it is prepared, so a small file's load pays for every allocation here.
    private var entries: [(name: XMLName, value: Value)]

    /// A cache that holds nothing and must not be read: a reader's state before its parse is
    /// prepared, which allocates nothing.
    init() {
        entries = []
    }

    /// Entries per cache: a power of two, enough for the few dozen element or attribute names a
    /// storyboard uses. A constant, so that finding an entry costs a multiply and a shift.
    static var size: Int { 256 }

    /// A cache whose entries each hold `placeholder` until they are filled.
    init(placeholder: Value) {
        entries = Array(repeating: (.none, placeholder), count: Self.size)
    }

    /// Whether the cache has its slots (made by ``init(placeholder:)``); an empty one holds nothing.
    var isPrepared: Bool { !entries.isEmpty }

    /// What was kept for `name`, if the cache holds it.
    @inline(__always)
    func value(of name: XMLName) -> Value? {
        let slot = XMLName.cacheSlot(of: name, among: Self.size)
        let entry = entries[slot]
        return entry.name == name && name.address != nil ? entry.value : nil
    }

    /// The value in the entry `name` would take, whichever name holds it (the placeholder when
    /// none does): for a value that can be reused in place of the one it evicts.
    @inline(__always)
    func valueInEntry(of name: XMLName) -> Value {
        entries[XMLName.cacheSlot(of: name, among: Self.size)].value
    }

    /// Keeps `value` for `name`, in place of whatever name held its entry.
    @inline(__always)
    mutating func keep(_ value: Value, for name: XMLName) {
        entries[XMLName.cacheSlot(of: name, among: Self.size)] = (name, value)
    }
}

extension XMLNameCache: Sendable where Value: Sendable {}
