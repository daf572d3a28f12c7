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
    /// event (a tenth of the reader's cost) is turned off for this one property.
    @exclusivity(unchecked) private var state: ReaderState

    /// What the reader kept; complete once the parse has ended.
    var document: StoryboardDocument { state.document }

    init(file: String, limits: ReadingLimits) {
        state = ReaderState(file: file, limits: limits)
    }

    func prepare(_ names: XMLNameTable) {
        state.vocabulary = StoryboardVocabulary(names)
    }

    func startElement(_ tag: XMLStartTag) -> XMLIssue? {
        state.startElement(tag)
    }

    func endElement(_ name: XMLName) {
        state.endElement(name)
    }
}

/// The state of one read and the rules that update it; see ``StoryboardReader``.
private struct ReaderState {
    private let file: String
    private let limits: ReadingLimits
    /// The names, interned in this parse's dictionary by `prepare(_:)`. Not optional: reading a
    /// field of an optional struct copies the whole struct out first, on every event.
    var vocabulary = StoryboardVocabulary(XMLNameTable(dictionary: nil))
    private(set) var document: StoryboardDocument

    /// Controllers, segues, scene members and images kept so far (see ``ReadingLimits/maxObjects``).
    private var keptObjects = 0
    private var depth = 0
    /// Element names from the root to the current element.
    private var names: [XMLName] = []
    /// Inside a controller: each open element's `id`, as a range of `idBytes` (empty when none).
    private var idRanges: [Range<Int>] = []
    private var idBytes: [UInt8] = []
    /// Depth of a subtree being skipped; 0 when none.
    private var skipDepth = 0
    private var currentSceneID: String?
    private var sceneDepth = 0
    private var controller: ControllerBuilder?
    /// Depth of the segue being read, so nested peek/pop segues are ignored; 0 when none.
    private var segueDepth = 0
    private var resourcesDepth = 0

    init(file: String, limits: ReadingLimits) {
        self.file = file
        self.limits = limits
        document = StoryboardDocument(documentLocation: SourceLocation(file: file, line: 1, column: 1))
        names.reserveCapacity(64)
        idRanges.reserveCapacity(64)
        idBytes.reserveCapacity(1024)
    }

    // MARK: - Events

    mutating func startElement(_ tag: XMLStartTag) -> XMLIssue? {
        depth += 1
        let name = tag.name
        names.append(name)
        if skipDepth != 0 { return nil }
        if depth == 1 { return readDocument(tag) }
        let parent = names[depth - 2]

        if let controller {
            return readInsideController(tag, controller: controller, parent: parent)
        }
        if vocabulary.skipped.contains(name) {
            skipDepth = depth
            return nil
        }
        if resourcesDepth != 0 {
            if name == vocabulary.image && parent == vocabulary.resources { return readImageResource(tag) }
            return nil
        }
        let atSceneLevel = parent == vocabulary.objects || parent == vocabulary.scene || parent == vocabulary.scenes || parent == vocabulary.document
        guard atSceneLevel else { return nil }
        if name == vocabulary.scene {
            currentSceneID = tag.value(vocabulary.sceneID)?.string
            sceneDepth = depth
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
            document.sceneObjects.append(.init(id: id.string, element: elementName(tag), location: location(tag)))
        }
        return nil
    }

    mutating func endElement(_ name: XMLName) {
        defer {
            names.removeLast()
            depth -= 1
        }
        if skipDepth != 0 {
            if depth == skipDepth { skipDepth = 0 }
            return
        }
        if let controller {
            if depth == segueDepth { segueDepth = 0 }
            if depth == controller.depth {
                let (scene, problems) = controller.build()
                document.scenes.append(scene)
                document.diagnostics += problems
                self.controller = nil
                idRanges.removeAll(keepingCapacity: true)
                idBytes.removeAll(keepingCapacity: true)
            } else {
                let range = idRanges.removeLast()
                if !range.isEmpty { idBytes.removeSubrange(range) }
            }
            return
        }
        if depth == resourcesDepth { resourcesDepth = 0 }
        if depth == sceneDepth {
            sceneDepth = 0
            currentSceneID = nil
        }
    }

    // MARK: - Document and scene level

    private mutating func readDocument(_ tag: XMLStartTag) -> XMLIssue? {
        let at = tag.location()
        guard tag.name == vocabulary.document else {
            return XMLIssue(code: .notAStoryboard,
                            message: "root element is <\(elementName(tag))>, not a storyboard <document>",
                            line: at.line, column: at.column)
        }
        // Storyboards say `….Storyboard.XIB` (or `….AppleTV.Storyboard`); a XIB says `….XIB` alone.
        if let type = tag.value(vocabulary.type), !type.string.contains("Storyboard") {
            return XMLIssue(code: .notAStoryboard,
                            message: "<document type=\"\(Quote.value(type.string, limit: 60))\"> is not a storyboard (a XIB?)",
                            line: at.line, column: at.column)
        }
        document.documentLocation = SourceLocation(file: file, line: at.line, column: at.column)
        document.info = DocumentInfo(
            type: tag.value(vocabulary.type)?.string, version: tag.value(vocabulary.version)?.string,
            toolsVersion: tag.value(vocabulary.toolsVersion)?.string, targetRuntime: tag.value(vocabulary.targetRuntime)?.string)
        document.initialViewController = tag.value(vocabulary.initialViewController)?.string
        return nil
    }

    private func isController(_ tag: XMLStartTag) -> Bool {
        if let member = tag.value(vocabulary.sceneMemberID) {
            return member.equals("viewController")
        }
        return vocabulary.controllerElements.contains(tag.name) || elementName(tag).hasSuffix("ViewController")
    }

    private mutating func beginController(_ tag: XMLStartTag) -> XMLIssue? {
        if let issue = keep(tag) { return issue }
        for attribute in [vocabulary.id, vocabulary.storyboardIdentifier, vocabulary.identifier] {
            if let issue = checkIdentifierLength(tag, attribute) { return issue }
        }
        let builder = ControllerBuilder(
            depth: depth, sceneID: currentSceneID, kind: ControllerKind(rawValue: elementName(tag)),
            location: location(tag))
        builder.scene.id = tag.value(vocabulary.id)?.string
        // WatchKit writes an interface controller's identifier as `identifier`.
        builder.scene.storyboardIdentifier = nonEmpty(tag.value(vocabulary.storyboardIdentifier))
            ?? (tag.name == vocabulary.watchController ? nonEmpty(tag.value(vocabulary.identifier)) : nil)
        builder.scene.restorationIdentifier = nonEmpty(tag.value(vocabulary.restorationIdentifier))
        if builder.scene.restorationIdentifier == nil,
           tag.value(vocabulary.useStoryboardIdentifierAsRestorationIdentifier)?.equals("YES") == true {
            builder.scene.restorationIdentifier = builder.scene.storyboardIdentifier
        }
        builder.scene.customClass = nonEmpty(tag.value(vocabulary.customClass))
        builder.scene.customModule = nonEmpty(tag.value(vocabulary.customModule))
        builder.scene.customModuleProvider = nonEmpty(tag.value(vocabulary.customModuleProvider))
        builder.scene.title = tag.value(vocabulary.title)?.string
        if builder.scene.kind == .placeholder || tag.value(vocabulary.storyboardName) != nil || tag.value(vocabulary.referencedIdentifier) != nil {
            builder.scene.reference = Box(StoryboardReference(
                storyboardName: nonEmpty(tag.value(vocabulary.storyboardName)),
                referencedIdentifier: nonEmpty(tag.value(vocabulary.referencedIdentifier)),
                bundleIdentifier: nonEmpty(tag.value(vocabulary.bundleIdentifier))))
        }
        controller = builder
        idRanges.append(0..<0)
        return nil
    }

    private mutating func readImageResource(_ tag: XMLStartTag) -> XMLIssue? {
        guard let name = tag.value(vocabulary.name) else { return nil }
        if let issue = keep(tag) { return issue }
        document.images.append(ImageResource(
            name: name.string, catalog: tag.value(vocabulary.catalog)?.string,
            width: tag.value(vocabulary.width).flatMap { Double($0.string) },
            height: tag.value(vocabulary.height).flatMap { Double($0.string) },
            location: location(tag)))
        return nil
    }

    // MARK: - Inside a controller

    private mutating func readInsideController(_ tag: XMLStartTag, controller: ControllerBuilder, parent: XMLName) -> XMLIssue? {
        let name = tag.name
        if vocabulary.skipped.contains(name) {
            skipDepth = depth
            return nil
        }
        // Remember this element's id: it may be the trigger of a segue in its <connections>.
        if let id = tag.value(vocabulary.id), id.bytes.count <= limits.maxIdentifierLength {
            let start = idBytes.count
            idBytes.append(contentsOf: id.bytes)
            idRanges.append(start..<idBytes.count)
        } else {
            idRanges.append(idBytes.count..<idBytes.count)
        }
        if segueDepth != 0 { return nil } // peek and pop segues nested in a segue
        if name == vocabulary.segue {
            return readSegue(tag, controller: controller, parent: parent)
        }
        if depth == controller.depth + 1 {
            if name == vocabulary.tabBarItem && keyIs(tag, "tabBarItem") {
                controller.scene.tabBarItem = Box(tabBarItem(tag))
            } else if name == vocabulary.navigationItem && keyIs(tag, "navigationItem") {
                controller.scene.navigationItemTitle = tag.value(vocabulary.title)?.string
            }
        }
        return nil
    }

    private mutating func readSegue(_ tag: XMLStartTag, controller: ControllerBuilder, parent: XMLName) -> XMLIssue? {
        segueDepth = depth
        let kind = tag.value(vocabulary.kind)
        let relationship = tag.value(vocabulary.relationship)
        // `<segue reference="…"/>` and peek/pop segues have neither: they are not segues.
        guard kind != nil || relationship != nil else { return nil }
        for attribute in [vocabulary.id, vocabulary.identifier, vocabulary.destination] {
            if let issue = checkIdentifierLength(tag, attribute) { return issue }
        }
        if let issue = keep(tag) { return issue }
        // The trigger: the element whose <connections> hold the segue, or the controller itself.
        let triggerDepth = parent == vocabulary.connections ? depth - 2 : depth - 1
        let ownedByController = triggerDepth <= controller.depth
        let destination = tag.value(vocabulary.destination)?.string
        let id = tag.value(vocabulary.id)?.string
        let here = location(tag)
        if ownedByController && (relationship != nil || kind?.equals("relationship") == true) {
            controller.relationshipSegues.append(.init(
                relationship: relationship?.string, destination: destination, id: id, location: here))
            return nil
        }
        let trigger: Segue.Trigger
        if ownedByController {
            trigger = Segue.Trigger(element: controller.scene.kind.rawValue, id: controller.scene.id, isController: true)
        } else {
            let range = idRanges[triggerDepth - controller.depth]
            trigger = Segue.Trigger(
                element: names[triggerDepth - 1].string,
                id: range.isEmpty ? nil : String(decoding: idBytes[range], as: UTF8.self),
                isController: false)
        }
        controller.scene.segues.append(Segue(
            kind: Segue.Kind(rawValue: kind?.string ?? "relationship"), identifier: nonEmpty(tag.value(vocabulary.identifier)),
            destination: destination, id: id, trigger: trigger, customClass: nonEmpty(tag.value(vocabulary.customClass)),
            unwindAction: tag.value(vocabulary.unwindAction)?.string, location: here))
        return nil
    }

    private func tabBarItem(_ tag: XMLStartTag) -> TabBarItemDescription {
        TabBarItemDescription(
            title: tag.value(vocabulary.title)?.string, image: nonEmpty(tag.value(vocabulary.image)),
            selectedImage: nonEmpty(tag.value(vocabulary.selectedImage)), badgeValue: tag.value(vocabulary.badgeValue)?.string,
            tag: tag.value(vocabulary.tag)?.integer ?? 0, systemItem: nonEmpty(tag.value(vocabulary.systemItem)),
            catalog: nonEmpty(tag.value(vocabulary.catalog)), id: tag.value(vocabulary.id)?.string, location: location(tag))
    }

    // MARK: - Helpers

    private func keyIs(_ tag: XMLStartTag, _ expected: StaticString) -> Bool {
        guard let key = tag.value(vocabulary.key) else { return true }
        return key.equals(expected)
    }

    private func nonEmpty(_ value: XMLValue?) -> String? {
        guard let value, !value.bytes.isEmpty else { return nil }
        return value.string
    }

    private func location(_ tag: XMLStartTag) -> SourceLocation {
        let at = tag.location()
        return SourceLocation(file: file, line: at.line, column: at.column)
    }

    private func elementName(_ tag: XMLStartTag) -> String { tag.name.string }

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
        guard let value = tag.value(attribute), value.bytes.count > limits.maxIdentifierLength else { return nil }
        let at = tag.location()
        return XMLIssue(code: .identifierLimit,
                        message: "\(attribute.string) is \(value.bytes.count) bytes, over the limit of \(limits.maxIdentifierLength)",
                        line: at.line, column: at.column)
    }
}
