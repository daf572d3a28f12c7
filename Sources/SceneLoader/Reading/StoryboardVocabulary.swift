/// The element and attribute names the reader recognises, interned in one parse's dictionary.
///
/// Interning happens once per file; afterwards every comparison is a pointer comparison.
struct StoryboardVocabulary {
    // Structure
    let document, scenes, scene, objects, connections, segue, resources, image: XMLName
    let tabBarItem, navigationItem: XMLName
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
        controllerElements = ControllerKind.knownElements.map { table.intern($0) }
        skipped = [
            "constraints", "dependencies", "classes", "inferredMetricsTieBreakers", "simulatedMetricsContainer",
            "userDefinedRuntimeAttributes", "layoutGuides", "viewLayoutGuide", "fontDescription", "color",
            "rect", "autoresizingMask", "variation", "accessibility", "textInputTraits", "attributedString",
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
    }
}
