/// An element or attribute name interned in the parser's dictionary.
///
/// libxml2 interns every element and attribute name it reports, so two names are equal exactly when
/// they are the same pointer: recognising a name costs one comparison, and no Swift `String` is made
/// for names the reader does not keep.
struct XMLName: Equatable, @unchecked Sendable {
    let address: UnsafeRawPointer?

    /// A name that no element or attribute has.
    static let none = XMLName(address: nil)

    /// The same name: the same address (compared as a word, without unwrapping either side).
    static func == (lhs: XMLName, rhs: XMLName) -> Bool {
        UInt(bitPattern: lhs.address) == UInt(bitPattern: rhs.address)
    }

    /// The entry for `name` in a direct-mapped cache of `size` entries (a power of two), keyed by
    /// its address: a multiplicative hash, so that names interned close together (libxml2 packs
    /// them into pools) spread over the whole cache instead of colliding in a few entries.
    @inline(__always)
    static func cacheSlot(of name: XMLName, among size: Int) -> Int {
        let hashed = UInt(bitPattern: name.address) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: hashed >> UInt(UInt.bitWidth - size.trailingZeroBitCount))
    }

    /// Whether the name is exactly these bytes: for a name compared too seldom to be interned.
    func equals(_ literal: StaticString) -> Bool {
        guard let address else { return false }
        let name = address.assumingMemoryBound(to: UInt8.self)
        let bytes = literal.utf8Start
        let count = literal.utf8CodeUnitCount
        var index = 0
        // The name ends at its NUL: a shorter name stops at a byte that differs.
        while index < count {
            if name[index] != bytes[index] { return false }
            index += 1
        }
        return name[count] == 0
    }

    /// The name as a Swift string, for messages and kept values.
    var string: String {
        guard let address else { return "" }
        return String(cString: address.assumingMemoryBound(to: UInt8.self))
    }
}
