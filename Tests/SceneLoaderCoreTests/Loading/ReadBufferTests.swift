import Foundation
@testable import SceneLoaderCore
import Testing

/// The buffers files are read into: page-aligned (the kernel's copy into a misaligned one is
/// several times slower), and every byte read in order through them.
@Suite struct ReadBufferTests {
    @Test(arguments: [0, 1, 1_024, 64 << 10, 256 << 10, (256 << 10) + 1])
    func buffersStartOnAPage(count: Int) {
        let buffer = UnsafeMutableRawBufferPointer.allocateForReading(count: count)
        defer { buffer.deallocate() }
        #expect(buffer.count == max(1, count))
        #expect(Int(bitPattern: buffer.baseAddress) % 4_096 == 0)
    }

    /// A file of several read buffers' worth, with a length that is no multiple of one, comes back
    /// whole and in order.
    @Test func aFileOfManyBuffersIsReadWhole() throws {
        let bytes = (0..<(200_000 + 17)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("read-buffer-\(UUID().uuidString)")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let read = try SecureFile.contents(of: url.path, shown: "file", limit: 1 << 20).get()
        #expect(read == bytes)
    }

    /// A file is read into a buffer of its own size in whole pages, up to the chunk size: a small
    /// file's buffer comes from the heap and is reused, where a chunk-sized one (over glibc's
    /// 128 KiB) would be a new mapping for every file, unmapped again after it.
    @Test func theBufferIsTheFilesSizeUpToTheChunk() {
        let chunk = 256 << 10
        #expect(SAXPushParser.readBufferSize(fileSize: 0, chunkSize: chunk) == InputEncoding.declarationWindow)
        #expect(SAXPushParser.readBufferSize(fileSize: 1, chunkSize: chunk) == 4_096)
        #expect(SAXPushParser.readBufferSize(fileSize: 4_096, chunkSize: chunk) == 4_096)
        #expect(SAXPushParser.readBufferSize(fileSize: 4_097, chunkSize: chunk) == 8_192)
        #expect(SAXPushParser.readBufferSize(fileSize: 65_000, chunkSize: chunk) == 65_536)
        #expect(SAXPushParser.readBufferSize(fileSize: chunk - 1, chunkSize: chunk) == chunk)
        #expect(SAXPushParser.readBufferSize(fileSize: 100 << 20, chunkSize: chunk) == chunk)
        #expect(SAXPushParser.readBufferSize(fileSize: Int.max, chunkSize: chunk) == chunk)
        // A chunk under the declaration window: the head is still read whole.
        #expect(SAXPushParser.readBufferSize(fileSize: 50_000, chunkSize: 64) == InputEncoding.declarationWindow)
    }

    /// Files of every size around a page, the declaration window and the chunk, read in chunks of
    /// every size around them, load as their bytes do: the same scenes and the same diagnostics
    /// at the same places.
    @Test(arguments: [64, 1_000, 4_096, 5_000, 256 << 10])
    func filesOfEverySizeLoadAsTheirBytes(chunkSize: Int) throws {
        /// Each scene and diagnostic by what it is and where, not by file.
        func placed(_ storyboard: Storyboard) -> [String] {
            storyboard.scenes.map { "\($0.id ?? "") \($0.location.line):\($0.location.column) \($0.relationships.count)" }
                + storyboard.diagnostics.map { "\($0.code) \($0.location.line):\($0.location.column)" }
        }
        let head = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nc"><scenes>
            <scene sceneID="s1"><objects><navigationController id="nc" sceneMemberID="viewController">
            <connections><segue destination="missing" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController></objects></scene>
            <!--
            """
        let tail = "-->\n<scene sceneID=\"s2\"><objects><viewController id=\"vc\" title=\"last\" sceneMemberID=\"viewController\"/></objects></scene></scenes></document>\n"
        let fixed = head.utf8.count + 1 + tail.utf8.count
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("read-sizes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for size in [1_023, 1_024, 1_025, 4_095, 4_096, 4_097, 8_192, chunkSize - 1, chunkSize, chunkSize + 1, 300_001] where size >= fixed {
            let padding = String(repeating: "x\n", count: (size - fixed) / 2) + ((size - fixed) % 2 == 1 ? "x" : "")
            let bytes = Array((head + "\n" + padding + tail).utf8)
            #expect(bytes.count == size)
            let url = directory.appendingPathComponent("size-\(size).storyboard")
            try Data(bytes).write(to: url)
            let options = LoadOptions(chunkSize: chunkSize)
            let fromFile = try Storyboard(contentsOf: url, options: options)
            let fromBytes = try Storyboard(bytes: bytes, name: "size-\(size)", options: options)
            #expect(fromFile.scenes.map(\.id) == ["nc", "vc"], "size \(size)")
            #expect(fromFile.scenes.last?.title == "last", "size \(size)")
            // The same scenes in the same places (the locations name different files).
            #expect(placed(fromFile) == placed(fromBytes), "size \(size)")
            #expect(!fromFile.diagnostics.isEmpty, "size \(size)")
        }
    }
}
