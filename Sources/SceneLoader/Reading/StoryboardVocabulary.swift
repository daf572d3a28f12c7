/// The element and attribute names the reader recognises, interned in one parse's dictionary.
///
/// Interning happens once per file; afterwards every comparison is a pointer comparison.
struct StoryboardVocabulary: Sendable {
    // Structure
    let document, scenes, scene, objects, connections, segue, resources, image: XMLName
    let tabBarItem, navigationItem: XMLName
    let dependencies, deployment, namedColor, color, accessibility, view, tableView: XMLName
    // Elements whose reuse identifier (or, for a table's header and footer, class) the reader keeps
    let reusableViews: [XMLName]
    // Attributes kept as written on controllers and segues (`RuntimeAttribute`), with their names
    let controllerAttributes: [(name: XMLName, string: String)]
    let segueAttributes: [(name: XMLName, string: String)]
    // Controllers written without `sceneMemberID` (hand-written files, watchOS)
    let controllerElements: [XMLName]
    // Subtrees that never hold anything the reader keeps
    let skipped: [XMLName]
    // Attributes
    let id, sceneID, sceneMemberID, storyboardIdentifier, restorationIdentifier: XMLName
    let useStoryboardIdentifierAsRestorationIdentifier: XMLName
    let customClass, customModule, customModuleProvider, title, key: XMLName
    let selectedImage, badgeValue, tag, systemItem, catalog: XMLName
    let kind, relationship, destination, identifier, unwindAction: XMLName
    let watchController: XMLName
    let storyboardName, referencedIdentifier, bundleIdentifier: XMLName
    let initialViewController, type, version, toolsVersion, targetRuntime: XMLName
    let name, width, height: XMLName
    let reuseIdentifier, defaultVersion, launchScreen, useAutolayout, useTraitCollections, useSafeAreas: XMLName
    let misplaced, ambiguous: XMLName

    /// The vocabulary before a parse interns it: every name is ``XMLName/none``. Made once, so that
    /// a reader's initial state costs no interning.
    static let unprepared = StoryboardVocabulary(XMLNameTable(dictionary: nil))

    init(_ table: XMLNameTable) {
        document = table.intern("document")
        scenes = table.intern("scenes")
        scene = table.intern("scene")
        objects = table.intern("objects")
        connections = table.intern("connections")
        segue = table.intern("segue")
        resources = table.intern("resources")
        image = table.intern("image")
        tabBarItem = table.intern("tabBarItem")
        navigationItem = table.intern("navigationItem")
        dependencies = table.intern("dependencies")
        deployment = table.intern("deployment")
        namedColor = table.intern("namedColor")
        color = table.intern("color")
        accessibility = table.intern("accessibility")
        view = table.intern("view")
        tableView = table.intern("tableView")
        reusableViews = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"]
            .map { table.intern($0) }
        controllerAttributes = RuntimeAttribute.controllerNames.map { (table.intern($0), $0) }
        segueAttributes = RuntimeAttribute.segueNames.map { (table.intern($0), $0) }
        controllerElements = ControllerKind.knownElements.map { table.intern($0) }
        skipped = [
            "constraints", "classes", "inferredMetricsTieBreakers", "simulatedMetricsContainer",
            "userDefinedRuntimeAttributes", "layoutGuides", "viewLayoutGuide", "fontDescription", "color",
            "rect", "autoresizingMask", "variation", "accessibility", "textInputTraits", "attributedString",
            // Leaves (or settings) no segue, item or flag lives in: a button's states and
            // configuration, outlets and actions beside segues, nil and geometry values.
            "nil", "point", "size", "inset", "edgeInsets", "directionalEdgeInsets", "state", "buttonConfiguration",
            "outlet", "outletCollection", "action", "string", "imageReference", "preferredSymbolConfiguration",
        ].map { table.intern($0) }
        id = table.intern("id")
        sceneID = table.intern("sceneID")
        sceneMemberID = table.intern("sceneMemberID")
        storyboardIdentifier = table.intern("storyboardIdentifier")
        restorationIdentifier = table.intern("restorationIdentifier")
        useStoryboardIdentifierAsRestorationIdentifier = table.intern("useStoryboardIdentifierAsRestorationIdentifier")
        customClass = table.intern("customClass")
        customModule = table.intern("customModule")
        customModuleProvider = table.intern("customModuleProvider")
        title = table.intern("title")
        key = table.intern("key")
        selectedImage = table.intern("selectedImage")
        badgeValue = table.intern("badgeValue")
        tag = table.intern("tag")
        systemItem = table.intern("systemItem")
        catalog = table.intern("catalog")
        kind = table.intern("kind")
        relationship = table.intern("relationship")
        destination = table.intern("destination")
        identifier = table.intern("identifier")
        watchController = table.intern("controller")
        unwindAction = table.intern("unwindAction")
        storyboardName = table.intern("storyboardName")
        referencedIdentifier = table.intern("referencedIdentifier")
        bundleIdentifier = table.intern("bundleIdentifier")
        initialViewController = table.intern("initialViewController")
        type = table.intern("type")
        version = table.intern("version")
        toolsVersion = table.intern("toolsVersion")
        targetRuntime = table.intern("targetRuntime")
        name = table.intern("name")
        width = table.intern("width")
        height = table.intern("height")
        reuseIdentifier = table.intern("reuseIdentifier")
        defaultVersion = table.intern("defaultVersion")
        launchScreen = table.intern("launchScreen")
        useAutolayout = table.intern("useAutolayout")
        useTraitCollections = table.intern("useTraitCollections")
        useSafeAreas = table.intern("useSafeAreas")
        misplaced = table.intern("misplaced")
        ambiguous = table.intern("ambiguous")
    }
}
