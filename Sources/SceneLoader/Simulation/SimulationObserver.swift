/// Prints every callback and delegate call into the running simulation, and answers the delegate's
/// questions as the script set them (`refuse`, `allow`, `delegate-orientations`).
final class SimulationObserver: ViewControllerObserver, TabBarControllerDelegate {
    weak var simulator: Simulator?
    var refused: Set<ObjectIdentifier> = []
    var orientations: InterfaceOrientationMask?

    func viewController(_ viewController: ViewController, didReceive event: LifecycleEvent) {
        guard let simulator else { return }
        let name = simulator.label(viewController)
        switch event {
        case .willMove(let parent): simulator.emit("\(name) willMove(toParent: \(simulator.label(parent)))")
        case .didMove(let parent): simulator.emit("\(name) didMove(toParent: \(simulator.label(parent)))")
        default: simulator.emit("\(name) \(event)")
        }
    }

    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        let answer = !refused.contains(ObjectIdentifier(viewController))
        simulator?.emit("delegate shouldSelect \(simulator?.label(viewController) ?? "") → \(answer)")
        return answer
    }

    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        simulator?.emit("delegate didSelect \(simulator?.label(viewController) ?? "")")
    }

    func tabBarController(_ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController]) {
        simulator?.emit("delegate willBeginCustomizing \(simulator?.list(viewControllers) ?? "")")
    }

    func tabBarController(_ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController], changed: Bool) {
        simulator?.emit("delegate willEndCustomizing \(simulator?.list(viewControllers) ?? "") changed: \(changed)")
    }

    func tabBarController(_ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController], changed: Bool) {
        simulator?.emit("delegate didEndCustomizing \(simulator?.list(viewControllers) ?? "") changed: \(changed)")
    }

    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: TabBarController) -> InterfaceOrientationMask? {
        orientations
    }
}
