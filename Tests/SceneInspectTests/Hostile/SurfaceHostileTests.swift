import Foundation
import SceneLoader
import Testing
import TestSupport

/// Hostile inputs for the surfaces around the XML parser: suggestions, encodings, asset catalogs and
/// their PNG files. Made at run time, held to the bounds of ``HostileCheck`` like the other
/// generated cases; without its defence, each would take seconds (or escape the catalog).
@Suite(.serialized) struct SurfaceHostileTests {
    @Test(arguments: SurfaceCase.all)
    func surface(_ testCase: GeneratedCase) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("surface-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try testCase.make(directory)
        // The catalog and the output beside the input may be opened; nothing outside the directory.
        let outcome = try HostileCheck.run(file: file, in: directory, command: testCase.command, arguments: testCase.arguments,
                                           mayOpen: [directory.path])
        #expect(outcome == testCase.expected)
    }
}

/// The cases of ``SurfaceHostileTests``.
enum SurfaceCase {
    static let all: [GeneratedCase] = suggestions + encodings

    /// A name of `length` characters that differs from the others only at its end.
    static func longName(_ prefix: String, _ index: Int, length: Int) -> String {
        let suffix = "-\(index)"
        return prefix + String(repeating: "x", count: max(0, length - prefix.count - suffix.count)) + suffix
    }

    /// An asset catalog `Assets.xcassets` in `directory` with one image set per name, each naming no file.
    static func catalog(_ names: [String], in directory: URL) throws {
        let root = directory.appendingPathComponent("Assets.xcassets")
        for name in names {
            let set = root.appendingPathComponent("\(name).imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try Data(#"{"images":[],"info":{"author":"xcode","version":1}}"#.utf8).write(to: set.appendingPathComponent("Contents.json"))
        }
    }

    /// A tab bar controller with one tab, for `render`.
    static let tabBar = """
        <tabBarController id="tabs" sceneMemberID="viewController"><connections>\
        <segue destination="tab0" kind="relationship" relationship="viewControllers" id="rel0"/></connections></tabBarController>
        <viewController id="tab0" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="Tab" id="item0"/></viewController>
        """

    static let suggestions: [GeneratedCase] = [
        GeneratedCase(name: "suggestions-long-ids", expected: "1 segue.destination-not-found 11:317") { dir in
            // 2,000 controllers with 250-character ids and 2,000 segues to ids one edit from
            // theirs: every suggestion compares 2,000 long ids (a full table each: 64 hints would
            // cost 8 × 10⁹ cells). The work budget ends it.
            var text = ""
            for index in 0..<2_000 {
                let id = longName("vc", index, length: 250)
                text += "<viewController id=\"\(id)\" sceneMemberID=\"viewController\"><connections>"
                text += "<segue destination=\"\(id)z\" kind=\"show\" id=\"s\(index)\"/></connections></viewController>\n"
            }
            return try HostileStoryboard.write(HostileStoryboard.storyboard(text), "long-ids.storyboard", in: dir)
        },
        GeneratedCase(name: "suggestions-missing-images", expected: "0 image.not-found 13:39", command: ["render", "--svg", "out.svg"]) { dir in
            // 400 missing images against a catalog of 2,000 image sets with 120-character names.
            try catalog((0..<2_000).map { longName("icon", $0, length: 120) }, in: dir)
            let images = (0..<400).map { "<image name=\"\(longName("icon", $0, length: 120))q\" width=\"25\" height=\"25\"/>" }
            let text = tabBar + "\n</objects></scene></scenes><resources>" + images.joined() + "</resources></document>\n"
            let bytes = Array((HostileStoryboard.head.replacingOccurrences(of: "            </objects>\n", with: "") + text).utf8)
            return try HostileStoryboard.write(bytes, "images.storyboard", in: dir)
        },
    ]

    // MARK: - Encodings

    /// A storyboard declaring `encoding` (none when nil) whose line 11 is an element with 200,000
    /// attributes: in an encoding the pre-scan cannot read, libxml2's quadratic duplicate check
    /// would run (8 s).
    static func attributeFlood(declaring encoding: String?) -> String {
        let declaration = encoding.map { "<?xml version=\"1.0\" encoding=\"\($0)\"?>" } ?? "<?xml version=\"1.0\"?>"
        let attributes = (0..<200_000).map { " a\($0)=\"\"" }.joined()
        let text = String(decoding: HostileStoryboard.storyboard("<x\(attributes)/>"), as: UTF8.self)
        return declaration + text.drop { $0 != "\n" }
    }

    /// `text` as UTF-16 or UCS-4, either byte order, with or without a byte-order mark.
    static func encoded(_ text: String, unitBytes: Int, bigEndian: Bool, mark: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        func append(_ value: UInt32) {
            let units = (0..<unitBytes).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
            bytes += bigEndian ? units.reversed() : units
        }
        if mark { append(0xFEFF) }
        if unitBytes == 2 { text.utf16.forEach { append(UInt32($0)) } } else { text.unicodeScalars.forEach { append($0.value) } }
        return bytes
    }

    /// `text` (ASCII) in EBCDIC code page 037.
    static func ebcdic(_ text: String) -> [UInt8] {
        let punctuation: [Character: UInt8] = [" ": 0x40, "<": 0x4C, "?": 0x6F, "=": 0x7E, "\"": 0x7F, "/": 0x61, ">": 0x6E,
                                               ".": 0x4B, ":": 0x7A, "-": 0x60, "_": 0x6D, "\n": 0x25]
        return text.map { character in
            if let byte = punctuation[character] { return byte }
            let value = Int(character.asciiValue ?? 0x3F)
            switch character {
            case "0"..."9": return UInt8(0xF0 + value - 48)
            case "a"..."i": return UInt8(0x81 + value - 97)
            case "j"..."r": return UInt8(0x91 + value - 106)
            case "s"..."z": return UInt8(0xA2 + value - 115)
            case "A"..."I": return UInt8(0xC1 + value - 65)
            case "J"..."R": return UInt8(0xD1 + value - 74)
            case "S"..."Z": return UInt8(0xE2 + value - 83)
            default: return 0x6F
            }
        }
    }

    static let encodings: [GeneratedCase] = [
        ("utf16le-bom", 2, false, true, "1:1"), ("utf16be-bom", 2, true, true, "1:1"),
        ("utf16le-no-bom", 2, false, false, "1:1"), ("utf16be-no-bom", 2, true, false, "1:1"),
        ("ucs4le-no-bom", 4, false, false, "1:1"), ("ucs4be-no-bom", 4, true, false, "1:1"),
        ("ucs4be-bom", 4, true, true, "1:1"),
    ].map { name, unit, big, mark, location in
        GeneratedCase(name: "encoding-\(name)", expected: "1 input.encoding \(location)") { dir in
            let text = attributeFlood(declaring: unit == 2 ? "UTF-16" : "ISO-10646-UCS-4")
            return try HostileStoryboard.write(encoded(text, unitBytes: unit, bigEndian: big, mark: mark), "\(name).storyboard", in: dir)
        }
    } + [
        GeneratedCase(name: "encoding-utf7-declared", expected: "1 input.encoding 1:31") { dir in
            // In UTF-7, `<`, `=` and `"` may be written in base64: the markup has none of them.
            let flood = attributeFlood(declaring: "UTF-7")
            let end = flood.range(of: "?>")!.upperBound
            let body = flood[end...].replacingOccurrences(of: "<", with: "+ADw-").replacingOccurrences(of: "=", with: "+AD0-")
                .replacingOccurrences(of: "\"", with: "+ACI-")
            return try HostileStoryboard.write(Array((flood[..<end] + body).utf8), "utf7.storyboard", in: dir)
        },
        GeneratedCase(name: "encoding-declared-past-the-window", expected: "1 xml.4 2:1") { dir in
            // A declaration padded past the window the loader reads: libxml2 must not act on it
            // either (IGNORE_ENC), so the UTF-7 markup stays text and the flood never forms.
            let flood = attributeFlood(declaring: nil)
            let end = flood.range(of: "?>")!.upperBound
            let body = flood[end...].replacingOccurrences(of: "<", with: "+ADw-").replacingOccurrences(of: "=", with: "+AD0-")
                .replacingOccurrences(of: "\"", with: "+ACI-")
            let declaration = "<?xml version=\"1.0\"" + String(repeating: " ", count: 2_000) + "encoding=\"UTF-7\"?>"
            return try HostileStoryboard.write(Array((declaration + body).utf8), "padded.storyboard", in: dir)
        },
        GeneratedCase(name: "encoding-ebcdic-declared", expected: "1 input.encoding 1:1") { dir in
            try HostileStoryboard.write(ebcdic(attributeFlood(declaring: "IBM037")), "ebcdic.storyboard", in: dir)
        },
        GeneratedCase(name: "encoding-bom-contradicts-declaration", expected: "1 input.encoding 1:34") { dir in
            try HostileStoryboard.write([0xEF, 0xBB, 0xBF] + Array(attributeFlood(declaring: "ISO-8859-1").utf8), "bom.storyboard", in: dir)
        },
        GeneratedCase(name: "encoding-latin1-flood", expected: "1 limit.attributes 11:1946") { dir in
            // An ASCII-compatible encoding: the pre-scan reads it and stops the flood.
            try HostileStoryboard.write(Array(attributeFlood(declaring: "ISO-8859-1").utf8), "latin1.storyboard", in: dir)
        },
        GeneratedCase(name: "encoding-undeclared-flood", expected: "1 limit.attributes 11:1946") { dir in
            try HostileStoryboard.write(Array(attributeFlood(declaring: nil).utf8), "plain.storyboard", in: dir)
        },
    ]
}

/// Asset catalogs and their PNG files, through `scene-inspect render`: bombs are bounded, and
/// nothing outside the catalog is read, embedded or echoed.
@Suite(.serialized) struct AssetSurfaceTests {
    /// A scratch directory with `Fixtures/assets-hostile/png-bomb` copied in, or an empty one.
    private func scratch(copying fixture: String? = nil) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
        if let fixture {
            try FileManager.default.copyItem(at: Paths.fixtures("assets-hostile").appendingPathComponent(fixture), to: directory)
        } else {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        return directory
    }

    /// Renders `storyboard` in `directory` with its catalog; checks the bounds; returns the result and the SVG.
    private func render(_ storyboard: String, in directory: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> (BoundedRun.Result, String) {
        let result = try BoundedRun.run(["render", storyboard, "--svg", "out.svg"], in: directory)
        #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
        if let seconds = result.seconds { #expect(seconds < BoundedRun.coarseSeconds, "took \(seconds) s", sourceLocation: sourceLocation) }
        if let resident = result.maxResidentKB { #expect(resident < BoundedRun.maxResidentKB, "peak \(resident) KB", sourceLocation: sourceLocation) }
        let svg = (try? String(contentsOf: directory.appendingPathComponent("out.svg"), encoding: .utf8)) ?? ""
        return (result, svg)
    }

    /// A storyboard with one tab whose image is `image`.
    private func oneTab(_ image: String, in directory: URL) throws -> String {
        let text = SurfaceCase.tabBar.replacingOccurrences(of: "title=\"Tab\"", with: "title=\"Tab\" image=\"\(image)\"")
        return try HostileStoryboard.write(HostileStoryboard.storyboard(text), "one.storyboard", in: directory)
    }

    private func imageSet(_ name: String, in directory: URL, file: String = "icon@2x.png", scale: String = "2x") throws -> URL {
        let set = directory.appendingPathComponent("Assets.xcassets/\(name).imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"images":[{"filename":"\#(file)","idiom":"universal","scale":"\#(scale)"}]}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        return set
    }

    private static let star = Paths.fixtures("render").appendingPathComponent("Assets.xcassets/star.imageset/star@2x.png")

    @Test func pngBombsAreRefusedOrEmbeddedOnlyAsLargeAsDrawn() throws {
        // 22 KB at 2048 × 2048 and 7 KB at 1024 × 1024, each in several tabs: re-encoded whole for
        // every tab, they would make minutes of work and an SVG of tens of megabytes.
        let directory = try scratch(copying: "png-bomb")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (result, svg) = try render("png-bomb.storyboard", in: directory)
        #expect(result.stderr.contains("bomb@2x.png: image is 2048 × 2048, over the 1048576-pixel limit"))
        let size = svg.utf8.count
        #expect(size < 256 << 10, "SVG is \(size) bytes")
        #expect(svg.contains("data-name=\"big\""))
    }

    @Test func aSymlinkedImageFromOutsideIsNotEmbedded() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("outside"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: AssetSurfaceTests.star, to: directory.appendingPathComponent("outside/secret.png"))
        let set = try imageSet("leak", in: directory)
        try FileManager.default.createSymbolicLink(atPath: set.appendingPathComponent("icon@2x.png").path,
                                                   withDestinationPath: directory.appendingPathComponent("outside/secret.png").path)
        let (result, svg) = try render(try oneTab("leak", in: directory), in: directory)
        #expect(!svg.contains("<image"))
        #expect(svg.contains("data-placeholder=\"missing\""))
        #expect(result.stderr.contains("leads out of the asset catalog"))
    }

    @Test func aSymlinkedContentsJSONIsNotRead() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outside = directory.appendingPathComponent("elsewhere.json")
        try Data(#"{"images":[{"filename":"SECRET-NAME.png","idiom":"universal","scale":"2x"}]}"#.utf8).write(to: outside)
        let set = try imageSet("leak", in: directory)
        try FileManager.default.removeItem(at: set.appendingPathComponent("Contents.json"))
        try FileManager.default.createSymbolicLink(atPath: set.appendingPathComponent("Contents.json").path, withDestinationPath: outside.path)
        let (result, svg) = try render(try oneTab("leak", in: directory), in: directory)
        #expect(!(result.stdout + result.stderr + svg).contains("SECRET-NAME"))
        #expect(result.stderr.contains("leads out of the asset catalog"))
    }

    @Test func aGroupSymlinkedToTheRootIsNotWalked() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try imageSet("star", in: directory)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("Assets.xcassets/Everything").path, withDestinationPath: "/")
        let (result, _) = try render(try oneTab("star", in: directory), in: directory)
        #expect(result.stderr.contains("Everything: warning: is a symbolic link that leads out of the asset catalog"))
    }

    @Test func aCatalogThatIsASymlinkIsNotOneBesideTheStoryboard() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("Root.xcassets").path, withDestinationPath: "/")
        #expect(AssetCatalog.catalogFolders(in: directory).isEmpty)
    }

    @Test func theWalkStopsAtItsEntryLimit() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let group = directory.appendingPathComponent("Big.xcassets/Group")
        try FileManager.default.createDirectory(at: group, withIntermediateDirectories: true)
        for index in 0...AssetCatalog.maxEntries { _ = FileManager.default.createFile(atPath: group.appendingPathComponent("f\(index)").path, contents: nil) }
        let catalog = AssetCatalog(folders: [directory.appendingPathComponent("Big.xcassets")])
        #expect(catalog.issues.map(\.message) == ["the catalog has more than \(AssetCatalog.maxEntries) entries; the rest is not read"])
    }

    @Test(arguments: ["-1x", "0x", "4x", "2", "1.5x", "999999999999999999999x"])
    func scalesXcodeDoesNotWriteAreRefused(_ scale: String) throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try imageSet("odd", in: directory, scale: scale)
        let catalog = AssetCatalog(folders: [directory.appendingPathComponent("Assets.xcassets")])
        #expect(catalog.imageSet(named: "odd") == nil)
        #expect(catalog.issues.first?.message.contains("is not one Xcode writes (1x, 2x, 3x)") == true)
    }
}
