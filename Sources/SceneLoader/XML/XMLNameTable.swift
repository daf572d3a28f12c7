internal import CXML

/// Interns names in one parse's dictionary, so that the reader can recognise them by pointer.
struct XMLNameTable {
    fileprivate let dictionary: xmlDictPtr?

    init(dictionary: xmlDictPtr?) { self.dictionary = dictionary }

    /// The interned form of `name` in this parse.
    func intern(_ name: StaticString) -> XMLName {
        guard let dictionary else { return .none }
        let pointer = name.utf8Start.withMemoryRebound(to: xmlChar.self, capacity: name.utf8CodeUnitCount) {
            xmlDictLookup(dictionary, $0, Int32(name.utf8CodeUnitCount))
        }
        return XMLName(address: UnsafeRawPointer(pointer))
    }
}
