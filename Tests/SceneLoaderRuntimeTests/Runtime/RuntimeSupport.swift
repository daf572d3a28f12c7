#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import SceneLoaderCore
@testable import SceneLoaderRuntime
@testable import SceneLoaderSimulation
import TestSupport

/// `Fixtures/scenarios/app.storyboard`: six tabs, a three-tab controller, standalone scenes.
func appStoryboard() throws -> Storyboard {
    try Storyboard(contentsOf: Paths.fixtures("scenarios").appendingPathComponent("app.storyboard"))
}

/// Names controllers for readable event lists (`["a viewWillDisappear", "b willMove(nav)"]`), and is
/// the tab bar controller's delegate through the library's own ``SimulationObserver`` (what
/// `simulate` uses), which writes each delegate call as a line of ``delegateCalls``.
final class Recorder {
    let log = LifecycleEventLog()
    private var names: [ObjectIdentifier: String] = [:]
    /// Delegate calls, as `delegate shouldSelect b → true`, `delegate didSelect More`.
    var delegateCalls: [String] = []
    /// The delegate: answers as ``refused`` and ``orientations`` say.
    private(set) lazy var delegate = SimulationObserver(naming: { [unowned self] in label($0) },
                                                        output: { [unowned self] in delegateCalls.append($0) })
    /// Controllers `shouldSelect` refuses.
    var refused: Set<ObjectIdentifier> {
        get { delegate.refused }
        set { delegate.refused = newValue }
    }
    /// What the delegate answers for the orientations.
    var orientations: InterfaceOrientationMask? {
        get { delegate.orientations }
        set { delegate.orientations = newValue }
    }

    func name(_ controller: ViewController?, _ label: String) { if let controller { names[ObjectIdentifier(controller)] = label } }

    func label(_ controller: ViewController?) -> String {
        guard let controller else { return "nil" }
        return names[ObjectIdentifier(controller)] ?? controller.title ?? controller.className
    }

    /// Attaches the log to `root` and names the More controllers.
    func observe(_ root: ViewController) {
        log.attach(to: root)
        if let tabs = root as? TabBarController {
            name(tabs.moreNavigationController, "More")
            name(tabs.moreNavigationController.moreListController, "MoreList")
            tabs.delegate = delegate
        }
    }

    /// The events so far, one string each; `clear` forgets them.
    func events(clear: Bool = true) -> [String] {
        let lines = log.entries.map { entry -> String in
            switch entry.event {
            case .willMove(let parent): "\(label(entry.viewController)) willMove(\(label(parent)))"
            case .didMove(let parent): "\(label(entry.viewController)) didMove(\(label(parent)))"
            default: "\(label(entry.viewController)) \(entry.event.name)"
            }
        }
        if clear { log.removeAll() }
        return lines
    }

    /// Only the appearance events (no loads, no containment).
    func appearance(clear: Bool = true) -> [String] {
        events(clear: clear).filter { $0.contains("Appear") || $0.contains("Disappear") }
    }
}

/// Plain controllers titled by name.
func controllers(_ names: String...) -> [ViewController] { names.map { ViewController(title: $0) } }

/// `n` controllers titled `t0`, `t1`…
func tabs(_ count: Int) -> [ViewController] { (0..<count).map { ViewController(title: "t\($0)") } }

/// Identity comparison of controller lists.
func same(_ a: [ViewController]?, _ b: [ViewController]?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
}

/// A tab bar controller on screen in a window, with `list` as tabs, observed by `recorder`.
func shownTabs(_ list: [ViewController], recorder: Recorder, size: UserInterfaceSizeClass = .compact) throws -> (Window, TabBarController) {
    let tabs = TabBarController()
    tabs.horizontalSizeClass = size
    try tabs.setViewControllers(list, animated: false)
    recorder.observe(tabs)
    let window = Window(rootViewController: tabs)
    _ = recorder.events()
    return (window, tabs)
}
