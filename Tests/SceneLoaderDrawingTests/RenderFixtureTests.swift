#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoaderCore
import SceneLoaderRuntime
import SceneLoaderBundle
import SceneLoaderDrawing
import Testing
import TestSupport

/// One test per storyboard in `Fixtures/render/`: adding a storyboard adds a test.
///
/// Beside each `NAME.storyboard` are its goldens: `NAME.dot` and `NAME.mmd` (`scene-inspect graph`),
/// and, when it has a tab bar controller, `NAME.svg` (`render`), `NAME.custom.svg` (`render
/// --custom --select 1`) and `NAME.images` (the image check: `line:column severity code` a line).
/// The SVGs are also written to `.build/pictures/` for the CI step that renders them.
/// Re-record with `RECORD_GOLDENS=1 swift test --filter RenderFixtureTests`.
@Suite struct RenderFixtureTests {
    static let folder = Paths.fixtures("render")
    static let fixtures = Paths.files(in: folder, suffix: ".storyboard").map(\.lastPathComponent)
    static let pictures = Paths.packageRoot.appendingPathComponent(".build/pictures")

    @Test(arguments: fixtures)
    func fixture(_ name: String) throws {
        let base = String(name.dropLast(".storyboard".count))
        let golden = { (suffix: String) in RenderFixtureTests.folder.appendingPathComponent(base + suffix) }
        let file = "Fixtures/render/\(name)"
        let dot = try CLI.run(["graph", file, "--format", "dot"])
        #expect(dot.status == 0)
        Golden.check(dot.stdout, against: golden(".dot"))
        let mermaid = try CLI.run(["graph", file, "--format", "mermaid"])
        #expect(mermaid.status == 0)
        Golden.check(mermaid.stdout, against: golden(".mmd"))

        let storyboard = try Storyboard(contentsOf: RenderFixtureTests.folder.appendingPathComponent(name))
        guard storyboard.scenes.contains(where: { $0.kind == .tabBarController }) else { return }
        try FileManager.default.createDirectory(at: RenderFixtureTests.pictures, withIntermediateDirectories: true)
        for (suffix, extra) in [(".svg", [String]()), (".custom.svg", ["--custom", "--select", "1"])] {
            let render = try CLI.run(["render", file, "--svg", "-"] + extra)
            #expect(render.status == 0, "\(render.stderr)")
            #expect(render.stdout.hasPrefix("<?xml"))
            Golden.check(render.stdout, against: golden(suffix))
            try Data(render.stdout.utf8).write(to: RenderFixtureTests.pictures.appendingPathComponent(base + suffix))
        }
        let catalog = AssetCatalog(besideStoryboard: RenderFixtureTests.folder.appendingPathComponent(name))
        let images = storyboard.imageDiagnostics(in: catalog).map { "\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.code)\n" }.joined()
        Golden.check(images, against: golden(".images"))
    }

    @Test func thereAreFixtures() {
        #expect(RenderFixtureTests.fixtures.count >= 3)
    }

    @Test func renderReportsMissingImagesByCodeAndLine() throws {
        let render = try CLI.run(["render", "Fixtures/render/tabs.storyboard", "--svg", "-"])
        let codes = render.stderr.split(separator: "\n").filter { $0.hasSuffix("[image.not-found]") }
            .map { $0.split(separator: ":").prefix(3).joined(separator: ":") }
        #expect(codes == ["Fixtures/render/tabs.storyboard:87:21", "Fixtures/render/tabs.storyboard:98:9"])
    }

    @Test func renderRefusesWhatItCannotDraw() throws {
        let split = try CLI.run(["render", "Fixtures/render/split.storyboard", "--svg", "-"])
        #expect(split.status == 1)
        #expect(split.stderr.contains("[render.not-tab-bar]"))
        let unknown = try CLI.run(["render", "Fixtures/render/tabs.storyboard", "Tab", "--svg", "-"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("(did you mean 'Tabs'?)"))
        let select = try CLI.run(["render", "Fixtures/render/tabs.storyboard", "--svg", "-", "--select", "5"])
        #expect(select.status == 2)
        let format = try CLI.run(["graph", "Fixtures/render/tabs.storyboard", "--format", "mermiad"])
        #expect(format.status == 2)
        #expect(format.stderr.contains("not 'mermiad' (did you mean 'mermaid'?)"))
        #expect(try CLI.run(["render", "Fixtures/render/tabs.storyboard"]).status == 2)
        #expect(try CLI.run(["render", "Fixtures/render/tabs.storyboard", "--svg", "-", "--scale", "9"]).status == 2)
        #expect(try CLI.run(["render", "Fixtures/render/tabs.storyboard", "--svg", "-", "--width", "wide"]).status == 2)
    }

    @Test func moreShowsAfterFiveTabsAndIsSelectedForLaterTabs() throws {
        let render = try CLI.run(["render", "Fixtures/render/more.storyboard", "--svg", "-", "--select", "5"])
        #expect(render.status == 0)
        #expect(render.stdout.contains("<g id=\"tab4\" clip-path=\"url(#button4)\" class=\"selected\" data-more=\"true\">"))
        #expect(!render.stdout.contains("id=\"tab5\""))
        let regular = try CLI.run(["render", "Fixtures/render/more.storyboard", "--svg", "-", "--regular", "--select", "5"])
        #expect(regular.stdout.contains("<g id=\"tab5\" clip-path=\"url(#button5)\" class=\"selected\">"))
        #expect(!regular.stdout.contains("data-more"))
    }
}

/// Reads pixels of the PNG `rsvg-convert` makes of a rendered tab bar; runs only where it is installed.
@Suite struct RenderPixelTests {
    static var rasterizer: Bool { Paths.hasExecutable("rsvg-convert") }

    private func render(_ extra: [String]) throws -> Bitmap {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let svg = directory.appendingPathComponent("bar.svg").path, png = directory.appendingPathComponent("bar.png").path
        let result = try CLI.run(["render", "Fixtures/render/tabs.storyboard", "--svg", svg, "--png", png] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return try PNG.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: png))))
    }

    private func close(_ a: Color, _ b: Color, tolerance: Int = 3) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
            && abs(Int(a.blue) - Int(b.blue)) <= tolerance && abs(Int(a.alpha) - Int(b.alpha)) <= tolerance
    }

    // 390 × 49 pt at 2×: five 78 pt slots; icon boxes 25 pt square from y = 6.
    @Test(.enabled(if: RenderPixelTests.rasterizer)) func selectedTabIsTintedAndOriginalKeepsItsColours() throws {
        let bar = try render([])
        #expect(bar.width == 780 && bar.height == 98)
        // Tab 0, selected: the template star (drawn black in its file) is in the tint colour.
        #expect(close(bar[78, 38], .systemBlue), "star centre is \(bar[78, 38])")
        // Tab 1: the flag's catalog says Original: red, white and blue stripes stay.
        #expect(close(bar[234, 16], Color(red: 220, green: 30, blue: 40)), "flag top is \(bar[234, 16])")
        #expect(close(bar[234, 37], .white), "flag middle is \(bar[234, 37])")
        #expect(close(bar[234, 58], Color(red: 20, green: 60, blue: 200)), "flag bottom is \(bar[234, 58])")
        // Tab 3, unselected: the pink heart is a template, drawn in the unselected grey.
        #expect(close(bar[546, 36], .systemGray), "heart centre is \(bar[546, 36])")
    }

    @Test(.enabled(if: RenderPixelTests.rasterizer)) func selectingAnotherTabMovesTheTint() throws {
        let bar = try render(["--select", "3"])
        #expect(close(bar[546, 36], .systemBlue), "heart centre is \(bar[546, 36])")
        #expect(close(bar[78, 38], .systemGray), "star centre is \(bar[78, 38])")
        #expect(close(bar[234, 16], Color(red: 220, green: 30, blue: 40)), "flag top is \(bar[234, 16])")
    }
}
