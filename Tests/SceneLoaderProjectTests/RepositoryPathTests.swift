@testable import SceneLoaderProject
import Testing

/// Paths a project names, joined inside the repository: never above its root.
@Suite struct RepositoryPathTests {
    @Test func joinsAndNormalises() {
        #expect(RepositoryPath.join("", "App/Main.storyboard") == "App/Main.storyboard")
        #expect(RepositoryPath.join("App", "Base.lproj/Main.storyboard") == "App/Base.lproj/Main.storyboard")
        #expect(RepositoryPath.join("App/Views", "../Base.lproj/Main.storyboard") == "App/Base.lproj/Main.storyboard")
        #expect(RepositoryPath.join("App", "./Base.lproj//Main.storyboard/") == "App/Base.lproj/Main.storyboard")
        #expect(RepositoryPath.join("App", "..hidden/.x/a..b") == "App/..hidden/.x/a..b")
        #expect(RepositoryPath.join("App", "..") == "")
    }

    @Test func neverClimbsAboveTheRoot() {
        #expect(RepositoryPath.join("", "../etc/passwd") == nil)
        #expect(RepositoryPath.join("App", "../../etc/passwd") == nil)
        #expect(RepositoryPath.join("App", "Views/../../..") == nil)
    }

    @Test func insideAFolder() {
        #expect(RepositoryPath.isInside("App/Main.storyboard", "App"))
        #expect(!RepositoryPath.isInside("AppKit/Main.storyboard", "App"))
        #expect(RepositoryPath.isInside("Main.storyboard", ""))
    }
}
