/// A zlib/DEFLATE decompressor (RFC 1950, 1951), small and strict: every stored, fixed-Huffman and
/// dynamic-Huffman block; output capped so a small input cannot expand without bound.
struct Inflate {
    /// Why a stream could not be inflated.
    struct Failure: Error, Sendable {
        let message: String
    }

    private let input: [UInt8]
    private var position: Int
    private var bitBuffer: UInt32 = 0
    private var bitCount = 0
    private var output: [UInt8] = []
    private let limit: Int

    private init(input: [UInt8], position: Int, limit: Int) {
        self.input = input
        self.position = position
        self.limit = limit
    }

    /// Inflates a zlib stream (2-byte header, DEFLATE data, Adler-32), producing at most `limit` bytes.
    static func zlib(_ bytes: [UInt8], limit: Int) throws(Failure) -> [UInt8] {
        guard bytes.count >= 6 else { throw Failure(message: "zlib stream too short") }
        let cmf = bytes[0], flg = bytes[1]
        guard cmf & 0x0F == 8, cmf >> 4 <= 7 else { throw Failure(message: "not a DEFLATE zlib stream") }
        guard (UInt16(cmf) << 8 | UInt16(flg)) % 31 == 0 else { throw Failure(message: "bad zlib header check") }
        guard flg & 0x20 == 0 else { throw Failure(message: "zlib preset dictionary not supported") }
        var inflater = Inflate(input: bytes, position: 2, limit: limit)
        try inflater.run()
        let end = inflater.position
        guard end + 4 <= bytes.count else { throw Failure(message: "zlib stream has no Adler-32") }
        let stored = UInt32(bytes[end]) << 24 | UInt32(bytes[end + 1]) << 16 | UInt32(bytes[end + 2]) << 8 | UInt32(bytes[end + 3])
        guard stored == Checksum.adler32(inflater.output) else { throw Failure(message: "zlib Adler-32 mismatch") }
        return inflater.output
    }

    // MARK: Bits

    private mutating func bits(_ count: Int) throws(Failure) -> Int {
        while bitCount < count {
            guard position < input.count else { throw Failure(message: "DEFLATE data ends early") }
            bitBuffer |= UInt32(input[position]) << UInt32(bitCount)
            position += 1
            bitCount += 8
        }
        let value = Int(bitBuffer & ((1 << UInt32(count)) - 1))
        bitBuffer >>= UInt32(count)
        bitCount -= count
        return value
    }

    // MARK: Blocks

    private mutating func run() throws(Failure) {
        var last = false
        while !last {
            last = try bits(1) == 1
            switch try bits(2) {
            case 0: try stored()
            case 1: try codes(literal: Inflate.fixedLiteral, distance: Inflate.fixedDistance)
            case 2:
                let (literal, distance) = try dynamicTables()
                try codes(literal: literal, distance: distance)
            default: throw Failure(message: "DEFLATE block type 3 is invalid")
            }
        }
        // Drop the partial byte; the checksum starts at the next whole byte.
        bitBuffer = 0
        bitCount = 0
    }

    private mutating func stored() throws(Failure) {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw Failure(message: "stored block header ends early") }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length == ~complement & 0xFFFF else { throw Failure(message: "stored block length check fails") }
        position += 4
        guard position + length <= input.count else { throw Failure(message: "stored block ends early") }
        guard output.count + length <= limit else { throw Failure(message: "inflated data exceeds \(limit) bytes") }
        output += input[position..<(position + length)]
        position += length
    }

    /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
    struct Huffman: Sendable {
        var counts: [Int]
        var symbols: [Int]

        init(lengths: [Int]) {
            counts = Array(repeating: 0, count: 16)
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = Array(repeating: 0, count: 16)
            for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
            symbols = Array(repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    private mutating func decode(_ huffman: Huffman) throws(Failure) -> Int {
        var code = 0, first = 0, index = 0
        for length in 1..<16 {
            code |= try bits(1)
            let count = huffman.counts[length]
            if code - count < first { return huffman.symbols[index + (code - first)] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw Failure(message: "invalid Huffman code")
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    static let fixedLiteral = Huffman(lengths: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })
    static let fixedDistance = Huffman(lengths: Array(repeating: 5, count: 30))

    private mutating func codes(literal: Huffman, distance: Huffman) throws(Failure) {
        while true {
            let symbol = try decode(literal)
            if symbol < 256 {
                guard output.count < limit else { throw Failure(message: "inflated data exceeds \(limit) bytes") }
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let lengthIndex = symbol - 257
                guard lengthIndex < Inflate.lengthBase.count else { throw Failure(message: "invalid length symbol") }
                let length = Inflate.lengthBase[lengthIndex] + (try bits(Inflate.lengthExtra[lengthIndex]))
                let distanceIndex = try decode(distance)
                guard distanceIndex < Inflate.distanceBase.count else { throw Failure(message: "invalid distance symbol") }
                let back = Inflate.distanceBase[distanceIndex] + (try bits(Inflate.distanceExtra[distanceIndex]))
                guard back <= output.count else { throw Failure(message: "distance reaches before the start") }
                guard output.count + length <= limit else { throw Failure(message: "inflated data exceeds \(limit) bytes") }
                let start = output.count - back
                for offset in 0..<length { output.append(output[start + offset]) }
            }
        }
    }

    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private mutating func dynamicTables() throws(Failure) -> (Huffman, Huffman) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw Failure(message: "too many Huffman codes") }
        var codeLengthLengths = Array(repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengthLengths[Inflate.codeLengthOrder[index]] = try bits(3) }
        let codeLengthCode = Huffman(lengths: codeLengthLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(codeLengthCode)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw Failure(message: "repeat with no previous length") }
                lengths += Array(repeating: previous, count: 3 + (try bits(2)))
            case 17: lengths += Array(repeating: 0, count: 3 + (try bits(3)))
            default: lengths += Array(repeating: 0, count: 11 + (try bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw Failure(message: "code lengths overrun") }
        guard lengths[256] != 0 else { throw Failure(message: "no end-of-block code") }
        return (Huffman(lengths: Array(lengths[0..<literalCount])), Huffman(lengths: Array(lengths[literalCount...])))
    }
}
