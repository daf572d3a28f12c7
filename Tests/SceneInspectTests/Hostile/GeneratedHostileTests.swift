import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Hostile inputs too large to commit, or that are not files at all, made by the test in a
/// temporary directory: deep nesting, huge names, values and texts, floods, compressed bombs,
/// FIFOs, devices, directories, symlink loops, sparse files, unreadable files.
///
/// Each case states its outcome (`STATUS CODE LINE:COLUMN`, as ``HostileCheck`` summarises it) and
/// is held to the same bounds as the committed fixtures. Serialized: the large cases write up to
/// 50 MB each, and running them one at a time keeps the coarse time bound meaningful.
@Suite(.serialized) struct GeneratedHostileTests {
    @Test(arguments: GeneratedCase.all)
    func generated(_ testCase: GeneratedCase) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer {
            chmodTree(directory)
            try? FileManager.default.removeItem(at: directory)
        }
        let file = try testCase.make(directory)
        var prefix: [String] = []
        if testCase.unprivileged {
            // Root reads a mode-000 file anyway; drop to nobody, as a user would be.
            guard getuid() == 0 else { return }
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return }
            prefix = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
            // nobody must be able to reach the directory and run the tool; the tool's own
            // directories are world-readable in a normal checkout.
            chmod(directory.path, 0o755)
        }
        let outcome = try HostileCheck.run(file: file, in: directory, command: testCase.command, arguments: testCase.arguments, prefix: prefix)
        #expect(outcome == testCase.expected)
    }

    private func chmodTree(_ directory: URL) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] {
            chmod(directory.appendingPathComponent(name).path, 0o644)
        }
    }
}

/// A hostile input made at run time.
struct GeneratedCase: Sendable, CustomTestStringConvertible {
    let name: String
    /// `STATUS CODE LINE:COLUMN`.
    let expected: String
    /// What precedes the arguments: `--quiet` (load and check), or a subcommand.
    var command = ["--quiet"]
    var arguments: [String] = []
    var unprivileged = false
    /// Writes the input into the directory; returns the path to give `scene-inspect`.
    let make: @Sendable (URL) throws -> String

    var testDescription: String { name }

    // MARK: - Building blocks

    /// Writes `count` repetitions of `unit` between `prefix` and `suffix` without holding the
    /// whole file in memory.
    static func stream(_ name: String, in directory: URL, prefix: String, unit: String, count: Int, suffix: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.write(contentsOf: Data(prefix.utf8))
        let block = Data(String(repeating: unit, count: max(1, 1 << 20 / max(1, unit.utf8.count))).utf8)
        let perBlock = block.count / unit.utf8.count
        var left = count
        while left >= perBlock {
            try handle.write(contentsOf: block)
            left -= perBlock
        }
        try handle.write(contentsOf: Data(String(repeating: unit, count: left).utf8))
        try handle.write(contentsOf: Data(suffix.utf8))
        return name
    }

    static func gzip(_ source: String, in directory: URL, to name: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "gzip -9 -c \"$0\" > \"$1\"", source, name]
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        try FileManager.default.removeItem(at: directory.appendingPathComponent(source))
        return name
    }

    /// Navigation controllers n0…n(count-1), each with `fanOut` relationships to the next; the
    /// last points back to n0 (`closing`) or to a plain controller.
    static func containerChain(_ count: Int, fanOut: Int, closing: Bool = false) -> String {
        var text = ""
        for index in 0..<count {
            let next = index + 1 < count || !closing ? "n\(index + 1)" : "n0"
            text += "<navigationController id=\"n\(index)\" sceneMemberID=\"viewController\"><connections>"
            for edge in 0..<fanOut {
                text += "<segue destination=\"\(next)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"r\(index)-\(edge)\"/>"
            }
            text += "</connections></navigationController>\n"
        }
        if !closing { text += "<viewController id=\"n\(count)\" sceneMemberID=\"viewController\"/>\n" }
        return text
    }

    /// Lines 1–3 of every generated xib; the payload starts on line 4, column 1, inside `<objects>`.
    static let xibPrefix = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>

        """
    static let xibTail = "\n</objects>\n</document>\n"

    // MARK: - The cases

    static let all: [GeneratedCase] = [
        GeneratedCase(name: "depth-10000", expected: "1 limit.depth 11:1513") { dir in
            try HostileStoryboard.write(HostileStoryboard.storyboard(String(repeating: "<view>", count: 10_000) + String(repeating: "</view>", count: 10_000)), "depth.storyboard", in: dir)
        },
        GeneratedCase(name: "depth-10000-raised", expected: "0 - -", arguments: ["--max-depth", "20000"]) { dir in
            try HostileStoryboard.write(HostileStoryboard.storyboard(String(repeating: "<view>", count: 10_000) + String(repeating: "</view>", count: 10_000)), "depth.storyboard", in: dir)
        },
        GeneratedCase(name: "attributes-30000", expected: "1 limit.attributes 11:2607") { dir in
            try HostileStoryboard.write(HostileStoryboard.storyboard("<view " + (0..<30_000).map { "a\($0)=\"\($0)\"" }.joined(separator: " ") + "/>"), "attributes.storyboard", in: dir)
        },
        GeneratedCase(name: "attributes-1000000", expected: "1 limit.attributes 11:1544") { dir in
            try stream("attributes.storyboard", in: dir, prefix: HostileStoryboard.payloadPrefix + "<view", unit: " a=\"1\"", count: 1_000_000, suffix: "/>" + HostileStoryboard.tail)
        },
        GeneratedCase(name: "attribute-value-20MB", expected: "1 limit.attribute-length 11:8388622") { dir in
            try stream("value.storyboard", in: dir, prefix: HostileStoryboard.payloadPrefix + "<label text=\"", unit: "x", count: 20 << 20, suffix: "\"/>" + HostileStoryboard.tail)
        },
        GeneratedCase(name: "attribute-value-5MB-loads", expected: "0 - -") { dir in
            try stream("value.storyboard", in: dir, prefix: HostileStoryboard.payloadPrefix + "<label text=\"", unit: "x", count: 5 << 20, suffix: "\"/>" + HostileStoryboard.tail)
        },
        GeneratedCase(name: "attribute-value-20MB-raised", expected: "1 xml.1 11:1", arguments: ["--max-attribute-length", "100000000"]) { dir in
            // Past libxml2's own 10,000,000-byte cap no setting helps: still refused, with a code.
            try stream("value.storyboard", in: dir, prefix: HostileStoryboard.payloadPrefix + "<label text=\"", unit: "x", count: 20 << 20, suffix: "\"/>" + HostileStoryboard.tail)
        },
        // Located at the byte past the limit: column 20 starts the text, 10 MiB later it crosses.
        GeneratedCase(name: "text-12MB", expected: "1 limit.text 11:10485780") { dir in
            try stream("text.storyboard", in: dir, prefix: HostileStoryboard.payloadPrefix + "<string key=\"text\">", unit: "y", count: 12 << 20, suffix: "</string>" + HostileStoryboard.tail)
        },
        GeneratedCase(name: "whitespace-12MB", expected: "1 limit.text 11:10485780") { dir in
            // Whitespace is text to the pre-scan too (libxml2 would report it as ignorable).
            try stream("blank.storyboard", in: dir, prefix: HostileStoryboard.payloadPrefix + "<string key=\"text\">", unit: " ", count: 12 << 20, suffix: "</string>" + HostileStoryboard.tail)
        },
        GeneratedCase(name: "file-50MB-over-a-32MiB-cap", expected: "1 io.too-large 0:0", arguments: ["--max-file-size", "33554432"]) { dir in
            try stream("big.storyboard", in: dir, prefix: HostileStoryboard.payloadPrefix + "<string key=\"text\">", unit: "z", count: 50 << 20, suffix: "</string>" + HostileStoryboard.tail)
        },
        GeneratedCase(name: "elements-30MB", expected: "1 limit.elements 11:3999973") { dir in
            try stream("elements.storyboard", in: dir, prefix: HostileStoryboard.payloadPrefix, unit: "<a/>", count: 7_800_000, suffix: HostileStoryboard.tail)
        },
        GeneratedCase(name: "element-name-60000", expected: "1 xml.110 11:2") { dir in
            try HostileStoryboard.write(HostileStoryboard.storyboard("<" + String(repeating: "n", count: 60_000) + "/>"), "name.storyboard", in: dir)
        },
        GeneratedCase(name: "namespace-flood", expected: "1 limit.namespaces 11:1333") { dir in
            var text = ""
            for level in 0..<200 {
                text += "<e" + (0..<100).map { " xmlns:p\($0)=\"urn:\(level):\($0)\"" }.joined() + ">"
            }
            text += String(repeating: "<p0:x/>", count: 20_000) + String(repeating: "</e>", count: 200)
            return try HostileStoryboard.write(HostileStoryboard.storyboard(text), "namespaces.storyboard", in: dir)
        },
        GeneratedCase(name: "controllers-200000", expected: "1 limit.objects 150010:1") { dir in
            // Every element a kept object with the same id: without the object limit, time and
            // memory grow with every element, up to most of the memory bound.
            try stream("controllers.storyboard", in: dir, prefix: HostileStoryboard.payloadPrefix,
                       unit: "<viewController id=\"a\" sceneMemberID=\"viewController\"/>\n", count: 200_000, suffix: HostileStoryboard.tail)
        },
        GeneratedCase(name: "missing-destinations-40000", expected: "1 segue.destination-not-found 11:70") { dir in
            // 40,000 broken segues among 20,000 controllers: an error that built the list of all
            // 20,000 ids for its suggestion would make the validation quadratic.
            var text = ""
            for index in 0..<20_000 {
                let n = String(index)
                text += "<viewController id=\"vc\(n)\" sceneMemberID=\"viewController\"><connections>"
                text += "<segue destination=\"vx\(n)\" kind=\"show\" id=\"s\(n)\"/><segue destination=\"vy\(n)\" kind=\"show\" id=\"t\(n)\"/>"
                text += "</connections></viewController>\n"
            }
            return try HostileStoryboard.write(HostileStoryboard.storyboard(text), "missing.storyboard", in: dir)
        },
        GeneratedCase(name: "shared-containers-40-levels", expected: "1 instantiate.too-large 11:1", command: ["instantiate", "--id", "n0"]) { dir in
            // Each container has two relationships to the next: 2^40 controllers from 4 KB if
            // instantiated, or printed, as a tree.
            try HostileStoryboard.write(HostileStoryboard.storyboard(containerChain(40, fanOut: 2)), "shared.storyboard", in: dir)
        },
        GeneratedCase(name: "shared-containers-40-levels-tree", expected: "0 - -", command: []) { dir in
            try HostileStoryboard.write(HostileStoryboard.storyboard(containerChain(40, fanOut: 2)), "shared.storyboard", in: dir)
        },
        GeneratedCase(name: "relationship-chain-20000", expected: "1 instantiate.too-large 11:1", command: ["instantiate", "--id", "n0"]) { dir in
            // Releasing a 20,000-deep controller tree would overflow the stack (each controller
            // releases its children): instantiation stops at 256 levels.
            try HostileStoryboard.write(HostileStoryboard.storyboard(containerChain(20_000, fanOut: 1)), "chain.storyboard", in: dir)
        },
        GeneratedCase(name: "relationship-cycle-20000", expected: "1 relationship.cycle 20010:79") { dir in
            // One diagnostic of a few short lines, not a 250 KB message with 20,000 notes.
            try HostileStoryboard.write(HostileStoryboard.storyboard(containerChain(20_000, fanOut: 1, closing: true)), "cycle.storyboard", in: dir)
        },
        GeneratedCase(name: "identifier-100000", expected: "1 limit.identifier 11:1") { dir in
            let id = String(repeating: "i", count: 100_000)
            return try HostileStoryboard.write(HostileStoryboard.storyboard("<viewController id=\"\(id)\" sceneMemberID=\"viewController\"/>"), "id.storyboard", in: dir)
        },
        GeneratedCase(name: "tabs-10000", expected: "0 - -") { dir in
            var text = "<tabBarController id=\"tabs\" sceneMemberID=\"viewController\"><connections>"
            text += (0..<10_000).map { "<segue destination=\"t\($0)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"r\($0)\"/>" }.joined(separator: "\n")
            text += "</connections></tabBarController>\n"
            text += (0..<10_000).map { "<viewController id=\"t\($0)\" sceneMemberID=\"viewController\"><tabBarItem key=\"tabBarItem\" title=\"Tab \($0)\" id=\"i\($0)\"/></viewController>" }.joined(separator: "\n")
            return try HostileStoryboard.write(HostileStoryboard.storyboard(text), "tabs.storyboard", in: dir)
        },
        GeneratedCase(name: "gzip-storyboard", expected: "1 input.gzip 1:1") { dir in
            _ = try HostileStoryboard.write(HostileStoryboard.storyboard("<view id=\"v\"/>"), "plain.storyboard", in: dir)
            return try gzip("plain.storyboard", in: dir, to: "compressed.storyboard")
        },
        GeneratedCase(name: "gzip-bomb", expected: "1 input.gzip 1:1") { dir in
            // 32 MB of elements compress to about 30 KB; inflated they would be 8 million elements.
            _ = try stream("bomb.xml", in: dir, prefix: HostileStoryboard.payloadPrefix, unit: "<a/>", count: 8 << 20, suffix: HostileStoryboard.tail)
            return try gzip("bomb.xml", in: dir, to: "bomb.storyboard")
        },
        GeneratedCase(name: "elf-binary", expected: "1 input.binary 1:1") { dir in
            try HostileStoryboard.write([0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0] + [UInt8](repeating: 0, count: 120), "binary.storyboard", in: dir)
        },
        GeneratedCase(name: "directory", expected: "1 io.not-regular 0:0") { dir in
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("Main.storyboardc"), withIntermediateDirectories: false)
            return "Main.storyboardc"
        },
        GeneratedCase(name: "fifo", expected: "1 io.not-regular 0:0") { dir in
            // Nobody ever writes: a reader that opened it blocking would wait forever.
            guard mkfifo(dir.appendingPathComponent("pipe.storyboard").path, 0o644) == 0 else { throw POSIXError(.EIO) }
            return "pipe.storyboard"
        },
        GeneratedCase(name: "dev-zero", expected: "1 io.not-regular 0:0") { _ in "/dev/zero" },
        GeneratedCase(name: "symlink-to-dev-zero", expected: "1 io.not-regular 0:0") { dir in
            try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("zero.storyboard").path, withDestinationPath: "/dev/zero")
            return "zero.storyboard"
        },
        GeneratedCase(name: "symlink-loop", expected: "1 io.symlink-loop 0:0") { dir in
            try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("loop.storyboard").path, withDestinationPath: "loop.storyboard")
            return "loop.storyboard"
        },
        GeneratedCase(name: "symlink-to-passwd", expected: "1 xml.4 1:1") { dir in
            // Followed (a symlinked storyboard is legitimate), parsed, refused; no line echoed.
            try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("passwd.storyboard").path, withDestinationPath: "/etc/passwd")
            return "passwd.storyboard"
        },
        GeneratedCase(name: "sparse-10GB", expected: "1 io.too-large 0:0") { dir in
            let path = dir.appendingPathComponent("sparse.storyboard").path
            _ = FileManager.default.createFile(atPath: path, contents: nil)
            guard truncate(path, 10 << 30) == 0 else { throw POSIXError(.EIO) }
            return "sparse.storyboard"
        },
        GeneratedCase(name: "does-not-exist", expected: "1 io.not-found 0:0") { _ in "missing.storyboard" },
        GeneratedCase(name: "unreadable", expected: "1 io.permission-denied 0:0", unprivileged: true) { dir in
            let name = try HostileStoryboard.write(HostileStoryboard.storyboard("<view id=\"v\"/>"), "secret.storyboard", in: dir)
            chmod(dir.appendingPathComponent(name).path, 0)
            return name
        },
        // Xibs: every element with an id is kept, every connection checked, so floods of both.
        GeneratedCase(name: "xib-depth-10000", expected: "1 limit.depth 4:1525") { dir in
            try HostileStoryboard.write(Array((xibPrefix + String(repeating: "<view>", count: 10_000) + String(repeating: "</view>", count: 10_000) + xibTail).utf8), "depth.xib", in: dir)
        },
        GeneratedCase(name: "xib-objects-200000", expected: "1 limit.objects 4:2249996") { dir in
            try stream("objects.xib", in: dir, prefix: xibPrefix + "<view id=\"top\"><subviews>", unit: "<label id=\"x\"/>", count: 200_000, suffix: "</subviews></view>" + xibTail)
        },
        GeneratedCase(name: "xib-objects-100000-loads", expected: "0 - -") { dir in
            try HostileStoryboard.write(Array((xibPrefix + "<view id=\"top\"><subviews>" + (0..<100_000).map { "<label id=\"l\($0)\"/>" }.joined()
                + "</subviews></view>" + xibTail).utf8), "objects.xib", in: dir)
        },
        GeneratedCase(name: "xib-dangling-outlets-100000", expected: "1 outlet.destination-not-found 4:29") { dir in
            try HostileStoryboard.write(Array((xibPrefix + "<view id=\"top\"><connections>" + (0..<100_000).map { "<outlet property=\"p\($0)\" destination=\"gone\($0)\" id=\"o\($0)\"/>" }.joined()
                + "</connections></view>" + xibTail).utf8), "outlets.xib", in: dir)
        },
        GeneratedCase(name: "xib-top-level-actions-25000", expected: "0 - -", command: ["--json"]) { dir in
            // Every top-level object receives every action: the JSON lists each object's actions
            // from an index, never by scanning every connection for each object (25,000 objects
            // make 21 MB of JSON, within the bounds on a loaded machine; scanning would be 625 M steps).
            try HostileStoryboard.write(Array((xibPrefix + (0..<25_000).map { "<button id=\"b\($0)\"><connections><action selector=\"tap:\" destination=\"b\(($0 + 1) % 25_000)\" id=\"a\($0)\"/></connections></button>" }.joined()
                + xibTail).utf8), "actions.xib", in: dir)
        },
        GeneratedCase(name: "xib-duplicate-ids-100000", expected: "1 scene.duplicate-id 4:44") { dir in
            try stream("duplicates.xib", in: dir, prefix: xibPrefix + "<view id=\"top\"><subviews>", unit: "<label id=\"same\"/>", count: 100_000, suffix: "</subviews></view>" + xibTail)
        },
        GeneratedCase(name: "xib-identifier-2000", expected: "1 limit.identifier 4:1") { dir in
            try HostileStoryboard.write(Array((xibPrefix + "<view id=\"" + String(repeating: "i", count: 2_000) + "\"/>" + xibTail).utf8), "identifier.xib", in: dir)
        },
    ]
}
