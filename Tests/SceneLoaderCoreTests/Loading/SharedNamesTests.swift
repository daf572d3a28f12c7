import Foundation
@testable import SceneLoaderCore
import Testing
import TestSupport

/// Small inputs are parsed with the reader's vocabulary interned once per process (a libxml2
/// sub-dictionary of a shared one); large inputs with a dictionary of their own. Both must read
/// every fixture the same, and the shared vocabulary must hold under concurrent loads.
@Suite struct SharedNamesTests {
    /// Every fixture storyboard that loads, read small and then padded past the shared-names size
    /// with a trailing comment: the same scenes, documents and diagnostics.
    @Test func smallAndLargeInputsReadTheSame() throws {
        let files = Paths.files(in: Paths.fixtures("storyboards"), suffix: ".storyboard")
        #expect(files.count > 20)
        var compared = 0
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            guard bytes.count <= SAXPushParser.sharedNamesMaximumSize else { continue }
            let padding = Array("\n<!--\(String(repeating: "x", count: SAXPushParser.sharedNamesMaximumSize))-->\n".utf8)
            let small = Result { try Storyboard(bytes: bytes, name: "f") }
            let large = Result { try Storyboard(bytes: bytes + padding, name: "f") }
            switch (small, large) {
            case (.success(let a), .success(let b)):
                #expect(a.scenes == b.scenes, "\(file.lastPathComponent)")
                #expect(a.diagnostics.map(\.code) == b.diagnostics.map(\.code), "\(file.lastPathComponent)")
                #expect(a.documentInfo == b.documentInfo, "\(file.lastPathComponent)")
                compared += 1
            case (.failure, _):
                continue // a file that does not load (an empty one, an XIB): the padding changes its error
            case (.success, .failure(let error)):
                Issue.record("\(file.lastPathComponent): loads small, but not padded: \(error)")
            }
        }
        #expect(compared > 20)
    }

    /// Many small loads at once on every core: each gets the shared names, none corrupts them.
    @Test func concurrentSmallLoads() async throws {
        let file = Paths.fixtures("storyboards").appendingPathComponent("tab-configuration.xml")
        let bytes = try [UInt8](Data(contentsOf: file))
        let expected = try Storyboard(bytes: bytes, name: "t").scenes
        let results = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<64 { group.addTask { (try? Storyboard(bytes: bytes, name: "t").scenes) == expected } }
            var all: [Bool] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 64 && results.allSatisfy { $0 })
    }
}
