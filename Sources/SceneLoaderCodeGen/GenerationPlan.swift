import SceneLoaderCore
import SceneLoaderRuntime
import SceneLoaderBundle

/// What the generated file holds, decided from the storyboards before any text is written: the
/// storyboards with their scenes and classes (references resolved), the custom classes with their
/// segues, the names each gets, and what was left out and why.
///
/// Identifiers from the storyboards (storyboard names, scene, segue and reuse identifiers) are
/// keyed by their bytes, as UIKit compares them: `café` in NFC and in NFD are two identifiers and
/// get two names. A class is keyed by its name and module: one class on scenes of two kinds is one
/// class with one extension.
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
        let reusables: Set<ByteKey>
        /// The identifiers of the segues this scene performs whose destinations instantiate (the
        /// typed segues its class has that `validate(in:)` performs).
        let segues: Set<ByteKey>
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

    /// The names the generated code spells that it does not declare, for one platform: a type the
    /// file makes (a storyboard's namespace) or a class of the app with one of these names would
    /// shadow it, and the file would not compile.
    struct SpelledNames {
        /// Every such name: the language's and the framework's types, functions and modules, and
        /// the helper types the file declares inside its namespace and in each class.
        let all: Set<String>
        /// The framework's classes among them: a custom class named as its scene's own is that
        /// class; another one of them is refused (it would not fit the scene).
        let platformClasses: Set<String>
        /// The framework's module.
        let platformModule: String

        /// Types the file declares in its namespace and in each class's extension.
        static let helperTypes: Set<String> = ["SegueIdentifier", "SegueDestination", "ReuseIdentifiers",
                                               "TableViewCellIdentifier", "CollectionViewCellIdentifier", "SupplementaryViewIdentifier"]
        /// The language's names the file spells on every platform.
        static let language: Set<String> = ["Swift", "_Concurrency", "MainActor", "Sendable", "Hashable", "Equatable", "CaseIterable",
                                            "RawRepresentable", "String", "Int", "Bool", "Any", "AnyObject", "Void", "Never", "Optional",
                                            "Error", "fatalError", "describing", "Foundation"]
        /// The members the file declares and calls unqualified, in whose scope a class of the same
        /// name would be that member instead.
        static let members: Set<String> = ["storyboardName", "storyboard", "instantiateInitial", "registration", "registerClasses",
                                           "validate", "rawValue", "performSegue", "dequeueReusableCell", "dequeueReusableSupplementaryView"]
        /// The parameters and locals of the generated functions (and their generic parameters),
        /// which a class of the same name cannot be used under; a generated member of that name
        /// is fine (it is always written qualified).
        static let locals: Set<String> = ["bundle", "creator", "controller", "checked", "name", "other", "identifier", "segue",
                                          "destination", "cell", "view", "kind", "indexPath", "sender", "Cell", "View"]

        init(platform: SwiftCodeGenerator.Platform) {
            switch platform {
            case .uikit:
                platformModule = "UIKit"
                platformClasses = ["UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController",
                                   "UIPageViewController", "UITableViewController", "UICollectionViewController", "UIStoryboard",
                                   "UIStoryboardSegue", "UITableView", "UICollectionView", "UITableViewCell", "UICollectionViewCell",
                                   "UICollectionReusableView", "UIView", "UIResponder"]
                all = Self.language.union(Self.helperTypes).union(Self.members).union(Self.locals).union(platformClasses)
                    .union(["UIKit", "Bundle", "NSCoder", "NSObject", "IndexPath"])
            case .appkit:
                platformModule = "AppKit"
                platformClasses = ["NSViewController", "NSWindowController", "NSSplitViewController", "NSTabViewController", "NSPageController",
                                   "NSStoryboard", "NSStoryboardSegue", "NSResponder"]
                all = Self.language.union(Self.helperTypes).union(Self.members).union(Self.locals).union(platformClasses)
                    .union(["AppKit", "Bundle", "NSCoder", "NSObject"])
            case .sceneloader:
                platformModule = "SceneLoader"
                // The runtime's classes are spelled qualified (`SceneLoader.ViewController`): an
                // app's class of that name does not shadow them.
                platformClasses = []
                all = Self.language.union(Self.helperTypes).union(Self.members).union(Self.locals).union([
                    "SceneLoader", "Storyboard", "StoryboardBundle", "StoryboardCoder", "StoryboardError", "StoryboardSegue",
                    "SourceLocation", "ViewControllerClasses", "ReusableViewClasses",
                ])
            }
        }
    }

    let platform: SwiftCodeGenerator.Platform
    /// The outer namespace's name (`StoryboardScene`, unless a class or module takes it).
    let namespace: String
    let imports: [String]
    let storyboards: [StoryboardEntry]
    let classes: [ClassEntry]
    /// Every custom class the storyboards name, for the runtime's registry.
    let registrations: [GeneratedClass]
    /// The xibs, sorted by name.
    let nibs: [NibEntry]
    /// The xibs' namespace's name (`NibScene`, unless a class or module takes it).
    let nibNamespace: String
    let diagnostics: [Diagnostic]

    /// The names the generated members use, which scene accessors must not take.
    static let storyboardMembers = ["storyboardName", "storyboard", "instantiateInitial"]

    /// A segue of a class while the plan is gathered: its destination, whether any is an unwind
    /// segue, and its identifier as written.
    private struct GatheredSegue {
        var destination: GeneratedClass
        var isUnwind: Bool
        let identifier: String
    }

    /// A reusable view of a class while the plan is gathered.
    private struct GatheredReusable {
        var viewClass: GeneratedClass
        let kind: GeneratedClass.Reusable
        let identifier: String
        let location: SourceLocation
    }

    /// The plan for `sources` on `platform`, for a file compiled into `ownModule`: classes of that
    /// module are spelled as the storyboard qualifies them, but the module is not imported.
    init(sources: [SwiftCodeGenerator.Source], platform: SwiftCodeGenerator.Platform, ownModule: String? = nil) {
        var resolver = PlanResolver(sources: sources, platform: platform)
        self.platform = platform
        var storyboards: [(name: String, initial: (GeneratedClass, PlanResolver.Instantiation)?, scenes: [(String, GeneratedClass, Set<ByteKey>, Bool, Set<ByteKey>)])] = []
        // By class (its name and module) and, within a class, by identifier bytes, each in the
        // order first met.
        var classOrder: [String: GeneratedClass] = [:]
        var segues: [String: [ByteKey: GatheredSegue]] = [:]
        var reusables: [String: [ByteKey: GatheredReusable]] = [:]
        var registered: [String: GeneratedClass] = [:]
        var extraDiagnostics: [Diagnostic] = []
        func owner(_ generated: GeneratedClass) -> String {
            if classOrder[generated.registryName] == nil { classOrder[generated.registryName] = generated }
            return generated.registryName
        }
        for entry in resolver.entries.indices {
            let storyboard = resolver.entries[entry].storyboard
            guard resolver.includes(entry) else { continue }
            var scenes: [(String, GeneratedClass, Set<ByteKey>, Bool, Set<ByteKey>)] = []
            for (position, scene) in storyboard.scenes.enumerated() where scene.kind != .application {
                let sceneClass = resolver.generatedClass(ofSceneAt: position, in: entry)
                let ownsScene = sceneClass.isCustom && scene.reference == nil
                if ownsScene, registered[sceneClass.registryName] == nil { registered[sceneClass.registryName] = sceneClass }
                var dequeued: Set<ByteKey> = []
                if ownsScene {
                    let key = owner(sceneClass)
                    for view in scene.reusableViews {
                        guard let (viewClass, kind) = resolver.reusable(view), let identifier = view.reuseIdentifier else { continue }
                        let id = ByteKey(identifier)
                        dequeued.insert(id)
                        if let known = reusables[key]?[id] {
                            // Two prototypes of one identifier: the kind's class, unless they agree.
                            if known.kind == kind && known.viewClass != viewClass {
                                reusables[key]?[id]?.viewClass = GeneratedClass.platformClass(for: kind, on: platform)
                            }
                        } else {
                            reusables[key, default: [:]][id] = GatheredReusable(viewClass: viewClass, kind: kind, identifier: identifier,
                                                                                 location: view.location)
                        }
                    }
                }
                var performed: Set<ByteKey> = []
                for segue in scene.segues where segue.kind != .relationship {
                    guard let identifier = segue.identifier, !identifier.isEmpty, ownsScene else { continue }
                    let key = owner(sceneClass)
                    let id = ByteKey(identifier)
                    let destination = resolver.destinationClass(of: segue, in: entry)
                    if resolver.performs(segue, in: entry) { performed.insert(id) }
                    if let known = segues[key]?[id] {
                        if known.destination != destination { segues[key]?[id]?.destination = .plainController(on: platform) }
                        if segue.kind == .unwind { segues[key]?[id]?.isUnwind = true }
                    } else {
                        segues[key, default: [:]][id] = GatheredSegue(destination: destination, isUnwind: segue.kind == .unwind, identifier: identifier)
                    }
                }
                guard let identifier = scene.storyboardIdentifier, !identifier.isEmpty else { continue }
                let instantiation = resolver.instantiation(of: identifier, in: entry)
                guard instantiation != .fails else { continue }
                scenes.append((identifier, sceneClass, ownsScene ? performed : [], instantiation == .instantiates, dequeued))
            }
            let initial = resolver.initialClass(in: entry)
            storyboards.append((storyboard.name, initial, scenes))
        }
        // A custom class that is a controller's and a reusable view's, or two kinds of reusable
        // view's, cannot satisfy both: its views are typed as the platform's class.
        var families: [String: String] = [:]
        for generated in Array(classOrder.values) + Array(registered.values) + segues.values.flatMap({ $0.values.map(\.destination) })
        where generated.isCustom {
            families[generated.registryName] = "controller"
        }
        for key in reusables.keys.sorted() {
            for id in reusables[key, default: [:]].keys.sorted(by: { $0.string.utf8.lexicographicallyPrecedes($1.string.utf8) }) {
                guard let view = reusables[key]?[id], view.viewClass.isCustom else { continue }
                let family = view.kind.rawValue
                let name = view.viewClass.registryName
                if let other = families[name], other != family {
                    let platformClass = GeneratedClass.platformClass(for: view.kind, on: platform)
                    extraDiagnostics.append(Diagnostic(
                        severity: .warning, code: .codegenInvalidName,
                        message: "class '\(Quote.value(name))' is the class of a \(other) and of a \(family); reuse identifier '\(Quote.value(view.identifier))' is typed as \(platformClass.swift)",
                        location: view.location))
                    reusables[key]?[id]?.viewClass = platformClass
                } else {
                    families[name] = family
                }
            }
        }
        let (nibs, nibDiagnostics, otherPlatformNibs) = NibEntry.entries(of: sources, platform: platform, resolver: &resolver, avoiding: [])
        // Every class the file names, and every name a scope refers to, which its own names must not shadow.
        var named: [GeneratedClass] = storyboards.flatMap { [$0.initial?.0].compactMap { $0 } + $0.scenes.map(\.1) }
        named += segues.values.flatMap { $0.values.map(\.destination) } + Array(classOrder.values) + Array(registered.values)
        named += reusables.values.flatMap { $0.values.map(\.viewClass) }
        named += nibs.flatMap { entry -> [GeneratedClass] in [entry.owner, entry.firstView].compactMap { $0 } }
        let referenced = Set(named.flatMap { [$0.name] + [$0.module].compactMap { $0 } })
        let spelled = SpelledNames(platform: platform)
        // The nibs' code spells names of its own (`UINib`, `owner`, `firstView`…), only when there are nibs.
        let avoided = referenced.union(spelled.all).union(nibs.isEmpty ? [] : SpelledNames.nibs)
        var namespace = "StoryboardScene"
        var suffix = 1
        while avoided.contains(namespace) {
            namespace = "StoryboardScene_" + (suffix == 1 ? "" : String(suffix))
            suffix += 1
        }
        self.namespace = namespace
        var nibNamespace = "NibScene"
        suffix = 1
        while avoided.contains(nibNamespace) || nibNamespace == namespace {
            nibNamespace = "NibScene_" + (suffix == 1 ? "" : String(suffix))
            suffix += 1
        }
        self.nibNamespace = nibNamespace
        // The nibs' enums are named again, clear of every class and module the file names.
        self.nibs = NibEntry.entries(of: sources, platform: platform, resolver: &resolver,
                                     avoiding: avoided.union([namespace, nibNamespace, "validate", "registerClasses", "registration", "names", "missingNibs"])).entries
        // One set every scope avoids; each scope adds only its own members. Members (accessors,
        // cases, properties) may take a local's name: they are always written qualified.
        let shared = avoided.union([namespace])
        let sharedByMembers = shared.subtracting(SpelledNames.locals)
        var typeNames = SwiftNameScope(avoiding: shared, and: ["validate", "registerClasses", "registration", "storyboard"])
        let byBytes = { (a: String, b: String) in a.utf8.lexicographicallyPrecedes(b.utf8) }
        self.storyboards = storyboards.sorted { byBytes($0.name, $1.name) }.map { storyboard in
            var members = SwiftNameScope(avoiding: sharedByMembers, and: GenerationPlan.storyboardMembers)
            let scenes = storyboard.scenes.sorted { byBytes($0.0, $1.0) }.map { scene in
                SceneEntry(identifier: scene.0, accessor: members.claim(SwiftName.lowerCamel(scene.0, fallback: "scene")),
                           generatedClass: scene.1, isValidated: scene.3, reusables: scene.4, segues: scene.2)
            }
            return StoryboardEntry(name: storyboard.name, typeName: typeNames.claim(SwiftName.upperCamel(storyboard.name, fallback: "Storyboard")),
                                   initial: storyboard.initial?.0, validatesInitial: storyboard.initial?.1 == .instantiates, scenes: scenes)
        }
        classes = Set(segues.keys).union(reusables.keys).compactMap { classOrder[$0] }.sorted().map { owner in
            let key = owner.registryName
            var cases = SwiftNameScope(avoiding: sharedByMembers)
            var properties = SwiftNameScope(avoiding: sharedByMembers)
            let entries = segues[key, default: [:]].values.sorted { byBytes($0.identifier, $1.identifier) }
            let views = reusables[key, default: [:]].values.sorted { byBytes($0.identifier, $1.identifier) }
            return ClassEntry(generatedClass: owner, segues: entries.map { segue in
                SegueEntry(identifier: segue.identifier, caseName: cases.claim(SwiftName.lowerCamel(segue.identifier, fallback: "segue")),
                           destination: segue.destination, isUnwind: segue.isUnwind)
            }, reusables: views.map { view in
                ReusableEntry(identifier: view.identifier, propertyName: properties.claim(SwiftName.lowerCamel(view.identifier, fallback: "cell")),
                              viewClass: view.viewClass, kind: view.kind)
            })
        }
        registrations = registered.values.sorted()
        // A file cannot import the module it is part of (Swift warns, and ignores the import).
        imports = Set(named.compactMap(\.module)).subtracting([ownModule].compactMap { $0 }).union([spelled.platformModule]).sorted()
        // Every document given left out for its platform: the file holds nothing, which a note per
        // document does not make plain.
        let otherPlatformStoryboards = resolver.entries.indices.filter { !resolver.includes($0) }.map { resolver.entries[$0].storyboard }
        if self.storyboards.isEmpty, self.nibs.isEmpty, !otherPlatformStoryboards.isEmpty || !otherPlatformNibs.isEmpty {
            let found = Set(otherPlatformStoryboards.map(\.documentInfo.platform.rawValue) + otherPlatformNibs.map(\.documentInfo.platform.rawValue)).sorted()
            let hint = switch platform {
            case .uikit: found == ["macOS"] ? "; use --platform appkit for macOS storyboards (xibs are generated for uikit and sceneloader)" : ""
            case .appkit: otherPlatformStoryboards.isEmpty ? "; xibs are generated for uikit and sceneloader" : ""
            case .sceneloader: ""
            }
            let location = otherPlatformStoryboards.first?.documentLocation ?? otherPlatformNibs[0].documentLocation
            extraDiagnostics.append(Diagnostic(
                severity: .warning, code: .codegenSkipped,
                message: "nothing was generated: every storyboard and xib given is for \(found.joined(separator: ", ")), not --platform \(platform.rawValue)\(hint)",
                location: location))
        }
        // A scene's class is resolved for each place that names it: report each problem once.
        var reported: Set<Diagnostic> = []
        diagnostics = (resolver.diagnostics + extraDiagnostics + nibDiagnostics).filter { reported.insert($0).inserted }
    }
}
