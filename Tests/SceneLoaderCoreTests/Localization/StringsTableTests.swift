import SceneLoaderCore
import Testing

/// Strings tables: their limits, UIKit's lookup order, and a storyboard localized with them.
@Suite struct StringsTableTests {
    private func table(_ text: String, _ language: String = "de", limits: StringsTable.Limits = StringsTable.Limits()) throws(StoryboardError) -> StringsTable {
        try StringsTable(parsing: Array(text.utf8), file: "\(language).lproj/Main.strings", localization: language, limits: limits)
    }

    private func errorCode(_ text: String, limits: StringsTable.Limits = StringsTable.Limits()) -> String? {
        do {
            _ = try table(text, limits: limits)
            return nil
        } catch {
            return "\(error.location.line):\(error.location.column) \(error.code)"
        }
    }

    @Test func limitsAreEnforcedAtTheirPlace() {
        var limits = StringsTable.Limits()
        limits.maxEntries = 2
        #expect(errorCode("\"a\" = \"1\";\n\"b\" = \"2\";\n\"c\" = \"3\";\n", limits: limits) == "3:1 strings.limit")
        limits = StringsTable.Limits()
        limits.maxStringLength = 4
        #expect(errorCode("\"a\" = \"1234\";", limits: limits) == nil)
        #expect(errorCode("\"a\" = \"12345\";", limits: limits) == "1:7 strings.limit")
        #expect(errorCode("abcdefgh = \"1\";", limits: limits) == "1:1 strings.limit")
        limits = StringsTable.Limits()
        limits.maxFileSize = 10
        #expect(errorCode("\"a\" = \"123456\";", limits: limits) == "0:0 strings.limit")
    }

    /// No input nests: a file of a million opening comments or quotes is one loop, not a recursion.
    @Test func unclosedRunsEndInOneError() {
        #expect(errorCode("/*" + String(repeating: "/* ", count: 100_000)) == "1:1 strings.syntax")
        #expect(errorCode("\"a\" = " + String(repeating: "\\\"", count: 100_000)) == "1:7 strings.syntax")
    }

    @Test func aKeyWrittenTwiceKeepsItsLastValue() throws {
        let german = try table("\"a\" = \"1\";\n\"a\" = \"2\";\n")
        #expect(german.value(forKey: "a") == "2")
        #expect(german.entries.count == 1)
        #expect(german.diagnostics.map { "\($0.location.line) \($0.code)" } == ["2 strings.duplicate-key"])
        #expect(german.diagnostics.first?.notes.first?.location.line == 1)
    }

    @Test func lookupFollowsTheTablesInOrderThenTheDevice() throws {
        let german = try table("\"a\" = \"Eins\";")
        let english = try table("\"a\" = \"One\";\n\"b\" = \"Two\";", "en")
        let strings = LocalizedStrings(tables: [german, english])
        #expect(strings.value(forKey: "a") == "Eins")
        #expect(strings.value(forKey: "b") == "Two")
        #expect(strings.value(forKey: "c") == nil)
        #expect(strings.localization == "de")
        let varied = StringsTable(file: "c", localization: "de", entries: [
            .init(key: "t", value: nil, deviceVariations: ["appletv": "TV", "other": "Andere"], location: german.entries[0].location),
        ])
        #expect(LocalizedStrings(tables: [varied], device: StringsTable.device(for: .tvOS)).value(forKey: "t") == "TV")
        #expect(LocalizedStrings(tables: [varied], device: StringsTable.device(for: .iOS)).value(forKey: "t") == "Andere")
    }

    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" initialViewController="tabs">
        <scenes>
            <scene sceneID="s1"><objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/></connections>
                </tabBarController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Settings" image="gear" id="item-1"/>
                    <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r2"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s3"><objects>
                <viewController id="home" title="Home" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v1">
                        <subviews>
                            <label text="Hello" id="lbl-1"><accessibility key="accessibilityConfiguration" label="Greeting"/></label>
                            <button id="btn-1"><state key="normal" title="Tap"/><state key="selected"><string key="title">Tapped</string></state></button>
                            <segmentedControl id="seg-1"><segments><segment title="One"/><segment/><segment title="Three"/></segments></segmentedControl>
                            <label id="lbl-2"><string key="text">Long</string></label>
                        </subviews>
                    </view>
                    <navigationItem key="navigationItem" title="Home" id="nav-item-1"/>
                </viewController>
            </objects></scene>
        </scenes>
    </document>
    """

    @Test func aStoryboardIsLocalizedWhereItsTablesSaySo() throws {
        let storyboard = try Storyboard(bytes: Array(StringsTableTests.storyboard.utf8), name: "Main")
        let german = try table("\"item-1.title\" = \"Einstellungen\";\n\"home.title\" = \"Start\";\n\"nav-item-1.title\" = \"Startseite\";")
        let localized = storyboard.localized(with: LocalizedStrings(tables: [german]))
        let home = try #require(localized.scene(withID: "home"))
        #expect(home.title == "Start")
        #expect(home.navigationItemTitle == "Startseite")
        #expect(localized.scene(withID: "nav")?.tabBarItem?.title == "Einstellungen")
        // Everything else is the file's; the original is untouched.
        #expect(localized.scene(withID: "nav")?.tabBarItem?.image == "gear")
        #expect(storyboard.scene(withID: "home")?.title == "Home")
        #expect(localized.diagnostics == storyboard.diagnostics)
        // A table that translates nothing here changes nothing.
        let unrelated = try table("\"other.title\" = \"X\";")
        #expect(storyboard.localized(with: LocalizedStrings(tables: [unrelated])).scene(withID: "home")?.title == "Home")
    }

    @Test func localizableStringsAreTheKeysXcodeExports() throws {
        let strings = try LocalizableStrings(bytes: Array(StringsTableTests.storyboard.utf8), name: "Main")
        #expect(strings.strings.map(\.key) == [
            "item-1.title", "home.title", "lbl-1.text", "lbl-1.accessibilityLabel", "btn-1.normalTitle", "btn-1.selectedTitle",
            "seg-1.segmentTitles[0]", "seg-1.segmentTitles[2]", "lbl-2.text", "nav-item-1.title",
        ])
        #expect(strings.strings.first { $0.key == "btn-1.normalTitle" }?.element == "button")
        #expect(strings.strings.first { $0.key == "btn-1.selectedTitle" }?.value == nil)
        #expect(strings.objectIDs.isSuperset(of: ["tabs", "nav", "home", "v1", "lbl-1", "r1", "nav-item-1", "seg-1"]))
        #expect(strings.strings.first { $0.key == "lbl-1.text" }?.location.line == 19)
    }
}
