@testable import SceneLoaderCore
import Testing

/// Numbers read from attribute values' bytes (`XMLValue.integer`, `XMLValue.double`) are what
/// `Int(String)` and `Double(String)` read from the same text, for every text: the plain decimals
/// read from the bytes, and everything else through the standard library.
@Suite struct NumberValueTests {
    private static func value<T>(_ text: String, _ read: (XMLValue) -> T) -> T {
        var text = text
        return text.withUTF8 { bytes in
            read(XMLValue(start: bytes.baseAddress, end: bytes.baseAddress.map { $0 + bytes.count }))
        }
    }

    private static let edges = [
        "", "0", "-0", "+0", "128", "24.5", "-3", "+7", "007", "0.1", "0.30000000000000004", "1.", ".5", "-", "+", ".",
        "1.2.3", "1e3", "1E-2", "inf", "-inf", "nan", "0x1p3", " 1", "1 ", "1,5", "&#38;", "123456789012345",
        "1234567890123456", "9007199254740993", "99999999999999.9", "0.000000000000001", "9223372036854775807",
        "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "٣", "１",
    ]

    @Test func edgeCasesReadAsTheStandardLibraryReadsThem() {
        for text in Self.edges {
            #expect(Self.value(text, \.integer) == Int(text), "\(text)")
            let double = Self.value(text, \.double)
            #expect(double?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }

    @Test func randomTextsReadAsTheStandardLibraryReadsThem() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("0123456789..-+e")
        var checked = 0
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...18, using: &generator)
            let text = String((0..<length).map { _ in
                // Mostly digits, so that most texts are plain decimals of every length.
                Int.random(in: 0..<4, using: &generator) == 0 ? alphabet.randomElement(using: &generator)! : Character(String(Int.random(in: 0...9, using: &generator)))
            })
            #expect(Self.value(text, \.integer) == Int(text), "\(text)")
            #expect(Self.value(text, \.double)?.bitPattern == Double(text)?.bitPattern, "\(text)")
            if Double(text) != nil { checked += 1 }
        }
        #expect(checked > 5_000)
    }

    /// An image's size and a tab bar item's tag come through these.
    @Test func imageSizesAndTagsAreRead() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
              <scenes><scene sceneID="s"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                  <tabBarItem key="tabBarItem" title="A" tag="-12" id="t"/>
                </viewController>
              </objects></scene></scenes>
              <resources>
                <image name="a" width="128" height="24.5"/>
                <image name="b" width="1e2" height="x"/>
              </resources>
            </document>
            """
        let storyboard = try Storyboard(bytes: Array(xml.utf8), name: "numbers")
        #expect(storyboard.images.map(\.width) == [128, 100])
        #expect(storyboard.images.map(\.height) == [24.5, nil])
        #expect(storyboard.scene(withID: "vc")?.tabBarItem?.tag == -12)
    }
}
