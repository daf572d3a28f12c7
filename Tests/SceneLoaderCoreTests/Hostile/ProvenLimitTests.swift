import SceneLoaderCore
import Testing

/// The name and attribute-value limits hold whether the pre-scan proves a tag within them (and
/// the parser measures nothing) or not: a long name anywhere in the file, at any chunk size, and
/// values and names that grow when libxml2 decodes an ISO-8859-1 input into UTF-8.
@Suite struct ProvenLimitTests {
    /// `STATUS CODE LINE:COLUMN` of loading `text` with `limits`, in chunks of `chunkSize`.
    static func outcome(_ bytes: [UInt8], _ limits: ParserLimits, chunkSize: Int = 256 << 10) -> String {
        do {
            let storyboard = try Storyboard(bytes: bytes, name: "proven", options: LoadOptions(limits: limits, chunkSize: chunkSize))
            return storyboard.hasErrors ? "1 diagnostics" : "0 - -"
        } catch {
            return "1 \(error.code) \(error.location.line):\(error.location.column)"
        }
    }

    /// A storyboard whose line 4 is `payload`, after three lines of ordinary short tags.
    static func storyboard(_ payload: String, encoding: String = "UTF-8") -> String {
        """
        <?xml version="1.0" encoding="\(encoding)"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
        \(payload)
            </viewController></objects></scene></scenes>
        </document>

        """
    }

    static let chunkSizes = [64, 65, 97, 128, 1000, 256 << 10]

    static func limits(name: Int = 1_024, value: Int = 8 << 20) -> ParserLimits {
        var limits = ParserLimits()
        limits.maxNameLength = name
        limits.maxAttributeLength = value
        return limits
    }

    @Test(arguments: chunkSizes)
    func longNamesAfterShortTagsAreFound(_ chunkSize: Int) {
        let limits = ProvenLimitTests.limits(name: 40)
        let name = String(repeating: "n", count: 41)
        let element = Array(ProvenLimitTests.storyboard("  <view key=\"view\" id=\"v\"><\(name) id=\"x\"/></view>").utf8)
        #expect(ProvenLimitTests.outcome(element, limits, chunkSize: chunkSize) == "1 limit.name 4:27")
        let attribute = Array(ProvenLimitTests.storyboard("  <view key=\"view\" id=\"v\"><rect \(name)=\"1\"/></view>").utf8)
        #expect(ProvenLimitTests.outcome(attribute, limits, chunkSize: chunkSize) == "1 limit.name 4:27")
        // At the limit exactly: loads.
        let atLimit = Array(ProvenLimitTests.storyboard("  <view key=\"view\" id=\"v\"><rect \(name.dropLast())=\"1\"/></view>").utf8)
        #expect(ProvenLimitTests.outcome(atLimit, limits, chunkSize: chunkSize) == "0 - -")
    }

    /// `é` is one byte in ISO-8859-1 and two in the UTF-8 libxml2 hands over: the limits count
    /// the UTF-8, as they always have, though the pre-scan saw half as many bytes.
    @Test(arguments: chunkSizes)
    func latin1GrowsPastTheLimitsWhenDecoded(_ chunkSize: Int) {
        func latin1(_ text: String) -> [UInt8] { text.unicodeScalars.map { UInt8($0.value) } }
        let accents = String(repeating: "\u{E9}", count: 40)
        let value = latin1(ProvenLimitTests.storyboard("  <label text=\"\(accents)\" id=\"l\"/>", encoding: "ISO-8859-1"))
        #expect(ProvenLimitTests.outcome(value, ProvenLimitTests.limits(value: 60), chunkSize: chunkSize) == "1 limit.attribute-length 4:3")
        #expect(ProvenLimitTests.outcome(value, ProvenLimitTests.limits(value: 80), chunkSize: chunkSize) == "0 - -")
        let name = latin1(ProvenLimitTests.storyboard("  <label t\(accents)=\"1\" id=\"l\"/>", encoding: "ISO-8859-1"))
        #expect(ProvenLimitTests.outcome(name, ProvenLimitTests.limits(name: 60), chunkSize: chunkSize) == "1 limit.name 4:3")
        #expect(ProvenLimitTests.outcome(name, ProvenLimitTests.limits(name: 81), chunkSize: chunkSize) == "0 - -")
    }

    /// In UTF-8 the pre-scan finds a long value itself, at the byte that crosses the limit.
    @Test(arguments: chunkSizes)
    func utf8ValuesAreMeasuredInTheirBytes(_ chunkSize: Int) {
        let value = Array(ProvenLimitTests.storyboard("  <label text=\"\(String(repeating: "\u{E9}", count: 40))\" id=\"l\"/>").utf8)
        #expect(ProvenLimitTests.outcome(value, ProvenLimitTests.limits(value: 79), chunkSize: chunkSize) == "1 limit.attribute-length 4:95")
        #expect(ProvenLimitTests.outcome(value, ProvenLimitTests.limits(value: 80), chunkSize: chunkSize) == "0 - -")
    }
}
