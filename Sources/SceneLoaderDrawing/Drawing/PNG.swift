import SceneLoaderCore

/// Reading and writing PNG files (ISO/IEC 15948), for the icons the drawings embed; zlib (through
/// `Zlib`) inflates and deflates the image data.
///
/// Reading takes every non-interlaced PNG: grey, grey+alpha, RGB, RGBA at 8 or 16 bits, palette and
/// grey at 1, 2, 4 or 8 bits, with `tRNS` transparency; it checks every chunk's CRC and the zlib
/// checksum, and refuses images larger than ``maxPixels`` (or a smaller budget the caller gives)
/// before inflating a byte, and never inflates more than the header's size needs. Writing makes
/// 8-bit RGBA.
public enum PNG {
    /// Why bytes are not a PNG this reader takes.
    public struct DecodingError: Error, Sendable, Hashable, CustomStringConvertible {
        /// One line.
        public let message: String
        /// The message.
        public var description: String { message }
    }

    /// The largest image read, in pixels: 1024 × 1024 (a tab bar icon at 3× is about 75 × 75; an app
    /// icon 1024 × 1024), so a hostile file cannot make the reader inflate more than 4 MB of pixels.
    public static let maxPixels = 1024 * 1024

    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// Decodes a PNG file of at most `maxPixels` pixels.
    public static func decode(_ bytes: [UInt8], maxPixels: Int = PNG.maxPixels) throws(DecodingError) -> Bitmap {
        let maxPixels = min(maxPixels, PNG.maxPixels)
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw DecodingError(message: "not a PNG file (bad signature)") }
        var offset = 8
        var header: (width: Int, height: Int, depth: Int, colour: Int, interlace: Int)?
        var palette: [UInt8] = []
        var transparency: [UInt8] = []
        var data: [UInt8] = []
        var ended = false
        while offset + 12 <= bytes.count && !ended {
            let length = Int(readUInt32(bytes, offset))
            guard length <= bytes.count - offset - 12 else { throw DecodingError(message: "chunk runs past the end of the file") }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            let crc = readUInt32(bytes, offset + 8 + length)
            guard crc == Zlib.crc32(bytes[(offset + 4)..<(offset + 8 + length)]) else {
                throw DecodingError(message: "'\(Quote.value(type))' chunk CRC mismatch")
            }
            switch type {
            case "IHDR":
                guard body.count == 13 else { throw DecodingError(message: "IHDR is \(body.count) bytes, not 13") }
                header = (Int(readUInt32(body, 0)), Int(readUInt32(body, 4)), Int(body[8]), Int(body[9]), Int(body[12]))
            case "PLTE": palette = body
            case "tRNS": transparency = body
            case "IDAT": data += body
            case "IEND": ended = true
            default:
                // An unknown critical chunk (upper-case first letter) cannot be skipped.
                if let first = type.unicodeScalars.first, first.value < 97 {
                    throw DecodingError(message: "unsupported critical chunk '\(Quote.value(type))'")
                }
            }
            offset += 12 + length
        }
        guard let header else { throw DecodingError(message: "no IHDR chunk") }
        guard header.width > 0, header.height > 0, header.width <= maxPixels / header.height else {
            throw DecodingError(message: "image is \(header.width) × \(header.height), over the \(maxPixels)-pixel limit")
        }
        guard header.interlace == 0 else { throw DecodingError(message: "interlaced PNGs are not supported") }
        let channels: Int
        switch (header.colour, header.depth) {
        case (0, 1), (0, 2), (0, 4), (0, 8), (0, 16): channels = 1
        case (2, 8), (2, 16): channels = 3
        case (3, 1), (3, 2), (3, 4), (3, 8): channels = 1
        case (4, 8), (4, 16): channels = 2
        case (6, 8), (6, 16): channels = 4
        default: throw DecodingError(message: "colour type \(header.colour) at bit depth \(header.depth) is not valid PNG")
        }
        if header.colour == 3 && palette.isEmpty { throw DecodingError(message: "palette image without PLTE") }
        let bitsPerPixel = channels * header.depth
        let stride = (header.width * bitsPerPixel + 7) / 8
        let bytesPerPixel = max(1, bitsPerPixel / 8)
        let raw: [UInt8]
        do {
            raw = try Zlib.inflate(data, limit: (stride + 1) * header.height)
        } catch {
            throw DecodingError(message: "image data: \(error.message)")
        }
        guard raw.count == (stride + 1) * header.height else { throw DecodingError(message: "image data is \(raw.count) bytes, expected \((stride + 1) * header.height)") }
        let rows = try unfilter(raw, stride: stride, height: header.height, bytesPerPixel: bytesPerPixel)
        return expand(rows, width: header.width, height: header.height, stride: stride, depth: header.depth,
                      colour: header.colour, channels: channels, palette: palette, transparency: transparency)
    }

    private static func readUInt32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    private static func unfilter(_ raw: [UInt8], stride: Int, height: Int, bytesPerPixel bpp: Int) throws(DecodingError) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: stride * height)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            let source = row * (stride + 1) + 1
            let target = row * stride
            for index in 0..<stride {
                let x = raw[source + index]
                let a = index >= bpp ? Int(out[target + index - bpp]) : 0
                let b = row > 0 ? Int(out[target - stride + index]) : 0
                let c = row > 0 && index >= bpp ? Int(out[target - stride + index - bpp]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: throw DecodingError(message: "row \(row) has filter type \(filter)")
                }
                out[target + index] = x &+ UInt8(predictor & 0xFF)
            }
        }
        return out
    }

    private static func expand(_ rows: [UInt8], width: Int, height: Int, stride: Int, depth: Int, colour: Int,
                               channels: Int, palette: [UInt8], transparency: [UInt8]) -> Bitmap {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        // The sample at (row, column, channel), scaled to 8 bits (16-bit samples keep their high byte).
        func sample(_ row: Int, _ column: Int, _ channel: Int) -> Int {
            let base = row * stride
            switch depth {
            case 16: return Int(rows[base + (column * channels + channel) * 2])
            case 8: return Int(rows[base + column * channels + channel])
            default:
                let bit = column * depth
                let byte = Int(rows[base + bit / 8])
                return byte >> (8 - depth - bit % 8) & ((1 << depth) - 1)
            }
        }
        func sample16(_ row: Int, _ column: Int, _ channel: Int) -> Int {
            let index = row * stride + (column * channels + channel) * 2
            return Int(rows[index]) << 8 | Int(rows[index + 1])
        }
        let greyScale = depth < 8 ? 255 / ((1 << depth) - 1) : 1
        for y in 0..<height {
            for x in 0..<width {
                let out = (y * width + x) * 4
                var r = 0, g = 0, b = 0, a = 255
                switch colour {
                case 0:
                    let raw = depth == 16 ? sample16(y, x, 0) : sample(y, x, 0)
                    let v = depth == 16 ? raw >> 8 : raw * greyScale
                    r = v; g = v; b = v
                    if transparency.count >= 2 && raw == Int(transparency[0]) << 8 | Int(transparency[1]) { a = 0 }
                case 2:
                    r = sample(y, x, 0); g = sample(y, x, 1); b = sample(y, x, 2)
                    if transparency.count >= 6 {
                        let key = depth == 16 ? [sample16(y, x, 0), sample16(y, x, 1), sample16(y, x, 2)] : [r, g, b]
                        let wanted = (0..<3).map { Int(transparency[$0 * 2]) << 8 | Int(transparency[$0 * 2 + 1]) }
                        if key == wanted { a = 0 }
                    }
                case 3:
                    let index = sample(y, x, 0)
                    if index * 3 + 2 < palette.count {
                        r = Int(palette[index * 3]); g = Int(palette[index * 3 + 1]); b = Int(palette[index * 3 + 2])
                    }
                    a = index < transparency.count ? Int(transparency[index]) : 255
                case 4:
                    r = sample(y, x, 0); g = r; b = r; a = sample(y, x, 1)
                default:
                    r = sample(y, x, 0); g = sample(y, x, 1); b = sample(y, x, 2); a = sample(y, x, 3)
                }
                pixels[out] = UInt8(r)
                pixels[out + 1] = UInt8(g)
                pixels[out + 2] = UInt8(b)
                pixels[out + 3] = UInt8(a)
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// Encodes `bitmap` as an 8-bit RGBA PNG (filter None, one DEFLATE block); the same bitmap always
    /// gives the same bytes.
    public static func encode(_ bitmap: Bitmap) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity((bitmap.width * 4 + 1) * bitmap.height)
        for row in 0..<bitmap.height {
            raw.append(0)
            raw += bitmap.pixels[(row * bitmap.width * 4)..<((row + 1) * bitmap.width * 4)]
        }
        var header: [UInt8] = []
        for value in [UInt32(bitmap.width), UInt32(bitmap.height)] {
            header += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        }
        header += [8, 6, 0, 0, 0]
        return signature + chunk("IHDR", header) + chunk("IDAT", Zlib.deflate(raw)) + chunk("IEND", [])
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let count = UInt32(body.count)
        let typed = Array(type.utf8) + body
        let crc = Zlib.crc32(typed[...])
        return [UInt8(count >> 24), UInt8(count >> 16 & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count & 0xFF)] + typed
            + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
    }
}
