internal import CXML
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A start tag as libxml2 reports it, valid only during the `startElement` callback.
///
/// Names are interned (``XMLName``); values are byte views into libxml2's buffer. A reader turns
/// into `String`s only the values it keeps.
struct XMLStartTag {
    /// The element's local name.
    let name: XMLName
    /// The number of attributes.
    let attributeCount: Int
    /// libxml2's SAX2 layout: five pointers per attribute (localname, prefix, URI, value, end).
    fileprivate let attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    /// The parser, to locate the tag in its input.
    fileprivate let context: xmlParserCtxtPtr

    init(name: XMLName, attributeCount: Int, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, context: xmlParserCtxtPtr) {
        self.name = name
        self.attributeCount = attributeCount
        self.attributes = attributes
        self.context = context
    }

    /// The value of the attribute with this interned name, or nil when it is absent.
    func value(_ attribute: XMLName) -> XMLValue? {
        // libxml2 never reports a nil name, so `.none` finds nothing.
        guard let attributes, let wanted = attribute.address else { return nil }
        // One comparison of addresses per attribute: this runs a few times for every kept element.
        let wantedBits = UInt(bitPattern: wanted)
        var base = attributes
        let end = attributes + attributeCount * 5
        while base < end {
            if UnsafeRawPointer(base).load(as: UInt.self) == wantedBits {
                return XMLValue(start: base[3], end: base[4])
            }
            base += 5
        }
        return nil
    }

    /// The values of three attributes, found in one pass over the tag's attributes (nil for each
    /// that is absent): for a reader that needs several on every element.
    func values(_ first: XMLName, _ second: XMLName, _ third: XMLName) -> (XMLValue?, XMLValue?, XMLValue?) {
        var found: (XMLValue?, XMLValue?, XMLValue?) = (nil, nil, nil)
        guard let attributes else { return found }
        // Addresses compared as words, as in `value(_:)` (`.none` is 0, which no name has).
        let wanted = (UInt(bitPattern: first.address), UInt(bitPattern: second.address), UInt(bitPattern: third.address))
        var base = attributes
        let end = attributes + attributeCount * 5
        while base < end {
            let name = UnsafeRawPointer(base).load(as: UInt.self)
            if name == wanted.0 {
                found.0 = XMLValue(start: base[3], end: base[4])
            } else if name == wanted.1 {
                found.1 = XMLValue(start: base[3], end: base[4])
            } else if name == wanted.2 {
                found.2 = XMLValue(start: base[3], end: base[4])
            }
            base += 5
        }
        return found
    }

    /// The name of the attribute at `position` (`0..<attributeCount`).
    @inline(__always)
    func attributeName(at position: Int) -> XMLName {
        precondition(position >= 0 && position < attributeCount, "attribute position out of range")
        return XMLName(address: UnsafeRawPointer(attributes![position * 5]))
    }

    /// The value of the attribute at `position` (`0..<attributeCount`).
    @inline(__always)
    func value(at position: Int) -> XMLValue {
        precondition(position >= 0 && position < attributeCount, "attribute position out of range")
        let base = attributes! + position * 5
        return XMLValue(start: base[3], end: base[4])
    }

    /// The 1-based line and column of the tag's `<`.
    ///
    /// libxml2 reports the position where it stopped reading, the end of the tag; this walks back
    /// through the bytes still in its buffer to the `<`, so a tag written over several lines is
    /// located where it starts. Computed only for the elements a reader keeps.
    func location() -> (line: Int, column: Int) {
        let line = Int(xmlSAX2GetLineNumber(UnsafeMutableRawPointer(context)))
        let column = Int(xmlSAX2GetColumnNumber(UnsafeMutableRawPointer(context)))
        guard let input = context.pointee.input, let cur = input.pointee.cur, let base = input.pointee.base else {
            return (line, column)
        }
        // The `<`, with the characters and line feeds after it up to where libxml2 stands, found 32
        // or 16 bytes at a time (in C: Swift has no byte mask of a vector comparison).
        var characters = 0
        var newlines = 0
        let open = cxml_tag_start(base, cur, &characters, &newlines)
        guard open >= 0 else { return (line, column) }
        if newlines == 0 {
            return (line, max(1, column - characters - 1))
        }
        // The tag spans lines: count the characters between the start of its line and the `<`.
        var q = base + open
        var startColumn = 1
        while q > base, (q - 1).pointee != UInt8(ascii: "\n") {
            q -= 1
            if q.pointee & 0xC0 != 0x80 { startColumn += 1 }
        }
        return (max(1, line - newlines), startColumn)
    }
}

/// An attribute value as bytes, valid only during the callback that produced it.
struct XMLValue {
    /// The value's bytes (entity and character references already replaced by libxml2).
    let bytes: UnsafeBufferPointer<UInt8>

    init(start: UnsafePointer<xmlChar>?, end: UnsafePointer<xmlChar>?) {
        if let start, let end, end > start {
            bytes = UnsafeBufferPointer(start: start, count: end - start)
        } else {
            bytes = UnsafeBufferPointer(start: nil, count: 0)
        }
    }

    /// The value as a Swift string; made only for values that are kept.
    ///
    /// Without entity substitution (which stays off: it is what makes XXE possible), libxml2 hands
    /// `&amp;` in an attribute over as the character reference `&#38;`; every other reference is
    /// already replaced. This restores the `&`.
    /// The restoring is done on the bytes: `String.replacing` sets up the string-processing
    /// library's searcher on its first use in a process.
    /// The bytes are copied into the string's storage directly (`String(decoding:as:)` costs more
    /// for the short values most are), and a short value is searched for `&` in line.
    var string: String {
        guard let start = bytes.baseAddress, containsAmpersand(start) else {
            let bytes = bytes
            return String(unsafeUninitializedCapacity: bytes.count) { target in
                if let source = bytes.baseAddress { target.baseAddress!.update(from: source, count: bytes.count) }
                return bytes.count
            }
        }
        var restored: [UInt8] = []
        restored.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), index + 5 <= bytes.count, bytes[index + 1] == UInt8(ascii: "#"),
               bytes[index + 2] == UInt8(ascii: "3"), bytes[index + 3] == UInt8(ascii: "8"), bytes[index + 4] == UInt8(ascii: ";") {
                restored.append(UInt8(ascii: "&"))
                index += 5
            } else {
                restored.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: restored, as: UTF8.self)
    }

    /// Whether the bytes from `start` hold an `&`: byte by byte for a short value, else `memchr`.
    @inline(__always)
    private func containsAmpersand(_ start: UnsafePointer<UInt8>) -> Bool {
        let count = bytes.count
        guard count <= 16 else { return memchr(start, Int32(UInt8(ascii: "&")), count) != nil }
        var index = 0
        while index < count {
            if start[index] == UInt8(ascii: "&") { return true }
            index += 1
        }
        return false
    }

    /// Whether the value is exactly these bytes.
    func equals(_ literal: StaticString) -> Bool {
        guard bytes.count == literal.utf8CodeUnitCount else { return false }
        guard let start = bytes.baseAddress else { return true }
        return memcmp(start, literal.utf8Start, bytes.count) == 0
    }

    /// Whether the value's bytes are those of `string`, after the `&` that ``string`` restores.
    func hasBytes(of string: String) -> Bool {
        guard let start = bytes.baseAddress else { return string.isEmpty }
        guard memchr(start, Int32(UInt8(ascii: "&")), bytes.count) == nil else { return self.string.utf8.elementsEqual(string.utf8) }
        // Read in place: `withUTF8` on a copy retained and released the string's storage.
        let utf8 = string.utf8
        guard utf8.count == bytes.count else { return false }
        return utf8.withContiguousStorageIfAvailable { other in
            memcmp(start, other.baseAddress!, bytes.count) == 0
        } ?? utf8.elementsEqual(bytes)
    }

    /// The value as a decimal integer, as `Int(string)` reads it (an optional sign, ASCII digits,
    /// nothing else, within `Int`'s range), or nil when it is not one; read from the bytes, with
    /// no `String` made.
    var integer: Int? {
        let (negative, digitsStart) = leadingSign
        var index = digitsStart
        guard index < bytes.count else { return nil }
        var value = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            // Toward the sign, so that `Int.min` is read too.
            let (shifted, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowedAgain) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflowed && !overflowedAgain else { return nil }
            value = next
            index += 1
        }
        return value
    }

    /// The value as a number, as `Double(string)` reads it, or nil when it is not one. A plain
    /// decimal (an optional sign, at most 15 digits, a `.` between two of them) is read from the
    /// bytes: its digits make an integer below 2^53 and its decimals a power of ten below 10^22,
    /// both exact in a `Double`, so their quotient is the correctly rounded value `Double(string)`
    /// gives too. Every other form (exponents, `inf`, hexadecimal, more digits, a bare `.5`) goes
    /// through `Double(string)` (a `String` made, then parsed by the general routine).
    var double: Double? {
        let (negative, digitsStart) = leadingSign
        var index = digitsStart
        var mantissa: UInt64 = 0
        var digits = 0
        var decimals = 0
        var afterPoint = false
        var endsWithDigit = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                guard digits < 15 else { return Double(string) }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                digits += 1
                if afterPoint { decimals += 1 }
                endsWithDigit = true
            } else if byte == UInt8(ascii: "."), !afterPoint, endsWithDigit {
                afterPoint = true
                endsWithDigit = false
            } else {
                return Double(string)
            }
            index += 1
        }
        guard endsWithDigit else { return Double(string) }
        var value = Double(mantissa)
        if decimals > 0 { value /= XMLValue.powersOfTen[decimals] }
        return negative ? -value : value
    }

    /// Whether the value starts with `-`, and where its digits start (after a `-` or `+`).
    private var leadingSign: (negative: Bool, digitsStart: Int) {
        guard let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") else { return (false, 0) }
        return (first == UInt8(ascii: "-"), 1)
    }

    /// 10^0 through 10^15, each exact in a `Double`.
    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]
}
