/// The keys of the list a ``ByteTable`` indexes: the key at each position (a struct holding the
/// list, so that the table's generic operations are specialized and allocate nothing).
protocol ByteTableKeys {
    /// The key at `position`.
    func key(at position: Int) -> String
}

/// An index from strings, compared by their UTF-8 bytes (as ``ByteKey`` compares them), to
/// positions in a list the caller keeps: the validator's controllers and scene objects by id and
/// by storyboard identifier. The table holds no keys; each operation is given the list's
/// ``ByteTableKeys``.
///
/// A `Dictionary` of ``ByteKey``s hashes every key with SipHash (a keyed hash, slow for short keys,
/// on every lookup) and keeps a copy of each key beside its value. Here a key is hashed
/// with ``ByteKey``'s word-at-a-time fingerprint, started from a seed drawn once per process, into
/// open addressing over one array of 32-bit words (the position + 1 in its low bits, as few as the
/// largest position needs, and the hash's top bits above it as a tag), and the
/// bytes are compared only when the tags match: 4 bytes a slot, at most half full, and 4 a
/// position in insertion order. The fingerprint is not a keyed hash in the cryptographic sense: a
/// file made to collide could make probes long. An insertion that probes past ``maxProbes``
/// slots therefore moves every entry into a `Dictionary` (keyed SipHash), used from then on, so no
/// input makes it worse than the dictionary it replaces.
struct ByteTable: Sendable {
    /// Per slot: 0 when empty, else the hash's top `32 - positionBits` bits above the position + 1.
    private var slots: [UInt32] = []
    /// How many low bits of a slot hold the position + 1; grown (and the slots rebuilt) when a
    /// larger position comes. Past ``maxPositionBits`` the table uses its dictionary.
    private var positionBits = 8
    /// The positions added, in order.
    private(set) var positions: [UInt32] = []
    /// Every entry, once an insertion probed too far (then `slots` is empty and unused).
    private var flooded: [ByteKey: Int]?

    /// The longest probe an insertion may make before the table gives up on its hash.
    static let maxProbes = 48
    /// The widest position field: at least a 4-bit tag stays (positions past 2^28 use the dictionary).
    static let maxPositionBits = 28

    /// The per-process seed: a file cannot know it in advance.
    static let processSeed = UInt64.random(in: 1...UInt64.max)

    private let seed: UInt64

    /// An empty table hashing from `seed` (a test may choose one to make keys collide).
    init(seed: UInt64 = ByteTable.processSeed) {
        self.seed = seed
    }

    /// The number of entries.
    var count: Int { positions.count }

    /// Whether an insertion probed too far and the entries moved into a keyed dictionary.
    var usesDictionary: Bool { flooded != nil }

    /// Makes room for `capacity` entries.
    /// Makes room for `capacity` entries at positions below `capacity`.
    mutating func reserveCapacity(_ capacity: Int, keys: some ByteTableKeys) {
        positions.reserveCapacity(capacity)
        guard flooded == nil else { return }
        var widened = false
        if capacity + 1 > 1 << positionBits {
            guard let bits = ByteTable.bits(for: capacity + 1) else { return flood(keys: keys) }
            positionBits = bits
            widened = true
        }
        let needed = max(slots.count, ByteTable.slotCount(for: capacity))
        if needed > slots.count || (widened && !positions.isEmpty) { rehash(to: needed, keys: keys) }
    }

    /// The position whose key is `wanted`, or nil.
    func position(of wanted: String, keys: some ByteTableKeys) -> Int? {
        if let flooded { return flooded[ByteKey(wanted)] }
        guard !slots.isEmpty else { return nil }
        let hash = hash(wanted)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        let tag = self.tag(hash)
        let positionMask = UInt32(1) &<< UInt32(positionBits) &- 1
        while true {
            let word = slots[slot]
            if word == 0 { return nil }
            if word & ~positionMask == tag {
                let position = Int(word & positionMask) - 1
                if ByteKey(keys.key(at: position)) == ByteKey(wanted) { return position }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Adds `position`, whose key is `keys.key(at: position)`, unless a position with the same key
    /// is in already (the first wins); returns that earlier position.
    @discardableResult
    mutating func keepFirst(_ position: Int, keys: some ByteTableKeys) -> Int? {
        let wanted = keys.key(at: position)
        if flooded != nil { return keepFirstFlooded(position, wanted) }
        if position + 1 >= 1 << positionBits {
            guard let bits = ByteTable.bits(for: position + 1) else {
                flood(keys: keys)
                return keepFirstFlooded(position, wanted)
            }
            positionBits = bits
            rehash(to: max(slots.count, ByteTable.slotCount(for: positions.count + 1)), keys: keys)
        } else if (positions.count + 1) * 2 > slots.count {
            rehash(to: ByteTable.slotCount(for: positions.count + 1), keys: keys)
        }
        if flooded != nil { return keepFirstFlooded(position, wanted) }
        let hash = hash(wanted)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        let tag = self.tag(hash)
        let positionMask = UInt32(1) &<< UInt32(positionBits) &- 1
        var probes = 0
        while true {
            let word = slots[slot]
            if word == 0 { break }
            if word & ~positionMask == tag {
                let earlier = Int(word & positionMask) - 1
                if ByteKey(keys.key(at: earlier)) == ByteKey(wanted) { return earlier }
            }
            probes += 1
            if probes > ByteTable.maxProbes {
                flood(keys: keys)
                return keepFirstFlooded(position, wanted)
            }
            slot = (slot + 1) & mask
        }
        positions.append(UInt32(position))
        slots[slot] = tag | UInt32(position + 1)
        return nil
    }

    private mutating func keepFirstFlooded(_ position: Int, _ wanted: String) -> Int? {
        if let earlier = flooded![ByteKey(wanted)] { return earlier }
        flooded![ByteKey(wanted)] = position
        positions.append(UInt32(position))
        return nil
    }

    /// Moves every entry into the dictionary.
    private mutating func flood(keys: some ByteTableKeys) {
        var dictionary = [ByteKey: Int](minimumCapacity: positions.count + 1)
        for position in positions { dictionary[ByteKey(keys.key(at: Int(position)))] = Int(position) }
        flooded = dictionary
        slots = []
    }

    /// Rebuilds the slots at `count` (a power of two); the keys already in are distinct.
    private mutating func rehash(to count: Int, keys: some ByteTableKeys) {
        var rebuilt = [UInt32](repeating: 0, count: count)
        let mask = count - 1
        for position in positions {
            let hash = hash(keys.key(at: Int(position)))
            var slot = Int(truncatingIfNeeded: hash) & mask
            var probes = 0
            while rebuilt[slot] != 0 {
                probes += 1
                if probes > ByteTable.maxProbes { return flood(keys: keys) }
                slot = (slot + 1) & mask
            }
            rebuilt[slot] = tag(hash) | (position + 1)
        }
        slots = rebuilt
    }

    /// The slot's tag of `hash`: its top bits, above the position's.
    @inline(__always)
    private func tag(_ hash: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: hash &>> UInt64(32 + positionBits)) &<< UInt32(positionBits)
    }

    /// The bits a position field needs to hold `value`, or nil past ``maxPositionBits``.
    private static func bits(for value: Int) -> Int? {
        let bits = Int.bitWidth - value.leadingZeroBitCount
        return bits <= maxPositionBits ? max(bits, 8) : nil
    }

    /// Slots for `count` entries: a power of two at most half full. (At three quarters, linear
    /// probing's clusters reach the probe limit with keys that do not collide at all.)
    private static func slotCount(for count: Int) -> Int {
        guard count > 0 else { return 0 }
        var slots = 8
        while slots < count * 2 { slots *= 2 }
        return slots
    }

    private func hash(_ key: String) -> UInt64 {
        ByteKey(key).fingerprint(seed: seed).hash
    }
}

/// Keys held in a list of their own, position for position with the list a ``ByteTable`` indexes.
struct ListedKeys: ByteTableKeys {
    let keys: [String]

    func key(at position: Int) -> String { keys[position] }
}
