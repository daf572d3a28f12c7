import Foundation
@testable import SceneLoader
import Testing

/// A file of at least ``ReadAhead/leastChunks`` chunks is read and pre-scanned on a second thread,
/// a chunk ahead of the parse. Loading it must give what loading its bytes gives (those are never
/// read ahead): the same scenes, the same diagnostics, the same error at the same place, including
/// the pre-scan's own limits found in a chunk read before the parser reached it. The files here
/// are read ahead whatever their size (`LoadOptions.readAhead`).
@Suite struct ReadAheadTests {
    /// What a load gave, by place: each scene and diagnostic, or the error.
    static func outcome(_ load: () throws(StoryboardError) -> Storyboard) -> [String] {
        do {
            let storyboard = try load()
            return storyboard.scenes.map {
                "\($0.id ?? "-") \($0.location.line):\($0.location.column) \($0.relationships.count) \($0.segues.count)"
            } + storyboard.diagnostics.map { "\($0.code) \($0.location.line):\($0.location.column)" }
        } catch {
            return ["error \(error.code) \(error.location.line):\(error.location.column)"]
        }
    }

    /// Loads `url` as a file and as bytes, in chunks of `chunkSize`, and compares the two.
    static func check(_ url: URL, chunkSize: Int, limits: ParserLimits = ParserLimits()) throws {
        let bytes = try [UInt8](Data(contentsOf: url))
        let options = LoadOptions(limits: limits, chunkSize: chunkSize)
        let fromFile = outcome { () throws(StoryboardError) in try Storyboard(contentsOf: url, options: readingAhead(options)) }
        let fromBytes = outcome { () throws(StoryboardError) in try Storyboard(bytes: bytes, name: url.lastPathComponent, options: options) }
        #expect(fromFile == fromBytes, "\(url.lastPathComponent), chunks of \(chunkSize)")
    }

    /// `options`, reading every file ahead.
    static func readingAhead(_ options: LoadOptions) -> LoadOptions {
        var options = options
        options.readAhead = .always
        return options
    }

    /// The folders whose every storyboard is checked: the fixtures, and the real and hostile
    /// corpora of `../shared` when it is there.
    static let folders: [URL] = [Paths.fixtures("storyboards"), Paths.fixtures("hostile")]
        + (Paths.shared.map { [$0.appendingPathComponent("corpus/real"), $0.appendingPathComponent("corpus/hostile")] } ?? [])

    /// Every storyboard read ahead in small chunks (so that nearly every file is read ahead, and
    /// its chunk boundaries fall everywhere) loads as its bytes do.
    @Test(arguments: folders, [64, 1_000])
    func everyStoryboardLoadsAsItsBytes(folder: URL, chunkSize: Int) throws {
        let files = Paths.files(in: folder, suffix: ".storyboard")
        #expect(!files.isEmpty, "\(folder.path)")
        for url in files { try ReadAheadTests.check(url, chunkSize: chunkSize) }
    }

    /// A file whose lines are `lines` padding lines, then `body`, then the end of the document.
    static func file(padding lines: Int, then body: String) throws -> URL {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
            \(String(repeating: "<!-- padding padding padding padding -->\n", count: lines))\(body)
            </scenes></document>

            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("read-ahead-\(UUID().uuidString).storyboard")
        try Data(text.utf8).write(to: url)
        return url
    }

    /// Each of the pre-scan's findings, made in a chunk read ahead, is reported at the line the
    /// parser would give it, with the code it would: the chunk's lines are counted only when the
    /// parser reaches it. (The length limits are lowered, so that the files stay small.)
    @Test(arguments: ["input.merge-conflict", "limit.attributes", "limit.attribute-length", "limit.namespaces", "limit.text", "limit.name"], [64, 4_096])
    func prescanFindingsAreLocatedAsWithoutReadingAhead(_ code: String, chunkSize: Int) throws {
        let view = "<scene sceneID=\"s\"><objects><view id=\"v\""
        let body = switch code {
        case "input.merge-conflict": "<<<<<<< HEAD\n"
        case "limit.attributes": view + (0..<300).map { " a\($0)=\"1\"" }.joined() + "/></objects></scene>\n"
        case "limit.attribute-length": view + " title=\"\(String(repeating: "t", count: 5_000))\"/></objects></scene>\n"
        case "limit.namespaces": view + (0..<300).map { " xmlns:n\($0)=\"u\"" }.joined() + "/></objects></scene>\n"
        case "limit.name": view + " \(String(repeating: "n", count: 200))=\"1\"/></objects></scene>\n"
        default: "<scene sceneID=\"s\">\(String(repeating: "text ", count: 1_000))</scene>\n"
        }
        let expected = code == "input.merge-conflict" ? "\(code) 503:1" : "\(code) 503:"
        var limits = ParserLimits()
        limits.maxAttributeLength = 4_096
        limits.maxTextLength = 4_096
        limits.maxNameLength = 100
        let url = try ReadAheadTests.file(padding: 500, then: body)
        defer { try? FileManager.default.removeItem(at: url) }
        let fromFile = ReadAheadTests.outcome { () throws(StoryboardError) in
            try Storyboard(contentsOf: url, options: ReadAheadTests.readingAhead(LoadOptions(limits: limits, chunkSize: chunkSize)))
        }
        #expect(fromFile.first?.hasPrefix("error \(expected)") == true, "\(fromFile.first ?? "-")")
        try ReadAheadTests.check(url, chunkSize: chunkSize, limits: limits)
    }

    /// A long file that stops early (an XML error a few chunks in) ends the reading thread: the
    /// load returns its error, and another load follows.
    @Test func aLoadThatStopsEarlyEndsItsReading() throws {
        let body = String(repeating: "<!-- padding padding padding padding -->\n", count: 10) + "<scene>&undefined;</scene>\n"
            + String(repeating: "<!-- padding padding padding padding -->\n", count: 50_000)
        let url = try ReadAheadTests.file(padding: 0, then: body)
        defer { try? FileManager.default.removeItem(at: url) }
        for _ in 0..<20 {
            let outcome = ReadAheadTests.outcome { () throws(StoryboardError) in
                try Storyboard(contentsOf: url, options: ReadAheadTests.readingAhead(LoadOptions(chunkSize: 64)))
            }
            #expect(outcome.first?.hasPrefix("error xml.") == true, "\(outcome)")
        }
        try ReadAheadTests.check(url, chunkSize: 64)
    }

    /// Only files of at least ``ReadAhead/leastChunks`` chunks are read ahead by default: 32 MiB
    /// with the default chunk.
    @Test func onlyLargeFilesAreReadAhead() {
        let chunk = LoadOptions().chunkSize
        #expect(LoadOptions().readAhead == .whenWorthwhile)
        #expect(ReadAhead.leastChunks * chunk == 32 << 20)
        #expect(!ReadAhead.isWorthwhile(fileSize: 0, chunkSize: chunk))
        #expect(!ReadAhead.isWorthwhile(fileSize: (32 << 20) - 1, chunkSize: chunk))
        #expect(ReadAhead.isWorthwhile(fileSize: 32 << 20, chunkSize: chunk) == (ProcessorCount.online > 1))
    }
}
