/// A small DEFLATE compressor (RFC 1951) for the PNGs the drawings embed: one fixed-Huffman block
/// with LZ77 matches found through a hash of the next three bytes. Icons are mostly runs of equal
/// pixels, which this shrinks well; it is deterministic, so golden files stay stable.
enum Deflate {
    /// A zlib stream (RFC 1950) of `bytes`.
    static func zlib(_ bytes: [UInt8]) -> [UInt8] {
        var writer = BitWriter()
        writer.bytes = [0x78, 0x01]
        compress(bytes, into: &writer)
        writer.flush()
        let adler = Checksum.adler32(bytes)
        writer.bytes += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        return writer.bytes
    }

    struct BitWriter {
        var bytes: [UInt8] = []
        private var buffer: UInt32 = 0
        private var count = 0

        /// Writes `length` bits of `value`, least significant first.
        mutating func write(_ value: Int, _ length: Int) {
            buffer |= UInt32(value) << UInt32(count)
            count += length
            while count >= 8 {
                bytes.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                count -= 8
            }
        }

        /// Writes a Huffman code, most significant bit first.
        mutating func writeCode(_ code: Int, _ length: Int) {
            var reversed = 0
            for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
            write(reversed, length)
        }

        mutating func flush() {
            if count > 0 { bytes.append(UInt8(buffer & 0xFF)) }
            buffer = 0
            count = 0
        }
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    private static func literal(_ symbol: Int, into writer: inout BitWriter) {
        switch symbol {
        case 0..<144: writer.writeCode(0x30 + symbol, 8)
        case 144..<256: writer.writeCode(0x190 + symbol - 144, 9)
        case 256..<280: writer.writeCode(symbol - 256, 7)
        default: writer.writeCode(0xC0 + symbol - 280, 8)
        }
    }

    private static func match(length: Int, distance: Int, into writer: inout BitWriter) {
        var lengthIndex = lengthBase.count - 1
        while lengthBase[lengthIndex] > length { lengthIndex -= 1 }
        literal(257 + lengthIndex, into: &writer)
        writer.write(length - lengthBase[lengthIndex], lengthExtra[lengthIndex])
        var distanceIndex = distanceBase.count - 1
        while distanceBase[distanceIndex] > distance { distanceIndex -= 1 }
        writer.writeCode(distanceIndex, 5)
        writer.write(distance - distanceBase[distanceIndex], distanceExtra[distanceIndex])
    }

    private static func compress(_ data: [UInt8], into writer: inout BitWriter) {
        writer.write(1, 1)  // final block
        writer.write(1, 2)  // fixed Huffman
        let window = 32768, maxLength = 258
        var head = [Int](repeating: -1, count: 1 << 15)
        func hash(_ index: Int) -> Int {
            (Int(data[index]) << 10 ^ Int(data[index + 1]) << 5 ^ Int(data[index + 2])) & 0x7FFF
        }
        var index = 0
        while index < data.count {
            var bestLength = 0, bestDistance = 0
            if index + 3 <= data.count {
                let key = hash(index)
                let candidate = head[key]
                head[key] = index
                if candidate >= 0 && index - candidate <= window {
                    var length = 0
                    while length < maxLength && index + length < data.count && data[candidate + length] == data[index + length] { length += 1 }
                    if length >= 3 { bestLength = length; bestDistance = index - candidate }
                }
            }
            if bestLength >= 3 {
                match(length: bestLength, distance: bestDistance, into: &writer)
                var next = index + 1
                while next < index + bestLength {
                    if next + 3 <= data.count { head[hash(next)] = next }
                    next += 1
                }
                index += bestLength
            } else {
                literal(Int(data[index]), into: &writer)
                index += 1
            }
        }
        literal(256, into: &writer)
    }
}
