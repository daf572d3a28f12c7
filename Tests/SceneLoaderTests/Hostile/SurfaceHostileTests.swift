import Foundation
import Testing

/// Hostile inputs for the surfaces around the XML parser: suggestions, encodings, asset catalogs and
/// their PNG files. Made at run time, held to the bounds of ``HostileCheck`` like the other
/// generated cases; each took seconds (or escaped the catalog) before its defence existed.
@Suite(.serialized) struct SurfaceHostileTests {
    @Test(arguments: SurfaceCase.all)
    func surface(_ testCase: GeneratedCase) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("surface-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try testCase.make(directory)
        // The catalog and the output beside the input may be opened; nothing outside the directory.
        let outcome = try HostileCheck.run(file: file, in: directory, command: testCase.command, arguments: testCase.arguments,
                                           mayOpen: [directory.path + "/"])
        #expect(outcome == testCase.expected)
    }
}

/// The cases of ``SurfaceHostileTests``.
enum SurfaceCase {
    static let all: [GeneratedCase] = suggestions

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
            // theirs: every suggestion compares 2,000 long ids (a full table each: 64 hints cost
            // 8 × 10⁹ cells, minutes in a debug build). The work budget ends it.
            var text = ""
            for index in 0..<2_000 {
                let id = longName("vc", index, length: 250)
                text += "<viewController id=\"\(id)\" sceneMemberID=\"viewController\"><connections>"
                text += "<segue destination=\"\(id)z\" kind=\"show\" id=\"s\(index)\"/></connections></viewController>\n"
            }
            return try GeneratedCase.write(GeneratedCase.storyboard(text), "long-ids.storyboard", in: dir)
        },
        GeneratedCase(name: "suggestions-missing-images", expected: "0 image.not-found 13:39", command: ["render", "--svg", "out.svg"]) { dir in
            // 400 missing images against a catalog of 2,000 image sets with 120-character names.
            try catalog((0..<2_000).map { longName("icon", $0, length: 120) }, in: dir)
            let images = (0..<400).map { "<image name=\"\(longName("icon", $0, length: 120))q\" width=\"25\" height=\"25\"/>" }
            let text = tabBar + "\n</objects></scene></scenes><resources>" + images.joined() + "</resources></document>\n"
            let bytes = Array((GeneratedCase.head.replacingOccurrences(of: "            </objects>\n", with: "") + text).utf8)
            return try GeneratedCase.write(bytes, "images.storyboard", in: dir)
        },
    ]
}
