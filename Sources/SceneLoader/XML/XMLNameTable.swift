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

    /// The interned form of a name built at run time (from a table of names).
    func intern(_ name: String) -> XMLName {
        guard let dictionary else { return .none }
        var name = name
        return name.withUTF8 { bytes in
            bytes.withMemoryRebound(to: xmlChar.self) {
                XMLName(address: UnsafeRawPointer(xmlDictLookup(dictionary, $0.baseAddress, Int32($0.count))))
            }
        }
    }
}
