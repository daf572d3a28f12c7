/// Turns SAX events into a ``StoryboardDocument``, keeping only what a storyboard means.
///
/// It recognises scene controllers (elements with `sceneMemberID="viewController"`, or known
/// controller elements at scene level in hand-written files), their tab bar and navigation items,
/// relationship segues from their own `<connections>`, other segues with the element that triggers
/// them, scene-level objects and image resources. Everything else is skipped: subtrees that cannot
/// hold a segue are skipped by depth, and no `String` is made for a value that is not kept.
final class StoryboardReader: XMLContentHandler {
    /// The reader's state and rules, as a value: each event is one mutation of it. The parser
    /// delivers events one at a time on one thread and the state never escapes an event, so no two
    /// accesses can overlap; the dynamic exclusivity check Swift would otherwise make on every
    /// event is turned off for this one property.
    @exclusivity(unchecked) private var state: ReaderState

    /// What the reader kept; complete once the parse has ended.
    var document: StoryboardDocument { state.document }

    /// What the reader kept, moved out of the reader with no spare capacity in its lists (appending
    /// left up to half of each unused): for the storyboard, once the parse has ended.
    func takeDocument() -> StoryboardDocument {
        state.finishRootViews()
        state.finishNib()
        var document = state.document
        state.document = StoryboardDocument(documentLocation: document.documentLocation)
        document.trimCapacity()
        return document
    }

    /// A reader for one parse of the file shown as `file`, within `limits`, of the documents it
    /// `accepts` (a storyboard, a xib or either: another stops the read at its root). One that
    /// `readsOnlyTheRoot` reads the `<document>` element and skips everything inside it: the
    /// parser's own cost, for the benchmark (``LoadPhases/parse(path:options:)``). It is this
    /// reader, not a second kind of handler, so that the parser's calls to the reader stay direct.
    init(file: String, limits: ReadingLimits, accepts: DocumentKinds = .storyboards, readsOnlyTheRoot: Bool = false) {
        state = ReaderState(file: file, limits: limits, accepts: accepts, readsOnlyTheRoot: readsOnlyTheRoot)
    }

    deinit { state.open.deallocate() }

    /// The vocabulary interned once per process, in the dictionary every parse looks names up in
    /// first: a file's reading then interns nothing of its own (interning the vocabulary, some 170
    /// names, would be a large part of a small file's load).
    private static let shared: SharedNames? = XMLNameTable.makeShared().map(SharedNames.init)

    /// The vocabulary, the lists and the slots, interned once in the shared dictionary; one object,
    /// so that preparing a parse retains one reference, not each table's.
    private final class SharedNames: Sendable {
        let names: XMLNameTable
        let vocabulary: StoryboardVocabulary
        let lists: ElementRoles.Lists
        let runtime: AttributeSlots.RuntimeNames
        let slots: AttributeSlots.Names
        let nib: NibVocabulary

        init(_ names: XMLNameTable) {
            self.names = names
            vocabulary = StoryboardVocabulary(names)
            nib = NibVocabulary(names)
            lists = ElementRoles.Lists(names)
            runtime = AttributeSlots.RuntimeNames(names)
            slots = AttributeSlots.Names(vocabulary, runtime: runtime, findsRuntimeNamesByBytes: false)
        }
    }

    var sharedNames: XMLNameTable? { StoryboardReader.shared?.names }

    func prepare(_ names: XMLNameTable, sharesNames: Bool) {
        state.parseNames = names
        if let shared = StoryboardReader.shared {
            if sharesNames {
                state.nibVocabulary = shared.nib
                state.vocabulary = shared.vocabulary
                state.slots = AttributeSlots(shared.slots)
                state.roles = ElementRoles(shared.lists, findsNamesByBytes: false)
                return
            }
            // The parse's own dictionary gets the vocabulary only; the lists' names are found in
            // the shared one by their bytes, once per name met (see `StoryboardVocabulary`).
            state.vocabulary = StoryboardVocabulary(names)
            state.slots = AttributeSlots(AttributeSlots.Names(state.vocabulary, runtime: shared.runtime, findsRuntimeNamesByBytes: true))
            state.roles = ElementRoles(shared.lists, findsNamesByBytes: true)
        } else {
            state.vocabulary = StoryboardVocabulary(names)
            state.slots = AttributeSlots(AttributeSlots.Names(state.vocabulary, runtime: AttributeSlots.RuntimeNames(names),
                                                              findsRuntimeNamesByBytes: false))
            state.roles = ElementRoles(ElementRoles.Lists(names), findsNamesByBytes: false)
        }
    }

    func startElement(_ tag: XMLStartTag) -> XMLStartDecision {
        state.startElement(tag)
    }

    var issue: XMLIssue? { state.issue }

    func endElement(_ name: XMLName) {
        state.endElement(name)
    }
}

/// The state of one read and the rules that update it; see ``StoryboardReader``.
private struct ReaderState {
    private let file: SourceFile
    private let limits: ReadingLimits
    /// The names, interned in this parse's dictionary by `prepare(_:)`. Not optional: reading a
    /// field of an optional struct copies the whole struct out first, on every event.
    var vocabulary = StoryboardVocabulary.unprepared
    /// Element names' roles, by address: made again for each parse.
    var roles = ElementRoles.unprepared
    /// The attributes kept elements are read for, by name: set with the vocabulary.
    var slots = AttributeSlots()
    fileprivate(set) var document: StoryboardDocument

    /// Controllers, segues, scene members and images kept so far (see ``ReadingLimits/maxObjects``).
    private var keptObjects = 0
    private var depth = 0
    /// The open elements' names and, inside a controller, their ids (freed by the reader's deinit).
    private(set) var open = OpenElements()
    /// Set by a rule that skips the element being started: none of its content is read.
    private var skipsElement = false
    /// The issue that stopped the read.
    private(set) var issue: XMLIssue?
    private var currentSceneID: String?
    private var sceneDepth = 0
    /// The controller being read, or the dock object whose segues are being read.
    private var controller: ControllerBuilder? {
        didSet { openController = controller.map { Unmanaged.passUnretained($0) } }
    }
    /// The open builder, reached on every event without retaining it (two atomic operations per
    /// element otherwise): ``controller`` owns it.
    private var openController: Unmanaged<ControllerBuilder>?
    /// The current `<scene>`'s controllers, read but not yet built: its dock (objects beside the
    /// controller, before or after it) adds segues and objects until the scene ends.
    private var sceneControllers: [ControllerBuilder] = []
    /// Segues from the current scene's dock objects, for its controller.
    private var dockSegues: [Segue] = []
    /// The open controller's (or dock object's) segues, in one buffer that keeps its capacity from
    /// controller to controller: a controller's own array then grows by no reallocation, and is
    /// made once, at its size, when the controller ends.
    private var openSegues: [Segue] = []
    /// Views in the current scene's dock that Interface Builder flagged, for its controller.
    private var dockFlaggedViews: [FlaggedView] = []
    /// Where the current scene's objects start in `document.sceneObjects`.
    private var sceneObjectsStart = 0
    /// Colour names already in `document.colorReferences`: their bytes as written, found by the
    /// (seeded) hash of the bytes, so that a name used again costs no `String`. An open-addressed
    /// table of positions in `referencedColorBytes` + 1 (0 is free), at most half full; not a
    /// `Dictionary<Int, …>`, whose metadata is made at run time on first use by looking
    /// `Int: Hashable` up through every conformance record of the program.
    private var colorTable: [Int] = []
    private var referencedColorBytes: [[UInt8]] = []
    private var referencedColorHashes: [Int] = []
    private var platform = DocumentInfo.Platform.iOS
    /// Depth of the segue being read, so nested peek/pop segues are ignored; 0 when none.
    private var segueDepth = 0
    private var resourcesDepth = 0
    /// Whether everything inside the root is skipped (see ``StoryboardReader/init(file:limits:accepts:readsOnlyTheRoot:)``).
    private let readsOnlyTheRoot: Bool
    /// The documents this read accepts.
    private let accepts: DocumentKinds
    /// The parse's dictionary, where a xib's names are interned when the parse shares no names.
    var parseNames = XMLNameTable(dictionary: nil)
    /// The names a xib's reading compares; interned when the root says the file is a xib.
    var nibVocabulary = NibVocabulary.unprepared
    /// What a xib's read keeps; nil while reading a storyboard.
    private var nib: NibBuilder?
    /// The depth of the xib's `<objects>`, while it is open; 0 otherwise.
    private var objectsDepth = 0
    /// The ids of the views that built-in-style table cells lay out themselves (their `textLabel`,
    /// `detailTextLabel` and `imageView`): Interface Builder's layout flags mean nothing there.
    private var cellLaidOutIDs: Set<[UInt8]> = []
    /// A storyboard's controller views, or a xib's top-level objects, as read so far (see
    /// ``RootViewBuilder``): what the safe-area check needs to know of a screen.
    private var rootViews: [RootViewBuilder] = []
    /// Whether the last of ``rootViews`` is the view being read.
    private var rootViewIsOpen = false

    init(file: String, limits: ReadingLimits, accepts: DocumentKinds, readsOnlyTheRoot: Bool) {
        self.file = SourceFile(file)
        self.limits = limits
        self.accepts = accepts
        self.readsOnlyTheRoot = readsOnlyTheRoot
        document = StoryboardDocument(documentLocation: SourceLocation(source: self.file, line: 1, column: 1))
    }

    // MARK: - Events

    mutating func startElement(_ tag: XMLStartTag) -> XMLStartDecision {
        depth += 1
        open.open(tag.name, at: depth)
        if let issue = readStart(tag) {
            self.issue = issue
            return .stop
        }
        guard skipsElement else { return .proceed }
        // The parser reports nothing more of it, not even its end.
        skipsElement = false
        depth -= 1
        return .skipElement
    }

    @inline(__always)
    private mutating func readStart(_ tag: XMLStartTag) -> XMLIssue? {
        let name = tag.name
        if depth == 1 {
            skipsElement = readsOnlyTheRoot
            return readDocument(tag)
        }
        let parent = open.name(at: depth - 1)

        if let openController {
            // Most elements inside a controller are leaves that are skipped (frames, masks, fonts,
            // colours): they are dealt with here, without the call to the full rules.
            let role = roles.role(of: name)
            if role.contains(.skipped) { return openController._withUnsafeGuaranteedRef { skip(tag, in: $0) } }
            return openController._withUnsafeGuaranteedRef { readInsideController(tag, controller: $0, parent: parent, role: role) }
        }
        if let nib { return readInNib(tag, nib: nib, parent: parent) }
        if roles.role(of: name).contains(.skipped) { return skip(tag, in: nil) }
        if resourcesDepth != 0 {
            if parent == vocabulary.resources {
                if name == vocabulary.image { return readImageResource(tag) }
                if name == vocabulary.namedColor { return readNamedColor(tag) }
            }
            return nil
        }
        // <dependencies> holds leaves; only <deployment> says something (the deployment target).
        if parent == vocabulary.dependencies {
            readDependency(tag)
            return nil
        }
        let atSceneLevel = parent == vocabulary.objects || parent == vocabulary.scene || parent == vocabulary.scenes || parent == vocabulary.document
        guard atSceneLevel else { return nil }
        if name == vocabulary.scene {
            currentSceneID = tag.value(vocabulary.sceneID)?.string
            sceneDepth = depth
            sceneObjectsStart = document.sceneObjects.count
            return nil
        }
        if name == vocabulary.scenes || name == vocabulary.objects { return nil }
        if name == vocabulary.resources && parent == vocabulary.document {
            resourcesDepth = depth
            return nil
        }
        if isController(tag) {
            return beginController(tag)
        }
        // Other scene members (an unwind segue's exit, custom objects) can be segue destinations;
        // the first responder never is, and every scene has one: it is not kept.
        let member = tag.value(vocabulary.sceneMemberID)
        if member?.equals("firstResponder") == true { return nil }
        if let id = tag.value(vocabulary.id), member != nil || parent == vocabulary.objects {
            if let issue = keep(tag) { return issue }
            if let issue = checkIdentifierLength(tag, vocabulary.id) { return issue }
            document.sceneObjects.append(SceneObject(
                id: id.string, element: elementName(tag), sceneMemberID: nonEmpty(member),
                customClass: nonEmpty(tag.value(vocabulary.customClass)), customModule: nonEmpty(tag.value(vocabulary.customModule)),
                customModuleProvider: moduleProvider(tag.value(vocabulary.customModuleProvider)), location: location(tag)))
            // A dock object in a scene (a bar button item, a gesture recognizer) may trigger segues:
            // they are read as the controller's own are, and given to it when the scene ends.
            if sceneDepth != 0 {
                controller = ControllerBuilder(depth: depth, sceneID: currentSceneID, kind: ControllerKind(rawValue: elementName(tag)),
                                               element: tag.name,
                                               platform: platform, location: location(tag), isDock: true)
                open.resetIDs(at: depth)
                if id.bytes.count <= limits.maxIdentifierLength { open.keepID(id.bytes, at: depth) }
                let flags = idAndLayoutFlags(tag).flags
                if !flags.isEmpty, let controller, let issue = flagView(tag, id: id, flags: flags, controller: controller) { return issue }
            }
        }
        return nil
    }

    /// A child of `<dependencies>`: the `<deployment>` gives the deployment target; all are leaves.
    private mutating func readDependency(_ tag: XMLStartTag) {
        if tag.name == vocabulary.deployment {
            document.info = document.info.with(
                deploymentIdentifier: nonEmpty(tag.value(vocabulary.identifier)),
                deploymentVersion: nonEmpty(tag.value(vocabulary.version)) ?? nonEmpty(tag.value(vocabulary.defaultVersion)))
        }
        skipsElement = true
    }

    mutating func endElement(_ name: XMLName) {
        defer { depth -= 1 }
        if rootViewIsOpen, depth == rootViews[rootViews.count - 1].depth { rootViewIsOpen = false }
        if let openController {
            if depth == segueDepth { segueDepth = 0 }
            let depth = depth
            let endsController = openController._withUnsafeGuaranteedRef { controller in
                if depth == controller.viewDepth { controller.viewDepth = 0 }
                return depth == controller.depth
            }
            guard endsController, let controller else {
                open.releaseID(at: depth)
                return
            }
            if controller.isDock {
                dockSegues += openSegues
                openSegues.removeAll(keepingCapacity: true)
                dockFlaggedViews += controller.scene.flaggedViews
                self.controller = nil
                return
            }
            controller.scene.fields.segues = Array(exactlyMoving: &openSegues, keepingCapacity: true)
            if sceneDepth != 0 {
                sceneControllers.append(controller)
            } else {
                build(controller)
            }
            self.controller = nil
            return
        }
        if depth == resourcesDepth { resourcesDepth = 0 }
        if depth == objectsDepth { objectsDepth = 0 }
        if depth == sceneDepth {
            endScene()
            sceneDepth = 0
            currentSceneID = nil
        }
    }

    /// The scene's controller gets the segues and the objects of its dock; then its controllers
    /// are built, in document order.
    private mutating func endScene() {
        if let first = sceneControllers.first {
            let objects = document.sceneObjects.count > sceneObjectsStart ? Array(document.sceneObjects[sceneObjectsStart...]) : []
            if !dockSegues.isEmpty || !dockFlaggedViews.isEmpty || !objects.isEmpty {
                first.scene.fields.addDock(segues: dockSegues, flaggedViews: dockFlaggedViews, objects: objects)
            }
        }
        for index in sceneControllers.indices { build(sceneControllers[index]) }
        sceneControllers.removeAll(keepingCapacity: true)
        if !dockSegues.isEmpty { dockSegues.removeAll(keepingCapacity: true) }
        if !dockFlaggedViews.isEmpty { dockFlaggedViews.removeAll(keepingCapacity: true) }
    }

    private mutating func build(_ builder: ControllerBuilder) {
        let (scene, problems) = builder.build()
        document.scenes.append(scene)
        if !problems.isEmpty { document.diagnostics += problems }
    }

    // MARK: - Document and scene level

    private mutating func readDocument(_ tag: XMLStartTag) -> XMLIssue? {
        let at = tag.location()
        guard tag.name == vocabulary.document else {
            let element = elementName(tag)
            if element == "archive" {
                return XMLIssue(code: .archiveXib,
                                message: "an <archive> document is a xib in the format of Xcode 3 and 4, which is not read; open and save it in a current Xcode, which writes a <document>",
                                line: at.line, column: at.column)
            }
            let expected = accepts == .nibs ? "xib" : accepts == .storyboards ? "storyboard" : "storyboard or xib"
            return XMLIssue(code: accepts == .nibs ? .notANib : .notAStoryboard,
                            message: "root element is <\(Quote.value(element, limit: 60))>, not a \(expected) <document>",
                            line: at.line, column: at.column)
        }
        // Storyboards say `….Storyboard.XIB` (or `….AppleTV.Storyboard`); a xib says `….XIB` alone.
        let type = tag.value(vocabulary.type)
        let isStoryboard = type.map { $0.bytes.containsBytes("Storyboard") } ?? true
        let isNib = !isStoryboard && type.map { $0.bytes.endsWithBytes(".XIB") } == true
        if let type, !isStoryboard && !isNib {
            return XMLIssue(code: accepts == .nibs ? .notANib : .notAStoryboard,
                            message: "<document type=\"\(Quote.value(type.string, limit: 60))\"> is neither a storyboard nor a xib",
                            line: at.line, column: at.column)
        }
        if isNib && !accepts.contains(.nibs) {
            return XMLIssue(code: .notAStoryboard,
                            message: "the file is a xib (<document type=\"\(Quote.value(type?.string ?? "", limit: 60))\">), not a storyboard (a xib loads as a Nib)",
                            line: at.line, column: at.column)
        }
        if isStoryboard && !accepts.contains(.storyboards) {
            return XMLIssue(code: .notANib,
                            message: "the file is a storyboard, not a xib (a storyboard loads as a Storyboard)",
                            line: at.line, column: at.column)
        }
        if isNib { startNib() }
        document.documentLocation = SourceLocation(source: file, line: at.line, column: at.column)
        document.info = DocumentInfo(
            type: tag.value(vocabulary.type)?.string, version: tag.value(vocabulary.version)?.string,
            toolsVersion: tag.value(vocabulary.toolsVersion)?.string, targetRuntime: tag.value(vocabulary.targetRuntime)?.string,
            launchScreen: isYes(tag, vocabulary.launchScreen), useAutolayout: isYes(tag, vocabulary.useAutolayout),
            useTraitCollections: isYes(tag, vocabulary.useTraitCollections), useSafeAreas: isYes(tag, vocabulary.useSafeAreas))
        // The platform is known before any scene: each scene's default class is the platform's.
        platform = document.info.platform
        document.initialViewController = tag.value(vocabulary.initialViewController)?.string
        return nil
    }

    private mutating func isController(_ tag: XMLStartTag) -> Bool {
        if let member = tag.value(vocabulary.sceneMemberID) {
            return member.equals("viewController")
        }
        return roles.role(of: tag.name).contains(.controller)
    }

    private mutating func beginController(_ tag: XMLStartTag) -> XMLIssue? {
        if let issue = keep(tag) { return issue }
        let values = slots.read(tag, runtime: .controller)
        if let issue = checkIdentifierLengths(tag, values, .id, .storyboardIdentifier, .identifier) { return issue }
        let builder = ControllerBuilder(
            depth: depth, sceneID: currentSceneID, kind: ControllerKind(rawValue: elementName(tag)), element: tag.name,
            platform: platform, location: location(tag))
        // One access to the storage for all of the fields: an assignment each through
        // `builder.scene` retained and released the storage around every one.
        // Every WatchKit controller (an interface controller, a hosting controller, a notification
        // controller) is named by its `identifier`, which `instantiate` looks it up by.
        builder.scene.fields.read(values, isWatchController: platform == .watchOS || tag.name == vocabulary.watchController)
        controller = builder
        open.resetIDs(at: depth)
        return nil
    }

    private mutating func readNamedColor(_ tag: XMLStartTag) -> XMLIssue? {
        guard let name = nonEmpty(tag.value(vocabulary.name)) else { return nil }
        if let issue = keep(tag) { return issue }
        document.namedColors.append(NamedColor(name: name, location: location(tag)))
        return nil
    }

    /// Keeps the name of a `<color name="…">` (an asset-catalog colour) the first time it is used.
    /// A colour of a catalog (`catalog="System"`: macOS's `labelColor`) is the system's, not kept.
    private mutating func noteColorReference(_ tag: XMLStartTag) -> XMLIssue? {
        guard let name = tag.value(vocabulary.name), !name.bytes.isEmpty, tag.value(vocabulary.catalog) == nil else { return nil }
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(name.bytes))
        let hash = hasher.finalize()
        if colorTable.isEmpty { colorTable = Array(repeating: 0, count: 64) }
        var place = hash & (colorTable.count - 1)
        while colorTable[place] != 0 {
            if referencedColorBytes[colorTable[place] - 1].elementsEqual(name.bytes) { return nil }
            place = (place + 1) & (colorTable.count - 1)
        }
        if let issue = keep(tag) { return issue }
        if let issue = checkIdentifierLength(tag, vocabulary.name) { return issue }
        referencedColorBytes.append(Array(name.bytes))
        referencedColorHashes.append(hash)
        colorTable[place] = referencedColorBytes.count
        if referencedColorBytes.count * 2 > colorTable.count { growColorTable() }
        document.colorReferences.append(NamedColor(name: name.string, location: location(tag)))
        return nil
    }

    /// Doubles `colorTable`, placing every name again by its hash.
    private mutating func growColorTable() {
        var table = [Int](repeating: 0, count: colorTable.count * 2)
        for (index, hash) in referencedColorHashes.enumerated() {
            var place = hash & (table.count - 1)
            while table[place] != 0 { place = (place + 1) & (table.count - 1) }
            table[place] = index + 1
        }
        colorTable = table
    }

    private mutating func readImageResource(_ tag: XMLStartTag) -> XMLIssue? {
        guard let name = tag.value(vocabulary.name) else { return nil }
        if let issue = keep(tag) { return issue }
        document.images.append(ImageResource(
            name: name.string, catalog: tag.value(vocabulary.catalog)?.string,
            width: tag.value(vocabulary.width)?.double, height: tag.value(vocabulary.height)?.double,
            location: location(tag)))
        return nil
    }

    // MARK: - Inside a controller

    /// Skips an element whose role is ``ElementRoles/Role/skipped``, inside `controller` or outside
    /// any: a colour's name and the controller's view's accessibility identifier are all that is
    /// read of them.
    @inline(__always)
    private mutating func skip(_ tag: XMLStartTag, in controller: ControllerBuilder?) -> XMLIssue? {
        if tag.name == vocabulary.color, let issue = noteColorReference(tag) { return issue }
        if let controller, tag.name == vocabulary.accessibility { noteAccessibilityIdentifier(tag, controller: controller) }
        if rootViewIsOpen, controller != nil { noteFrame(tag) }
        skipsElement = true
        return nil
    }

    /// The accessibility identifier of the controller's own view (`<accessibility>` right inside it).
    private func noteAccessibilityIdentifier(_ tag: XMLStartTag, controller: ControllerBuilder) {
        if depth == controller.viewDepth + 1, let identifier = nonEmpty(tag.value(vocabulary.identifier)) {
            controller.scene.fields.viewAccessibilityIdentifier = identifier
        }
    }

    /// An element inside a controller that is not skipped (see `readStart`): its id, its layout
    /// flags, and what it is (a segue, the tab bar or navigation item, the view, a cell).
    private mutating func readInsideController(_ tag: XMLStartTag, controller: ControllerBuilder, parent: XMLName,
                                               role: ElementRoles.Role) -> XMLIssue? {
        let name = tag.name
        let (id, flags) = idAndLayoutFlags(tag)
        // Remember this element's id: it may be the trigger of a segue in its <connections>.
        if let id, id.bytes.count <= limits.maxIdentifierLength { open.keepID(id.bytes, at: depth) }
        if role.contains(.reusableView) { noteCellLaidOutViews(tag) }
        if !flags.isEmpty, !isLaidOutByCell(id), let issue = flagView(tag, id: id, flags: flags, controller: controller) { return issue }
        if segueDepth != 0 { return nil } // peek and pop segues nested in a segue
        if name == vocabulary.segue {
            return readSegue(tag, controller: controller, parent: parent)
        }
        if controller.isDock { return nil }
        if rootViewIsOpen { noteSubview(tag, parent: parent) }
        if depth == controller.depth + 1 {
            if name == vocabulary.tabBarItem && keyIs(tag, "tabBarItem") {
                controller.scene.fields.tabBarItem = Box(tabBarItem(tag))
            } else if name == vocabulary.navigationItem && keyIs(tag, "navigationItem") {
                // Usually the controller's own title: then it shares that string.
                let title = tag.value(vocabulary.title)
                if let title, let controllerTitle = controller.scene.fields.title, title.hasBytes(of: controllerTitle) {
                    controller.scene.fields.navigationItemTitle = controllerTitle
                } else {
                    controller.scene.fields.navigationItemTitle = title?.string
                }
                // A strings table localizes the title by the item's id (a short id is an inline string).
                if title != nil, let id { controller.scene.fields.navigationItemID = id.string }
            } else if tag.value(vocabulary.key)?.equals("view") == true {
                controller.viewDepth = depth
                startRootView(tag, id: id)
            }
        } else if role.contains(.reusableView) {
            return readReusableView(tag, key: nil, controller: controller)
        } else if name == vocabulary.view && parent == vocabulary.tableView, let key = tag.value(vocabulary.key),
                  key.equals("tableHeaderView") || key.equals("tableFooterView") {
            return readReusableView(tag, key: key.string, controller: controller)
        }
        return nil
    }

    /// The element's `id` and the layout flags Interface Builder writes on views, in one pass over
    /// the attributes (it runs for every element inside a controller).
    private func idAndLayoutFlags(_ tag: XMLStartTag) -> (id: XMLValue?, flags: FlaggedView.Flags) {
        let (id, misplaced, ambiguous) = tag.values(vocabulary.id, vocabulary.misplaced, vocabulary.ambiguous)
        guard misplaced != nil || ambiguous != nil else { return (id, []) }
        var flags: FlaggedView.Flags = []
        if misplaced?.equals("YES") == true { flags.insert(.misplaced) }
        if ambiguous?.equals("YES") == true { flags.insert(.ambiguous) }
        return (id, flags)
    }

    /// Starts a root view: a storyboard controller's view (`key="view"`) or a xib's top-level
    /// object, followed until it ends for its frame and its subviews.
    private mutating func startRootView(_ tag: XMLStartTag, id: XMLValue?) {
        guard rootViews.count < limits.maxObjects else { return }
        // An id past the limit is reported where the object is kept; here it is only left out.
        let kept = id.flatMap { $0.bytes.count <= limits.maxIdentifierLength ? $0.string : nil } ?? ""
        rootViews.append(RootViewBuilder(depth: depth, id: kept, element: elementName(tag)))
        rootViewIsOpen = true
    }

    /// An element inside the open root view: a child of its `<subviews>` is counted, and the
    /// first one's element kept.
    private mutating func noteSubview(_ tag: XMLStartTag, parent: XMLName) {
        let last = rootViews.count - 1
        guard depth == rootViews[last].depth + 2, parent.equals("subviews") else { return }
        rootViews[last].subviews += 1
        if rootViews[last].subviews == 1 { rootViews[last].firstSubview = elementName(tag) }
    }

    /// A skipped element inside the open root view: a `<rect key="frame">` is the frame of the
    /// view, or of its first subview.
    private mutating func noteFrame(_ tag: XMLStartTag) {
        let last = rootViews.count - 1
        let root = rootViews[last]
        let ofRoot = depth == root.depth + 1
        guard ofRoot || (depth == root.depth + 3 && root.subviews == 1 && root.firstSubviewFrame == nil),
              tag.name.equals("rect"), tag.value(vocabulary.key)?.equals("frame") == true else { return }
        var frame = (x: 0.0, y: 0.0, width: 0.0, height: 0.0)
        for position in 0..<tag.attributeCount {
            let name = tag.attributeName(at: position)
            guard let value = tag.value(at: position).double else { continue }
            if name == vocabulary.width { frame.width = value } else if name == vocabulary.height { frame.height = value }
            else if name.equals("x") { frame.x = value } else if name.equals("y") { frame.y = value }
        }
        if ofRoot { rootViews[last].frame = frame } else { rootViews[last].firstSubviewFrame = frame }
    }

    /// Moves the root views read into the document (or the xib's, which ``finishNib()`` makes).
    mutating func finishRootViews() {
        let views = rootViews.map(\.rootView)
        rootViews = []
        rootViewIsOpen = false
        if let nib { nib.rootViews = views } else { document.rootViews = views }
    }

    /// Notes the views a table cell with a built-in style (`style="IBUITableViewCellStyle…"`:
    /// Default, Subtitle, Value1, Value2) names as its `textLabel`, `detailTextLabel` and
    /// `imageView`. `UITableViewCell.layoutSubviews` places them; they have no constraints, so
    /// the `ambiguous` and `misplaced` flags Xcode leaves on them say nothing about the layout.
    private mutating func noteCellLaidOutViews(_ tag: XMLStartTag) {
        var builtInStyle = false
        var named: [[UInt8]] = []
        for position in 0..<tag.attributeCount {
            let name = tag.attributeName(at: position)
            if name.equals("style") {
                builtInStyle = tag.value(at: position).bytes.starts(with: "IBUITableViewCellStyle".utf8)
            } else if name.equals("textLabel") || name.equals("detailTextLabel") || name.equals("imageView") {
                let value = tag.value(at: position).bytes
                if !value.isEmpty, value.count <= limits.maxIdentifierLength { named.append(Array(value)) }
            }
        }
        if builtInStyle { cellLaidOutIDs.formUnion(named) }
    }

    /// Whether the element with this id is a view its built-in-style cell lays out.
    private func isLaidOutByCell(_ id: XMLValue?) -> Bool {
        guard let id, !cellLaidOutIDs.isEmpty else { return false }
        return cellLaidOutIDs.contains(Array(id.bytes))
    }

    /// Keeps a view that Interface Builder marked `misplaced` or `ambiguous`.
    private mutating func flagView(_ tag: XMLStartTag, id: XMLValue?, flags: FlaggedView.Flags, controller: ControllerBuilder) -> XMLIssue? {
        if let issue = keep(tag) { return issue }
        if let issue = checkIdentifierLength(tag, vocabulary.id) { return issue }
        controller.scene.fields.flaggedViews.append(FlaggedView(element: elementName(tag), id: nonEmpty(id), flags: flags, location: location(tag)))
        return nil
    }

    private mutating func readReusableView(_ tag: XMLStartTag, key: String?, controller: ControllerBuilder) -> XMLIssue? {
        if let issue = keep(tag) { return issue }
        let values = slots.read(tag)
        if let issue = checkIdentifierLength(tag, values[.reuseIdentifier], .reuseIdentifier) { return issue }
        controller.scene.fields.reusableViews.append(ReusableView(
            element: elementName(tag), reuseIdentifier: nonEmpty(values[.reuseIdentifier]),
            key: key ?? nonEmpty(values[.key]), customClass: nonEmpty(values[.customClass]),
            customModule: nonEmpty(values[.customModule]),
            customModuleProvider: moduleProvider(values[.customModuleProvider]),
            id: nonEmpty(values[.id]), location: location(tag)))
        return nil
    }

    private mutating func readSegue(_ tag: XMLStartTag, controller: ControllerBuilder, parent: XMLName) -> XMLIssue? {
        segueDepth = depth
        let values = slots.read(tag, runtime: .segue)
        let kind = values[.kind]
        let relationship = values[.relationship]
        // `<segue reference="…"/>` and peek/pop segues have neither: they are not segues.
        guard kind != nil || relationship != nil else { return nil }
        if let issue = checkIdentifierLengths(tag, values, .id, .identifier, .destination) { return issue }
        if let issue = keep(tag) { return issue }
        // The trigger: the element whose <connections> hold the segue, or the controller itself.
        let triggerDepth = parent == vocabulary.connections ? depth - 2 : depth - 1
        let ownedByController = !controller.isDock && triggerDepth <= controller.depth
        let destination = values[.destination]?.string
        let id = values[.id]?.string
        let here = location(tag)
        if ownedByController && (relationship != nil || kind?.equals("relationship") == true) {
            controller.relationshipSegues.append(.init(
                relationship: relationshipKind(relationship), destination: destination, id: id, location: here))
            return nil
        }
        // The trigger's element and the kind go to the segue as codes (the names only when they
        // have none): the element's code is cached per name, the kind's found by its bytes.
        let triggerName = ownedByController ? controller.element : open.name(at: triggerDepth)
        let triggerCode = roles.triggerCode(of: triggerName)
        let kindCode = segueKindCode(kind)
        openSegues.append(Segue(
            kindCode: kindCode, kind: kind?.string ?? Segue.Kind.relationship.rawValue, identifier: nonEmpty(values[.identifier]),
            destination: destination, id: id, triggerCode: triggerCode,
            triggerElement: self.roles.string(of: triggerName),
            triggerID: ownedByController ? controller.scene.fields.id : open.id(at: triggerDepth),
            isController: ownedByController, isInDock: !ownedByController && controller.isDock,
            customClass: nonEmpty(values[.customClass]), customModule: nonEmpty(values[.customModule]),
            customModuleProvider: moduleProvider(values[.customModuleProvider]),
            unwindAction: values[.unwindAction]?.string,
            attributes: values.runtimeAttributes, location: here))
        return nil
    }

    private mutating func tabBarItem(_ tag: XMLStartTag) -> TabBarItemDescription {
        let values = slots.read(tag)
        return TabBarItemDescription(
            title: values[.title]?.string, image: nonEmpty(values[.image]),
            selectedImage: nonEmpty(values[.selectedImage]), badgeValue: values[.badgeValue]?.string,
            tag: values[.tag]?.integer ?? 0, systemItem: nonEmpty(values[.systemItem]),
            catalog: nonEmpty(values[.catalog]), id: values[.id]?.string, location: location(tag))
    }

    // MARK: - Helpers

    private func isYes(_ tag: XMLStartTag, _ attribute: XMLName) -> Bool {
        tag.value(attribute)?.equals("YES") == true
    }

    private func keyIs(_ tag: XMLStartTag, _ expected: StaticString) -> Bool {
        guard let key = tag.value(vocabulary.key) else { return true }
        return key.equals(expected)
    }

    /// `customModuleProvider`, nearly always `target`: that one is the literal, not a new string.
    private func moduleProvider(_ value: XMLValue?) -> String? { value.moduleProvider }

    /// A relationship's kind: one UIKit knows is its constant's string (no new string: the longer
    /// ones would each be an allocation), another as written.
    private func relationshipKind(_ value: XMLValue?) -> String? {
        guard let value else { return nil }
        for kind in Relationship.Kind.known where value.hasBytes(of: kind.rawValue) { return kind.rawValue }
        return value.string
    }

    /// The kinds a segue's `kind` bytes are compared with, the common ones first, with their codes
    /// (``Segue/kindCode(of:)``, found once).
    private static let segueKinds: [(bytes: StaticString, code: UInt8)] = [
        ("show", Segue.kindCode(of: .show)), ("presentation", Segue.kindCode(of: .presentation)),
        ("embed", Segue.kindCode(of: .embed)), ("unwind", Segue.kindCode(of: .unwind)),
        ("popoverPresentation", Segue.kindCode(of: .popoverPresentation)), ("showDetail", Segue.kindCode(of: .showDetail)),
        ("custom", Segue.kindCode(of: .custom)), ("relationship", Segue.kindCode(of: .relationship)),
        ("push", Segue.kindCode(of: .push)), ("modal", Segue.kindCode(of: .modal)),
    ]
    private static let relationshipKindCode = Segue.kindCode(of: .relationship)

    /// A segue's kind as its code: a kind UIKit knows by its bytes (no string made), another 0
    /// (kept as written). No `kind` is a relationship.
    private func segueKindCode(_ value: XMLValue?) -> UInt8 {
        guard let value else { return ReaderState.relationshipKindCode }
        for (bytes, code) in ReaderState.segueKinds where value.equals(bytes) { return code }
        return Segue.kindCode(of: Segue.Kind(rawValue: value.string))
    }

    private func nonEmpty(_ value: XMLValue?) -> String? { value.nonEmptyString }

    private func location(_ tag: XMLStartTag) -> SourceLocation {
        let at = tag.location()
        return SourceLocation(source: file, line: at.line, column: at.column)
    }

    private mutating func elementName(_ tag: XMLStartTag) -> String { roles.string(of: tag.name) }

    /// Counts one more kept object; past ``ReadingLimits/maxObjects`` the issue that stops loading.
    private mutating func keep(_ tag: XMLStartTag) -> XMLIssue? {
        keptObjects += 1
        guard keptObjects > limits.maxObjects else { return nil }
        let at = tag.location()
        return XMLIssue(code: .objectLimit,
                        message: "more than the limit of \(limits.maxObjects) controllers, segues and other objects",
                        line: at.line, column: at.column)
    }

    private func checkIdentifierLength(_ tag: XMLStartTag, _ attribute: XMLName) -> XMLIssue? {
        guard let value = tag.value(attribute) else { return nil }
        return checkIdentifierLength(tag, value, attribute)
    }

    /// The first of three slots' values over the identifier limit, in this order. (Not `a ?? b ?? c`:
    /// each `??` moves an optional issue through its generic value witnesses, on every controller
    /// and segue.)
    private func checkIdentifierLengths(_ tag: XMLStartTag, _ values: AttributeValues,
                                        _ first: AttributeSlots.Slot, _ second: AttributeSlots.Slot, _ third: AttributeSlots.Slot) -> XMLIssue? {
        let limit = limits.maxIdentifierLength
        for slot in [first, second, third] where (values[slot]?.bytes.count ?? 0) > limit {
            return checkIdentifierLength(tag, values[slot], slot)
        }
        return nil
    }

    private func checkIdentifierLength(_ tag: XMLStartTag, _ value: XMLValue?, _ slot: AttributeSlots.Slot) -> XMLIssue? {
        guard let value else { return nil }
        return checkIdentifierLength(tag, value, slots.name(of: slot))
    }

    private func checkIdentifierLength(_ tag: XMLStartTag, _ value: XMLValue, _ attribute: XMLName) -> XMLIssue? {
        guard value.bytes.count > limits.maxIdentifierLength else { return nil }
        let at = tag.location()
        return XMLIssue(code: .identifierLimit,
                        message: "\(attribute.string) is \(value.bytes.count) bytes, over the limit of \(limits.maxIdentifierLength)",
                        line: at.line, column: at.column)
    }
}


// MARK: - A xib

/// The documents a read accepts: a storyboard, a xib, or either.
struct DocumentKinds: OptionSet, Sendable {
    let rawValue: UInt8
    /// A storyboard (`<document type="….Storyboard.XIB">`, or a hand-written `<document>`).
    static let storyboards = DocumentKinds(rawValue: 1)
    /// A xib (`<document type="….XIB">`).
    static let nibs = DocumentKinds(rawValue: 2)
    /// Either.
    static let all: DocumentKinds = [.storyboards, .nibs]
}

extension DocumentKinds {
    /// What a file of this name may be: Xcode compiles a `.storyboard` as a storyboard and a
    /// `.xib` as a xib, whatever its root says; any other name is read as its root says.
    init(named path: String) {
        let lowered = path.utf8.count < 16 ? path.lowercased() : String(path.suffix(16)).lowercased()
        if lowered.hasSuffix(".storyboard") {
            self = .storyboards
        } else if lowered.hasSuffix(".xib") {
            self = .nibs
        } else {
            self = .all
        }
    }
}

// A xib is read by the same rules where they mean the same (resources, colours, dependencies,
// flagged views, skipped subtrees, limits); what differs is here: every element with an id is
// kept (a connection may name any of them, a constraint too), the direct children of <objects>
// are the placeholders and top-level objects, and the connections are read, not skipped.
extension ReaderState {
    /// The root says the file is a xib: its names are interned (in the parse's own dictionary when
    /// it shares none) and its objects are collected from here on.
    fileprivate mutating func startNib() {
        if nibVocabulary.placeholder == .none { nibVocabulary = NibVocabulary(parseNames) }
        nib = NibBuilder()
    }

    /// Moves what the xib's read kept into the document, once the parse has ended.
    mutating func finishNib() {
        guard let nib else { return }
        document.nib = nib.finish(platform: platform)
        self.nib = nil
    }

    /// An element of a xib below the root.
    fileprivate mutating func readInNib(_ tag: XMLStartTag, nib: NibBuilder, parent: XMLName) -> XMLIssue? {
        let name = tag.name
        nib.enter(depth)
        let role = roles.role(of: name)
        if role.contains(.connection) {
            skipsElement = true
            return parent == vocabulary.connections ? readConnection(tag, nib: nib) : nil
        }
        if role.contains(.skipped) && !role.contains(.readInNibs) {
            if name == vocabulary.accessibility, let identifier = nonEmpty(tag.value(vocabulary.identifier)) {
                nib.setAccessibilityIdentifier(identifier, at: depth - 1)
            }
            if rootViewIsOpen { noteFrame(tag) }
            return skip(tag, in: nil)
        }
        if resourcesDepth != 0 {
            if parent == vocabulary.resources {
                if name == vocabulary.image { return readImageResource(tag) }
                if name == vocabulary.namedColor { return readNamedColor(tag) }
            }
            return nil
        }
        if parent == vocabulary.dependencies {
            readDependency(tag)
            return nil
        }
        if depth == 2 {
            // <objects>, <resources> and <dependencies> say what a xib holds; <device> and the
            // others are the editor's.
            if name == vocabulary.objects {
                objectsDepth = depth
            } else if name == vocabulary.resources {
                resourcesDepth = depth
            } else if name != vocabulary.dependencies {
                skipsElement = true
            }
            return nil
        }
        // A <connections> holds connections, read as they come; it is no object of its own.
        guard objectsDepth != 0, name != vocabulary.connections else { return nil }
        let topLevel = depth == objectsDepth + 1
        let (id, flags) = idAndLayoutFlags(tag)
        if topLevel {
            // A view controller's view is a screen by its owner's outlet, not as a top-level object.
            if !roles.role(of: name).contains(.controller), name != nibVocabulary.placeholder { startRootView(tag, id: id) }
        } else if rootViewIsOpen {
            noteSubview(tag, parent: parent)
        }
        if role.contains(.reusableView) { noteCellLaidOutViews(tag) }
        if !flags.isEmpty, !isLaidOutByCell(id) {
            if let issue = keep(tag) { return issue }
            if let issue = checkIdentifierLength(tag, vocabulary.id) { return issue }
            nib.flaggedViews.append(FlaggedView(element: elementName(tag), id: nonEmpty(id), flags: flags, location: location(tag)))
        }
        // A tab bar's items (`<tabBar><items><tabBarItem>`), which `render` draws.
        if name == vocabulary.tabBarItem, depth > 3, roles.string(of: parent) == "items",
           let bar = nib.record(at: depth - 2), nib.records[bar].element == "tabBar" {
            if let issue = keep(tag) { return issue }
            nib.add(tabBarItem(tag), toTabBarAt: bar)
        }
        guard id != nil || topLevel else { return nil }
        return readNibObject(tag, id: id, topLevel: topLevel, nib: nib)
    }

    /// Keeps an element with an id, or a top-level object (with its class, reuse identifier and,
    /// for a view controller, its title and runtime attributes).
    private mutating func readNibObject(_ tag: XMLStartTag, id: XMLValue?, topLevel: Bool, nib: NibBuilder) -> XMLIssue? {
        if let issue = keep(tag) { return issue }
        let element = elementName(tag)
        let record: NibBuilder.Record
        if topLevel {
            let isController = roles.role(of: tag.name).contains(.controller)
            let values = slots.read(tag, runtime: isController ? .controller : .none)
            if let issue = checkIdentifierLengths(tag, values, .id, .reuseIdentifier, .identifier) { return issue }
            record = NibBuilder.Record(
                id: id?.string ?? "", element: element,
                placeholderIdentifier: nonEmpty(tag.value(nibVocabulary.placeholderIdentifier)),
                customClass: nonEmpty(values[.customClass]), customModule: nonEmpty(values[.customModule]),
                customModuleProvider: moduleProvider(values[.customModuleProvider]),
                reuseIdentifier: nonEmpty(values[.reuseIdentifier]), title: isController ? values[.title]?.string : nil,
                nibName: isController ? nonEmpty(values[.nibName]) : nil,
                attributes: values.runtimeAttributes, accessibilityIdentifier: nil, isTopLevel: true, location: location(tag))
        } else {
            if let issue = checkIdentifierLength(tag, vocabulary.id) { return issue }
            let (customClass, customModule, provider) = tag.values(vocabulary.customClass, vocabulary.customModule,
                                                                   vocabulary.customModuleProvider)
            record = NibBuilder.Record(
                id: id?.string ?? "", element: element, placeholderIdentifier: nil,
                customClass: nonEmpty(customClass), customModule: nonEmpty(customModule), customModuleProvider: moduleProvider(provider),
                reuseIdentifier: nil, title: nil, nibName: nil, attributes: [], accessibilityIdentifier: nil, isTopLevel: false,
                location: location(tag))
        }
        nib.add(record, at: depth)
        return nil
    }

    /// An `<outlet>`, `<outletCollection>` or `<action>` in a `<connections>`: its source is the
    /// element that holds the `<connections>`.
    private mutating func readConnection(_ tag: XMLStartTag, nib: NibBuilder) -> XMLIssue? {
        if let issue = keep(tag) { return issue }
        let kind: NibConnection.Kind = switch tag.name {
        case nibVocabulary.action: .action
        case nibVocabulary.outletCollection: .outletCollection
        case nibVocabulary.binding: .binding
        default: .outlet
        }
        var (destination, id, eventType) = tag.values(vocabulary.destination, vocabulary.id, nibVocabulary.eventType)
        // AppKit's xibs name an action's destination `target`.
        if destination == nil, kind == .action { destination = tag.value(nibVocabulary.target) }
        if let destination, let issue = checkIdentifierLength(tag, destination, vocabulary.destination) { return issue }
        if let id, let issue = checkIdentifierLength(tag, id, vocabulary.id) { return issue }
        let nameAttribute = switch kind {
        case .action: nibVocabulary.selector
        case .binding: vocabulary.name
        case .outlet, .outletCollection: nibVocabulary.property
        }
        let name = tag.value(nameAttribute)
        let sourceDepth = max(1, depth - 2)
        let source = nib.record(at: sourceDepth)
        nib.add(NibConnection(
            kind: kind, name: nonEmpty(name), source: source.map(nib.recordID),
            sourceElement: roles.string(of: open.name(at: sourceDepth)), destination: destination?.string,
            eventType: kind == .action ? nonEmpty(eventType) : nil, id: nonEmpty(id), location: location(tag)), source: source)
        return nil
    }
}

// MARK: - A controller's own attributes

private extension Scene.Fields {
    /// Sets the fields a controller's start tag gives (its `values`), in one mutation.
    mutating func read(_ values: AttributeValues, isWatchController: Bool) {
        id = values[.id]?.string
        // WatchKit writes a controller's identifier as `identifier`.
        storyboardIdentifier = values[.storyboardIdentifier].nonEmptyString
            ?? (isWatchController ? values[.identifier].nonEmptyString : nil)
        restorationIdentifier = values[.restorationIdentifier].nonEmptyString
        if restorationIdentifier == nil, values[.useStoryboardIdentifierAsRestorationIdentifier]?.equals("YES") == true {
            restorationIdentifier = storyboardIdentifier
        }
        // A class named as its Storyboard ID (a common convention) shares the identifier's storage.
        let customClass = values[.customClass]
        if let customClass, let storyboardIdentifier, customClass.hasBytes(of: storyboardIdentifier) {
            self.customClass = storyboardIdentifier
        } else {
            self.customClass = customClass.nonEmptyString
        }
        customModule = values[.customModule].nonEmptyString
        setCustomModuleProvider(values[.customModuleProvider].moduleProvider)
        title = values[.title]?.string
        if isPlaceholder || values[.storyboardName] != nil || values[.referencedIdentifier] != nil {
            reference = StoryboardReference(
                storyboardName: values[.storyboardName].nonEmptyString,
                referencedIdentifier: values[.referencedIdentifier].nonEmptyString,
                bundleIdentifier: values[.bundleIdentifier].nonEmptyString)
        }
        attributes = values.runtimeAttributes
        if let nib = values[.nibName], !nib.bytes.isEmpty { nibName = nib.string }
    }
}

private extension Scene.Fields {
    /// Gives the scene's first controller what its dock holds: the segues and flagged views of the
    /// dock's objects, and the objects themselves; in one mutation.
    mutating func addDock(segues dockSegues: [Segue], flaggedViews dockFlaggedViews: [FlaggedView], objects: [SceneObject]) {
        if !dockSegues.isEmpty {
            segues += dockSegues
            segues = Array(exactlyMoving: &segues)
        }
        if !dockFlaggedViews.isEmpty { flaggedViews += dockFlaggedViews }
        self.objects = objects
    }
}

private extension Optional where Wrapped == XMLValue {
    /// The value as a string, or nil when it is absent or empty.
    var nonEmptyString: String? {
        guard let value = self, !value.bytes.isEmpty else { return nil }
        return value.string
    }

    /// `customModuleProvider`, nearly always `target`: that one is the literal, not a new string.
    var moduleProvider: String? {
        if let value = self, value.equals("target") { return "target" }
        return nonEmptyString
    }
}
