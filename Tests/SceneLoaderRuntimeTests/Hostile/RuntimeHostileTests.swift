import Foundation
import SceneLoaderCore
import SceneLoaderRuntime
import SceneLoaderSimulation
import Testing
import TestSupport

/// The runtime under hostile use: loops in containment and presentation are refused with
/// UIKit's reason; chains 100,000 deep appear, disappear and are released without recursion.
@Suite struct RuntimeCycleTests {
    @Test func aControllerCannotContainItselfOrAnyoneItIsInside() throws {
        let p = ViewController(title: "p"), q = ViewController(title: "q"), r = ViewController(title: "r")
        try p.addChild(q)
        try q.addChild(r)
        for (parent, child) in [(p, p), (q, p), (r, p), (r, q)] {
            let error = try #require(throws: ControllerError.self) { try parent.addChild(child) }
            #expect(error.code == .hierarchyInconsistency)
            #expect(error.exceptionName == "UIViewControllerHierarchyInconsistency")
            let actual = child.parent.map(\.description) ?? "(null)"
            #expect(error.message == "child view controller:\(child) should have parent view controller:\(parent) but actual parent is:\(actual)")
        }
        #expect(p.parent == nil && same(p.children, [q]) && same(q.children, [r]) && r.children.isEmpty)
    }

    @Test func aNavigationControllerCannotHoldOneItIsInside() throws {
        let outer = ViewController(title: "outer"), root = ViewController(title: "root")
        let nav = try NavigationController(rootViewController: root)
        try outer.addChild(nav)
        #expect { try nav.pushViewController(outer, animated: false) } throws: { ($0 as? ControllerError)?.code == .hierarchyInconsistency }
        #expect { try nav.setViewControllers([root, outer], animated: false) } throws: { ($0 as? ControllerError)?.code == .hierarchyInconsistency }
        #expect { try root.addChild(outer) } throws: { ($0 as? ControllerError)?.code == .hierarchyInconsistency }
        #expect { try root.addChild(nav) } throws: { ($0 as? ControllerError)?.code == .hierarchyInconsistency }
        #expect(same(nav.viewControllers, [root]))
        #expect(nav.parent === outer && outer.parent == nil)
    }

    @Test func aTabBarControllerCannotHoldOneItIsInside() throws {
        let tabs = TabBarController(), root = ViewController(title: "root")
        let nav = try NavigationController(rootViewController: root)
        tabs.viewControllers = [nav]
        // The presenter is above the tabs: neither it nor its container may become a tab.
        let host = ViewController(title: "host"), presenter = ViewController(title: "presenter")
        try host.addChild(presenter)
        try presenter.present(tabs, animated: false)
        for controller in [presenter, host] {
            #expect { try tabs.setViewControllers([nav, controller], animated: false) } throws: { ($0 as? ControllerError)?.code == .hierarchyInconsistency }
            #expect { try tabs.addChild(controller) } throws: { ($0 as? ControllerError)?.code == .hierarchyInconsistency }
            #expect { try root.addChild(controller) } throws: { ($0 as? ControllerError)?.code == .hierarchyInconsistency }
        }
        #expect(same(tabs.viewControllers, [nav]))
        #expect(tabs.selectedViewController === nav)
    }

    @Test func presentationRefusesItselfChildrenActiveAndPresentedControllers() throws {
        let p = ViewController(title: "p"), q = ViewController(title: "q"), sheet = ViewController(title: "sheet")
        try p.addChild(q)
        let window = Window(rootViewController: p)
        func reason(_ presenter: ViewController, _ presented: ViewController) throws -> String {
            let error = try #require(throws: ControllerError.self) { try presenter.present(presented, animated: false) }
            #expect(error.code == .presentingInvalidController)
            #expect(error.exceptionName == "NSInvalidArgumentException")
            return error.message
        }
        #expect(try reason(p, p) == "Application tried to present modal view controller on itself. Presenting controller is \(p).")
        #expect(try reason(p, q) == "Application tried to present modally a view controller \(q) that has a parent view controller \(p).")
        #expect(try reason(q, p) == "Application tried to present modally an active controller \(p).")
        try q.present(sheet, animated: false)
        #expect(try reason(p, sheet) == "Application tried to present modally a view controller \(sheet) that is already being presented by \(q).")
        // P presents S2 over the sheet: S2 cannot then contain P, nor present it.
        let second = ViewController(title: "second")
        try sheet.present(second, animated: false)
        #expect { try second.addChild(p) } throws: { ($0 as? ControllerError)?.code == .hierarchyInconsistency }
        #expect(try reason(second, p) == "Application tried to present modally an active controller \(p).")
        _ = window
    }

    @Test func controllersAreDescribedAsSwiftPrintsTheirClass() throws {
        let storyboard = try Storyboard(bytes: Array(HostileStoryboard.storyboard("""
            <viewController storyboardIdentifier="Inbox" id="a" customClass="InboxViewController" customModule="Mail" sceneMemberID="viewController"/>
            <viewController storyboardIdentifier="Legacy" id="b" customClass="LegacyViewController" sceneMemberID="viewController"/>
            <viewController storyboardIdentifier="Target" id="c" customClass="TargetViewController" customModuleProvider="target" sceneMemberID="viewController"/>
            """)), name: "modules")
        func described(_ identifier: String) throws -> String {
            let controller = try storyboard.instantiateViewController(withIdentifier: identifier)
            let description = controller.description
            #expect(description.hasSuffix(": 0x\(String(UInt(bitPattern: ObjectIdentifier(controller)), radix: 16))>"))
            return String(description.prefix { $0 != ":" })
        }
        #expect(try described("Inbox") == "<Mail.InboxViewController")
        #expect(try described("Legacy") == "<LegacyViewController")
        #expect(try described("Target") == "<TargetViewController")
        #expect(String(ViewController().description.prefix { $0 != ":" }) == "<UIViewController")
        final class Settings: ViewController {}
        #expect(Settings().describedClassName.hasSuffix(".Settings"))
        #expect(Settings().describedClassName.hasPrefix("SceneLoaderRuntimeTests."))
    }
}

/// Chains 100,000 deep: no pass over them may recurse (a recursive one would overflow the stack).
@Suite struct RuntimeDepthTests {
    static let depth = 100_000

    @Test func aContainmentChainAppearsDisappearsAndIsReleased() throws {
        weak var leaf: ViewController?
        do {
            let root = ViewController(title: "c0")
            var current = root
            for index in 1..<RuntimeDepthTests.depth {
                let next = ViewController(title: "c\(index)")
                // Every other level through a navigation controller.
                if index.isMultiple(of: 2) {
                    try current.addChild(try NavigationController(rootViewController: next))
                } else {
                    try current.addChild(next)
                }
                current = next
            }
            leaf = current
            let log = LifecycleEventLog()
            log.attach(to: root)
            let window = Window(rootViewController: root)
            #expect(current.isOnScreen)
            #expect(current.navigationController != nil)
            #expect(log.entries.count >= 3 * RuntimeDepthTests.depth)
            window.rootViewController = nil
            #expect(!current.isOnScreen)
            #expect(throws: ControllerError.self) { try current.addChild(root) }
        }
        #expect(leaf == nil)
    }

    @Test func aPresentationChainAppearsDisappearsAndIsReleased() throws {
        weak var last: ViewController?
        do {
            let root = ViewController(title: "p0")
            let window = Window(rootViewController: root)
            var current = root
            for index in 1..<RuntimeDepthTests.depth {
                let next = ViewController(title: "p\(index)")
                try current.present(next, animated: false)
                current = next
            }
            last = current
            #expect(current.isOnScreen)
            window.rootViewController = nil
            #expect(!current.isOnScreen)
            window.rootViewController = root
            #expect(current.isOnScreen)
            #expect(throws: ControllerError.self) { try current.present(root, animated: false) }
            window.rootViewController = nil
        }
        #expect(last == nil)
    }

    @Test func aDeepNavigationStackIsReleased() throws {
        weak var top: ViewController?
        do {
            let nav = try NavigationController(rootViewController: ViewController(title: "root"))
            let window = Window(rootViewController: nav)
            for index in 1..<RuntimeDepthTests.depth { try nav.pushViewController(ViewController(title: "s\(index)"), animated: false) }
            top = nav.topViewController
            #expect(nav.viewControllers.count == RuntimeDepthTests.depth)
            #expect(top?.isOnScreen == true)
            window.rootViewController = nil
        }
        #expect(top == nil)
    }

    @Test func aDeepChainInASimulationPrintsInLinearSpace() throws {
        var script = "make c0\nshow c0\n"
        let depth = 20_000
        for index in 1..<depth { script += "make c\(index)\ncontain c\(index - 1) c\(index)\n" }
        script += "contain c\(depth - 1) c0\npresent c0 over c\(depth - 1)\nstate\n"
        let result = Simulator(storyboard: nil).run(try SimulationScript(text: script, path: "deep"))
        #expect(result.error == nil)
        #expect(result.output.contains("[containment.hierarchy-inconsistency]"))
        #expect(result.output.contains("an active controller"))
        let tree = result.output.split(separator: "\n").drop { $0 != "  tree:" }
        #expect(tree.count == depth + 1)
        #expect(tree.allSatisfy { $0.count < 200 })
    }
}

/// The UIKit-shaped setters stop the program where UIKit raises, as an uncaught exception would.
@Suite struct RuntimeSetterTests {
    @Test func settersBehaveAsUIKitsWhereUIKitAccepts() throws {
        let tabs = TabBarController(), list = controllers("a", "b", "c")
        tabs.viewControllers = list
        tabs.selectedViewController = list[2]
        #expect(tabs.selectedIndex == 2)
        tabs.selectedIndex = 99
        tabs.selectedIndex = SceneLoaderRuntime.NSNotFound
        #expect(tabs.selectedIndex == 2)
        let nav = NavigationController()
        nav.viewControllers = [list[0], list[1]]
        #expect(same(nav.viewControllers, [list[0], list[1]]))
        #expect(list[1].navigationController === nav)
    }

    @Test func selectingAForeignControllerStops() async {
        await #expect(processExitsWith: .failure) {
            let tabs = TabBarController()
            tabs.viewControllers = [ViewController()]
            tabs.selectedViewController = ViewController()
        }
    }

    @Test func aStackWithACycleStops() async {
        await #expect(processExitsWith: .failure) {
            let outer = ViewController(), nav = NavigationController()
            try? outer.addChild(nav)
            nav.viewControllers = [outer]
        }
    }
}

/// Tab bar operations and simulation steps stay linear at sizes where a quadratic step shows
/// (measured from outside by ``BoundedRun``: a coarse hang bound, not a timing). Each would run for
/// minutes with a quadratic step: ordering the children with a linear search per child when tabs
/// are installed or a tab in More is selected, or naming copies by probing every earlier copy's
/// name.
@Suite struct RuntimeScaleTests {
    /// A storyboard whose tab bar controller `Tabs` has `count` tabs `t0`….
    static func tabsStoryboard(_ count: Int) -> [UInt8] {
        var text = "<tabBarController storyboardIdentifier=\"Tabs\" id=\"tabs\" sceneMemberID=\"viewController\"><connections>\n"
        for index in 0..<count {
            text += "<segue destination=\"t\(index)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"r\(index)\"/>\n"
        }
        text += "</connections></tabBarController>\n"
        for index in 0..<count { text += "<viewController id=\"t\(index)\" sceneMemberID=\"viewController\"/>\n" }
        return HostileStoryboard.storyboard(text)
    }

    private func run(_ arguments: [String], files: [String: [UInt8]]) throws -> BoundedRun.Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("runtime-scale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, bytes) in files { try Data(bytes).write(to: directory.appendingPathComponent(name)) }
        let result = try BoundedRun.run(arguments, in: directory)
        if let seconds = result.seconds { #expect(seconds < BoundedRun.coarseSeconds, "took \(seconds) s") }
        if let resident = result.maxResidentKB { #expect(resident < BoundedRun.maxResidentKB, "peak memory \(resident) KB") }
        return result
    }

    @Test func twentyThousandTabsSetAtOnce() throws {
        // Installing the tabs (as a storyboard's are installed, through the same rebuild) with a
        // linear search per child to order the children would make 200 million comparisons here.
        let names = (0..<20_000).map { "c\($0)" }
        let script = names.map { "make \($0)\n" }.joined() + "tabbar T\ntabs " + names.joined(separator: " ")
            + "\nshow T\nselect 19999\nselect c3\n"
        let result = try run(["simulate", "tabs.storyboard", "steps.txt"],
                             files: ["tabs.storyboard": RuntimeScaleTests.tabsStoryboard(1), "steps.txt": Array(script.utf8)])
        #expect(result.status == 0)
        #expect(result.stdout.contains("selectedIndex: 3 · selectedViewController: c3"))
    }

    @Test func selectingAmongTenThousandTabs() throws {
        var script = "instantiate Tabs\nshow Tabs\n"
        for _ in 0..<200 { script += "select 9999\nselect 1\nselect t5000\ntap more\n" }
        let result = try run(["simulate", "tabs.storyboard", "steps.txt"],
                             files: ["tabs.storyboard": RuntimeScaleTests.tabsStoryboard(10_000), "steps.txt": Array(script.utf8)])
        #expect(result.status == 0)
        #expect(result.stdout.contains("selectedIndex: NSNotFound"))
    }

    @Test func threeThousandCopiesOfATenTabController() throws {
        // Naming the k-th copy of each tab by probing k names would make 45 million probes for
        // 3,000 copies of 10 tabs.
        let script = (0..<3_000).map { "instantiate Tabs as Tabs\($0)\n" }.joined()
        let result = try run(["simulate", "tabs.storyboard", "steps.txt"],
                             files: ["tabs.storyboard": RuntimeScaleTests.tabsStoryboard(10), "steps.txt": Array(script.utf8)])
        #expect(result.status == 0)
        #expect(result.stdout.contains("made Tabs2999 (UITabBarController)"))
        #expect(result.stdout.contains("t9#3000"))
    }

    @Test func sharedChildrenInstantiateAsUIKitDoes() throws {
        // Three containers share a child: UIKit makes it three times, so the tree (7 controllers)
        // is larger than the file (6 scenes, the generated file's own one included).
        let storyboard = try Storyboard(bytes: HostileStoryboard.storyboard("""
            <viewController storyboardIdentifier="Outer" id="outer" sceneMemberID="viewController"><connections>
            <segue destination="a" kind="relationship" relationship="viewControllers" id="ra"/>
            <segue destination="b" kind="relationship" relationship="viewControllers" id="rb"/>
            <segue destination="c" kind="relationship" relationship="viewControllers" id="rc"/></connections></viewController>
            <navigationController id="a" sceneMemberID="viewController"><connections><segue destination="shared" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController>
            <navigationController id="b" sceneMemberID="viewController"><connections><segue destination="shared" kind="relationship" relationship="rootViewController" id="r2"/></connections></navigationController>
            <navigationController id="c" sceneMemberID="viewController"><connections><segue destination="shared" kind="relationship" relationship="rootViewController" id="r3"/></connections></navigationController>
            <viewController id="shared" sceneMemberID="viewController"/>
            """), name: "shared")
        let outer = try storyboard.instantiateViewController(withIdentifier: "Outer")
        let navigations = outer.children.compactMap { $0 as? NavigationController }
        #expect(navigations.count == 3)
        #expect(navigations.allSatisfy { $0.viewControllers.count == 1 })
        #expect(Set(navigations.map { ObjectIdentifier($0.viewControllers[0]) }).count == 3)
    }
}
