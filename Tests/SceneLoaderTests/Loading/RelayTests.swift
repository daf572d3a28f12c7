import Foundation
@testable import SceneLoader
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A large file's reader runs on a thread of its own behind the parser (``XMLEventRelay``), which
/// records only what the reader's rules let through (``ReaderRelayFilter``). Loading a file that
/// way must give all that loading it with the reader on the parser's thread gives: every field of
/// every scene, segue, object and diagnostic, or the same error at the same place. The files here
/// are relayed whatever their size (`LoadOptions.relay`).
@Suite struct RelayTests {
    /// Everything a load gave, written out field by field (`dump`), or its error.
    static func outcome(_ load: () throws(StoryboardError) -> Storyboard) -> String {
        do {
            let storyboard = try load()
            var text = ""
            dump((storyboard.documentInfo, storyboard.initialViewControllerID, storyboard.scenes, storyboard.images,
                  storyboard.namedColors, storyboard.colorReferences, storyboard.identifiers, storyboard.diagnostics), to: &text)
            return text
        } catch {
            return "error \(error.code) \(error.location.line):\(error.location.column) \(error.message)"
        }
    }

    /// `options` with the relay `policy`.
    static func relaying(_ policy: ThreadPolicy, _ options: LoadOptions = LoadOptions()) -> LoadOptions {
        var options = options
        options.relay = policy
        return options
    }

    /// Loads `url` from its file and from its bytes, with and without the relay, and compares.
    static func check(_ url: URL, options: LoadOptions = LoadOptions()) throws {
        let bytes = try [UInt8](Data(contentsOf: url))
        let direct = outcome { () throws(StoryboardError) in try Storyboard(contentsOf: url, options: relaying(.never, options)) }
        let relayed = outcome { () throws(StoryboardError) in try Storyboard(contentsOf: url, options: relaying(.always, options)) }
        let directBytes = outcome { () throws(StoryboardError) in
            try Storyboard(bytes: bytes, name: url.lastPathComponent, options: relaying(.never, options))
        }
        let relayedBytes = outcome { () throws(StoryboardError) in
            try Storyboard(bytes: bytes, name: url.lastPathComponent, options: relaying(.always, options))
        }
        // With the read-ahead too, in small chunks: three threads.
        var small = relaying(.always, options)
        small.chunkSize = 1_000
        small.readAhead = .always
        let relayedAhead = outcome { () throws(StoryboardError) in try Storyboard(contentsOf: url, options: small) }
        small.relay = .never
        small.readAhead = .whenWorthwhile
        let directSmall = outcome { () throws(StoryboardError) in try Storyboard(contentsOf: url, options: small) }
        #expect(relayed == direct, "\(url.lastPathComponent)")
        #expect(relayedAhead == directSmall, "\(url.lastPathComponent), read ahead in chunks of 1,000 bytes")
        #expect(relayedBytes == directBytes, "\(url.lastPathComponent), from bytes")
    }

    @Test(arguments: ReadAheadTests.folders)
    func everyStoryboardLoadsAsWithoutTheRelay(folder: URL) throws {
        let files = Paths.files(in: folder, suffix: ".storyboard")
        #expect(!files.isEmpty, "\(folder.path)")
        for url in files { try RelayTests.check(url) }
    }

    /// Limits the reader enforces (objects, identifiers) stop it on the relay's thread while the
    /// parser reads on; limits the parser enforces stop it on its own. Either way the load stops
    /// with the issue the direct load gives, at the same place: the reader's issue comes first in
    /// the document of anything the parser found after it.
    @Test(arguments: [(1, 1_024, 256), (3, 1_024, 256), (150_000, 4, 256), (150_000, 1_024, 6), (2, 1_024, 6)])
    func limitsStopAtTheSamePlace(maxObjects: Int, maxIdentifierLength: Int, maxDepth: Int) throws {
        var limits = ParserLimits()
        limits.maxObjects = maxObjects
        limits.maxIdentifierLength = maxIdentifierLength
        limits.maxDepth = maxDepth
        for folder in ReadAheadTests.folders.prefix(2) {
            for url in Paths.files(in: folder, suffix: ".storyboard") { try RelayTests.check(url, options: LoadOptions(limits: limits)) }
        }
    }

    /// A storyboard of `scenes` scenes, each a controller with a view, a label and a segue to the
    /// next scene (hundreds of kilobytes of records: the relay's blocks fill and are reused), and
    /// then `tail`.
    static func generated(scenes: Int, title: String = "T", tail: String = "") throws -> URL {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="c0"><scenes>

            """
        for index in 0..<scenes {
            text += """
                <scene sceneID="s\(index)"><objects><viewController storyboardIdentifier="C\(index)" title="\(title)" id="c\(index)" customClass="Controller\(index % 7)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="v\(index)"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                <subviews><label opaque="NO" text="Label &amp; more" textAlignment="natural" id="l\(index)" misplaced="\(index % 5 == 0 ? "YES" : "NO")">
                <fontDescription key="fontDescription" type="system" pointSize="17"/><color key="textColor" name="Ink\(index % 3)"/></label></subviews>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/></view>
                <connections><segue destination="c\((index + 1) % scenes)" kind="show" identifier="next" id="g\(index)"/></connections>
                </viewController><placeholder placeholderIdentifier="IBFirstResponder" id="f\(index)" sceneMemberID="firstResponder"/></objects>
                <point key="canvasLocation" x="\(index)" y="0.0"/></scene>

                """
        }
        text += "</scenes>\(tail)</document>\n"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("relay-\(UUID().uuidString).storyboard")
        try Data(text.utf8).write(to: url)
        return url
    }

    /// Many blocks of records, reused as the reader frees them, load as without the relay; so do
    /// a reader's stop early in them (the parser learns of it a block later, and stops) and an XML
    /// error after the reader's stop (the reader's issue is the one reported).
    @Test func manyBlocksAndStopsInThem() throws {
        let url = try RelayTests.generated(scenes: 3_000)
        defer { try? FileManager.default.removeItem(at: url) }
        try RelayTests.check(url)
        var limits = ParserLimits()
        limits.maxObjects = 50
        try RelayTests.check(url, options: LoadOptions(limits: limits))
        limits.maxObjects = 5_000
        try RelayTests.check(url, options: LoadOptions(limits: limits))
        let broken = try RelayTests.generated(scenes: 3_000, tail: "<unclosed>")
        defer { try? FileManager.default.removeItem(at: broken) }
        try RelayTests.check(broken)
        try RelayTests.check(broken, options: LoadOptions(limits: limits))
        let relayed = RelayTests.outcome { () throws(StoryboardError) in try Storyboard(contentsOf: broken, options: RelayTests.relaying(.always, LoadOptions(limits: limits))) }
        #expect(relayed.hasPrefix("error limit.objects "), "\(relayed.prefix(80))")
    }

    /// An element whose kept values are larger than a block gets a block of its own.
    @Test func anElementLargerThanABlock() throws {
        let title = String(repeating: "long title ", count: 30_000)
        let url = try RelayTests.generated(scenes: 3, title: title)
        defer { try? FileManager.default.removeItem(at: url) }
        try RelayTests.check(url)
        let storyboard = try Storyboard(contentsOf: url, options: RelayTests.relaying(.always))
        #expect(storyboard.scenes.map(\.title) == Array(repeating: title, count: 3))
    }

    /// Only large inputs are relayed by default: 16 MiB, on a machine with a second processor.
    @Test func onlyLargeInputsAreRelayed() {
        #expect(LoadOptions().relay == .whenWorthwhile)
        #expect(!ThreadPolicy.whenWorthwhile.allows(XMLEventRelay.isWorthwhile(size: (16 << 20) - 1)))
        #expect(ThreadPolicy.whenWorthwhile.allows(XMLEventRelay.isWorthwhile(size: 16 << 20)) == (ProcessorCount.online > 1))
        #expect(ThreadPolicy.always.allows(XMLEventRelay.isWorthwhile(size: 0)))
        #expect(!ThreadPolicy.never.allows(XMLEventRelay.isWorthwhile(size: 1 << 30)))
    }

    /// The attribute filter keeps every name of the vocabulary: `allNames` lists each field.
    @Test func theVocabularyListsEveryName() throws {
        let checked = XMLNameTable.withTemporary { table in
            let vocabulary = StoryboardVocabulary(table)
            let fields = Mirror(reflecting: vocabulary).children.compactMap { $0.value as? XMLName }
            #expect(fields.count > 50)
            #expect(fields.count == vocabulary.allNames.count)
            #expect(fields.allSatisfy { field in field.address != nil && vocabulary.allNames.contains(field) })
            return true
        }
        #expect(checked == true)
    }

    /// A handler that writes down what it is called with, and on which thread; its filter drops
    /// `<drop>`, reads `<alone>` without its content, and leaves out `secret` attributes.
    final class EventLog: XMLContentHandler {
        var events: [String] = []
        var threads: [pthread_t] = []
        var sharedNames: XMLNameTable? { nil }
        func prepare(_ names: XMLNameTable, sharesNames: Bool) {}
        func startElement(_ tag: XMLStartTag) -> XMLStartDecision {
            threads.append(pthread_self())
            let attributes = (0..<tag.attributeCount).map { " \(tag.attributeName(at: $0).string)=\(tag.value(at: $0).string)" }
            let at = tag.location()
            events.append("<\(tag.name.string)\(attributes.joined())> \(at.line):\(at.column)")
            return tag.name.string == "alone" ? .skipElement : .proceed
        }
        func endElement(_ name: XMLName) { events.append("</\(name.string)>") }
        var issue: XMLIssue? { nil }
        func makeRelayFilter() -> XMLRelayFilter? {
            XMLRelayFilter(element: { name in name.string == "drop" ? .drop : name.string == "alone" ? .reportAlone : .report },
                           attribute: { name in name.string != "secret" })
        }
    }

    /// Behind the relay, the handler runs on another thread and gets exactly what its filter lets
    /// through, at the places the parser gives, with its skips kept (`<alone>`'s end is not
    /// reported); without it, everything, on the caller's thread.
    @Test func theHandlerRunsElsewhereAndGetsWhatItsFilterLetsThrough() {
        let text = "<root a=\"1\">\n  <drop x=\"1\"><inner/></drop>\n  <alone k=\"v &amp; w\"><child/></alone>\n"
            + "  <keep secret=\"s\" shown=\"y\">t</keep>\n</root>\n"
        let caller = pthread_self()
        func parse(_ relay: ThreadPolicy) -> EventLog {
            let log = EventLog()
            let parser = SAXPushParser(handler: log, limits: ParserLimits().xml, displayName: "events")
            let issue = Array(text.utf8).withUnsafeBytes { bytes -> XMLIssue? in
                do throws(XMLIssue) {
                    try parser.parse(bytes: bytes, chunkSize: 16, relay: relay)
                    return nil
                } catch {
                    return error
                }
            }
            #expect(issue == nil)
            return log
        }
        let relayed = parse(.always)
        #expect(relayed.events == ["<root a=1> 1:1", "<alone k=v & w> 3:3", "<keep shown=y> 4:3", "</keep>", "</root>"])
        #expect(!relayed.threads.isEmpty && relayed.threads.allSatisfy { pthread_equal($0, caller) == 0 })
        let direct = parse(.never)
        #expect(direct.events == ["<root a=1> 1:1", "<drop x=1> 2:3", "<inner> 2:15", "</inner>", "</drop>", "<alone k=v & w> 3:3",
                                  "<keep secret=s shown=y> 4:3", "</keep>", "</root>"])
        #expect(direct.threads.allSatisfy { pthread_equal($0, caller) != 0 })
    }
}
