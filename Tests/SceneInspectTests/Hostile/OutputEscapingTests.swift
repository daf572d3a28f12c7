import Foundation
import Testing
import TestSupport

/// Values that carry control and format characters, in every place input reaches an output: the
/// storyboard's values, its file name, an asset catalog's folder and file names, a PNG's chunk
/// names, a script's lines, the command line's words. Whatever `scene-inspect` prints, no raw
/// control or format character reaches standard output or standard error, and nothing from input
/// starts a line of its own: each payload tries to forge a `FORGED:1:1: error: …` line.
///
/// The inputs are made at test time in a temporary directory (file names with newlines and ESC are
/// legal on Linux).
@Suite struct OutputEscapingTests {
    /// A forged diagnostic line after a newline, with a carriage return, C1 controls (NEL, CSI),
    /// DEL, a tab, bidirectional overrides, isolates and marks, zero-width and invisible characters,
    /// the line and paragraph separators: as XML character references, for storyboard values.
    static let xmlPayload = "&#10;FORGED:1:1: error: forged [xml.1]&#13;&#x85;&#x9B;31m&#x7F;&#9;&#x202E;&#x2066;&#x200E;&#x61C;"
        + "&#x200B;&#x200D;&#x2028;&#x2029;&#xFEFF;&#xAD;"

    /// The same, plus ESC and BEL (which XML cannot hold), for file names, script lines and arguments.
    static let payload = "\nFORGED:1:1: error: forged [x.1]\r\u{1B}[31m\u{1B}]0;title\u{7}\u{85}\u{9B}\u{7F}\t\u{202E}\u{2066}"
        + "\u{200E}\u{61C}\u{200B}\u{200D}\u{2028}\u{2029}\u{FEFF}\u{AD}"

    /// The payload without line feeds, for one line of a script.
    static let linePayload = payload.replacing("\n", with: "")

    static func storyboard(image: String) -> String {
        let p = xmlPayload
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" initialViewController="tabs">
            <scenes>
                <scene sceneID="s1"><objects>
                    <tabBarController id="tabs" storyboardIdentifier="Tabs\(p)" customClass="Tabs\(p)" customModule="M\(p)" sceneMemberID="viewController">
                        <connections>
                            <segue destination="one" kind="relationship" relationship="viewControllers" id="r1"/>
                            <segue destination="two" kind="relationship" relationship="viewControllers" id="r2"/>
                        </connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="one" title="One\(p)" storyboardIdentifier="One\(p)" customClass="C\(p)" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Tab\(p)" badgeValue="B\(p)" image="\(image)" id="i1"/>
                        <navigationItem key="navigationItem" title="Nav\(p)" id="n1"/>
                        <connections>
                            <segue destination="two" kind="show" identifier="Show\(p)" id="g1"/>
                        </connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <viewController id="two" title="Two" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Two" image="missing\(p)" id="i2"/>
                    </viewController>
                </objects></scene>
                <scene sceneID="s4"><objects>
                    <viewController id="three\(p)" sceneMemberID="viewController">
                        <connections>
                            <segue destination="missing\(p)" kind="show" identifier="Dangling\(p)" id="g2"/>
                        </connections>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    /// A temporary directory, removed after `body`.
    static func inDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("escaping-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    /// The characters no output may hold raw: every control character but the line feed, every
    /// format character, the line and paragraph separators (by Unicode's general category, not by
    /// the library's own list).
    static func hidden(in text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            guard scalar != "\n" else { return false }
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: return true
            default: return false
            }
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    /// Checks one run's output; returns it for further checks.
    @discardableResult
    static func check(_ arguments: [String], in directory: URL, input: String? = nil,
                      sourceLocation: SourceLocation = #_sourceLocation) throws -> CLI.Result {
        let result = try CLI.run(arguments, in: directory, input: input)
        for (name, text) in [("stdout", result.stdout), ("stderr", result.stderr)] {
            let found = hidden(in: text)
            #expect(found.isEmpty, "\(arguments.first ?? ""): raw \(Set(found).sorted()) on \(name)", sourceLocation: sourceLocation)
            for line in text.split(separator: "\n") where line.hasPrefix("FORGED") {
                Issue.record("\(arguments.first ?? ""): a forged line on \(name): \(line.prefix(60))", sourceLocation: sourceLocation)
            }
        }
        #expect(result.status != 2 || result.stderr.contains("usage:"), "\(result.stderr)", sourceLocation: sourceLocation)
        return result
    }

    /// Every command over a storyboard whose values carry the payload.
    @Test func storyboardValuesReachNoOutputRaw() throws {
        try Self.inDirectory { directory in
            try Self.storyboard(image: "star").write(to: directory.appendingPathComponent("values.storyboard"), atomically: true, encoding: .utf8)
            let tree = try Self.check(["values.storyboard"], in: directory)
            #expect(tree.stdout.contains(#"title "One\nFORGED:1:1: error: forged [xml.1]\r\u{85}\u{9B}31m\u{7F}\t\u{202E}\u{2066}"#))
            #expect(tree.stderr.contains("[segue.destination-not-found]"))
            try Self.check(["--json", "values.storyboard"], in: directory)
            let instantiated = try Self.check(["instantiate", "--initial", "values.storyboard"], in: directory)
            #expect(instantiated.status == 0)
            try Self.check(["instantiate", "values.storyboard", "One" + Self.payload], in: directory)
            try Self.check(["graph", "--format", "mermaid", "values.storyboard"], in: directory)
            let dot = try Self.check(["graph", "values.storyboard"], in: directory)
            try Self.expectTool("dot", ["-Tsvg"], accepts: dot.stdout)
            let svg = try Self.check(["render", "values.storyboard", "--svg", "-"], in: directory)
            #expect(svg.stdout.hasPrefix("<?xml"))
            try Self.expectTool("xmllint", ["--noout", "-"], accepts: svg.stdout)
            for platform in ["uikit", "sceneloader"] {
                let swift = try Self.check(["generate", "swift", "values.storyboard", "--platform", platform], in: directory)
                #expect(swift.stdout.unicodeScalars.allSatisfy { $0.isASCII }, "generate swift --platform \(platform) wrote non-ASCII")
                #expect(swift.stdout.contains(#""One\nFORGED:1:1: error: forged [xml.1]\r\u{85}\u{9B}31m\u{7F}\t\u{202E}"#))
            }
        }
    }

    /// A file name is input too: in the tree's header, in each diagnostic, in a file that cannot be
    /// read or parsed, and on the command line of every subcommand.
    @Test func fileNamesReachNoOutputRaw() throws {
        try Self.inDirectory { directory in
            let name = "evil" + Self.payload + ".storyboard"
            try Self.storyboard(image: "star").write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
            let broken = "broken" + Self.payload + ".storyboard"
            try "<document".write(to: directory.appendingPathComponent(broken), atomically: true, encoding: .utf8)
            let tree = try Self.check([name], in: directory)
            #expect(tree.stderr.contains(#"evil\nFORGED:1:1: error: forged [x.1]\r\u{1B}[31m"#))
            try Self.check(["--quiet", name, broken, "missing" + Self.payload], in: directory)
            try Self.check(["--json", broken], in: directory)
            try Self.check(["instantiate", "--initial", broken], in: directory)
            try Self.check(["graph", name], in: directory)
            try Self.check(["render", name, "--svg", "-"], in: directory)
            try Self.check(["render", name, "Two", "--svg", "-"], in: directory)
            try Self.check(["simulate", name, "missing" + Self.payload], in: directory)
        }
    }

    /// The command line's words: an unknown option, a bad option value, an unknown identifier.
    @Test func argumentsReachNoOutputRaw() throws {
        try Self.inDirectory { directory in
            try Self.storyboard(image: "star").write(to: directory.appendingPathComponent("values.storyboard"), atomically: true, encoding: .utf8)
            let option = try Self.check(["--bogus" + Self.payload, "values.storyboard"], in: directory)
            #expect(option.status == 2)
            let value = try Self.check(["graph", "--format", "svg" + Self.payload, "values.storyboard"], in: directory)
            #expect(value.status == 2)
            try Self.check(["--jobs", "2" + Self.payload, "values.storyboard"], in: directory)
            try Self.check(["render", "values.storyboard", "One" + Self.payload, "--svg", "-"], in: directory)
            try Self.check(["instantiate", "values.storyboard", "--id", "one" + Self.payload], in: directory)
        }
    }

    /// An asset catalog's folder names, `Contents.json` file names and PNG chunk names.
    @Test func assetCatalogNamesReachNoOutputRaw() throws {
        try Self.inDirectory { directory in
            let catalog = directory.appendingPathComponent("Assets.xcassets")
            let manager = FileManager.default
            // A set whose Contents.json is not JSON: an issue naming its path.
            let unreadable = catalog.appendingPathComponent("bad" + Self.payload + ".imageset")
            try manager.createDirectory(at: unreadable, withIntermediateDirectories: true)
            try "{ not json".write(to: unreadable.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
            // The storyboard's image, whose file has a hostile name and a chunk with a hostile type.
            let icon = catalog.appendingPathComponent("icon\nFORGED.imageset")
            try manager.createDirectory(at: icon, withIntermediateDirectories: true)
            let fileName = "f" + Self.payload + ".png"
            let contents = #"{"images":[{"filename":"\#(fileName.jsonEscaped)","idiom":"universal","scale":"2x"}]}"#
            try contents.write(to: icon.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
            var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            png += [0, 0, 0, 0] + Array("\n\u{1B}[2".utf8) + [0, 0, 0, 0]
            try Data(png).write(to: icon.appendingPathComponent(fileName))
            try Self.storyboard(image: "icon&#10;FORGED").write(to: directory.appendingPathComponent("assets.storyboard"), atomically: true, encoding: .utf8)

            let result = try Self.check(["render", "assets.storyboard", "--svg", "-", "--assets", catalog.path], in: directory)
            #expect(result.stderr.contains("[asset.unreadable]"))
            #expect(result.stderr.contains("[image.unreadable]"))
            #expect(result.stderr.contains("[image.not-found]"))
            #expect(result.stderr.contains(#"'\n\u{1B}[2' chunk CRC mismatch"#))
            try Self.expectTool("xmllint", ["--noout", "-"], accepts: result.stdout)
        }
    }

    /// `simulate` echoes each script line and names controllers after script words and
    /// storyboard values; its errors quote them.
    @Test func scriptLinesReachNoOutputRaw() throws {
        try Self.inDirectory { directory in
            try Self.storyboard(image: "star").write(to: directory.appendingPathComponent("values.storyboard"), atomically: true, encoding: .utf8)
            let word = "a" + Self.linePayload.replacing(" ", with: "_").replacing("\t", with: "_")
            let script = """
            make \(word) title "\(Self.linePayload)"
            show \(word)
            titles \(word)
            instantiate initial as t\(word)
            state
            """
            let result = try Self.check(["simulate", "values.storyboard", "-"], in: directory, input: script)
            #expect(result.status == 0)
            #expect(result.stdout.contains(#"> make aFORGED:1:1:_error:_forged_[x.1]\r\u{1B}[31m\u{1B}]0;title\u{7}"#))
            // A line that does not parse, and a name that is not known, are quoted in the error.
            let syntax = try Self.check(["simulate", "values.storyboard", "-"], in: directory, input: "tap 9\(word)\n")
            #expect(syntax.stderr.contains("[simulate.bad-arguments]"))
            let unknown = try Self.check(["simulate", "values.storyboard", "-"], in: directory, input: "show \(word)\n")
            #expect(unknown.stderr.contains("[simulate.unknown-name]"))
        }
    }

    /// Runs `tool` (when it is installed) on `input`: it must accept it.
    static func expectTool(_ tool: String, _ arguments: [String], accepts input: String,
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard let path = ["/usr/bin/", "/usr/local/bin/", "/bin/"].map({ $0 + tool }).first(where: FileManager.default.isExecutableFile) else { return }
        let result = try CLI.run(URL(fileURLWithPath: path), arguments, input: input)
        #expect(result.status == 0, "\(tool) refused the output: \(result.stderr.prefix(300))", sourceLocation: sourceLocation)
    }
}

private extension String {
    /// The string as the inside of a JSON string (for writing a test's Contents.json).
    var jsonEscaped: String {
        unicodeScalars.map { scalar in
            scalar == "\"" || scalar == "\\" || scalar.value < 0x20
                ? String(format: "\\u%04x", scalar.value) : String(scalar)
        }.joined()
    }
}
