/// Collects a xib's objects and connections while its file is read (``StoryboardReader`` reads a
/// xib when its root says it is one), and makes the ``NibDocument`` when the read is done.
///
/// Every element with an id is an object (a connection may name any of them, constraints
/// included); the direct children of `<objects>` are the placeholders and top-level objects. A
/// connection belongs to the element whose `<connections>` hold it, found by depth: the record of
/// each open element is kept by its depth, overwritten when the next element opens there.
final class NibBuilder {
    /// An object as read so far: its connections and accessibility identifier come from its children.
    struct Record {
        let id: String
        let element: String
        let placeholderIdentifier: String?
        let customClass: String?
        let customModule: String?
        let customModuleProvider: String?
        let reuseIdentifier: String?
        let title: String?
        let nibName: String?
        let attributes: [RuntimeAttribute]
        var accessibilityIdentifier: String?
        let isTopLevel: Bool
        let location: SourceLocation
    }

    private(set) var records: [Record] = []
    /// Per depth, the record of the element open there, or -1 when it has none.
    private var recordAtDepth: [Int32] = []
    /// Every connection in document order, with the position of its source's record (-1: none).
    private var connections: [(connection: NibConnection, source: Int32)] = []
    /// The views Interface Builder flagged.
    var flaggedViews: [FlaggedView] = []
    /// The top-level objects other than controllers and placeholders, as root views.
    var rootViews: [RootView] = []
    /// The items of the tab bars, with the position of their tab bar's record.
    private var tabBarItems: [(bar: Int, item: TabBarItemDescription)] = []

    /// Keeps `item` as an item of the tab bar whose record is at `bar`.
    func add(_ item: TabBarItemDescription, toTabBarAt bar: Int) {
        tabBarItems.append((bar, item))
    }

    /// An element opens at `depth`; it has no record until ``add(_:at:)``.
    @inline(__always)
    func enter(_ depth: Int) {
        if depth >= recordAtDepth.count { recordAtDepth += Array(repeating: -1, count: depth + 1 - recordAtDepth.count) }
        recordAtDepth[depth] = -1
    }

    /// Keeps `record` for the element open at `depth`.
    func add(_ record: Record, at depth: Int) {
        records.append(record)
        recordAtDepth[depth] = Int32(records.count - 1)
    }

    /// The record of the element open at `depth`, if it has one.
    func record(at depth: Int) -> Int? {
        guard depth >= 1, depth < recordAtDepth.count, recordAtDepth[depth] >= 0 else { return nil }
        return Int(recordAtDepth[depth])
    }

    /// The record at `index`, for the connections that name its element as their source.
    func recordID(_ index: Int) -> String { records[index].id }

    /// Sets the accessibility identifier of the element open at `depth`, when it has a record.
    func setAccessibilityIdentifier(_ identifier: String, at depth: Int) {
        guard let index = record(at: depth) else { return }
        records[index].accessibilityIdentifier = identifier
    }

    /// Keeps `connection`, from the element whose record is at `source` (nil: one without an id).
    func add(_ connection: NibConnection, source: Int?) {
        connections.append((connection, Int32(source ?? -1)))
    }

    /// The document: every record an object with its own connections, the top-level ones listed,
    /// every connection in document order; a scene for each top-level view controller.
    func finish(platform: DocumentInfo.Platform) -> NibDocument {
        var owned = Array(repeating: [NibConnection](), count: records.count)
        for (connection, source) in connections where source >= 0 { owned[Int(source)].append(connection) }
        var objects: [NibObject] = []
        objects.reserveCapacity(records.count)
        var topLevel: [Int] = []
        var scenes: [(object: Int, scene: Scene)] = []
        for (index, record) in records.enumerated() {
            let object = NibObject(
                id: record.id, element: record.element, placeholderIdentifier: record.placeholderIdentifier,
                customClass: record.customClass, customModule: record.customModule,
                customModuleProvider: record.customModuleProvider, reuseIdentifier: record.reuseIdentifier,
                accessibilityIdentifier: record.accessibilityIdentifier, connections: owned[index],
                attributes: record.attributes, platform: platform, isTopLevel: record.isTopLevel, location: record.location)
            objects.append(object)
            guard record.isTopLevel else { continue }
            topLevel.append(index)
            if object.isViewController {
                scenes.append((index, Scene(nibController: object, title: record.title, nibName: record.nibName)))
            }
        }
        var tabBars: [NibTabBar] = []
        for (bar, item) in tabBarItems {
            if let last = tabBars.last, last.id == objects[bar].id && last.location == objects[bar].location {
                tabBars[tabBars.count - 1] = NibTabBar(id: last.id, location: last.location, items: last.items + [item])
            } else {
                tabBars.append(NibTabBar(id: objects[bar].id, location: objects[bar].location, items: [item]))
            }
        }
        records = []
        return NibDocument(objects: objects, topLevel: topLevel, connections: connections.map(\.connection),
                           flaggedViews: flaggedViews, controllerScenes: scenes, tabBars: tabBars,
                           rootViews: rootViews)
    }
}

/// What the reader keeps of a xib beside what every document has (``StoryboardDocument``).
struct NibDocument: Sendable {
    /// Every object with an id, in document order.
    var objects: [NibObject]
    /// The positions in ``objects`` of the direct children of `<objects>`: placeholders and
    /// top-level objects, in document order.
    var topLevel: [Int]
    /// Every outlet, outlet collection and action, in document order.
    var connections: [NibConnection]
    /// The views Interface Builder marked misplaced or ambiguous, in document order.
    var flaggedViews: [FlaggedView]
    /// For each top-level view controller (its position in ``objects``), the scene it instantiates as.
    var controllerScenes: [(object: Int, scene: Scene)]
    /// The tab bars with items, in document order.
    var tabBars: [NibTabBar] = []
    /// The top-level views, in document order.
    var rootViews: [RootView] = []
}

/// A root view while it is read (a storyboard controller's view, a xib's top-level object): its
/// frame, and its subviews' count, with the first one's element and frame.
struct RootViewBuilder {
    let depth: Int
    let id: String
    let element: String
    var frame: (x: Double, y: Double, width: Double, height: Double)?
    var subviews = 0
    var firstSubview: String?
    var firstSubviewFrame: (x: Double, y: Double, width: Double, height: Double)?

    var rootView: RootView {
        var filled = RootView.scrollViewElements.contains(element)
        if !filled, subviews == 1, let firstSubview, RootView.scrollViewElements.contains(firstSubview),
           let frame, let inner = firstSubviewFrame {
            filled = inner.x == 0 && inner.y == 0 && inner.width == frame.width && inner.height == frame.height
        }
        return RootView(id: id, element: element, width: frame?.width, height: frame?.height, isFilledByScrollView: filled)
    }
}

extension Scene {
    /// The scene a xib's top-level view controller instantiates as: its kind, id, class and
    /// title, and its runtime attributes.
    init(nibController object: NibObject, title: String?, nibName: String?) {
        let storage = SceneStorage(kind: ControllerKind(rawValue: object.element), sceneID: nil, platform: object.platform,
                                   location: object.location)
        storage.fields.setNibController(object, title: title, nibName: nibName)
        self.init(storage: storage)
    }
}

private extension Scene.Fields {
    mutating func setNibController(_ object: NibObject, title: String?, nibName: String?) {
        id = object.id
        customClass = object.customClass
        customModule = object.customModule
        setCustomModuleProvider(object.customModuleProvider)
        self.title = title
        attributes = object.attributes
        self.nibName = nibName
    }
}
