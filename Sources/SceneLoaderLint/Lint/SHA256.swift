import CCrypto

/// SHA-256 from the system's libcrypto (OpenSSL): the hash of baseline fingerprints, which a pull
/// request must not be able to aim at another finding's. The only file that imports `CCrypto`.
enum SHA256 {
    /// The 32-byte digest of `bytes`.
    static func digest(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        let succeeded = Array(bytes).withUnsafeBytes { input in
            digest.withUnsafeMutableBufferPointer { output in
                ccrypto_sha256(input.baseAddress, input.count, output.baseAddress) == 1
            }
        }
        // libcrypto fails only when it cannot allocate a digest context: nothing to go on with.
        precondition(succeeded, "libcrypto could not compute SHA-256")
        return digest
    }

    /// The first `bytes` bytes of the digest of `text`'s UTF-8, as lower-case hexadecimal.
    static func hex(_ text: String, bytes: Int) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var result: [UInt8] = []
        for byte in digest(Array(text.utf8)).prefix(bytes) {
            result.append(digits[Int(byte >> 4)])
            result.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: result, as: UTF8.self)
    }
}
