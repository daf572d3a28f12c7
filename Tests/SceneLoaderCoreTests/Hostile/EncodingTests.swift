import Foundation
import SceneLoaderCore
import Testing

/// Encodings through the library: ASCII-compatible ones load (converted to UTF-8), the others are
/// `input.encoding` whatever the chunk size, and a declaration cannot switch the decoder.
@Suite struct EncodingTests {
    static func document(declaring encoding: String, id: String = "vc") -> String {
        """
        <?xml version="1.0" encoding="\(encoding)"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="\(id)">
        <scenes><scene sceneID="s"><objects><viewController id="\(id)" sceneMemberID="viewController"/></objects></scene></scenes>
        </document>
        """
    }

    @Test func latin1LoadsAsUTF8() throws {
        var bytes = Array(EncodingTests.document(declaring: "ISO-8859-1", id: "caf#").utf8)
        for index in bytes.indices where bytes[index] == UInt8(ascii: "#") { bytes[index] = 0xE9 }
        let storyboard = try Storyboard(bytes: bytes, name: "latin1")
        #expect(storyboard.scenes.map(\.id) == ["café"])
    }

    @Test(arguments: [1, 3, 64, 1 << 16])
    func utf16IsRefusedWhateverTheChunkSize(_ chunkSize: Int) throws {
        let text = EncodingTests.document(declaring: "UTF-16")
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("utf16-\(UUID().uuidString).storyboard")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let options = LoadOptions(chunkSize: chunkSize)
        for load in [{ try Storyboard(contentsOf: url, options: options) }, { try Storyboard(bytes: bytes, name: "utf16", options: options) }] {
            let error = try #require(throws: StoryboardError.self) { _ = try load() }
            #expect(error.diagnostic.code == .unsupportedEncoding)
            #expect(error.diagnostic.location.line == 1)
        }
    }

    @Test(arguments: ["UTF-7", "UTF-16", "UTF-32", "IBM037", "SHIFT_JIS", "ISO-2022-JP", "X-NO-SUCH-CHARSET"])
    func declaredEncodingsThePrescanCannotReadAreRefused(_ name: String) throws {
        let error = try #require(throws: StoryboardError.self) {
            _ = try Storyboard(bytes: Array(EncodingTests.document(declaring: name).utf8), name: "declared")
        }
        #expect(error.diagnostic.code == .unsupportedEncoding)
        #expect(error.diagnostic.location.line == 1 && error.diagnostic.location.column == 31)
    }

    @Test(arguments: ["UTF-8", "utf-8", "UTF8", "US-ASCII", "ISO-8859-1", "iso-8859-15"])
    func asciiCompatibleEncodingsLoad(_ name: String) throws {
        let storyboard = try Storyboard(bytes: Array(EncodingTests.document(declaring: name).utf8), name: "declared")
        #expect(storyboard.scenes.count == 1)
    }
}
