import Foundation
import SceneLoader
import Testing
import TestSupport

/// The README's "Projects" snippet, run as written (with the fixture app and its framework).
@Suite struct ReadmeProjectExampleTests {
    @Test func theProjectSnippetWorksAsShown() throws {
        let kit = try StoryboardBundle(url: Paths.fixtures("bundles/DemoKit"), identifier: "com.example.Kit")
        let app = try StoryboardBundle(url: Paths.fixtures("bundles/Demo"), searchPath: [kit])
        let main = try Storyboard(name: "Main", bundle: app)
        let tabs = try main.instantiateInitialViewController()
        let diagnostics = app.diagnostics() + app.resourceDiagnostics()
        #expect(main.url?.path.hasSuffix("App/Base.lproj/Main.storyboard") == true)
        #expect((tabs as? TabBarController)?.viewControllers?.map(\.className) == ["UINavigationController", "ProfileViewController", "DetailViewController", "LoginViewController"])
        #expect(diagnostics.contains { $0.code == DiagnosticCode.imageNotFound })
        #expect(!diagnostics.contains { $0.severity == .error })
    }
}
