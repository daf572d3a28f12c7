internal import CXML

/// Interns names in one parse's dictionary, so that the reader can recognise them by pointer.
///
/// A table made by ``makeShared()`` is a dictionary of its own that lives as long as the process:
/// a handler interns its vocabulary there once, and every parse looks names up there first (see
/// ``XMLContentHandler/sharedNames``), so the vocabulary has the same addresses in every parse.
/// Such a table is filled while it is created and only read afterwards, from any thread: libxml2
/// reads a parent dictionary without writing it.
struct XMLNameTable: @unchecked Sendable {
    let dictionary: xmlDictPtr?

    init(dictionary: xmlDictPtr?) { self.dictionary = dictionary }

    /// A new dictionary for names shared by every parse, never freed; nil when out of memory.
    /// Intern into it only while building the value that holds it (a `static let`), never later.
    static func makeShared() -> XMLNameTable? {
        guard let dictionary = xmlDictCreate() else { return nil }
        return XMLNameTable(dictionary: dictionary)
    }

    /// Runs `body` with a new dictionary of its own, freed when `body` returns; nil when out of
    /// memory. The names interned there must not be used after `body` returns.
    static func withTemporary<Result>(_ body: (XMLNameTable) throws -> Result) rethrows -> Result? {
        guard let dictionary = xmlDictCreate() else { return nil }
        defer { xmlDictFree(dictionary) }
        return try body(XMLNameTable(dictionary: dictionary))
    }

    /// The interned form of `name` in this parse.
    func intern(_ name: StaticString) -> XMLName {
        guard let dictionary else { return .none }
        let pointer = name.utf8Start.withMemoryRebound(to: xmlChar.self, capacity: name.utf8CodeUnitCount) {
            xmlDictLookup(dictionary, $0, Int32(name.utf8CodeUnitCount))
        }
        return XMLName(address: UnsafeRawPointer(pointer))
    }

    /// The same name as the interned name at `address` (its `length` bytes), interned in this
    /// dictionary; ``XMLName/none`` when it is not there. Only looks: it never adds a name, so it
    /// may read a shared table from any thread.
    func existing(_ address: UnsafeRawPointer, length: Int) -> XMLName {
        guard let dictionary, length <= Int(Int32.max) else { return .none }
        return XMLName(address: UnsafeRawPointer(xmlDictExists(dictionary, address.assumingMemoryBound(to: xmlChar.self), Int32(length))))
    }

    /// How many names the dictionary holds (its parent's not counted).
    var count: Int {
        guard let dictionary else { return 0 }
        return Int(xmlDictSize(dictionary))
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
