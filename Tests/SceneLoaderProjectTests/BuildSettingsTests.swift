@testable import SceneLoaderProject
import Testing

/// Build settings as a target's configuration gives them: references resolved from the target's
/// settings, then the project's, with Xcode's modifiers; what cannot be resolved stays as written.
@Suite struct BuildSettingsTests {
    static func settings(_ target: String, _ project: String = "{}", name: String = "My App") throws -> BuildSettings {
        var targetReader = PropertyListReader(bytes: Array(target.utf8), file: "t", limits: ProjectLimits())
        var projectReader = PropertyListReader(bytes: Array(project.utf8), file: "p", limits: ProjectLimits())
        return BuildSettings(levels: [BuildSettings.level(try targetReader.read().dictionary), BuildSettings.level(try projectReader.read().dictionary)],
                             targetName: name)
    }

    @Test func referencesAndModifiers() throws {
        let settings = try BuildSettingsTests.settings(
            #"{ PRODUCT_BUNDLE_IDENTIFIER = "com.example.$(PRODUCT_NAME:rfc1034identifier)"; MODULE = "${TARGET_NAME:c99extidentifier}"; LOW = "$(TARGET_NAME:lower)"; TEAM = "$(DEVELOPMENT_TEAM).$(BASE)"; SELF = "$(SELF)x"; }"#,
            #"{ BASE = "$(inherited) base"; }"#)
        #expect(settings.resolved("PRODUCT_BUNDLE_IDENTIFIER") == "com.example.My-App")
        #expect(settings.resolved("MODULE") == "My_App")
        #expect(settings.resolved("LOW") == "my app")
        // Unknown settings stay as written; known ones beside them are resolved.
        #expect(settings.resolved("TEAM") == "$(DEVELOPMENT_TEAM). base")
        // A setting that names itself with nothing below it keeps the reference as written.
        #expect(settings.resolved("SELF") == "$(SELF)x")
        #expect(settings.resolved("NONE") == nil)
    }

    /// `$(inherited)` is the value of the level below: the target's configuration file under the
    /// target, the project under both.
    @Test func inheritedComesFromTheLevelBelow() {
        let settings = BuildSettings(levels: [
            ["PRODUCT_BUNDLE_IDENTIFIER": "$(BASE_ID).App", "BASE_ID": "$(inherited).app"],
            ["BASE_ID": "com.$(TEAM).example"],
            ["TEAM": "acme", "FLAGS": "-a"],
        ], targetName: "App")
        #expect(settings.resolved("PRODUCT_BUNDLE_IDENTIFIER") == "com.acme.example.app.App")
        #expect(BuildSettings(levels: [["X": "$(inherited) b"], ["X": "a"]], targetName: "T").resolved("X") == "a b")
        #expect(BuildSettings(levels: [["X": "$(inherited) b"]], targetName: "T").resolved("X") == " b")
    }

    /// A setting that names itself means its value at the levels below, as `$(inherited)` does:
    /// an extension's `$(PRODUCT_BUNDLE_IDENTIFIER).share` over the project's identifier, a
    /// configuration file's `$(PRODUCT_BUNDLE_IDENTIFIER)` over the project's; modifiers apply.
    @Test func selfReferenceIsTheInheritedValue() {
        let project = ["PRODUCT_BUNDLE_IDENTIFIER": "com.example.App"]
        #expect(BuildSettings(levels: [["PRODUCT_BUNDLE_IDENTIFIER": "$(PRODUCT_BUNDLE_IDENTIFIER).share"], [:], project], targetName: "Share")
            .resolved("PRODUCT_BUNDLE_IDENTIFIER") == "com.example.App.share")
        #expect(BuildSettings(levels: [[:], ["PRODUCT_BUNDLE_IDENTIFIER": "$(PRODUCT_BUNDLE_IDENTIFIER)"], project], targetName: "App")
            .resolved("PRODUCT_BUNDLE_IDENTIFIER") == "com.example.App")
        #expect(BuildSettings(levels: [["ID": "${ID:lower}.b"], ["ID": "$(ID).A"], ["ID": "X"]], targetName: "T").resolved("ID") == "x.a.b")
    }

    /// However references nest (each level naming itself many times, settings naming each other),
    /// one setting's resolution makes a bounded number of replacements and a bounded value.
    @Test func nestedReferencesAreBounded() {
        let many = Array(repeating: "$(X)$(Y)", count: 40).joined()
        let levels = Array(repeating: ["X": many, "Y": many], count: 6)
        let value = BuildSettings(levels: levels, targetName: "T").resolved("X") ?? ""
        #expect(value.utf8.count < 64 * 1024)
    }

    /// A configuration file that gives a setting again builds on the value it had: its references
    /// to itself and to `$(inherited)` are that value; a result past 4,096 bytes stays as written.
    @Test func configurationFileSettingGivenAgain() {
        #expect(XCConfigReader.inheriting("$(ID).share", name: "ID", from: "com.example") == "com.example.share")
        #expect(XCConfigReader.inheriting("$(inherited) -b", name: "FLAGS", from: "-a") == "-a -b")
        #expect(XCConfigReader.inheriting("plain", name: "ID", from: "com.example") == "plain")
        let huge = String(repeating: "$(ID)", count: 100)
        #expect(XCConfigReader.inheriting(huge, name: "ID", from: String(repeating: "a", count: 100)) == huge)
    }

    @Test func platformsFromSDKAndSupportedPlatforms() throws {
        #expect(try BuildSettingsTests.settings("{ SDKROOT = iphoneos; }").platforms == ["iOS"])
        #expect(try BuildSettingsTests.settings("{ SDKROOT = auto; SUPPORTED_PLATFORMS = \"macosx iphoneos iphonesimulator xros\"; }").platforms == ["macOS", "iOS", "visionOS"])
        #expect(try BuildSettingsTests.settings("{ }", "{ SDKROOT = appletvos; }").platforms == ["tvOS"])
        #expect(try BuildSettingsTests.settings("{ SDKROOT = watchos10.0; }").platforms == ["watchOS"])
        #expect(try BuildSettingsTests.settings("{ }").platforms == [])
    }
}
