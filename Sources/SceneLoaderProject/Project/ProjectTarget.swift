/// A target of an Xcode project (or a Swift package), as it matters for its Interface Builder
/// files: its name, product, platform, bundle identifier, languages and the resources it copies.
///
/// Each target is one bundle at run time: `UIStoryboard(name:bundle:)`, `UIImage(named:)` and
/// storyboard references look in it (and in the frameworks it embeds, by bundle identifier).
public struct ProjectTarget: Sendable, Hashable, CustomStringConvertible {
    /// What kind of project a target comes from.
    public enum Origin: String, Sendable, Hashable {
        /// A native target of an `.xcodeproj`.
        case xcodeProject
        /// A target of a Swift package, by SwiftPM's folder conventions (`Package.swift` is not run).
        case swiftPackage
    }

    /// The target's name (`App`, `App Widget Extension`).
    public let name: String
    /// The project file that declares it, from the repository's root (`App.xcodeproj`,
    /// `Kit/Package.swift`).
    public let project: String
    /// Where it comes from.
    public let origin: Origin
    /// Xcode's product type (`com.apple.product-type.application`,
    /// `com.apple.product-type.app-extension`, `com.apple.product-type.framework`), or nil.
    public let productType: String?
    /// The platforms it builds for, from `SDKROOT` and then `SUPPORTED_PLATFORMS` (`iOS`,
    /// `macOS`, `tvOS`, `watchOS`, `visionOS`); empty when the project does not say.
    public let platforms: [String]
    /// `PRODUCT_BUNDLE_IDENTIFIER`, with the build settings it names resolved where the project
    /// defines them (`com.example.$(PRODUCT_NAME:rfc1034identifier)` → `com.example.App`); a
    /// reference it cannot resolve (a setting from an `.xcconfig` file) stays as written. Nil when
    /// the project has none (older projects keep it in `Info.plist`).
    public let bundleIdentifier: String?
    /// The project's development region (`en` when it says nothing): the language UIKit falls back to.
    public let developmentRegion: String
    /// The project's known regions (`en`, `Base`, `de`…).
    public let knownRegions: [String]
    /// The names of the targets of the same project it depends on (an app's extensions and frameworks).
    public let dependencies: [String]
    /// What it copies into its bundle, sorted by path: every Interface Builder file, strings table,
    /// asset catalog and loose image of its Resources build phase (variant groups give one file
    /// per language; folder references and Xcode 16's synchronized folders every such file under them).
    public let resources: [ProjectResource]
    /// The Swift module its sources are compiled into: `PRODUCT_MODULE_NAME`, by default the
    /// product name made a C identifier (`My App` → `My_App`); a package target's name. Nil when a
    /// reference in it cannot be resolved. A class of this module needs no import in the target.
    public let productModuleName: String?

    /// Creates a target.
    public init(name: String, project: String, origin: Origin, productType: String?, platforms: [String],
                bundleIdentifier: String?, developmentRegion: String, knownRegions: [String],
                dependencies: [String], resources: [ProjectResource], productModuleName: String? = nil) {
        self.name = name
        self.project = project
        self.origin = origin
        self.productType = productType
        self.platforms = platforms
        self.bundleIdentifier = bundleIdentifier
        self.developmentRegion = developmentRegion
        self.knownRegions = knownRegions
        self.dependencies = dependencies
        self.resources = resources.sorted()
        self.productModuleName = productModuleName
    }

    /// The first of ``platforms``, if any.
    public var platform: String? { platforms.first }

    /// The product in a few words (`application`, `app extension`, `framework`, `watch app`),
    /// from ``productType``; the product type itself when it is not one of Xcode's usual ones.
    public var productDescription: String? {
        guard let productType else { return origin == .swiftPackage ? "package target" : nil }
        let known: [(String, String)] = [
            ("com.apple.product-type.application.watchapp2-container", "watch app container"),
            ("com.apple.product-type.application.watchapp2", "watch app"),
            ("com.apple.product-type.application.watchapp", "watch app"),
            ("com.apple.product-type.application.messages", "messages app"),
            ("com.apple.product-type.application.on-demand-install-capable", "app clip"),
            ("com.apple.product-type.application", "application"),
            ("com.apple.product-type.watchkit2-extension", "watch extension"),
            ("com.apple.product-type.watchkit-extension", "watch extension"),
            ("com.apple.product-type.tv-app-extension", "app extension"),
            ("com.apple.product-type.app-extension.messages-sticker-pack", "sticker pack"),
            ("com.apple.product-type.app-extension", "app extension"),
            ("com.apple.product-type.extensionkit-extension", "app extension"),
            ("com.apple.product-type.framework.static", "static framework"),
            ("com.apple.product-type.framework", "framework"),
            ("com.apple.product-type.bundle.unit-test", "unit tests"),
            ("com.apple.product-type.bundle.ui-testing", "UI tests"),
            ("com.apple.product-type.bundle", "bundle"),
            ("com.apple.product-type.library.static", "static library"),
            ("com.apple.product-type.library.dynamic", "dynamic library"),
            ("com.apple.product-type.tool", "command-line tool"),
        ]
        return known.first { $0.0 == productType }?.1 ?? productType
    }

    /// The resources of one kind, sorted by path.
    public func resources(_ kind: ProjectResource.Kind) -> [ProjectResource] {
        resources.filter { $0.kind == kind }
    }

    /// The name.
    public var description: String { name }
}
