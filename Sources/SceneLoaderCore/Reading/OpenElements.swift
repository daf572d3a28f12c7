/// The elements open from the root to the current one, by depth: each one's interned name and,
/// inside a controller, where its `id` is kept (an element's id may be the trigger of a segue in
/// its `<connections>`).
///
/// Two buffers the reader owns and grows by doubling: one frame per depth, and the open elements'
/// id bytes stacked (`idBytes[..<idTop]`; bytes past it are spare, overwritten in place). Not
/// arrays: every element pushes and pops, and an array checks its uniqueness and capacity on each
/// push and pop. Its owner frees it with
/// ``deallocate()``; it is never copied (the reader's state lives in one class instance).
struct OpenElements {
    private struct Frame {
        var name: XMLName
        var idStart: Int
        var idEnd: Int
    }

    private var frames: UnsafeMutablePointer<Frame>
    private var capacity: Int
    private var idBytes: UnsafeMutablePointer<UInt8>
    private var idCapacity: Int
    /// The end of the open elements' id bytes.
    private var idTop = 0

    init() {
        capacity = 64
        frames = .allocate(capacity: capacity + 1)
        idCapacity = 1024
        idBytes = .allocate(capacity: idCapacity)
    }

    func deallocate() {
        frames.deallocate()
        idBytes.deallocate()
    }

    /// Opens an element at `depth` (one deeper than the last opened), with no id.
    @inline(__always)
    mutating func open(_ name: XMLName, at depth: Int) {
        if depth > capacity { grow(to: depth) }
        frames[depth] = Frame(name: name, idStart: idTop, idEnd: idTop)
    }

    /// The name of the open element at `depth` (1 is the root).
    @inline(__always)
    func name(at depth: Int) -> XMLName {
        precondition(depth >= 1 && depth <= capacity, "depth out of range")
        return frames[depth].name
    }

    /// Keeps `bytes` as the id of the element open at `depth`, on top of the stacked ids.
    mutating func keepID(_ bytes: UnsafeBufferPointer<UInt8>, at depth: Int) {
        precondition(depth >= 1 && depth <= capacity, "depth out of range")
        let start = idTop
        if start + bytes.count > idCapacity { growIDs(to: start + bytes.count) }
        if let source = bytes.baseAddress, !bytes.isEmpty {
            (idBytes + start).update(from: source, count: bytes.count)
        }
        idTop = start + bytes.count
        frames[depth].idStart = start
        frames[depth].idEnd = idTop
    }

    /// Marks the element open at `depth` as having no id, its ids starting afresh (a controller:
    /// the ids above it are the scene's, no longer needed).
    mutating func resetIDs(at depth: Int) {
        precondition(depth >= 1 && depth <= capacity, "depth out of range")
        idTop = 0
        frames[depth].idStart = 0
        frames[depth].idEnd = 0
    }

    /// Closes the element at `depth` inside a controller: its id bytes are given back.
    @inline(__always)
    mutating func releaseID(at depth: Int) {
        precondition(depth >= 1 && depth <= capacity, "depth out of range")
        idTop = frames[depth].idStart
    }

    /// The id kept for the element open at `depth`, or nil when it has none.
    func id(at depth: Int) -> String? {
        precondition(depth >= 1 && depth <= capacity, "depth out of range")
        let frame = frames[depth]
        guard frame.idEnd > frame.idStart else { return nil }
        return String(decoding: UnsafeBufferPointer(start: idBytes + frame.idStart, count: frame.idEnd - frame.idStart), as: UTF8.self)
    }

    private mutating func grow(to depth: Int) {
        var newCapacity = capacity
        while newCapacity < depth { newCapacity *= 2 }
        let larger = UnsafeMutablePointer<Frame>.allocate(capacity: newCapacity + 1)
        larger.moveInitialize(from: frames, count: capacity + 1)
        frames.deallocate()
        frames = larger
        capacity = newCapacity
    }

    private mutating func growIDs(to count: Int) {
        var newCapacity = idCapacity
        while newCapacity < count { newCapacity *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        larger.moveInitialize(from: idBytes, count: idTop)
        idBytes.deallocate()
        idBytes = larger
        idCapacity = newCapacity
    }
}
