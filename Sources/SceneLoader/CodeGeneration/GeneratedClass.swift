/// A class the generated code names: a storyboard's custom class (with its module, when the file
/// names one that is not the target's) or the platform's class for a controller kind.
struct GeneratedClass: Hashable, Comparable, Sendable {
    /// The module to qualify the name with and import; nil for the app's own module or the platform's.
    let module: String?
    /// The class name.
    let name: String
    /// Whether it is a storyboard's custom class (the app's code), not the platform's.
    let isCustom: Bool
    /// The platform class it derives from: its kind's class (itself for a platform class).
    let base: String

    /// How the generated code spells it.
    var swift: String { module.map { $0 + "." + name } ?? name }

    /// The name the runtime's class registry looks it up by (`customModule.customClass` or `customClass`).
    var registryName: String { swift }

    static func < (a: GeneratedClass, b: GeneratedClass) -> Bool {
        (a.swift, a.base) < (b.swift, b.base)
    }

    /// The platform's class for a scene of `kind` (a plain controller when the platform has none).
    static func platformClass(for kind: ControllerKind, on platform: SwiftCodeGenerator.Platform) -> GeneratedClass {
        let name: String
        switch platform {
        case .uikit:
            let known: Set<ControllerKind> = [.viewController, .tableViewController, .collectionViewController, .navigationController,
                                              .tabBarController, .splitViewController, .pageViewController]
            name = known.contains(kind) ? kind.defaultClassName(on: .iOS) : "UIViewController"
        case .appkit:
            let known: Set<ControllerKind> = [.viewController, .windowController, .splitViewController, .tabViewController,
                                              ControllerKind(rawValue: "pagecontroller")]
            name = known.contains(kind) ? kind.defaultClassName(on: .macOS) : "NSViewController"
        case .sceneloader:
            switch kind {
            case .navigationController: name = "NavigationController"
            case .tabBarController: name = "TabBarController"
            default: name = "ViewController"
            }
        }
        return GeneratedClass(module: nil, name: name, isCustom: false, base: name)
    }

    /// The platform's plain controller class: the type of a destination that is not known.
    static func plainController(on platform: SwiftCodeGenerator.Platform) -> GeneratedClass {
        platformClass(for: .viewController, on: platform)
    }
}
