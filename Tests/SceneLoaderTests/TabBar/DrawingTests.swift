#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import SceneLoader
import Testing

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
        #expect(try Inflate.zlib(stream, limit: 1000) == Array(text.utf8))
        #expect(throws: Inflate.Failure.self) { try Inflate.zlib(stream, limit: 100) }
        var corrupt = stream
        corrupt[corrupt.count - 1] ^= 1
        #expect(throws: Inflate.Failure.self) { try Inflate.zlib(corrupt, limit: 1000) }
    }

    @Test func inflatesAStoredBlock() throws {
        let payload: [UInt8] = [1, 2, 3, 250]
        let adler = Checksum.adler32(payload)
        let stream: [UInt8] = [0x78, 0x01, 0x01, 4, 0, 0xFB, 0xFF] + payload
            + [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        #expect(try Inflate.zlib(stream, limit: 10) == payload)
        #expect(try Inflate.zlib(Deflate.zlib(payload), limit: 10) == payload)
    }

    @Test func checksumsMatchTheirStandards() {
        #expect(Checksum.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(Checksum.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
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
