import SceneLoaderCore
import SceneLoaderBundle

/// One xib's accessors in the generated file: its name, the class of its File's Owner and of its
/// first top-level view, and, for a cell's nib, the cell's kind and reuse identifier.
struct NibEntry {
    /// The nib's name (`MessageCell` for `MessageCell.xib`).
    let name: String
    /// The enum it gets in the nibs' namespace.
    let typeName: String
    /// File's Owner's custom class, when it has one that is a Swift identifier.
    private(set) var owner: GeneratedClass?
    /// Whether the owner is a view controller whose view the nib is (its class ends in
    /// `ViewController` and its `view` outlet is set): the nib gets `viewController(…)`.
    let isViewControllerNib: Bool
    /// The class of the first top-level object, when it is a view (a cell, a view, a control).
    let firstView: GeneratedClass?
    /// For a nib whose one top-level object is a cell or reusable view with a reuse identifier:
    /// its kind and identifier.
    let cell: (kind: GeneratedClass.Reusable, identifier: String)?

    /// The entries of every nib of `sources` for `platform`, each nib once (a bundle's localized
    /// variant as `Bundle` picks it), sorted by name, with the notes of what is left out and the
    /// nibs left out for their platform.
    static func entries(of sources: [SwiftCodeGenerator.Source], platform: SwiftCodeGenerator.Platform,
                        resolver: inout PlanResolver, avoiding taken: Set<String>)
        -> (entries: [NibEntry], diagnostics: [Diagnostic], otherPlatforms: [Nib]) {
        var otherPlatforms: [Nib] = []
        var nibs: [Nib] = []
        var diagnostics: [Diagnostic] = []
        for source in sources {
            switch source {
            case .storyboard:
                continue
            case .nib(let nib):
                nibs.append(nib)
            case .bundle(let bundle):
                for name in bundle.nibNames {
                    switch Result(catching: { () throws(StoryboardError) -> Nib in try bundle.nib(named: name) }) {
                    case .success(let nib):
                        nibs.append(nib)
                    case .failure(let error):
                        diagnostics.append(Diagnostic(severity: .warning, code: .codegenSkipped,
                                                      message: "xib '\(Quote.value(name))' is left out: it does not load (\(error.code))",
                                                      location: error.location))
                    }
                }
            }
        }
        var seen: Set<String> = []
        var kept: [Nib] = []
        let sorted = nibs.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        for nib in sorted {
            guard seen.insert(nib.name).inserted else { continue }
            let nibPlatform = nib.documentInfo.platform
            let matches = switch platform {
            case .uikit: nibPlatform == .iOS || nibPlatform == .tvOS
            case .appkit: false
            case .sceneloader: true
            }
            guard matches else {
                let why = platform == .appkit ? "xibs are generated for uikit and sceneloader" : "it is for \(nibPlatform.rawValue)"
                diagnostics.append(Diagnostic(severity: .note, code: .codegenSkipped,
                                              message: "xib '\(Quote.value(nib.name))' is left out: \(why), not --platform \(platform.rawValue)",
                                              location: nib.documentLocation))
                otherPlatforms.append(nib)
                continue
            }
            if let error = nib.diagnostics.first(where: { $0.severity == .error }) {
                diagnostics.append(Diagnostic(severity: .note, code: .codegenSkipped,
                                              message: "xib '\(Quote.value(nib.name))' gets no accessors: it does not instantiate (\(error.code))",
                                              location: error.location))
                continue
            }
            kept.append(nib)
        }
        var names = SwiftNameScope(avoiding: taken)
        var entries = kept.map { nib in
            // `MessageCell.xib` of class `MessageCell` is `MessageCellNib`: the enum must not hide the class.
            let name = SwiftName.upperCamel(nib.name, fallback: "Nib")
            return NibEntry(nib, typeName: names.claim(taken.contains(name) ? name + "Nib" : name), platform: platform, resolver: &resolver)
        }
        // An owner's class is known only by its name (a view controller's, or an object's); when a
        // nib's view has the same class (a cell that owns its own nib), that is what the class is.
        var views: [String: GeneratedClass] = [:]
        for entry in entries { if let view = entry.firstView, view.isCustom { views[view.swift] = view } }
        for index in entries.indices {
            if let owner = entries[index].owner, let view = views[owner.swift] { entries[index].owner = view }
        }
        return (entries, diagnostics, otherPlatforms)
    }

    private init(_ nib: Nib, typeName: String, platform: SwiftCodeGenerator.Platform, resolver: inout PlanResolver) {
        name = nib.name
        self.typeName = typeName
        let ownerObject = nib.filesOwner
        let isViewController = ownerObject?.customClass.map(Self.isViewControllerClass) ?? false
        if let ownerObject, ownerObject.customClass != nil {
            let base = isViewController ? GeneratedClass.plainController(on: platform)
                : platform == .sceneloader ? GeneratedClass.runtimeObject : GeneratedClass.foundationObject
            let declared = resolver.declaredClass(ownerObject.customClass, module: ownerObject.customModule,
                                                  provider: ownerObject.customModuleProvider, platformClass: base,
                                                  at: ownerObject.location)
            // The runtime types File's Owner only when it is a view controller, which takes outlets.
            owner = declared.isCustom && (isViewController || platform != .sceneloader) ? declared : nil
        } else {
            owner = nil
        }
        isViewControllerNib = owner != nil && isViewController && (ownerObject?.outlets.contains { $0.name == "view" } ?? false)
        let topLevel = nib.topLevelObjects
        if let first = topLevel.first, Self.isView(first) {
            let kind = GeneratedClass.Reusable(rawValue: first.element)
            let base = kind.map { GeneratedClass.platformClass(for: $0, on: platform) } ?? GeneratedClass.view(on: platform)
            firstView = resolver.declaredClass(first.customClass, module: first.customModule, provider: first.customModuleProvider,
                                               platformClass: base, at: first.location)
            if let kind, topLevel.count == 1, let identifier = first.reuseIdentifier, !identifier.isEmpty {
                cell = (kind, identifier)
            } else {
                cell = nil
            }
        } else {
            firstView = nil
            cell = nil
        }
    }

    /// Whether a top-level object is a view: not a controller, a gesture recognizer or a plain object.
    private static func isView(_ object: NibObject) -> Bool {
        !object.isViewController && !object.element.hasSuffix("GestureRecognizer") && object.element != "customObject"
    }

    /// Whether a class named `name` is a view controller, by UIKit's naming.
    private static func isViewControllerClass(_ name: String) -> Bool { name.hasSuffix("ViewController") }
}

extension GeneratedClass {
    /// The platform's view class: what a nib's first view is typed as without a custom class.
    static func view(on platform: SwiftCodeGenerator.Platform) -> GeneratedClass {
        platform == .sceneloader
            ? GeneratedClass(module: "SceneLoader", name: "View", isCustom: false, isQualified: true, base: "SceneLoader.View")
            : GeneratedClass(module: nil, name: "UIView", isCustom: false, isQualified: true, base: "UIView")
    }

    /// `NSObject`: the base of a File's Owner class that is not a view controller, in UIKit's code.
    static let foundationObject = GeneratedClass(module: nil, name: "NSObject", isCustom: false, isQualified: true, base: "NSObject")

    /// The runtime's object that takes outlets, for a File's Owner class that is not a view
    /// controller: a ``View`` (it keeps every outlet it is given).
    static let runtimeObject = GeneratedClass(module: "SceneLoader", name: "View", isCustom: false, isQualified: true, base: "SceneLoader.View")
}

extension GenerationPlan.SpelledNames {
    /// The names the nibs' code spells besides the storyboards' (types, its members called
    /// unqualified, its parameters): no generated name takes them when the file has nibs.
    static let nibs: Set<String> = ["UINib", "Nib", "OutletContainer", "ViewClasses", "ReusableViewClasses",
                                    "UIView", "UITableView", "UICollectionView", "View", "StoryboardError", "SourceLocation",
                                    "owner", "tableView", "collectionView", "nib", "instantiate", "firstView", "reuseIdentifier",
                                    "register", "viewController", "names", "missingNibs"]
}
