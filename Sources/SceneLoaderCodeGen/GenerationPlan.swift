import SceneLoaderCore
import SceneLoaderRuntime
import SceneLoaderBundle

/// What the generated file holds, decided from the storyboards before any text is written: the
/// storyboards with their scenes and classes (references resolved), the custom classes with their
/// segues, the names each gets, and what was left out and why.
struct GenerationPlan {
    /// One storyboard's namespace.
    struct StoryboardEntry {
        let name: String
        let typeName: String
        /// The initial controller's class, when it has one that instantiates.
        let initial: GeneratedClass?
        /// Whether `validate(in:)` instantiates it (not when it leads into another bundle).
        let validatesInitial: Bool
        let scenes: [SceneEntry]
    }

    /// One identified scene's accessor.
    struct SceneEntry {
        let identifier: String
        let accessor: String
        let generatedClass: GeneratedClass
        /// Whether `validate(in:)` instantiates it (not when it leads into another bundle).
        let isValidated: Bool
        /// The reuse identifiers of this scene's own prototypes (the ones `validate(in:)` dequeues).
        let reusables: [String]
        /// The identifiers of the segues this scene performs whose destinations instantiate (the
        /// typed segues its class has that `validate(in:)` performs).
        let segues: [String]
    }

    /// A custom class, the segues its scenes have and the views their tables and collections dequeue.
    struct ClassEntry {
        let generatedClass: GeneratedClass
        let segues: [SegueEntry]
        let reusables: [ReusableEntry]
    }

    /// One reuse identifier of a class's scenes: the view's class and how it is dequeued.
    struct ReusableEntry {
        let identifier: String
        let propertyName: String
        let viewClass: GeneratedClass
        let kind: GeneratedClass.Reusable
    }

    /// One segue identifier of a class.
    struct SegueEntry {
        let identifier: String
        let caseName: String
        let destination: GeneratedClass
        let isUnwind: Bool
    }

    let platform: SwiftCodeGenerator.Platform
    /// The outer namespace's name (`StoryboardScene`, unless a class takes it).
    let namespace: String
    let imports: [String]
    let storyboards: [StoryboardEntry]
    let classes: [ClassEntry]
    /// Every custom class the storyboards name, for the runtime's registry.
    let registrations: [GeneratedClass]
    /// The xibs, sorted by name.
    let nibs: [NibEntry]
    /// The xibs' namespace's name (`NibScene`, unless a class takes it).
    let nibNamespace: String
    let diagnostics: [Diagnostic]

    /// The names the generated members use, which scene accessors must not take.
    static let storyboardMembers = ["storyboardName", "storyboard", "instantiateInitial"]

    init(sources: [SwiftCodeGenerator.Source], platform: SwiftCodeGenerator.Platform) {
        var resolver = PlanResolver(sources: sources, platform: platform)
        self.platform = platform
        var storyboards: [(name: String, initial: (GeneratedClass, PlanResolver.Instantiation)?, scenes: [(String, GeneratedClass, [String], Bool, [String])])] = []
        var segues: [GeneratedClass: [String: (GeneratedClass, Bool)]] = [:]
        var registered: Set<GeneratedClass> = []
        var reusables: [GeneratedClass: [String: (GeneratedClass, GeneratedClass.Reusable)]] = [:]
        for entry in resolver.entries.indices {
            let storyboard = resolver.entries[entry].storyboard
            guard resolver.includes(entry) else { continue }
            var scenes: [(String, GeneratedClass, [String], Bool, [String])] = []
            for (position, scene) in storyboard.scenes.enumerated() where scene.kind != .application {
                let sceneClass = resolver.generatedClass(ofSceneAt: position, in: entry)
                if sceneClass.isCustom && scene.reference == nil { registered.insert(sceneClass) }
                var dequeued: [String] = []
                if sceneClass.isCustom && scene.reference == nil {
                    for view in scene.reusableViews {
                        guard let (viewClass, kind) = resolver.reusable(view), let identifier = view.reuseIdentifier else { continue }
                        dequeued.append(identifier)
                        if let known = reusables[sceneClass]?[identifier] {
                            // Two prototypes of one identifier: the kind's class, unless they agree.
                            if known.1 == kind && known.0 != viewClass {
                                reusables[sceneClass]?[identifier] = (GeneratedClass.platformClass(for: kind, on: platform), kind)
                            }
                        } else {
                            reusables[sceneClass, default: [:]][identifier] = (viewClass, kind)
                        }
                    }
                }
                var performed: [String] = []
                for segue in scene.segues where segue.kind != .relationship {
                    guard let identifier = segue.identifier, !identifier.isEmpty else { continue }
                    guard sceneClass.isCustom && scene.reference == nil else { continue }
                    let destination = resolver.destinationClass(of: segue, in: entry)
                    if resolver.performs(segue, in: entry) { performed.append(identifier) }
                    if let known = segues[sceneClass]?[identifier], known.0 != destination {
                        segues[sceneClass]?[identifier] = (.plainController(on: platform), known.1 || segue.kind == .unwind)
                    } else if segues[sceneClass]?[identifier] == nil {
                        segues[sceneClass, default: [:]][identifier] = (destination, segue.kind == .unwind)
                    }
                }
                guard let identifier = scene.storyboardIdentifier, !identifier.isEmpty else { continue }
                let instantiation = resolver.instantiation(of: identifier, in: entry)
                guard instantiation != .fails else { continue }
                scenes.append((identifier, sceneClass, sceneClass.isCustom && scene.reference == nil ? performed : [],
                               instantiation == .instantiates, dequeued))
            }
            let initial = resolver.initialClass(in: entry)
            storyboards.append((storyboard.name, initial, scenes))
        }
        let (nibs, nibDiagnostics) = NibEntry.entries(of: sources, platform: platform, resolver: &resolver, avoiding: [])
        // Every class the file names, and every name a scope refers to, which its own names must not shadow.
        let nibClasses: [GeneratedClass] = nibs.flatMap { entry -> [GeneratedClass] in [entry.owner, entry.firstView].compactMap { $0 } }
        let named = storyboards.flatMap { [$0.initial?.0].compactMap { $0 } + $0.scenes.map(\.1) } + nibClasses
            + segues.values.flatMap { $0.values.map(\.0) } + Array(segues.keys) + Array(registered)
            + reusables.values.flatMap { $0.values.map(\.0) } + Array(reusables.keys)
        let referenced = Set(named.flatMap { [$0.name] + [$0.module].compactMap { $0 } })
        let platformNames: Set<String> = ["Bundle", "NSCoder", "UIStoryboard", "UIStoryboardSegue", "NSStoryboard", "NSStoryboardSegue",
                                          "UINib", "Nib", "View", "ViewClasses", "ReusableViewClasses", "OutletContainer", "NSObject", "UIView",
                                          "Storyboard", "StoryboardBundle", "StoryboardCoder", "StoryboardError", "StoryboardSegue",
                                          "SourceLocation", "ViewControllerClasses", "String", "Int", "Void", "Any", "Never",
                                          "SceneLoader", "UIKit", "AppKit", "Swift", "Foundation"]
        namespace = referenced.contains("StoryboardScene") ? "StoryboardScene_" : "StoryboardScene"
        nibNamespace = referenced.contains("NibScene") ? "NibScene_" : "NibScene"
        // The nibs' enums are named again, clear of every class and module the file names.
        self.nibs = NibEntry.entries(of: sources, platform: platform, resolver: &resolver,
                                     avoiding: referenced.union(platformNames).union([nibNamespace, "validate", "registerClasses", "registration", "names", "missingNibs"])).entries
        var typeNames = SwiftNameScope(avoiding: referenced.union(platformNames).union([namespace, "validate", "registerClasses", "registration", "storyboard"]))
        self.storyboards = storyboards.sorted { ($0.name.utf8.lexicographicallyPrecedes($1.name.utf8)) }.map { storyboard in
            var members = SwiftNameScope(avoiding: referenced.union(platformNames).union(GenerationPlan.storyboardMembers))
            let scenes = storyboard.scenes.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }.map { scene in
                SceneEntry(identifier: scene.0, accessor: members.claim(SwiftName.lowerCamel(scene.0, fallback: "scene")),
                           generatedClass: scene.1, isValidated: scene.3, reusables: scene.4, segues: scene.2)
            }
            return StoryboardEntry(name: storyboard.name, typeName: typeNames.claim(SwiftName.upperCamel(storyboard.name, fallback: "Storyboard")),
                                   initial: storyboard.initial?.0, validatesInitial: storyboard.initial?.1 == .instantiates, scenes: scenes)
        }
        classes = Set(segues.keys).union(reusables.keys).sorted().map { owner in
            var cases = SwiftNameScope(avoiding: referenced.union(platformNames).union(["SegueIdentifier", "SegueDestination", "ReuseIdentifiers"]))
            let entries = segues[owner, default: [:]].sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            var properties = SwiftNameScope(avoiding: referenced.union(platformNames))
            let views = reusables[owner, default: [:]].sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            return ClassEntry(generatedClass: owner, segues: entries.map { identifier, value in
                SegueEntry(identifier: identifier, caseName: cases.claim(SwiftName.lowerCamel(identifier, fallback: "segue")),
                           destination: value.0, isUnwind: value.1)
            }, reusables: views.map { identifier, value in
                ReusableEntry(identifier: identifier, propertyName: properties.claim(SwiftName.lowerCamel(identifier, fallback: "cell")),
                              viewClass: value.0, kind: value.1)
            })
        }
        registrations = registered.sorted()
        let platformModule = ["uikit": "UIKit", "appkit": "AppKit", "sceneloader": "SceneLoader"][platform.rawValue] ?? "UIKit"
        imports = Set(named.compactMap(\.module)).union([platformModule]).sorted()
        // A scene's class is resolved for each place that names it: report each problem once.
        var reported: Set<Diagnostic> = []
        diagnostics = (resolver.diagnostics + nibDiagnostics).filter { reported.insert($0).inserted }
    }
}
