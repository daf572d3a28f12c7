#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Runs a ``SimulationScript`` against live controllers and writes what happens as text: each
/// command, every callback it caused (appearance, containment, delegate), what it returned or
/// threw, and the resulting state (on `state` and at the end).
///
/// ```swift
/// let script = try SimulationScript(text: "instantiate Tabs\nshow Tabs\ntap 2\n", path: "demo")
/// let result = Simulator(storyboard: storyboard).run(script)
/// print(result.output)
/// ```
public final class Simulator {
    /// What a run produced: the text, and the script error that stopped it, if any.
    public struct Result: Sendable {
        /// Everything printed, one line per callback or fact.
        public let output: String
        /// The mistake in the script that stopped the run (an unknown name…), or nil.
        public let error: SimulationError?
    }

    var storyboard: Storyboard?
    let baseDirectory: URL?
    var names: [String: ViewController] = [:]
    var labels: [ObjectIdentifier: String] = [:]
    var order: [ViewController] = []
    var lines = Lines()
    var window: Window?
    var currentTabBar: TabBarController?
    let observer = SimulationObserver()
    var location = SourceLocation(file: "", line: 0, column: 0)

    /// Makes a simulator; `storyboard` serves `instantiate` (a script's `storyboard PATH` line
    /// loads another, relative to `baseDirectory` or the working directory).
    public init(storyboard: Storyboard?, baseDirectory: URL? = nil) {
        self.storyboard = storyboard
        self.baseDirectory = baseDirectory
        observer.simulator = self
    }

    /// Runs every command of `script` in order, then prints the state.
    public func run(_ script: SimulationScript) -> Result {
        var output = ""
        let error = run(script) { output += $0 + "\n" }
        return Result(output: output, error: error)
    }

    /// Runs every command of `script` in order, then prints the state, handing each line (without
    /// its newline) to `output` as it is made, so that a long run's output is never held whole.
    /// Returns the mistake in the script that stopped the run, or nil.
    public func run(_ script: SimulationScript, output: @escaping (String) -> Void) -> SimulationError? {
        lines = Lines(write: output)
        defer { lines = Lines() }
        var endedWithState = false
        for (step, location, text) in script.steps {
            self.location = location
            lines.append("> \(text)")
            do {
                try perform(step)
            } catch {
                return error
            }
            endedWithState = step == .state
        }
        if !endedWithState { printState() }
        return nil
    }

    /// Where the lines of output go, as they are made.
    struct Lines {
        var write: (String) -> Void = { _ in }

        /// Writes `line` as one line of text output, whatever the storyboard or script holds.
        func append(_ line: String) { write(Quote.line(line)) }
    }

    // MARK: Names

    func label(_ controller: ViewController?) -> String {
        guard let controller else { return "nil" }
        return labels[ObjectIdentifier(controller)] ?? controller.description
    }

    func register(_ controller: ViewController, as name: String) throws(SimulationError) {
        guard names[name] == nil else {
            throw SimulationError(code: .simulateWrongController, message: "the name '\(Quote.value(name))' is already used", location: location)
        }
        adopt(controller, name: name)
    }

    func unregister(_ controller: ViewController) {
        guard let name = labels.removeValue(forKey: ObjectIdentifier(controller)) else { return }
        names[name] = nil
        order.removeAll { $0 === controller }
    }

    /// Names `controller` (if it has no name yet) and everything below it, and observes them.
    private func adopt(_ controller: ViewController, name: String) {
        if labels[ObjectIdentifier(controller)] == nil {
            var unique = name
            var counter = 2
            while names[unique] != nil {
                unique = "\(name)#\(counter)"
                counter += 1
            }
            names[unique] = controller
            labels[ObjectIdentifier(controller)] = unique
            order.append(controller)
        }
        if controller.lifecycleObserver == nil { controller.lifecycleObserver = observer }
        if let tabs = controller as? TabBarController {
            tabs.delegate = observer
            currentTabBar = tabs
            adopt(tabs.moreNavigationController, name: "More")
            adopt(tabs.moreNavigationController.moreListController, name: "MoreList")
        }
        let below: [ViewController]
        if let tabs = controller as? TabBarController {
            below = (tabs.viewControllers ?? []) + tabs.children
        } else {
            below = controller.children
        }
        for child in below where labels[ObjectIdentifier(child)] == nil {
            adopt(child, name: child is MoreListController ? "MoreList" : child.storyboardIdentifier ?? child.scene?.id ?? child.className)
        }
    }

    func controller(_ name: String) throws(SimulationError) -> ViewController {
        if let controller = names[name] { return controller }
        throw SimulationError(code: .simulateUnknownName,
                              message: "no controller is named '\(Quote.value(name))'\(NearestMatch.hint(for: name, among: names.keys.sorted()))",
                              location: location)
    }

    func navigation(_ name: String) throws(SimulationError) -> NavigationController {
        let found = try controller(name)
        guard let navigation = found as? NavigationController else {
            throw SimulationError(code: .simulateWrongController, message: "'\(Quote.value(name))' is a \(found.className), not a navigation controller", location: location)
        }
        return navigation
    }

    func tabBar() throws(SimulationError) -> TabBarController {
        guard let currentTabBar else {
            throw SimulationError(code: .simulateWrongController,
                                  message: "there is no tab bar controller yet; 'instantiate' one or make one with 'tabbar NAME'", location: location)
        }
        return currentTabBar
    }

    // MARK: Output

    func emit(_ text: String) { lines.append("  " + text) }

    /// Prints a controller error with controllers' addresses replaced by their names.
    func emit(_ error: ControllerError) {
        var message = error.message
        for controller in order where message.contains(controller.description) {
            message = message.replacing(controller.description, with: "<\(controller.className): \(label(controller))>")
        }
        emit("! \(error.exceptionName): \(message) [\(error.code)]")
    }

    func list(_ controllers: [ViewController]?) -> String {
        guard let controllers else { return "nil" }
        return "[" + controllers.map(label).joined(separator: ", ") + "]"
    }
}
