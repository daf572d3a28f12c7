import Foundation
@testable import SceneLoaderCore
import Testing
import TestSupport

/// `Storyboard(path:)`, which `scene-inspect` loads files with: the same storyboard, name, URL and
/// messages as `Storyboard(contentsOf: URL(fileURLWithPath: path))`, the URL made only when asked.
@Suite struct PathLoadingTests {
    /// A fixture with diagnostics, by paths of every shape: each loads as its file URL does and is
    /// shown as the URL shows it.
    @Test func aPathLoadsAsItsFileURLDoes() throws {
        let absolute = Paths.fixtures("storyboards").appendingPathComponent("diag-cycles.storyboard").path
        let directory = FileManager.default.currentDirectoryPath
        let relative = absolute.hasPrefix(directory + "/") ? String(absolute.dropFirst(directory.count + 1)) : absolute
        let folder = (absolute as NSString).deletingLastPathComponent
        let paths = [absolute, relative, "./" + relative, folder + "//diag-cycles.storyboard",
                     folder + "/./diag-cycles.storyboard", folder + "/../storyboards/diag-cycles.storyboard"]
        for path in paths {
            let byPath = try Storyboard(path: path)
            let byURL = try Storyboard(contentsOf: URL(fileURLWithPath: path))
            #expect(byPath.name == byURL.name, "\(path)")
            #expect(byPath.url == byURL.url, "\(path)")
            #expect(byPath.displayPath == byURL.displayPath, "\(path)")
            #expect(byPath.scenes == byURL.scenes, "\(path)")
            #expect(!byPath.diagnostics.isEmpty)
            #expect(byPath.diagnostics.map(\.description) == byURL.diagnostics.map(\.description), "\(path)")
        }
        #expect(try Storyboard(path: relative).displayPath == relative)
    }

    /// A file that cannot be read is reported as the URL would show it: a trailing `/` dropped.
    @Test(arguments: ["no/such/Main.storyboard", "no/such/Main/", "/no/such//Main.storyboard"])
    func aMissingPathIsShownAsItsURL(path: String) {
        let error = #expect(throws: StoryboardError.self) { try Storyboard(path: path) }
        #expect(error?.code == .fileNotFound)
        #expect(error?.location.file == URL(fileURLWithPath: path).relativePath)
    }

    /// Which paths are shown as given.
    @Test func plainPaths() {
        for path in ["Main.storyboard", "a/Main.storyboard", "/a/b/Main.storyboard", "a/.hidden/x", "...", "a/..b"] {
            #expect(Storyboard.isPlain(path), "\(path)")
        }
        for path in ["", "/", ".", "..", "./Main.storyboard", "a/../b", "a//b", "a/", "/a/./b", "a/."] {
            #expect(!Storyboard.isPlain(path), "\(path)")
        }
    }
}
