/// Each scene's relationship destinations as scene positions, in the order of its
/// ``Scene/relationships``: one flat list of 32-bit positions (-1 where the destination is not in
/// the file) and where each scene's part starts. An array per scene of optional `Int`s would take
/// 48 bytes and more for each container.
struct RelationshipDestinations: Sendable {
    /// Where each scene's destinations start in ``destinations``, and their end after the last.
    private var starts: [UInt32] = [0]
    private var destinations: [Int32] = []

    /// Makes room for `scenes` scenes with `destinations` destinations in all.
    mutating func reserveCapacity(scenes: Int, destinations count: Int) {
        starts.reserveCapacity(scenes + 1)
        destinations.reserveCapacity(count)
    }

    /// Adds the next scene's destinations (nil for one not in the file).
    mutating func append(_ scene: some Sequence<Int?>) {
        for destination in scene { destinations.append(destination.map { Int32($0) } ?? -1) }
        starts.append(UInt32(destinations.count))
    }

    /// The number of destinations of the scene at `position`.
    func count(ofSceneAt position: Int) -> Int { Int(starts[position + 1] - starts[position]) }

    /// The destination of the scene at `position`'s relationship `index`, or nil when it is not in the file.
    func destination(ofSceneAt position: Int, _ index: Int) -> Int? {
        precondition(index >= 0 && index < count(ofSceneAt: position), "relationship index out of range")
        let destination = destinations[Int(starts[position]) + index]
        return destination < 0 ? nil : Int(destination)
    }

    /// The destinations of the scene at `position`.
    subscript(position: Int) -> [Int?] {
        (0..<count(ofSceneAt: position)).map { destination(ofSceneAt: position, $0) }
    }
}
