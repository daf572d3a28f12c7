import Foundation
import SceneLoaderCore
import Testing

/// What a URL or path may make the loader read.
@Suite struct InputSourceTests {
    /// `https://host/etc/passwd` has the path `/etc/passwd`: it must not be read locally.
    @Test func remoteURLsAreRefusedWithoutReadingTheirPath() throws {
        let url = try #require(URL(string: "https://attacker.invalid/etc/passwd"))
        let error = #expect(throws: StoryboardError.self) { try Storyboard(contentsOf: url) }
        #expect(error?.code == .fileUnreadable)
        #expect(error?.message.contains("root:") == false)
    }
}
