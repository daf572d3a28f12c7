#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import SceneLoaderCore
@testable import SceneLoaderRuntime
@testable import SceneLoaderDrawing
import Testing
import TestSupport

@Suite struct DrawingTests {
    /// A pushed controller with hidesBottomBarWhenPushed="YES" hides the tab bar: the picture of
    /// that state draws no bar; popping it brings the bar back.
    @Test func thePushedStateOfAHidingControllerDrawsNoBar() throws {
        let storyboard = try Storyboard(contentsOf: Paths.fixtures("storyboards").appendingPathComponent("runtime-attributes.storyboard"))
        let tabs = try #require(try storyboard.instantiateInitialViewController() as? TabBarController)
        let home = try #require(tabs.viewControllers?.first as? NavigationController)
        try home.pushViewController(try storyboard.instantiateViewController(withIdentifier: "Photo"), animated: false)
        let hidden = TabBarContent(tabBarController: tabs)
        #expect(hidden.isHidden)
        let picture = TabBarPicture(hidden, catalog: nil).svg
        #expect(picture.contains("hidden (hidesBottomBarWhenPushed)"))
        #expect(!picture.contains("id=\"tab0\""))
        home.popViewController(animated: false)
        let shown = TabBarContent(tabBarController: tabs)
        #expect(!shown.isHidden)
        #expect(TabBarPicture(shown, catalog: nil).svg.contains("id=\"tab0\""))
    }

    @Test func inflatesADynamicHuffmanBlockFromZlib() throws {
        // zlib.compress(text, 9) from CPython: one dynamic-Huffman block.
        let stream: [UInt8] = [120, 218, 205, 204, 193, 13, 128, 32, 16, 4, 192, 86, 182, 0, 99, 1, 118, 64, 25, 7, 94, 34, 9, 112, 122, 44, 154, 88, 189, 63, 95, 22, 224, 20, 48, 161, 65, 64, 137, 136, 226, 19, 100, 208, 170, 48, 39, 184, 118, 43, 167, 118, 208, 64, 173, 123, 17, 234, 130, 213, 229, 106, 200, 13, 220, 20, 204, 141, 72, 86, 108, 248, 140, 240, 179, 231, 254, 112, 188, 30, 134, 4, 91, 27]
        #expect((stream[2] >> 1) & 3 == 2)
        let text = String(repeating: "In a tab bar, automatic resolves to template: drawn in the tint colour. ", count: 3)
            + String(repeating: "z", count: 20) + String(repeating: "q", count: 10)
        #expect(try Zlib.inflate(stream, limit: 1000) == Array(text.utf8))
        #expect(throws: Zlib.Failure.self) { try Zlib.inflate(stream, limit: 100) }
        #expect(throws: Zlib.Failure.self) { try Zlib.inflate(Array(stream.dropLast(5)), limit: 1000) }
        var corrupt = stream
        corrupt[corrupt.count - 1] ^= 1
        #expect(throws: Zlib.Failure.self) { try Zlib.inflate(corrupt, limit: 1000) }
    }

    @Test func deflateRoundTripsAndIsStable() throws {
        let payload: [UInt8] = [1, 2, 3, 250] + [UInt8](repeating: 7, count: 1000)
        #expect(try Zlib.inflate(Zlib.deflate(payload), limit: payload.count) == payload)
        #expect(Zlib.deflate(payload) == Zlib.deflate(payload))
        #expect(Zlib.deflate(payload).count < 40)
        #expect(try Zlib.inflate(Zlib.deflate([]), limit: 0) == [])
    }

    @Test func checksumsMatchTheirStandards() {
        #expect(Zlib.crc32(Array("123456789".utf8)[...]) == 0xCBF4_3926)
    }

    @Test func resamplingAveragesVisiblePixelsWeightedByAlpha() {
        var bitmap = Bitmap(width: 4, height: 2, fill: Color(red: 0, green: 0, blue: 0, alpha: 0))
        bitmap[0, 0] = Color(red: 200, green: 100, blue: 0, alpha: 255)
        let shrunk = bitmap.resampled(x: 0, y: 0, width: 4, height: 2, toWidth: 2, height: 1)
        #expect(shrunk.width == 2 && shrunk.height == 1)
        #expect(shrunk[0, 0] == Color(red: 200, green: 100, blue: 0, alpha: 64))
        #expect(shrunk[1, 0].alpha == 0)
        #expect(bitmap.resampled(x: 0, y: 0, width: 4, height: 2, toWidth: 8, height: 8) == bitmap)
        #expect(bitmap.resampled(x: 1, y: 0, width: 2, height: 2, toWidth: 2, height: 2).width == 2)
    }

    @Test func svgNumbersAreShortAndStable() {
        #expect(SVGWriter.number(93.75) == "93.75")
        #expect(SVGWriter.number(49) == "49")
        #expect(SVGWriter.number(29.4) == "29.4")
        #expect(SVGWriter.number(-0.5) == "-0.5")
        #expect(SVGWriter.number(1.0005) == "1.001")
        #expect(SVGWriter.number(0.05) == "0.05")
        #expect(SVGWriter.number(.nan) == "0")
    }

    @Test func colourHexRoundTrips() {
        #expect(Color(hex: "#007AFF") == .systemBlue)
        #expect(Color(hex: "ff3b3080") == Color(red: 255, green: 59, blue: 48, alpha: 128))
        #expect(Color(hex: "#12345") == nil)
        #expect(Color.systemBlue.hex == "#007aff")
    }
}

@Suite struct SceneGraphTests {
    @Test func edgesCarryRelationshipsAndSegues() throws {
        let storyboard = try Storyboard(contentsOf: Paths.fixtures("render").appendingPathComponent("split.storyboard"))
        let graph = storyboard.sceneGraph()
        #expect(graph.nodes.count == 9)
        #expect(graph.nodes.filter(\.isInitial).map(\.className) == ["UISplitViewController"])
        #expect(graph.nodes.filter { $0.reference != nil }.map { $0.reference?.storyboardName } == ["Settings", "Help", nil])
        #expect(graph.edges.map(\.label) == ["master", "detail", "root", "showDetail: showNote", "presentation: compose", "show", "root",
                                              "presentation: help", "show: openEditor", "refers to"])
        #expect(graph.edges.filter { $0.kind == .segue }.count == 5)
        let editor = try #require(graph.nodes.first { $0.identifier == "Editor" })
        #expect(graph.edges.last == SceneGraph.Edge(from: "s8", to: editor.key, label: "refers to", kind: .reference))
    }
}
