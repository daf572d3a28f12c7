#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoaderCore
import SceneLoaderRuntime
import SceneLoaderBundle

extension Simulator {
    /// Runs one command. Script mistakes throw; what the controllers refuse is printed.
    func perform(_ step: SimulationStep) throws(SimulationError) {
        do {
            try performThrowing(step)
        } catch let error as ControllerError {
            emit(error)
        } catch let error as SimulationError {
            throw error
        } catch {
            throw SimulationError(code: .simulateStoryboard, message: "\(error)", location: location)
        }
    }

    /// A path a script names, relative to the script's folder (else the working directory).
    private func url(of path: String) -> URL {
        baseDirectory.map { URL(fileURLWithPath: path, relativeTo: $0) } ?? URL(fileURLWithPath: path)
    }

    private func performThrowing(_ step: SimulationStep) throws {
        switch step {
        case .storyboard(let path):
            do {
                storyboard = try Storyboard(contentsOf: url(of: path))
            } catch {
                throw SimulationError(code: .simulateStoryboard, message: "cannot load '\(Quote.path(path))': \(error.message)", location: location)
            }
        case .bundle(let path):
            do {
                bundle = try StoryboardBundle(url: url(of: path))
            } catch {
                throw SimulationError(code: .simulateStoryboard, message: "cannot load bundle '\(Quote.path(path))': \(error.message)", location: location)
            }
        case .instantiate(let identifier, let storyboardName, let name):
            let source: Storyboard
            if let storyboardName {
                guard let bundle else {
                    throw SimulationError(code: .simulateStoryboard,
                                          message: "'from \(Quote.value(storyboardName))' needs a bundle; add 'bundle PATH' or simulate a directory", location: location)
                }
                do {
                    source = try bundle.storyboard(named: storyboardName)
                } catch {
                    throw SimulationError(code: .simulateStoryboard, message: error.message, location: location)
                }
            } else if let storyboard {
                source = storyboard
            } else {
                throw SimulationError(code: .simulateStoryboard,
                                      message: bundle == nil ? "no storyboard is loaded; add 'storyboard PATH' or pass one"
                                          : "a bundle has no current storyboard; name one: 'instantiate … from STORYBOARD'", location: location)
            }
            let storyboard = source
            let made: ViewController
            do {
                if let identifier {
                    made = try storyboard.instantiateViewController(withIdentifier: identifier)
                } else {
                    guard let initial = try storyboard.instantiateInitialViewController() else {
                        throw SimulationError(code: .simulateStoryboard, message: "the storyboard has no initial view controller", location: location)
                    }
                    made = initial
                }
            } catch let error as StoryboardError {
                throw SimulationError(code: .simulateStoryboard, message: error.message, location: location)
            }
            try register(made, as: name ?? identifier ?? made.storyboardIdentifier ?? made.scene?.id ?? made.className)
            emit("made \(describeNew(made))")
        case .make(let name, let title):
            try register(ViewController(title: title == "nil" ? nil : title ?? name), as: name)
        case .wrap(let controllerName, let navigationName):
            let root = try controller(controllerName)
            guard names[navigationName] == nil else {
                throw SimulationError(code: .simulateWrongController, message: "the name '\(Quote.value(navigationName))' is already used", location: location)
            }
            // Named before the root goes in, so the root's containment callbacks name it; the same
            // callbacks and title as init(rootViewController:).
            let navigation = NavigationController()
            try register(navigation, as: navigationName)
            do {
                try navigation.setViewControllers([root], animated: false)
            } catch {
                emit(error)
                unregister(navigation)
            }
        case .tabBar(let name):
            try register(TabBarController(), as: name)
        case .use(let name):
            guard let tabs = try controller(name) as? TabBarController else {
                throw SimulationError(code: .simulateWrongController, message: "'\(Quote.value(name))' is not a tab bar controller", location: location)
            }
            currentTabBar = tabs
        case .setTabs(let list):
            let tabs = try tabBar()
            try tabs.setViewControllers(try list.map { name throws(SimulationError) in try controller(name) }, animated: false)
        case .addTab(let name):
            try tabBar().addChild(try controller(name))
        case .contain(let parentName, let childName):
            let parent = try controller(parentName), child = try controller(childName)
            if parent is TabBarController || parent is NavigationController {
                try parent.addChild(child)
            } else {
                try parent.addChild(child)
                child.didMove(toParent: parent)
            }
        case .remove(let name):
            let child = try controller(name)
            child.willMove(toParent: nil)
            child.removeFromParent()
        case .show(let name):
            let root = try controller(name)
            if let window { window.rootViewController = root } else { window = Window(rootViewController: root) }
        case .selectIndex(let index):
            try tabBar().setSelectedIndex(index)
        case .selectController(let name):
            try tabBar().setSelectedViewController(try controller(name))
        case .selectMore:
            let tabs = try tabBar()
            try tabs.setSelectedViewController(tabs.moreNavigationController)
        case .tapTab(let index):
            if try !tabBar().tapTab(at: index) { emit("refused") }
        case .tapMore:
            let tabs = try tabBar()
            if !tabs.showsMore { emit("no More tab is shown") } else if !tabs.tapMoreTab() { emit("refused") }
        case .tapMoreEntry(let index):
            if try !tabBar().tapMoreEntry(at: index) { emit("refused") }
        case .push(let navigationName, let controllerName, let animated):
            try navigation(navigationName).pushViewController(try controller(controllerName), animated: animated)
        case .pop(let navigationName):
            let popped = try navigation(navigationName).popViewController(animated: true)
            emit("returned \(label(popped))")
        case .popToRoot(let navigationName):
            let popped = try navigation(navigationName).popToRootViewController(animated: true)
            emit("returned \(list(popped))")
        case .popTo(let navigationName, let controllerName):
            let popped = try navigation(navigationName).popToViewController(try controller(controllerName), animated: true)
            emit("returned \(list(popped))")
        case .setStack(let navigationName, let controllerNames):
            try navigation(navigationName).setViewControllers(try controllerNames.map { name throws(SimulationError) in try controller(name) }, animated: true)
        case .edit:
            try tabBar().tapEditInMore()
        case .drag(let from, let onto):
            try tabBar().dragTab(at: from, onto: onto)
        case .done:
            try tabBar().tapDoneCustomizing()
        case .width(let size):
            try tabBar().horizontalSizeClass = size
        case .refuse(let name):
            observer.refused.insert(ObjectIdentifier(try controller(name)))
        case .allow(let name):
            observer.refused.remove(ObjectIdentifier(try controller(name)))
        case .orientations(let name, let mask):
            try controller(name).supportedInterfaceOrientations = mask
        case .delegateOrientations(let mask):
            observer.orientations = mask
        case .policy(let policy):
            try tabBar().orientationPolicy = policy
        case .title(let name, let text):
            try controller(name).title = text
        case .tabTitle(let name, let text):
            try controller(name).tabBarItem.title = text
        case .customizable(let list):
            try tabBar().customizableViewControllers = try list?.map { name throws(SimulationError) in try controller(name) }
        case .present(let name, let over):
            try controller(over).present(try controller(name), animated: true)
        case .dismiss(let name):
            try controller(name).dismiss(animated: true)
        case .hidesBottomBar(let name):
            try controller(name).hidesBottomBarWhenPushed = true
        case .modifyTabBar:
            let bar = try tabBar().tabBar
            try bar.setItems(bar.items.map { Array($0.reversed()) }, animated: false)
        case .titles(let name):
            let found = try controller(name)
            func quoted(_ text: String?) -> String { text.map { "\"\(Quote.value($0))\"" } ?? "nil" }
            emit("title \(quoted(found.title)) · navigationItem.title \(quoted(found.navigationItem.title)) · tabBarItem.title \(quoted(found.tabBarItem.title))")
        case .tabBarItems:
            emit("tab bar: \(tabBarLine(try tabBar()))")
        case .state:
            printState()
        }
    }

    private func describeNew(_ controller: ViewController) -> String {
        "\(label(controller)) (\(controller.className))"
    }
}
