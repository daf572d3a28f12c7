import Foundation
import SceneLoaderBundle
import SceneLoaderCore
import Testing
import TestSupport

/// `Storyboard(name:bundle:)` with a directory, as `UIStoryboard(name:bundle:)` finds a file.
@Suite struct StoryboardByNameTests {
    @Test func loadsByNameFromADirectoryAsUIStoryboardDoes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: Paths.fixtures("storyboards").appendingPathComponent("tab-configuration.xml"), to: directory.appendingPathComponent("Main.storyboard"))

        let storyboard = try Storyboard(name: "Main", bundle: directory)
        #expect(storyboard.name == "Main")
        #expect(storyboard.scenes.count == 8)

        let error = #expect(throws: StoryboardError.self) { try Storyboard(name: "Mian", bundle: directory) }
        #expect(error?.code == .storyboardNotFound)
        #expect(error?.message.hasPrefix("Could not find a storyboard named 'Mian' in bundle") == true)
        #expect(error?.message.hasSuffix("(did you mean 'Main'?)") == true)
    }

}
