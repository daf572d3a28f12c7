import Testing
@testable import SceneLoaderCore

/// `JSONReader`, which reads lint configurations and String Catalogs: exact values, every error at
/// its line and column, and every limit enforced before it costs more than it allows.
@Suite struct JSONReaderTests {
    private func failure(_ text: String, limits: JSONReader.Limits = .configuration) -> String? {
        do {
            _ = try JSONReader.parse(Array(text.utf8), limits: limits)
            return nil
        } catch {
            return "\(error.position.line):\(error.position.column)\(error.isLimit ? " limit" : "")"
        }
    }

    @Test func valuesAreDecodedExactly() throws {
        let value = try JSONReader.parse(Array("{\"k\": [\"\\u00e9\\ud83d\\ude00\\n\", -1.5e2, true, null]}".utf8))
        guard case .array(let items, _)? = value.member("k"), case .string(let text, _) = items[0],
              case .number(let number, _) = items[1] else {
            Issue.record("unexpected shape")
            return
        }
        #expect(text == "é😀\n")
        #expect(number == -150)
        #expect(value.member("missing") == nil)
        #expect(items[0].string == "é😀\n")
    }

    @Test func errorsAreLocated() {
        #expect(failure("{\n  \"a\": 1,\n}") == "3:1")
        #expect(failure("{\"a\": 1, \"a\": 2}") == "1:10")
        #expect(failure("[1 2]") == "1:4")
        #expect(failure("\"open") == "1:6")
    }

    /// A duplicate key is found among many keys too: past a few, the check is a set, not a scan.
    @Test func duplicateKeysAmongManyAreFound() {
        let members = (0..<5_000).map { "\"k\($0)\": \($0)" }
        #expect(failure("{" + members.joined(separator: ", ") + "}") == nil)
        #expect(failure("{" + (members + ["\"k4999\": 0"]).joined(separator: ", ") + "}") != nil)
    }

    @Test func limitsAreEnforced() {
        let small = JSONReader.Limits(maxBytes: 100, maxDepth: 3, maxStringLength: 5, maxMembers: 4)
        #expect(failure("[[[[1]]]]", limits: small) == "1:4 limit")
        #expect(failure("[\"abcdefg\"]", limits: small)?.hasSuffix("limit") == true)
        #expect(failure("[1, 2, 3, 4, 5]", limits: small)?.hasSuffix("limit") == true)
        #expect(failure(String(repeating: " ", count: 200) + "1", limits: small) == "1:1 limit")
        // No limits can allow more nesting than the reader's own bound.
        #expect(JSONReader.Limits(maxBytes: 1, maxDepth: 10_000, maxStringLength: 1, maxMembers: 1).maxDepth == JSONReader.deepestNesting)
    }
}
