import SceneLoaderRuntime

/// Prints every callback and delegate call as a line (`c viewWillAppear(false)`, `delegate
/// shouldSelect c → true`), and answers the delegate's questions as told (`refuse`, `allow`,
/// `delegate-orientations` in a script). The simulation names controllers with its names; the
/// tests' recorder with theirs.
final class SimulationObserver: ViewControllerObserver, TabBarControllerDelegate {
    var refused: Set<ObjectIdentifier> = []
    var orientations: InterfaceOrientationMask?
    /// A controller's name in the lines.
    private let name: (ViewController?) -> String
    /// Receives each line.
    private let output: (String) -> Void

    init(naming: @escaping (ViewController?) -> String, output: @escaping (String) -> Void) {
        name = naming
        self.output = output
    }

    private func list(_ controllers: [ViewController]) -> String {
        "[" + controllers.map(name).joined(separator: ", ") + "]"
    }

    func viewController(_ viewController: ViewController, didReceive event: LifecycleEvent) {
        switch event {
        case .willMove(let parent): output("\(name(viewController)) willMove(toParent: \(name(parent)))")
        case .didMove(let parent): output("\(name(viewController)) didMove(toParent: \(name(parent)))")
        default: output("\(name(viewController)) \(event)")
        }
    }

    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        let answer = !refused.contains(ObjectIdentifier(viewController))
        output("delegate shouldSelect \(name(viewController)) → \(answer)")
        return answer
    }

    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        output("delegate didSelect \(name(viewController))")
    }

    func tabBarController(_ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController]) {
        output("delegate willBeginCustomizing \(list(viewControllers))")
    }

    func tabBarController(_ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController], changed: Bool) {
        output("delegate willEndCustomizing \(list(viewControllers)) changed: \(changed)")
    }

    func tabBarController(_ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController], changed: Bool) {
        output("delegate didEndCustomizing \(list(viewControllers)) changed: \(changed)")
    }

    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: TabBarController) -> InterfaceOrientationMask? {
        orientations
    }
}
