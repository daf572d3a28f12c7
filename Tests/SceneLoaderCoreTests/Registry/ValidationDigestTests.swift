import SceneLoaderCore
import Testing

/// The validator reads what its rules need from one pass over the scenes (its digest) and goes back
/// to the model only for what it reports: each finding among thousands of scenes must still name
/// the right segue, relationship or object, at its own line, and nothing else may be reported.
@Suite struct ValidationDigestTests {
    /// A storyboard of `count` controllers, each with three segues on lines of their own, with the
    /// oddities `odd` puts in; the line each segue (by scene and index) and controller is on.
    struct Generated {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>

            """
        var line = 4
        var controllerLine: [Int: Int] = [:]
        var segueLine: [String: Int] = [:]

        mutating func add(_ markup: String) {
            text += markup + "\n"
            line += 1
        }
    }

    static func generate(count: Int, id: (Int) -> String, destination: (Int, Int) -> String,
                         segueID: (Int, Int) -> String = { "sg-\($0)-\($1)" }) -> Generated {
        var generated = Generated()
        for scene in 0..<count {
            generated.add("<scene sceneID=\"scene-\(scene)\"><objects>")
            generated.controllerLine[scene] = generated.line
            generated.add("<viewController id=\"\(id(scene))\" storyboardIdentifier=\"sb-\(scene)\" sceneMemberID=\"viewController\"><connections>")
            for index in 0..<3 {
                generated.segueLine["\(scene)/\(index)"] = generated.line
                generated.add("<segue destination=\"\(destination(scene, index))\" kind=\"show\" id=\"\(segueID(scene, index))\"/>")
            }
            generated.add("</connections></viewController><exit id=\"exit-\(scene)\" userLabel=\"Exit\" sceneMemberID=\"exit\"/></objects></scene>")
        }
        generated.text += "</scenes>\n</document>\n"
        return generated
    }

    @Test func missingDestinationsAreReportedAtTheirOwnSegues() throws {
        let missing: Set<String> = ["10/2", "11/0", "2999/1"]
        let generated = ValidationDigestTests.generate(count: 3_000, id: { "vc-\($0)" }) { scene, index in
            if missing.contains("\(scene)/\(index)") { return "nowhere-\(scene)" }
            // Controllers before and after, and the scene's own exit (an unwind segue's target).
            return index == 1 ? "exit-\((scene * 7) % 3_000)" : "vc-\((scene * 31 + index) % 3_000)"
        }
        let storyboard = try Storyboard(bytes: Array(generated.text.utf8), name: "digest")
        let found = storyboard.diagnostics.filter { $0.code == .segueDestinationNotFound }
        #expect(found.map(\.location.line) == ["10/2", "11/0", "2999/1"].map { generated.segueLine[$0]! })
        #expect(found.map(\.sceneIDs) == [["vc-10"], ["vc-11"], ["vc-2999"]])
        #expect(storyboard.diagnostics.count == found.count)
        #expect(storyboard.scene(withID: "vc-2999")?.location.line == generated.controllerLine[2_999])
        #expect(storyboard.scene(withIdentifier: "sb-1234")?.id == "vc-1234")
    }

    @Test func emptyAndLookalikeIDsAreFoundAmongThousands() throws {
        // Scene 1,200's id is scene 700's in another normalization; segue 500/1 has an empty id.
        let generated = ValidationDigestTests.generate(
            count: 3_000,
            id: { $0 == 700 ? "caf\u{E9}" : $0 == 1_200 ? "cafe\u{301}" : "vc-\($0)" },
            destination: { scene, _ in scene == 700 || scene == 1_200 ? "vc-0" : "vc-\(scene)" },
            segueID: { $0 == 500 && $1 == 1 ? "" : "sg-\($0)-\($1)" })
        let storyboard = try Storyboard(bytes: Array(generated.text.utf8), name: "digest")
        let found = storyboard.diagnostics.map { ($0.code, $0.location.line) }
        #expect(found.map(\.0) == [.emptyIdentifier, .equivalentIdentifiers])
        #expect(found.map(\.1) == [generated.segueLine["500/1"]!, generated.controllerLine[1_200]!])
        // Both controllers are found by their own bytes.
        #expect(storyboard.scene(withID: "cafe\u{301}")?.location.line == generated.controllerLine[1_200])
        #expect(storyboard.scene(withID: "caf\u{E9}")?.location.line == generated.controllerLine[700])
    }

    @Test func relationshipsAreReadOnlyForContainers() throws {
        // Thousands of plain controllers, then a navigation controller whose root is a tab bar
        // controller, and one relationship that goes nowhere.
        var generated = ValidationDigestTests.generate(count: 2_000, id: { "vc-\($0)" }, destination: { scene, _ in "vc-\(scene)" })
        generated.text.removeLast("</scenes>\n</document>\n".count)
        generated.add("<scene sceneID=\"nav-scene\"><objects><navigationController id=\"nav\" sceneMemberID=\"viewController\"><connections>")
        let rootLine = generated.line
        generated.add("<segue destination=\"tabs\" kind=\"relationship\" relationship=\"rootViewController\" id=\"r1\"/>")
        generated.add("</connections></navigationController></objects></scene>")
        generated.add("<scene sceneID=\"tabs-scene\"><objects><tabBarController id=\"tabs\" sceneMemberID=\"viewController\"><connections>")
        let missingLine = generated.line
        generated.add("<segue destination=\"vc-20000\" kind=\"relationship\" relationship=\"viewControllers\" id=\"r2\"/>")
        generated.add("</connections></tabBarController></objects></scene>")
        generated.text += "</scenes>\n</document>\n"
        let storyboard = try Storyboard(bytes: Array(generated.text.utf8), name: "digest")
        let found = storyboard.diagnostics.map { ($0.code, $0.location.line) }
        #expect(found.map(\.0) == [.tabBarControllerNotRoot, .relationshipDestinationNotFound])
        #expect(found.map(\.1) == [rootLine, missingLine])
    }
}
