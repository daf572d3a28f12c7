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
        // A setting that names itself stops after a bounded number of replacements.
        #expect(settings.resolved("SELF")?.hasPrefix("$(SELF)") == true)
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

    @Test func platformsFromSDKAndSupportedPlatforms() throws {
        #expect(try BuildSettingsTests.settings("{ SDKROOT = iphoneos; }").platforms == ["iOS"])
        #expect(try BuildSettingsTests.settings("{ SDKROOT = auto; SUPPORTED_PLATFORMS = \"macosx iphoneos iphonesimulator xros\"; }").platforms == ["macOS", "iOS", "visionOS"])
        #expect(try BuildSettingsTests.settings("{ }", "{ SDKROOT = appletvos; }").platforms == ["tvOS"])
        #expect(try BuildSettingsTests.settings("{ SDKROOT = watchos10.0; }").platforms == ["watchOS"])
        #expect(try BuildSettingsTests.settings("{ }").platforms == [])
    }
}
