import SceneLoaderRuntime

/// One command of a simulation script, as parsed (names are resolved when it runs).
enum SimulationStep: Sendable, Hashable {
    case storyboard(path: String)
    case bundle(path: String)
    /// `storyboard`: the name of a storyboard of the bundle; nil for the current storyboard.
    case instantiate(identifier: String?, storyboard: String?, name: String?)
    case make(name: String, title: String?)
    case wrap(controller: String, navigation: String)
    case tabBar(name: String)
    case use(name: String)
    case setTabs([String])
    case addTab(String)
    case contain(parent: String, child: String)
    case remove(String)
    case show(String)
    case selectIndex(Int)
    case selectController(String)
    case selectMore
    case tapTab(Int)
    case tapMore
    case tapMoreEntry(Int)
    case push(navigation: String, controller: String, animated: Bool)
    case pop(navigation: String)
    case popToRoot(navigation: String)
    case popTo(navigation: String, controller: String)
    case setStack(navigation: String, controllers: [String])
    case edit
    case drag(from: Int, onto: Int)
    case done
    case width(UserInterfaceSizeClass)
    case refuse(String)
    case allow(String)
    case orientations(controller: String, mask: InterfaceOrientationMask)
    case delegateOrientations(InterfaceOrientationMask?)
    case policy(TabBarController.OrientationPolicy)
    case title(controller: String, text: String?)
    case tabTitle(controller: String, text: String?)
    case customizable([String]?)
    case present(controller: String, over: String)
    case dismiss(String)
    case tabBarItems
    case titles(String)
    case hidesBottomBar(String)
    case modifyTabBar
    case state
}
