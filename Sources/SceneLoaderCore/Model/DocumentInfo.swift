/// What the `<document>` element says about the file: format, tools and platform.
public struct DocumentInfo: Sendable, Hashable {
    /// The document type (`com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB` for iOS), or nil.
    public let type: String?
    /// The file-format version: `1.0` (Xcode 4.2), `2.0` (Xcode 4.3–4.6) or `3.0` (Xcode 5 and later).
    public let version: String?
    /// The Interface Builder build that saved the file; an opaque string (`32700.99.1234` occurs).
    public let toolsVersion: String?
    /// `iOS.CocoaTouch`, `iOS.CocoaTouch.iPad`, `MacOSX.Cocoa`, `AppleTV` or `watchKit`.
    public let targetRuntime: String?
    /// `launchScreen="YES"`: the file is a launch screen.
    public let launchScreen: Bool
    /// `useAutolayout="YES"`.
    public let useAutolayout: Bool
    /// `useTraitCollections="YES"`: size classes are on.
    public let useTraitCollections: Bool
    /// `useSafeAreas="YES"`: safe-area layout guides are on.
    public let useSafeAreas: Bool
    /// The `<dependencies><deployment identifier>` platform (`iOS`, `macosx`, `watchOS`), if given.
    public let deploymentIdentifier: String?
    /// The deployment target as the file writes it (`<deployment version>`, or `defaultVersion` in
    /// older files: `1552`, `4200` are Xcode's encodings, kept as written), if given.
    public let deploymentVersion: String?

    /// Creates document information.
    public init(type: String?, version: String?, toolsVersion: String?, targetRuntime: String?,
                launchScreen: Bool = false, useAutolayout: Bool = false, useTraitCollections: Bool = false,
                useSafeAreas: Bool = false, deploymentIdentifier: String? = nil, deploymentVersion: String? = nil) {
        self.type = type
        self.version = version
        self.toolsVersion = toolsVersion
        self.targetRuntime = targetRuntime
        self.launchScreen = launchScreen
        self.useAutolayout = useAutolayout
        self.useTraitCollections = useTraitCollections
        self.useSafeAreas = useSafeAreas
        self.deploymentIdentifier = deploymentIdentifier
        self.deploymentVersion = deploymentVersion
    }

    /// The same information with the `<deployment>` element's identifier and version.
    func with(deploymentIdentifier: String?, deploymentVersion: String?) -> DocumentInfo {
        DocumentInfo(type: type, version: version, toolsVersion: toolsVersion, targetRuntime: targetRuntime,
                     launchScreen: launchScreen, useAutolayout: useAutolayout, useTraitCollections: useTraitCollections,
                     useSafeAreas: useSafeAreas, deploymentIdentifier: deploymentIdentifier, deploymentVersion: deploymentVersion)
    }

    /// The platform the file targets, derived from ``targetRuntime`` and ``type``.
    public var platform: Platform {
        let runtime = targetRuntime ?? ""
        let kind = type ?? ""
        if runtime.hasPrefix("MacOSX") || kind.containsBytes(".Cocoa.") { return .macOS }
        if runtime == "AppleTV" || kind.containsBytes("AppleTV") { return .tvOS }
        if runtime.lowercased().hasPrefix("watch") || kind.containsBytes("WatchKit") { return .watchOS }
        return .iOS
    }

    /// A platform a storyboard targets.
    public enum Platform: String, Sendable, Hashable {
        /// iPhone and iPad (`iOS.CocoaTouch`); also files that do not say.
        case iOS
        /// Mac (`MacOSX.Cocoa`).
        case macOS
        /// Apple TV.
        case tvOS
        /// Apple Watch.
        case watchOS
    }
}
