public import SceneLoaderCore
public import SceneLoaderBundle

/// Writes typed Swift for storyboards and xibs: per storyboard its name, its initial controller and
/// one accessor per identified scene, each returning the scene's class (the referenced controller's
/// for a storyboard reference); per controller class its segues as a type with each destination's
/// class, and a typed read of them in `prepare(for:sender:)`; per xib its nib, its first view as
/// its class (instantiated with a typed owner), a cell's reuse identifier with its registration,
/// a view controller's nib as its controller. See docs/CODEGEN.md.
///
/// ```swift
/// let bundle = try StoryboardBundle(url: URL(fileURLWithPath: "App"))
/// let code = SwiftCodeGenerator(platform: .uikit).generate([.bundle(bundle)])
/// print(code.source)
/// ```
///
/// Names are always valid and distinct Swift (keywords, digits, spaces, other scripts and
/// collisions are renamed), every value from a file is an escaped literal, and the output is
/// sorted, so the same storyboards give the same bytes on every run and machine.
public struct SwiftCodeGenerator: Sendable {
    /// The framework the generated code is written against.
    public enum Platform: String, Sendable, Hashable, CaseIterable {
        /// `UIStoryboard` and `UIViewController` (iOS 13 and later, tvOS): iOS and tvOS storyboards.
        case uikit
        /// `NSStoryboard` and `NSViewController`: macOS storyboards.
        case appkit
        /// This package's runtime (`Storyboard`, `ViewController`): every storyboard, on Linux too.
        case sceneloader
    }

    /// The access level of the generated declarations.
    public enum Access: String, Sendable, Hashable, CaseIterable {
        /// `internal`, for code generated into the app's module.
        case `internal`
        /// `public`, for a framework that exposes its scenes.
        case `public`
    }

    /// What to generate against.
    public var platform: Platform
    /// How visible the generated declarations are.
    public var access: Access

    /// The Swift module the generated file is compiled into, which it does not import (a file
    /// cannot import its own module). Nil: the product module of the Xcode or package target the
    /// bundles among the sources stand for, when they name one.
    public var moduleName: String?

    /// A generator for `platform` with `access`, for a file compiled into `moduleName`.
    public init(platform: Platform = .uikit, access: Access = .internal, moduleName: String? = nil) {
        self.platform = platform
        self.access = access
        self.moduleName = moduleName
    }

    /// The module the generated file is compiled into: ``moduleName``, else the one product
    /// module the sources' targets name.
    func ownModule(of sources: [Source]) -> String? {
        if let moduleName { return moduleName }
        var modules: Set<String> = []
        for case .bundle(let bundle) in sources {
            if let name = bundle.projectTarget?.productModuleName { modules.insert(name) }
        }
        return modules.count == 1 ? modules.first : nil
    }

    /// Where storyboards come from: a file on its own, or a bundle (references resolved in it).
    public enum Source: Sendable {
        /// A storyboard loaded on its own; references into others are found by name among the sources.
        case storyboard(Storyboard)
        /// Every storyboard and xib of a bundle (the localized variant `Bundle` picks).
        case bundle(StoryboardBundle)
        /// A xib loaded on its own.
        case nib(Nib)
    }

    /// The generated file and what was left out of it, and why.
    public struct Output: Sendable {
        /// The Swift source.
        public let source: String
        /// Storyboards, scenes and names the code could not include as they are (warnings and notes).
        public let diagnostics: [Diagnostic]
    }

    /// Generates one Swift file for `sources`.
    public func generate(_ sources: [Source]) -> Output {
        let plan = GenerationPlan(sources: sources, platform: platform, ownModule: ownModule(of: sources))
        return Output(source: SwiftWriter(plan: plan, access: access).source, diagnostics: plan.diagnostics)
    }
}
