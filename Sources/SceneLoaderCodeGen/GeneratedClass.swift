import SceneLoaderCore
import SceneLoaderRuntime

/// A class the generated code names: a storyboard's custom class (with its module, when the file
/// names one that is not the target's) or the platform's class for a controller kind.
struct GeneratedClass: Hashable, Comparable, Sendable {
    /// The module to qualify the name with and import; nil for the app's own module or the platform's.
    let module: String?
    /// The class name.
    let name: String
    /// Whether it is a storyboard's custom class (the app's code), not the platform's.
    let isCustom: Bool
    /// Whether the spelling is qualified with the module: not when the module is also a class's
    /// name (`ESTabBarController.ESTabBarController` would look inside the class).
    var isQualified = true

    /// The platform class it derives from, as the generated code spells it: its kind's class
    /// (itself for a platform class).
    let base: String

    /// How the generated code spells it.
    var swift: String { isQualified ? registryName : name }

    /// The name the runtime's class registry looks it up by (`customModule.customClass` or `customClass`).
    var registryName: String { module.map { $0 + "." + name } ?? name }

    static func < (a: GeneratedClass, b: GeneratedClass) -> Bool {
        (a.swift, a.base) < (b.swift, b.base)
    }

    /// The platform's class for a scene of `kind` (a plain controller when the platform has none).
    static func platformClass(for kind: ControllerKind, on platform: SwiftCodeGenerator.Platform) -> GeneratedClass {
        let name: String
        var module: String?
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
            // Qualified: an app's own class is often called ViewController (Xcode's template).
            module = "SceneLoader"
        }
        let spelled = module.map { $0 + "." + name } ?? name
        return GeneratedClass(module: module, name: name, isCustom: false, isQualified: true, base: spelled)
    }

    /// A view a table or collection view dequeues by reuse identifier: the element that declares it.
    enum Reusable: String, Sendable, Hashable, Comparable {
        /// `UITableViewCell`, dequeued with `dequeueReusableCell(withIdentifier:for:)`.
        case tableViewCell
        /// `UICollectionViewCell`, dequeued with `dequeueReusableCell(withReuseIdentifier:for:)`.
        case collectionViewCell
        /// `UICollectionReusableView` (a header or footer), dequeued with
        /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
        case collectionReusableView

        static func < (a: Reusable, b: Reusable) -> Bool { a.rawValue < b.rawValue }

        /// The generated identifier type for this kind.
        var identifierType: String {
            switch self {
            case .tableViewCell: "TableViewCellIdentifier"
            case .collectionViewCell: "CollectionViewCellIdentifier"
            case .collectionReusableView: "SupplementaryViewIdentifier"
            }
        }
    }

    /// The platform's class for a reusable view of `kind`: UIKit's, or the runtime's (qualified).
    static func platformClass(for kind: Reusable, on platform: SwiftCodeGenerator.Platform) -> GeneratedClass {
        let name = switch kind {
        case .tableViewCell: "TableViewCell"
        case .collectionViewCell: "CollectionViewCell"
        case .collectionReusableView: "CollectionReusableView"
        }
        guard platform == .sceneloader else {
            return GeneratedClass(module: nil, name: "UI" + name, isCustom: false, isQualified: true, base: "UI" + name)
        }
        return GeneratedClass(module: "SceneLoader", name: name, isCustom: false, isQualified: true, base: "SceneLoader." + name)
    }

    /// The platform's plain controller class: the type of a destination that is not known.
    static func plainController(on platform: SwiftCodeGenerator.Platform) -> GeneratedClass {
        platformClass(for: .viewController, on: platform)
    }
}
