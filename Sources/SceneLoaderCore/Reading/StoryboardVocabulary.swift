/// The element and attribute names the reader compares by address, interned in one parse's
/// dictionary.
///
/// Interning happens once per file; afterwards every comparison is a pointer comparison. Only the
/// names the reader compares one by one are here. The names of its lists (the elements it skips,
/// cells, controller elements: ``ElementRoles/Lists``; runtime attributes:
/// ``AttributeSlots/RuntimeNames``) are interned once per process, in the shared dictionary; a
/// parse with a dictionary of its own (a large input) finds a name there by its bytes, once per
/// name it meets. libxml2 2.9 hashes names cheaply only while a dictionary has 128 buckets, and
/// grows it once five names share one, after which every lookup hashes every byte of the name.
/// With the lists interned in each large input's dictionary too (143 names beside the file's own),
/// large storyboards often grow it; with these 58 names they seldom do where the file's own names
/// alone would not.
struct StoryboardVocabulary: Sendable {
    // Structure
    let document, scenes, scene, objects, connections, segue, resources, image: XMLName
    let tabBarItem, navigationItem: XMLName
    let dependencies, deployment, namedColor, color, accessibility, view, tableView: XMLName
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
    let nibName: XMLName

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
        nibName = table.intern("nibName")
    }
}
