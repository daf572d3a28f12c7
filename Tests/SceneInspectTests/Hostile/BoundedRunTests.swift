import Foundation
import Testing
import TestSupport

/// The checks the hostile cases rely on: one traced, timed run.
@Suite struct BoundedRunTests {
    /// Where `strace` can trace, a traced run reports what it opened (its input among them) and is
    /// timed and measured as well, so a case's "opened nothing but its input" check is not silently
    /// skipped.
    @Test(.enabled(if: BoundedRun.straceCommand != nil)) func aTracedRunSeesItsInput() throws {
        let directory = Paths.fixtures("storyboards")
        let name = try #require(Paths.files(in: directory, suffix: ".storyboard").first).lastPathComponent
        let result = try BoundedRun.run(["--quiet", name], in: directory, traced: true)
        let trace = try #require(result.trace)
        #expect(trace.opened.contains(directory.appendingPathComponent(name).path) || trace.opened.contains(name))
        #expect(trace.network.isEmpty)
        if BoundedRun.timeTool != nil {
            #expect((result.maxResidentKB ?? 0) > 1024, "the traced program's peak, not nothing")
        }
        #expect(try BoundedRun.run(["--quiet", name], in: directory).trace == nil)
    }
}
