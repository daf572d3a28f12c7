@testable import SceneLoaderLint
import Testing

/// Paths as reports show them: made absolute and normalised by their bytes, then relative to the
/// working directory when under it.
@Suite struct LintPathTests {
    let paths = LintPath(workingDirectory: "/work/app")

    @Test func absoluteNormalises() {
        #expect(paths.absolute("Main.storyboard") == "/work/app/Main.storyboard")
        #expect(paths.absolute("./Base.lproj//Main.storyboard") == "/work/app/Base.lproj/Main.storyboard")
        #expect(paths.absolute("../other/./A.storyboard") == "/work/other/A.storyboard")
        #expect(paths.absolute("/a/b/../../..") == "/")
        #expect(paths.absolute("/") == "/")
        #expect(paths.absolute("/x/Café/é.storyboard/") == "/x/Café/é.storyboard")
    }

    @Test func shownRelativeToTheWorkingDirectory() {
        #expect(paths.shown("/work/app/Base.lproj/Main.storyboard") == "Base.lproj/Main.storyboard")
        #expect(paths.shown("/work/application/Main.storyboard") == "/work/application/Main.storyboard")
        #expect(paths.shown("/work/app") == ".")
        #expect(paths.shown("<stdin>") == "<stdin>")
    }
}
