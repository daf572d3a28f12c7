@testable import SceneLoaderProject
import Testing

/// Build settings as a target's configuration gives them: references resolved from the target's
/// settings, then the project's, with Xcode's modifiers; what cannot be resolved stays as written.
@Suite struct BuildSettingsTests {
    static func settings(_ target: String, _ project: String = "{}", name: String = "My App") throws -> BuildSettings {
        var targetReader = PropertyListReader(bytes: Array(target.utf8), file: "t", limits: ProjectLimits())
        var projectReader = PropertyListReader(bytes: Array(project.utf8), file: "p", limits: ProjectLimits())
        return BuildSettings(target: try targetReader.read().dictionary, project: try projectReader.read().dictionary, targetName: name)
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

    @Test func platformsFromSDKAndSupportedPlatforms() throws {
        #expect(try BuildSettingsTests.settings("{ SDKROOT = iphoneos; }").platforms == ["iOS"])
        #expect(try BuildSettingsTests.settings("{ SDKROOT = auto; SUPPORTED_PLATFORMS = \"macosx iphoneos iphonesimulator xros\"; }").platforms == ["macOS", "iOS", "visionOS"])
        #expect(try BuildSettingsTests.settings("{ }", "{ SDKROOT = appletvos; }").platforms == ["tvOS"])
        #expect(try BuildSettingsTests.settings("{ SDKROOT = watchos10.0; }").platforms == ["watchOS"])
        #expect(try BuildSettingsTests.settings("{ }").platforms == [])
    }
}
