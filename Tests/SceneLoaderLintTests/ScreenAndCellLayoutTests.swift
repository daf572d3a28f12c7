import Foundation
import SceneLoaderCore
import SceneLoaderLint
import Testing
import TestSupport

/// Rules that speak of a screen or of constraints apply only where there is one: safe areas off
/// in a xib only where a view fills a screen that no scroll view fills, and Interface Builder's
/// layout flags not on the views a built-in-style cell lays out itself.
@Suite struct ScreenAndCellLayoutTests {
    static func findings(_ path: String, _ code: DiagnosticCode) throws -> [String] {
        let url = Paths.fixtures.appendingPathComponent(path)
        let diagnostics: [Diagnostic]
        switch try InterfaceBuilderDocument(contentsOf: url) {
        case .storyboard(let storyboard): diagnostics = storyboard.lintDiagnostics(LintConfiguration())
        case .nib(let nib): diagnostics = nib.lintDiagnostics(LintConfiguration())
        }
        return diagnostics.filter { $0.code == code }.map { "\($0.location.line) \($0.objectID ?? "-")" }.sorted()
    }

    /// Each file of `Fixtures/safe-areas` and whether safe areas off is reported (at the document).
    static let safeAreaCases: [(String, Bool)] = [
        ("controller-view.xib", true),
        ("controller-table-and-bar.xib", true),
        ("screen-sized-view.xib", true),
        ("launch-screen.xib", true),
        ("controller-filled-by-table.xib", false),
        ("controller-collection-root.xib", false),
        ("small-view.xib", false),
        ("cells.xib", false),
        ("one-plain-controller.storyboard", true),
        ("scroll-controllers.storyboard", false),
    ]

    @Test(arguments: safeAreaCases)
    func safeAreasOffOnlyWhereAViewFillsAScreen(_ file: String, warns: Bool) throws {
        #expect(try Self.findings("safe-areas/\(file)", .safeAreasOff) == (warns ? ["2 -"] : []))
    }

    @Test func rootViewsSayTheirSizeAndWhetherAScrollViewFillsThem() throws {
        let storyboard = try Storyboard(contentsOf: Paths.fixtures("safe-areas").appendingPathComponent("one-plain-controller.storyboard"))
        #expect(storyboard.rootViews.map { "\($0.id) \($0.isFilledByScrollView)" } == ["list-view true", "notes-view true", "about-view false"])
        let filled = try Nib(contentsOf: Paths.fixtures("safe-areas").appendingPathComponent("controller-filled-by-table.xib"))
        #expect(filled.rootViews == [RootView(id: "root", element: "view", width: 390, height: 844, isFilledByScrollView: true)])
        let small = try Nib(contentsOf: Paths.fixtures("safe-areas").appendingPathComponent("small-view.xib"))
        #expect(small.rootViews.map(\.hasScreenSize) == [false])
        let cell = try Nib(contentsOf: Paths.fixtures("safe-areas").appendingPathComponent("cells.xib"))
        #expect(cell.rootViews.map(\.element) == ["tableViewCell"])
    }

    @Test func builtInCellsLayOutTheirOwnLabelsInStoryboards() throws {
        // Default and Subtitle cells' textLabel, detailTextLabel and imageView are not flagged;
        // a custom cell's label is.
        #expect(try Self.findings("layout-flags/built-in-cells.storyboard", .ambiguousLayout) == ["31 custom-label"])
        #expect(try Self.findings("layout-flags/built-in-cells.storyboard", .misplacedView) == [])
    }

    @Test func builtInCellsLayOutTheirOwnLabelsInXibs() throws {
        #expect(try Self.findings("layout-flags/built-in-cell.xib", .ambiguousLayout) == ["10 value-button"])
    }
}
