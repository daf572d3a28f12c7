/// A table from strings, compared by their UTF-8 bytes (as ``ByteKey`` compares them), to integers:
/// the validator's indexes of controllers and scene objects by id and by storyboard identifier.
///
/// A `Dictionary` of ``ByteKey``s hashes every key with SipHash: about 430 instructions a lookup,
/// 3.3 M on a 10 MB storyboard. Here a key is hashed with ``ByteKey``'s word-at-a-time fingerprint,
/// started from a seed drawn once per process, into open addressing over one array of words (the
/// hash's upper half beside the entry's position), and compared by bytes only when the halves
/// match. The fingerprint is not a keyed hash in the cryptographic sense: a file made to collide
/// could make probes long. An insertion that probes more than ``maxProbes`` slots therefore moves
/// every entry into a `Dictionary` (keyed SipHash) and the table uses that from then on, so no
/// input makes it worse than the dictionary it replaces.
struct ByteTable: Sendable {
    private var keys: [String] = []
    private var values: [Int] = []
    /// Per slot: 0 when empty, else the hash's upper 32 bits above the entry's position + 1.
    /// (Positions are below 2^32: a file has far fewer objects than that.)
    private var slots: [UInt64] = []
    /// Every entry, once an insertion probed too far (then `slots` is empty and unused).
    private var flooded: [ByteKey: Int]?

    /// The longest probe an insertion may make before the table gives up on its hash.
    static let maxProbes = 48

    /// The per-process seed: a file cannot know it in advance.
    static let processSeed = UInt64.random(in: 1...UInt64.max)

    private let seed: UInt64

    /// An empty table with room for `capacity` entries before it grows, hashing from `seed` (a test
    /// may choose one to make keys collide).
    init(capacity: Int = 0, seed: UInt64 = ByteTable.processSeed) {
        self.seed = seed
        reserveCapacity(capacity)
    }

    /// Whether an insertion probed too far and the entries moved into a keyed dictionary.
    var usesDictionary: Bool { flooded != nil }

    /// The number of entries.
    var count: Int { keys.count }

    /// The keys, in the order they were added.
    var allKeys: [String] { keys }

    /// Makes room for `capacity` entries.
    mutating func reserveCapacity(_ capacity: Int) {
        keys.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
        guard flooded == nil else { return }
        let needed = ByteTable.slotCount(for: capacity)
        if needed > slots.count { rehash(to: needed) }
    }

    /// The value of `key`, or nil when it has none.
    subscript(key: String) -> Int? {
        if let flooded { return flooded[ByteKey(key)] }
        guard !slots.isEmpty else { return nil }
        let hash = hash(key)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        let tag = hash & ~0xFFFF_FFFF
        while true {
            let word = slots[slot]
            if word == 0 { return nil }
            if word & ~0xFFFF_FFFF == tag {
                let position = Int(truncatingIfNeeded: word & 0xFFFF_FFFF) - 1
                if ByteKey(keys[position]) == ByteKey(key) { return values[position] }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Adds `value` for `key` unless the key has a value already (the first wins); returns that
    /// earlier value.
    @discardableResult
    mutating func keepFirst(_ value: Int, for key: String) -> Int? {
        if flooded != nil { return keepFirstFlooded(value, for: key) }
        if (keys.count + 1) * 4 > slots.count * 3 { rehash(to: ByteTable.slotCount(for: keys.count + 1)) }
        let hash = hash(key)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        let tag = hash & ~0xFFFF_FFFF
        var probes = 0
        while true {
            let word = slots[slot]
            if word == 0 { break }
            if word & ~0xFFFF_FFFF == tag {
                let position = Int(truncatingIfNeeded: word & 0xFFFF_FFFF) - 1
                if ByteKey(keys[position]) == ByteKey(key) { return values[position] }
            }
            probes += 1
            if probes > ByteTable.maxProbes {
                flood()
                return keepFirstFlooded(value, for: key)
            }
            slot = (slot + 1) & mask
        }
        keys.append(key)
        values.append(value)
        slots[slot] = tag | UInt64(keys.count)
        return nil
    }

    private mutating func keepFirstFlooded(_ value: Int, for key: String) -> Int? {
        if let earlier = flooded![ByteKey(key)] { return earlier }
        flooded![ByteKey(key)] = value
        keys.append(key)
        values.append(value)
        return nil
    }

    /// Moves every entry into the dictionary.
    private mutating func flood() {
        var dictionary = [ByteKey: Int](minimumCapacity: keys.count + 1)
        for (key, value) in zip(keys, values) { dictionary[ByteKey(key)] = value }
        flooded = dictionary
        slots = []
    }

    /// Rebuilds the slots at `count` (a power of two); keys already in are distinct.
    private mutating func rehash(to count: Int) {
        var rebuilt = [UInt64](repeating: 0, count: count)
        let mask = count - 1
        for (index, key) in keys.enumerated() {
            let hash = hash(key)
            var slot = Int(truncatingIfNeeded: hash) & mask
            var probes = 0
            while rebuilt[slot] != 0 {
                probes += 1
                if probes > ByteTable.maxProbes { return flood() }
                slot = (slot + 1) & mask
            }
            rebuilt[slot] = hash & ~0xFFFF_FFFF | UInt64(index + 1)
        }
        slots = rebuilt
    }

    /// Slots for `count` entries: a power of two at most three quarters full (linear probing stays
    /// short there, and a table of 20,000 ids takes 256 KB, not 512).
    private static func slotCount(for count: Int) -> Int {
        guard count > 0 else { return 0 }
        var slots = 8
        while slots * 3 < count * 4 { slots *= 2 }
        return slots
    }

    private func hash(_ key: String) -> UInt64 {
        ByteKey(key).fingerprint(seed: seed).hash
    }
}
