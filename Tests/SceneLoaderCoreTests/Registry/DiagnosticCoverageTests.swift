import Foundation
import SceneLoaderCore
import Testing
import TestSupport

/// Every diagnostic the loader can report has a fixture that shows it, with its line and column.
@Suite struct DiagnosticCoverageTests {
    static let semanticCodes: [DiagnosticCode] = [
        .duplicateStoryboardIdentifier, .duplicateObjectID, .emptyIdentifier, .equivalentIdentifiers,
        .relationshipDestinationNotFound, .incompleteRelationship, .relationshipCycle, .tabBarControllerNotRoot,
        .segueDestinationNotFound, .initialControllerNotFound,
    ]

    @Test func everySemanticCodeHasAFixture() throws {
        var seen: Set<String> = []
        for url in Paths.files(in: Paths.fixtures("storyboards"), suffix: ".diagnostics") {
            let text = try String(contentsOf: url, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let fields = line.split(separator: " ")
                // "line:column severity code", with a real line and column
                let position = fields[0].split(separator: ":").compactMap { Int($0) }
                #expect(position.count == 2 && position.allSatisfy { $0 > 0 }, "\(url.lastPathComponent): \(line)")
                seen.insert(String(fields[2]))
            }
        }
        for code in DiagnosticCoverageTests.semanticCodes {
            #expect(seen.contains(code.rawValue), "no fixture shows \(code)")
        }
    }
}
