@testable import SceneLoaderCore
import Testing

/// `needsEscaping` reads eight bytes at a time: every ASCII byte, at every position of a word and
/// of the tail, with and without specials and kept line feeds, must give the byte-by-byte answer.
@Suite struct NeedsEscapingTests {
    @Test func everyASCIIByteAtEveryPosition() {
        let specials = [UInt8(ascii: "\""), UInt8(ascii: "\\")]
        for byte in UInt8(0)..<0x80 {
            for position in 0..<19 {
                var bytes = Array(repeating: UInt8(ascii: "a"), count: 19)
                bytes[position] = byte
                let text = String(decoding: bytes, as: UTF8.self)
                let hidden = byte < 0x20 || byte == 0x7F
                #expect(text.needsEscaping() == hidden, "byte \(byte) at \(position)")
                #expect(text.needsEscaping(specials: specials) == (hidden || specials.contains(byte)), "byte \(byte) at \(position)")
                #expect(text.needsEscaping(keepingLineFeeds: true) == (hidden && byte != 0x0A), "byte \(byte) at \(position)")
            }
        }
    }

    @Test func nonASCIIIsDecodedOnlyWhenItMayHide() {
        #expect(!"caf\u{E9} \u{65E5}\u{672C} \u{1F600} long enough text".needsEscaping())
        #expect("a long enough prefix\u{202E}then".needsEscaping())   // right-to-left override
        #expect("12345678\u{85}".needsEscaping())                    // C1 next line
        #expect("12345678\u{AD}x".needsEscaping())                   // soft hyphen
        #expect(!"12345678".needsEscaping() && !"".needsEscaping())
    }
}
