#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import SceneLoaderCore
import SceneLoaderRuntime
public import SceneLoaderBundle

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
    var bundle: StoryboardBundle?
    let baseDirectory: URL?
    var names: [String: ViewController] = [:]
    var labels: [ObjectIdentifier: String] = [:]
    /// For each name given twice, the next suffix `uniqueName(from:)` tries.
    private var nextSuffix: [String: Int] = [:]
    /// The named controllers by address, to put names in the controller errors' messages.
    private var namedByAddress: [UInt: ViewController] = [:]
    var order: [ViewController] = []
    var lines = Lines()
    var window: Window?
    var currentTabBar: TabBarController?
    /// Prints the callbacks and delegate calls with the simulation's names.
    private(set) lazy var observer = SimulationObserver(naming: { [unowned self] in label($0) }, output: { [unowned self] in emit($0) })
    var location = SourceLocation(file: "", line: 0, column: 0)

    /// Makes a simulator; `storyboard` serves `instantiate` (a script's `storyboard PATH` line
    /// loads another, relative to `baseDirectory` or the working directory), and `bundle` serves
    /// `instantiate … from STORYBOARD` (a script's `bundle PATH` line names another).
    public init(storyboard: Storyboard?, bundle: StoryboardBundle? = nil, baseDirectory: URL? = nil) {
        self.storyboard = storyboard
        self.bundle = bundle
        self.baseDirectory = baseDirectory
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
        namedByAddress[UInt(bitPattern: ObjectIdentifier(controller))] = nil
        order.removeAll { $0 === controller }
    }

    /// Names `controller` (if it has no name yet) and everything below it, and observes them.
    /// Iterative: a containment chain of any depth is walked with a heap-allocated stack.
    private func adopt(_ controller: ViewController, name: String) {
        // Depth first, in the order a recursive walk would take: each controller, then what it holds.
        var pending: [(controller: ViewController, name: String)] = [(controller, name)]
        var visited = Set<ObjectIdentifier>()
        while let (controller, name) = pending.popLast() {
            guard visited.insert(ObjectIdentifier(controller)).inserted else { continue }
            if labels[ObjectIdentifier(controller)] == nil { give(controller, uniqueName(from: name)) }
            if controller.lifecycleObserver == nil { controller.lifecycleObserver = observer }
            var next: [(controller: ViewController, name: String)] = []
            let below: [ViewController]
            if let tabs = controller as? TabBarController {
                tabs.delegate = observer
                currentTabBar = tabs
                next.append((tabs.moreNavigationController, "More"))
                next.append((tabs.moreNavigationController.moreListController, "MoreList"))
                below = (tabs.viewControllers ?? []) + tabs.children
            } else {
                below = controller.children
            }
            for child in below where labels[ObjectIdentifier(child)] == nil {
                next.append((child, child is MoreListController ? "MoreList" : child.storyboardIdentifier ?? child.scene?.id ?? child.className))
            }
            pending.append(contentsOf: next.reversed())
        }
    }

    private func give(_ controller: ViewController, _ name: String) {
        names[name] = controller
        labels[ObjectIdentifier(controller)] = name
        namedByAddress[UInt(bitPattern: ObjectIdentifier(controller))] = controller
        order.append(controller)
    }

    /// `name`, or `name#2`, `name#3`… the first that is free. Each base name remembers the next
    /// suffix to try, so naming the k-th copy costs the same as the first.
    private func uniqueName(from name: String) -> String {
        guard names[name] != nil else { return name }
        var counter = nextSuffix[name] ?? 2
        while names["\(name)#\(counter)"] != nil { counter += 1 }
        nextSuffix[name] = counter + 1
        return "\(name)#\(counter)"
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

    /// Prints a controller error with controllers' addresses replaced by their names. The message
    /// names at most a few controllers, each found by its description; the cost does not grow
    /// with the number of controllers the script made.
    func emit(_ error: ControllerError) {
        var message = Substring(error.message)
        var text = ""
        while let start = message.firstIndex(of: "<") {
            text += message[..<start]
            let rest = message[start...]
            if let end = rest.firstIndex(of: ">"), let controller = namedController(described: rest[...end]) {
                text += "<\(controller.describedClassName): \(label(controller))>"
                message = rest[rest.index(after: end)...]
            } else {
                text += "<"
                message = rest.dropFirst()
            }
        }
        text += message
        emit("! \(error.exceptionName): \(text) [\(error.code)]")
    }

    /// The named controller whose description is `description` (`<Class: 0xADDRESS>`), if any.
    private func namedController(described description: Substring) -> ViewController? {
        guard let colon = description.lastIndex(of: ":") else { return nil }
        let hex = description[colon...].dropFirst(": 0x".count).dropLast()
        guard description[colon...].hasPrefix(": 0x"), let address = UInt(hex, radix: 16),
              let controller = namedByAddress[address], controller.description == description else { return nil }
        return controller
    }

    func list(_ controllers: [ViewController]?) -> String {
        guard let controllers else { return "nil" }
        return "[" + controllers.map(label).joined(separator: ", ") + "]"
    }
}
