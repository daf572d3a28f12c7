internal import CZlib

/// zlib streams (RFC 1950) and CRC-32, as PNG uses them, through the system's zlib (the library
/// libxml2 already links). The only code that imports `CZlib`.
enum Zlib {
    /// Why a stream could not be inflated.
    struct Failure: Error, Sendable {
        /// One line.
        let message: String
    }

    /// The bytes `stream` inflates to, refusing any stream that would inflate to more than
    /// `limit` bytes (zlib stops writing there), or that is corrupt or truncated. zlib checks the
    /// stream's Adler-32.
    static func inflate(_ stream: [UInt8], limit: Int) throws(Failure) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: limit + 1)
        var z = z_stream()
        guard czlib_inflate_init(&z) == Z_OK else { throw Failure(message: "zlib could not start (out of memory)") }
        defer { inflateEnd(&z) }
        guard stream.count <= Int(UInt32.max) else { throw Failure(message: "compressed data is too large") }
        let (status, produced) = stream.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out -> (Int32, Int) in
                z.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                z.avail_in = UInt32(input.count)
                z.next_out = out.baseAddress
                z.avail_out = UInt32(min(out.count, Int(UInt32.max)))
                let status = CZlib.inflate(&z, Z_FINISH)
                return (status, out.count - Int(z.avail_out))
            }
        }
        switch status {
        case Z_STREAM_END:
            guard produced <= limit else { throw Failure(message: "inflates to more than \(limit) bytes") }
            output.removeLast(output.count - produced)
            return output
        case Z_BUF_ERROR where produced > limit: throw Failure(message: "inflates to more than \(limit) bytes")
        case Z_BUF_ERROR: throw Failure(message: "compressed data ends early")
        case Z_DATA_ERROR: throw Failure(message: "corrupt compressed data (\(z.msg.map { String(cString: $0) } ?? "zlib data error"))")
        default: throw Failure(message: "zlib error \(status)")
        }
    }

    /// `bytes` as a zlib stream at the best compression; the same bytes always give the same stream.
    static func deflate(_ bytes: [UInt8]) -> [UInt8] {
        var z = z_stream()
        guard czlib_deflate_init(&z, Z_BEST_COMPRESSION) == Z_OK else { preconditionFailure("zlib could not start (out of memory)") }
        defer { deflateEnd(&z) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&z, UInt(bytes.count))))
        let produced = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out -> Int in
                z.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                z.avail_in = UInt32(input.count)
                z.next_out = out.baseAddress
                z.avail_out = UInt32(out.count)
                let status = CZlib.deflate(&z, Z_FINISH)
                precondition(status == Z_STREAM_END, "deflateBound was not enough")
                return out.count - Int(z.avail_out)
            }
        }
        output.removeLast(output.count - produced)
        return output
    }

    /// CRC-32 (ISO 3309), as a PNG chunk carries it.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(CZlib.crc32(0, $0.baseAddress, UInt32($0.count))) }
    }
}
