/// Interface Builder object ids (`Abc-12-xYz`), unique within a file and deterministic per seed.
///
/// The n-th id is a bijective scramble of n on 47 bits written in base 62, so ids look random
/// but never repeat (62^8 > 2^47).
struct ObjectIDs {
    private var counter: UInt64 = 0
    private let salt: UInt64
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)
    private static let mask: UInt64 = (1 << 47) - 1

    init(seed: UInt64) {
        salt = (seed &* 0x2545_F491_4F6C_DD1D) & ObjectIDs.mask
    }

    mutating func next() -> String {
        counter += 1
        // Each step is a bijection on 47 bits: xor with a constant, multiply by an odd number, xor-shift.
        var x = (counter ^ salt) & ObjectIDs.mask
        x = (x &* 0x5_DEEC_E66D) & ObjectIDs.mask
        x ^= x >> 23
        x = (x &* 0x2_7BB2_EE68_7B0B) & ObjectIDs.mask
        x ^= x >> 19
        var digits = [UInt8](repeating: 0, count: 10)
        for position in [9, 8, 7, 5, 4, 2, 1, 0] {
            digits[position] = ObjectIDs.alphabet[Int(x % 62)]
            x /= 62
        }
        digits[3] = UInt8(ascii: "-")
        digits[6] = UInt8(ascii: "-")
        return String(decoding: digits, as: UTF8.self)
    }
}
