/// One scene: its controller and what the storyboard says about it.
///
/// A value read from the file; ``Storyboard/instantiateViewController(withIdentifier:)`` makes
/// live ``ViewController`` objects from it.
public struct Scene: Sendable, Hashable {
    // Equality and hashing come from the storage: by value, every field.
    // A scene's fields live in one object (``SceneStorage``), never changed once the scene exists:
    // a storyboard of 20,000 scenes then keeps an array of pointers, and rarely present parts (the
    // tab bar item, a reference) cost a pointer.
    private let storage: SceneStorage

    /// The controller's object id (`BYZ-38-t0r`), unique in the file; nil in a hand-written file
    /// that leaves it out.
    public var id: String? { storage.fields.id }
    /// The enclosing `<scene sceneID>`, when the file has the wrapper.
    public var sceneID: String? { storage.fields.sceneID }
    /// The controller's kind: the element name as in the file.
    public var kind: ControllerKind { storage.kind }
    /// The Storyboard ID, used by `instantiateViewController(withIdentifier:)`.
    public var storyboardIdentifier: String? { storage.fields.storyboardIdentifier }
    /// The state-restoration identifier (the storyboard identifier when the file says to reuse it).
    public var restorationIdentifier: String? { storage.restorationIdentifier }
    /// The custom class name, if any.
    public var customClass: String? { storage.fields.customClass }
    /// The custom class's module, if any.
    public var customModule: String? { storage.fields.customModule }
    /// `target` when the module is whichever target builds the file.
    public var customModuleProvider: String? { storage.customModuleProvider }
    /// The controller's `title`.
    public var title: String? { storage.fields.title }
    /// The tab bar item on this controller, used when it is a tab.
    public var tabBarItem: TabBarItemDescription? { storage.fields.tabBarItem?.value }
    /// The tab bar item in its box, for reading a field or two in place (``tabBarItem`` copies the
    /// item and every string in it).
    var tabBarItemBox: Box<TabBarItemDescription>? { storage.fields.tabBarItem }
    /// The navigation item's title.
    public var navigationItemTitle: String? { storage.fields.navigationItemTitle }
    /// The navigation item's object id, kept when it has a title (a strings table's key for it is
    /// `ID.title`).
    public var navigationItemID: String? { storage.fields.navigationItemID }
    /// Relationship segues from the controller's own connections, in document order.
    public var relationships: [Relationship] { storage.fields.relationships }
    /// Other segues from the controller and the controls inside it, then those from the objects in
    /// the scene's dock (``Segue/Trigger/isInDock``), in document order: all are the controller's.
    public var segues: [Segue] { storage.fields.segues }
    /// The scene's other objects beside the controller (the Exit, gesture recognizers, custom
    /// objects), in document order; not the first responder.
    public var objects: [SceneObject] { storage.fields.objects }
    /// The attributes that change what UIKit does at runtime (``RuntimeAttribute/controllerNames``),
    /// as the file writes them, in file order.
    public var attributes: [RuntimeAttribute] { storage.rare?.attributes ?? [] }
    /// The prototype cells, reusable views and table header and footer views inside the controller,
    /// in document order.
    public var reusableViews: [ReusableView] { storage.fields.reusableViews }
    /// The views inside the controller (and in its scene's dock) that Interface Builder marked
    /// `misplaced` or `ambiguous`, in document order.
    public var flaggedViews: [FlaggedView] { storage.flaggedViews }
    /// The accessibility identifier of the controller's view, where the file sets one.
    public var viewAccessibilityIdentifier: String? { storage.rare?.viewAccessibilityIdentifier }
    /// The platform of the storyboard the scene is in.
    public var platform: DocumentInfo.Platform { storage.fields.platform }
    /// For a `viewControllerPlaceholder`: what it refers to.
    public var reference: StoryboardReference? { storage.rare?.reference }
    /// The nib the controller loads its view from (`nibName`, Interface Builder's NIB Name), if
    /// the file names one.
    public var nibName: String? { storage.rare?.nibName }
    /// Where the controller element starts.
    public var location: SourceLocation { storage.fields.location }

    /// The scene whose fields the reader filled in `storage` while the controller's element was
    /// open; nothing writes to them any more.
    init(storage: SceneStorage) { self.storage = storage }

    /// The scene with the titles a strings table localizes replaced by `strings`' values, where it
    /// has them: the controller's `title` (key `ID.title`), its navigation item's (`ITEM.title`)
    /// and its tab bar item's (`ITEM.title`). Nil when none changes.
    func localized(with strings: LocalizedStrings) -> Scene? {
        var fields = storage.fields
        var changed = false
        if fields.title != nil, let id = fields.id, let value = strings.value(forKey: id + ".title"), value != fields.title {
            // The navigation item that shared the controller's title keeps its own unless localized below.
            fields.title = value
            changed = true
        }
        if fields.navigationItemTitle != nil, let id = fields.navigationItemID,
           let value = strings.value(forKey: id + ".title"), value != fields.navigationItemTitle {
            fields.navigationItemTitle = value
            changed = true
        }
        if let item = fields.tabBarItem?.value, item.title != nil, let id = item.id,
           let value = strings.value(forKey: id + ".title"), value != item.title {
            fields.tabBarItem = Box(item.with(title: value))
            changed = true
        }
        return changed ? Scene(storage: SceneStorage(fields: fields)) : nil
    }

    /// Whether the controller is a navigation controller, or a tab bar controller: their kinds'
    /// codes compared, not their names (``kind`` makes a string, and comparing kinds compares
    /// strings; every controller instantiated asks which class it is).
    package var isNavigationController: Bool { storage.isKind(SceneStorage.navigationControllerCode) }
    package var isTabBarController: Bool { storage.isKind(SceneStorage.tabBarControllerCode) }

    /// The class the controller is: its custom class, or the platform's class for its kind
    /// (``ControllerKind/defaultClassName(on:)``). Nil for a storyboard reference: it is no class,
    /// but stands for a controller in another scene or file.
    public var className: String? {
        reference == nil ? customClass ?? kind.defaultClassName(on: platform) : nil
    }

    /// Whether the tab bar hides while this controller is pushed (`hidesBottomBarWhenPushed="YES"`).
    public var hidesBottomBarWhenPushed: Bool { flag("hidesBottomBarWhenPushed", default: false) }
    /// For a navigation controller: whether its navigation bar starts hidden (`navigationBarHidden="YES"`).
    public var isNavigationBarHidden: Bool { flag("navigationBarHidden", default: false) }
    /// For a navigation controller: whether its toolbar starts hidden (UIKit's default, unless the
    /// file says `toolbarHidden="NO"`).
    public var isToolbarHidden: Bool { flag("toolbarHidden", default: true) }

    /// The runtime attribute `name` as a flag: the default, at once, for a scene with no runtime
    /// attributes (most: each controller instantiated reads two or three of these).
    private func flag(_ name: String, default defaultValue: Bool) -> Bool {
        guard let rare = storage.rare, !rare.attributes.isEmpty else { return defaultValue }
        return rare.attributes.flag(name, default: defaultValue)
    }

    /// The fields, kept out of line in one ``SceneStorage`` (equal and hashed by value). Rarely
    /// present parts (the tab bar item; a restoration identifier, a reference, runtime attributes,
    /// flagged views, the view's accessibility identifier) are boxed, so that a scene without them
    /// pays a pointer: 48 bytes less for each of the 20,000 scenes of a 100 MB storyboard.
    ///
    /// No stored property has an initial value (`Optional<String>`, not `String?`, which a `var`
    /// starts as nil), and the init sets every one: with any of them left to its initial value,
    /// the optimiser makes the fields in a temporary and copies and destroys them all, for every
    /// scene.
    struct Fields: Hashable, Sendable {
        var id: Optional<String>
        var sceneID: Optional<String>
        var storyboardIdentifier: Optional<String>
        var customClass: Optional<String>
        var customModule: Optional<String>
        var title: Optional<String>
        var tabBarItem: Optional<Box<TabBarItemDescription>>
        var navigationItemTitle: Optional<String>
        var navigationItemID: Optional<String>
        var relationships: [Relationship]
        var segues: [Segue]
        var objects: [SceneObject]
        var reusableViews: [ReusableView]
        var platform: DocumentInfo.Platform
        /// The kind as its code (``ControllerKind/knownElements``' index + 1; 0: in the rare parts),
        /// in the padding after the platform: 16 bytes a scene less than a string (and the scene's
        /// allocation one size class smaller).
        fileprivate private(set) var kindCode: UInt8
        /// `customModuleProvider` as a code: none, `target`, or another (in the rare parts).
        fileprivate private(set) var moduleProviderCode: UInt8
        fileprivate static let noModuleProvider: UInt8 = 0
        fileprivate static let targetModuleProvider: UInt8 = 1
        fileprivate static let otherModuleProvider: UInt8 = 2
        var location: SourceLocation
        /// The rare parts; nil while all are absent or empty.
        fileprivate private(set) var rare: Optional<Box<Rare>>

        /// The parts most scenes lack.
        fileprivate struct Rare: Hashable, Sendable {
            var restorationIdentifier: String?
            var reference: StoryboardReference?
            var attributes: [RuntimeAttribute] = []
            var flaggedViews: [FlaggedView] = []
            var viewAccessibilityIdentifier: String?
            /// A kind, and a module provider other than `target`, that have no code.
            var customKind: String?
            var customModuleProvider: String?
            var nibName: String?

            var isEmpty: Bool {
                restorationIdentifier == nil && reference == nil && attributes.isEmpty && flaggedViews.isEmpty
                    && viewAccessibilityIdentifier == nil && customKind == nil && customModuleProvider == nil && nibName == nil
            }
        }

        /// The kinds stored as codes.
        fileprivate static let kindCodes = KnownNames(ControllerKind.knownElements)

        /// The fields of a controller of `kind` at `location`, before anything else is read.
        /// Not inlined: its code would spread the reader's over more of the instruction cache.
        @inline(never)
        init(kind: ControllerKind, sceneID: String?, platform: DocumentInfo.Platform, location: SourceLocation) {
            let code = Fields.kindCodes.code(of: kind.rawValue)
            id = nil
            self.sceneID = sceneID
            storyboardIdentifier = nil
            customClass = nil
            customModule = nil
            title = nil
            tabBarItem = nil
            navigationItemTitle = nil
            navigationItemID = nil
            relationships = []
            segues = []
            objects = []
            reusableViews = []
            self.platform = platform
            kindCode = code
            moduleProviderCode = Fields.noModuleProvider
            self.location = location
            rare = code == 0 ? Box(Rare(customKind: kind.rawValue)) : nil
        }

        /// Whether the controller is a storyboard reference (`<viewControllerPlaceholder>`).
        var isPlaceholder: Bool { kindCode == SceneStorage.placeholderCode }

        var restorationIdentifier: String? {
            get { rare?.value.restorationIdentifier }
            set { if rare != nil || !(newValue == nil) { updateRare { $0.restorationIdentifier = newValue } } }
        }
        var reference: StoryboardReference? {
            get { rare?.value.reference }
            set { if rare != nil || !(newValue == nil) { updateRare { $0.reference = newValue } } }
        }
        var attributes: [RuntimeAttribute] {
            get { rare?.value.attributes ?? [] }
            set { if rare != nil || !(newValue.isEmpty) { updateRare { $0.attributes = newValue } } }
        }
        var flaggedViews: [FlaggedView] {
            get { rare?.value.flaggedViews ?? [] }
            set { if rare != nil || !(newValue.isEmpty) { updateRare { $0.flaggedViews = newValue } } }
        }
        var viewAccessibilityIdentifier: String? {
            get { rare?.value.viewAccessibilityIdentifier }
            set { if rare != nil || !(newValue == nil) { updateRare { $0.viewAccessibilityIdentifier = newValue } } }
        }
        var nibName: String? {
            get { rare?.value.nibName }
            set { if rare != nil || !(newValue == nil) { updateRare { $0.nibName = newValue } } }
        }

        /// Sets `customModuleProvider` (read through the storage: ``SceneStorage/customModuleProvider``).
        mutating func setCustomModuleProvider(_ provider: String?) {
            if moduleProviderCode == Fields.otherModuleProvider { updateRare { $0.customModuleProvider = nil } }
            switch provider {
            case nil: moduleProviderCode = Fields.noModuleProvider
            case "target": moduleProviderCode = Fields.targetModuleProvider
            case let other?:
                moduleProviderCode = Fields.otherModuleProvider
                updateRare { $0.customModuleProvider = other }
            }
        }

        /// Changes the rare parts (a new box: boxes are immutable); none when the change leaves them
        /// all absent. (The setters skip it when there are none and the value is absent or empty,
        /// as for almost every controller's runtime attributes.)
        private mutating func updateRare(_ change: (inout Rare) -> Void) {
            var parts = rare?.value ?? Rare()
            change(&parts)
            rare = parts.isEmpty ? nil : Box(parts)
        }
    }
}

// Read through the storage, not `fields`: a computed property of `Fields` read through the
// storage's `fields` copies and destroys all the fields on every read.
extension SceneStorage {
    /// The controller's kind.
    var kind: ControllerKind {
        let code = fields.kindCode
        return code == 0 ? ControllerKind(rawValue: fields.rare?.value.customKind ?? "") : ControllerKind(rawValue: Scene.Fields.kindCodes.name(code))
    }

    /// The custom class's module provider (`target` nearly always).
    var customModuleProvider: String? {
        switch fields.moduleProviderCode {
        case Scene.Fields.noModuleProvider: nil
        case Scene.Fields.targetModuleProvider: "target"
        default: fields.rare?.value.customModuleProvider
        }
    }

    /// Whether the controller is a storyboard reference's placeholder (its code compared, not its name).
    var isPlaceholder: Bool { fields.isPlaceholder }
    fileprivate static let placeholderCode = Scene.Fields.kindCodes.code(of: ControllerKind.placeholder.rawValue)

    /// Whether the controller's kind has `code` (not 0: a kind without a code is kept by name).
    func isKind(_ code: UInt8) -> Bool { fields.kindCode == code && code != 0 }
    static let navigationControllerCode = Scene.Fields.kindCodes.code(of: ControllerKind.navigationController.rawValue)
    static let tabBarControllerCode = Scene.Fields.kindCodes.code(of: ControllerKind.tabBarController.rawValue)

    /// The rare parts, when the scene has any.
    fileprivate var rare: Scene.Fields.Rare? { fields.rare?.value }

    /// The restoration identifier, read without copying the fields.
    var restorationIdentifier: String? { fields.rare?.value.restorationIdentifier }

    /// The views Interface Builder flagged, read without copying the fields.
    var flaggedViews: [FlaggedView] { fields.rare?.value.flaggedViews ?? [] }
}
