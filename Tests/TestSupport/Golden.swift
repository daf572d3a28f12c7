#if canImport(FoundationEssentials)
package import FoundationEssentials
#else
package import Foundation
#endif
package import Testing

/// Golden files: expected output kept beside the fixture. Run the tests with `RECORD_GOLDENS=1`
/// to write the current output instead of comparing (then review the diff before committing).
package enum Golden {
    package static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" }

    /// Compares `actual` with the golden file at `url`, or records it.
    package static func check(_ actual: String, against url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        if recording {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            #expect(throws: Never.self, sourceLocation: sourceLocation) { try Data(actual.utf8).write(to: url) }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing golden \(url.lastPathComponent); run with RECORD_GOLDENS=1 to create it", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if actual != expected {
            Issue.record("\(url.lastPathComponent) differs from the output:\n\(firstDifference(expected, actual))", sourceLocation: sourceLocation)
        }
    }

    private static func firstDifference(_ expected: String, _ actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? String(a[index]) : "<end>"
            let right = index < b.count ? String(b[index]) : "<end>"
            if left != right { return "line \(index + 1):\n  expected: \(left)\n  actual:   \(right)" }
        }
        return "(same lines, different endings)"
    }
}
