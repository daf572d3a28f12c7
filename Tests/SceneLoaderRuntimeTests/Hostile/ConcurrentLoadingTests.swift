import Foundation
import SceneLoaderCore
import SceneLoaderRuntime
import SceneLoaderInspect
import Testing
import TestSupport

/// One `Storyboard` shared by 32 tasks at once, each also loading its own copy: libxml2 parses in
/// parallel (one context per parse), the registry is read concurrently, and every instantiation
/// makes its own tree. Run under ThreadSanitizer by `.ci/steps/30-sanitizers.sh`.
@Suite struct ConcurrentLoadingTests {
    static let file = Paths.fixtures("hostile").appendingPathComponent("control-valid-tabs-navigation.storyboard")

    @Test func thirtyTwoTasksShareOneStoryboard() async throws {
        let shared = try Storyboard(contentsOf: ConcurrentLoadingTests.file)
        let bytes = try [UInt8](Data(contentsOf: ConcurrentLoadingTests.file))
        let expected = shared.treeDescription(file: "shared")
        let results = try await withThrowingTaskGroup(of: (tree: String, ownTree: String, tabs: Int, refused: Bool).self) { group in
            for index in 0..<32 {
                group.addTask {
                    // Each task loads its own copy too, alternating file and memory…
                    let own = index.isMultiple(of: 2)
                        ? try Storyboard(contentsOf: ConcurrentLoadingTests.file)
                        : try Storyboard(bytes: bytes, name: "control-valid-tabs-navigation", options: LoadOptions(chunkSize: 64 + index))
                    // …fails to load a hostile one (error paths run concurrently as well)…
                    var refused = false
                    do throws(StoryboardError) {
                        _ = try Storyboard(bytes: Array("<!DOCTYPE document [<!ENTITY a \"b\">]><document/>".utf8), name: "doctype")
                    } catch {
                        refused = error.code == .doctype
                    }
                    // …and instantiates from the shared one.
                    let tabs = try #require(try shared.instantiateInitialViewController() as? TabBarController)
                    _ = try shared.instantiateViewController(withIdentifier: "First")
                    return (shared.treeDescription(file: "shared"), own.treeDescription(file: "shared"),
                            tabs.viewControllers?.count ?? 0, refused)
                }
            }
            var all: [(tree: String, ownTree: String, tabs: Int, refused: Bool)] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 32)
        for result in results {
            #expect(result.tree == expected)
            #expect(result.ownTree == expected)
            #expect(result.tabs == 2)
            #expect(result.refused)
        }
    }

    /// Instantiation makes new objects every time, even from many tasks at once.
    @Test func everyTaskGetsItsOwnControllers() async throws {
        let shared = try Storyboard(contentsOf: ConcurrentLoadingTests.file)
        // Each task keeps its controller alive (retained, passed as an address) so that no address
        // can be reused before all are compared.
        let addresses = await withTaskGroup(of: UInt?.self) { group in
            for _ in 0..<32 {
                group.addTask {
                    guard let controller = try? shared.instantiateViewController(withIdentifier: "First") else { return nil }
                    return UInt(bitPattern: Unmanaged.passRetained(controller).toOpaque())
                }
            }
            var all: [UInt?] = []
            for await address in group { all.append(address) }
            return all
        }
        #expect(addresses.count == 32)
        #expect(Set(addresses.compactMap { $0 }).count == 32)
        for address in addresses.compactMap({ $0 }) {
            Unmanaged<ViewController>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).release()
        }
    }
}
