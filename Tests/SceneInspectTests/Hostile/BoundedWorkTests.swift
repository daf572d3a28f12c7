import Foundation
import Testing
import TestSupport

/// Inputs within every documented limit that made commands do work out of proportion to them: code
/// generation quadratic in classes and in references, directory operands quadratic in their files,
/// reports amplifying a storyboard of many findings a hundredfold. Each runs the built tool and is
/// held to the bounds of ``BoundedRun`` (1 s and 256 MB on the release build in CI); each took
/// seconds to minutes, or hundreds of megabytes, before.
@Suite(.serialized) struct BoundedWorkTests {
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bounded-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func document(initial: String, scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="\(initial)">
        <scenes>
        \(scenes)
        </scenes>
        </document>

        """
    }

    /// Runs and checks the bounds; returns the result.
    static func run(_ arguments: [String], in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> BoundedRun.Result {
        let result = try BoundedRun.run(arguments, in: folder)
        if let seconds = result.seconds {
            #expect(seconds < BoundedRun.coarseSeconds, "\(arguments.prefix(3)): took \(seconds) s", sourceLocation: sourceLocation)
        }
        if let resident = result.maxResidentKB {
            #expect(resident < BoundedRun.maxResidentKB, "\(arguments.prefix(3)): peak \(resident) KB", sourceLocation: sourceLocation)
        }
        return result
    }

    @Test func generatingManyClassesIsLinear() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 3,000 scenes of classes of their own, each with a segue and a cell: a name scope per class
        // was built from every class name (3,000 × 3,000).
        let scenes = (0..<3_000).map { index in
            """
            <scene sceneID="s\(index)"><objects><tableViewController storyboardIdentifier="V\(index)" id="v\(index)" customClass="Class\(index)" sceneMemberID="viewController">
            <tableView key="view" dataMode="prototypes" id="t\(index)"><prototypes><tableViewCell reuseIdentifier="cell" id="c\(index)" customClass="Cell\(index)"/></prototypes></tableView>
            <connections><segue destination="v\((index + 1) % 3_000)" kind="show" identifier="next" id="g\(index)"/></connections>
            </tableViewController></objects></scene>
            """
        }.joined(separator: "\n")
        try Data(Self.document(initial: "v0", scenes: scenes).utf8).write(to: folder.appendingPathComponent("Main.storyboard"))
        let result = try Self.run(["generate", "swift", "Main.storyboard"], in: folder)
        #expect(result.status == 0, "\(result.stderr.prefix(300))")
        #expect(result.stdout.components(separatedBy: "enum SegueIdentifier").count - 1 == 3_000)
    }

    @Test func generatingThroughManyReferencesIsLinear() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 2,000 storyboards, each with a leaf and 5 references to other storyboards' leaves: each
        // hop scanned and copied every loaded file.
        for file in 0..<2_000 {
            var scenes = #"<scene sceneID="l"><objects><viewController storyboardIdentifier="Leaf" id="leaf" customClass="Leaf\#(file)" sceneMemberID="viewController"/></objects></scene>"#
            for reference in 0..<5 {
                scenes += "\n" + #"<scene sceneID="r\#(reference)"><objects><viewControllerPlaceholder storyboardIdentifier="Ref\#(reference)" storyboardName="S\#((file * 7 + reference + 1) % 2_000)" referencedIdentifier="Leaf" id="ref\#(reference)" sceneMemberID="viewController"/></objects></scene>"#
            }
            try Data(Self.document(initial: "leaf", scenes: scenes).utf8).write(to: folder.appendingPathComponent("S\(file).storyboard"))
        }
        let result = try Self.run(["generate", "swift", "."], in: folder)
        #expect(result.status == 0, "\(result.stderr.prefix(300))")
        // Every reference typed as the class it leads to.
        #expect(result.stdout.contains("static func ref0(bundle: Bundle? = nil, creator: ((NSCoder) -> Leaf"))
        #expect(result.stdout.components(separatedBy: "-> Leaf").count - 1 >= 2_000 * 6)
    }

    @Test func aFolderOfManyStoryboardsIsLinear() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 12,000 storyboards, each its own name: the localization check filtered every file per name.
        let one = Self.document(initial: "v", scenes: #"<scene sceneID="s"><objects><viewController id="v" sceneMemberID="viewController"/></objects></scene>"#)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        for index in 0..<12_000 {
            try Data(one.utf8).write(to: folder.appendingPathComponent("App/S\(index).storyboard"))
        }
        let quiet = try Self.run(["--quiet", "App"], in: folder)
        #expect(quiet.status == 0, "\(quiet.stderr.prefix(300))")
        let lint = try Self.run(["lint", "--format", "json", "App"], in: folder)
        #expect(lint.stdout.components(separatedBy: ".storyboard\"").count - 1 == 12_000)
    }

    @Test func aReportOfManyFindingsIsBoundedInSizeAndMemory() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 40,000 deprecated segues, each a finding: a report of each with five source lines made
        // hundreds of megabytes, held whole in memory.
        let segues = (0..<40_000).map { #"<segue destination="v" kind="push" identifier="s\#($0)" id="g\#($0)"/>"# }.joined(separator: "\n")
        let scenes = #"<scene sceneID="s"><objects><viewController id="v" sceneMemberID="viewController"><connections>"# + "\n" + segues
            + "\n</connections></viewController></objects></scene>"
        try Data(Self.document(initial: "v", scenes: scenes).utf8).write(to: folder.appendingPathComponent("Main.storyboard"))
        for format in ["html", "sarif", "junit", "json", "github", "text"] {
            let result = try Self.run(["lint", "--format", format, "--output", "report.\(format)", "Main.storyboard"], in: folder)
            #expect(result.status == 0, "\(format): \(result.stderr.prefix(300))")
            let size = (try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("report.\(format)").path)[.size] as? Int) ?? -1
            #expect(size > 0 && size < 8 << 20, "\(format): \(size) bytes")
            let text = try String(contentsOf: folder.appendingPathComponent("report.\(format)"), encoding: .utf8)
            #expect(text.contains("39000 more finding") || text.contains("\"findings\": 39000"), "\(format) does not say what it left out")
        }
    }
}
