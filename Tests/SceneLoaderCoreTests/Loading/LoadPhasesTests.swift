#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@_spi(Benchmarks) import SceneLoaderCore
import Testing
import TestSupport

/// The parts of a load the benchmark times (``LoadPhases``) are the load's own: the read finds the
/// scenes loading finds or fails as it fails, and the parser alone stops only where loading stops,
/// with the same error.
@Suite struct LoadPhasesTests {
    /// Storyboards (some of them malformed: `err-*`) and hostile inputs.
    static let files = Paths.files(in: Paths.fixtures("storyboards"), suffix: ".storyboard")
        + Paths.files(in: Paths.fixtures("hostile"), suffix: ".storyboard")

    /// What a step made of the file: a count, or where and why it stopped.
    private enum Outcome: Equatable {
        case count(Int)
        case error(DiagnosticCode, line: Int, column: Int)

        init(_ body: () throws(StoryboardError) -> Int) {
            do throws(StoryboardError) { self = .count(try body()) } catch {
                self = .error(error.code, line: error.location.line, column: error.location.column)
            }
        }

        var isError: Bool { if case .error = self { true } else { false } }
    }

    @Test func fixturesAreFound() {
        #expect(Self.files.count > 60)
    }

    @Test(arguments: files)
    func readEndsAsLoadingEnds(_ url: URL) {
        let loaded = Outcome { () throws(StoryboardError) in try Storyboard(contentsOf: url).scenes.count }
        let read = Outcome { () throws(StoryboardError) in try LoadPhases.read(path: url.path).sceneCount }
        #expect(read == loaded, "\(url.lastPathComponent)")
    }

    @Test(arguments: files)
    func theParserAloneStopsOnlyWhereLoadingStops(_ url: URL) {
        let loaded = Outcome { () throws(StoryboardError) in try Storyboard(contentsOf: url).scenes.count }
        let parsed = Outcome { () throws(StoryboardError) in try LoadPhases.parse(path: url.path); return 0 }
        if parsed.isError { #expect(parsed == loaded, "\(url.lastPathComponent)") }
    }

    /// Both kinds of file are among the fixtures, so that both branches above compare something.
    @Test func someFilesStopTheParserAloneAndSomeLoad() {
        let stopped = Self.files.filter { (try? LoadPhases.parse(path: $0.path)) == nil }
        // A storyboard that loads is parsed alone without an error.
        #expect(Self.files.filter { (try? Storyboard(contentsOf: $0)) != nil && (try? LoadPhases.parse(path: $0.path)) == nil }.isEmpty)
        #expect(stopped.count > 10)
        #expect(Self.files.count - stopped.count > 20)
    }
}
