@testable import SceneLoaderCore
import Testing

/// The encoding decided from an input's first bytes: every byte-order mark and `<` pattern of
/// UTF-16, UCS-4 and EBCDIC is refused only when all its bytes are there, and a shorter input
/// that starts like one is read as UTF-8 (libxml2 then reports what it finds).
@Suite struct InputEncodingTests {
    /// The outcome as the loader sees it: the encoding, or the code and column.
    private static func outcome(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { head in
            do throws(XMLIssue) {
                switch try InputEncoding.detect(head) {
                case .utf8: return "utf8"
                case .asciiCompatible(let name): return "ascii \(name)"
                }
            } catch {
                return "\(error.code) 1:\(error.column)"
            }
        }
    }

    private static let refused = "input.encoding 1:1"

    @Test(arguments: [
        // Byte-order marks of UCS-4 and UTF-16, and their beginnings.
        ([0x00, 0x00, 0xFE, 0xFF], refused), ([0xFF, 0xFE, 0x00, 0x00], refused),
        ([0xFE, 0xFF], refused), ([0xFF, 0xFE], refused), ([0xFF, 0xFE, 0x3C], refused),
        ([0xFE], "utf8"), ([0xFF], "utf8"),
        // `<?xm` in EBCDIC, and three of its bytes.
        ([0x4C, 0x6F, 0xA7, 0x94], refused), ([0x4C, 0x6F, 0xA7], "utf8"),
        // `<` and `<?` in UCS-4 and UTF-16 without a mark; a NUL among the first four bytes.
        ([0x00, 0x00, 0x00, 0x3C], refused), ([0x3C, 0x00, 0x00, 0x00], refused),
        ([0x00, 0x00, 0x3C, 0x00], refused), ([0x00, 0x3C, 0x00, 0x00], refused),
        ([0x00, 0x3C, 0x00, 0x3F], refused), ([0x3C, 0x00, 0x3F, 0x00], refused),
        ([0x3C, 0x00], refused), ([0x00], refused), ([0x3C, 0x3F, 0x78, 0x00], refused),
        // Nothing, or ASCII text without a declaration.
        ([], "utf8"), ([0x3C], "utf8"), ([0x3C, 0x3F, 0x78, 0x6D, 0x6C], "utf8"),
        // A UTF-8 mark, alone, in part, and before a declaration.
        ([0xEF, 0xBB, 0xBF], "utf8"), ([0xEF, 0xBB], "utf8"),
        ([0xEF, 0xBB, 0xBF] + Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>".utf8), "utf8"),
        ([0xEF, 0xBB, 0xBF] + Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>".utf8), "input.encoding 1:34"),
    ] as [([UInt8], String)])
    func firstBytes(bytes: [UInt8], expected: String) {
        #expect(InputEncodingTests.outcome(bytes) == expected)
    }

    @Test(arguments: [
        ("UTF-8", "utf8"), ("utf-8", "utf8"), ("Utf8", "utf8"), ("iso-8859-1", "ascii ISO-8859-1"),
        ("US-ASCII", "ascii US-ASCII"), ("UTF-16", "input.encoding 1:31"), ("ISO-8859-12", "input.encoding 1:31"),
    ])
    func declaredNames(name: String, expected: String) {
        #expect(InputEncodingTests.outcome(Array("<?xml version=\"1.0\" encoding=\"\(name)\"?>".utf8)) == expected)
    }
}
