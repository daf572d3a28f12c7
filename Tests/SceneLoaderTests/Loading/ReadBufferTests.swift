import Foundation
@testable import SceneLoader
import Testing

/// The buffers files are read into: page-aligned (the kernel's copy into a misaligned one took five
/// times as long), and every byte read in order through them.
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
}
