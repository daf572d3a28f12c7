/// Turns SAX events into a ``ReadResult``, keeping only what a storyboard means.
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
    var result: ReadResult { state.result }

    init(file: String, limits: ParserLimits) {
        state = ReaderState(file: file, limits: limits)
    }

    func prepare(_ names: XMLNameTable) {
        state.v = StoryboardVocabulary(names)
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
    private let limits: ParserLimits
    /// The names, interned in this parse's dictionary by `prepare(_:)`. Not optional: reading a
    /// field of an optional struct copies the whole struct out first, on every event.
    var v = StoryboardVocabulary(XMLNameTable(dictionary: nil))
    private(set) var result: ReadResult

    /// Controllers, segues, scene members and images kept so far (see ``ParserLimits/maxObjects``).
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

    init(file: String, limits: ParserLimits) {
        self.file = file
        self.limits = limits
        result = ReadResult(documentLocation: SourceLocation(file: file, line: 1, column: 1))
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
        if v.skipped.contains(name) {
            skipDepth = depth
            return nil
        }
        if resourcesDepth != 0 {
            if name == v.image && parent == v.resources { return readImageResource(tag) }
            return nil
        }
        let atSceneLevel = parent == v.objects || parent == v.scene || parent == v.scenes || parent == v.document
        guard atSceneLevel else { return nil }
        if name == v.scene {
            currentSceneID = tag.value(v.sceneID)?.string
            sceneDepth = depth
            return nil
        }
        if name == v.scenes || name == v.objects { return nil }
        if name == v.resources && parent == v.document {
            resourcesDepth = depth
            return nil
        }
        if isController(tag) {
            return beginController(tag)
        }
        // Other scene members (an unwind segue's exit, custom objects) can be segue destinations;
        // the first responder never is, and every scene has one: it is not kept.
        let member = tag.value(v.sceneMemberID)
        if member?.equals("firstResponder") == true { return nil }
        if let id = tag.value(v.id), member != nil || parent == v.objects {
            if let issue = keep(tag) { return issue }
            result.sceneObjects.append(.init(id: id.string, element: elementName(tag), location: location(tag)))
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
                result.scenes.append(scene)
                result.diagnostics += problems
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
        guard tag.name == v.document else {
            return XMLIssue(code: .notAStoryboard,
                            message: "root element is <\(Quote.value(elementName(tag), limit: 60))>, not a storyboard <document>",
                            line: at.line, column: at.column)
        }
        // Storyboards say `….Storyboard.XIB` (or `….AppleTV.Storyboard`); a XIB says `….XIB` alone.
        if let type = tag.value(v.type), !type.string.contains("Storyboard") {
            return XMLIssue(code: .notAStoryboard,
                            message: "<document type=\"\(Quote.value(type.string, limit: 60))\"> is not a storyboard (a XIB?)",
                            line: at.line, column: at.column)
        }
        result.documentLocation = SourceLocation(file: file, line: at.line, column: at.column)
        result.info = DocumentInfo(
            type: tag.value(v.type)?.string, version: tag.value(v.version)?.string,
            toolsVersion: tag.value(v.toolsVersion)?.string, targetRuntime: tag.value(v.targetRuntime)?.string)
        result.initialViewController = tag.value(v.initialViewController)?.string
        return nil
    }

    private func isController(_ tag: XMLStartTag) -> Bool {
        if let member = tag.value(v.sceneMemberID) {
            return member.equals("viewController")
        }
        return v.controllerElements.contains(tag.name) || elementName(tag).hasSuffix("ViewController")
    }

    private mutating func beginController(_ tag: XMLStartTag) -> XMLIssue? {
        if let issue = keep(tag) { return issue }
        for attribute in [v.id, v.storyboardIdentifier, v.identifier] {
            if let issue = checkIdentifierLength(tag, attribute) { return issue }
        }
        let builder = ControllerBuilder(
            depth: depth, sceneID: currentSceneID, kind: ControllerKind(rawValue: elementName(tag)),
            location: location(tag))
        builder.id = tag.value(v.id)?.string
        // WatchKit writes an interface controller's identifier as `identifier`.
        builder.storyboardIdentifier = nonEmpty(tag.value(v.storyboardIdentifier))
            ?? (tag.name == v.watchController ? nonEmpty(tag.value(v.identifier)) : nil)
        builder.restorationIdentifier = nonEmpty(tag.value(v.restorationIdentifier))
        if builder.restorationIdentifier == nil,
           tag.value(v.useStoryboardIdentifierAsRestorationIdentifier)?.equals("YES") == true {
            builder.restorationIdentifier = builder.storyboardIdentifier
        }
        builder.customClass = nonEmpty(tag.value(v.customClass))
        builder.customModule = nonEmpty(tag.value(v.customModule))
        builder.customModuleProvider = nonEmpty(tag.value(v.customModuleProvider))
        builder.title = tag.value(v.title)?.string
        if builder.kind == .placeholder || tag.value(v.storyboardName) != nil || tag.value(v.referencedIdentifier) != nil {
            builder.reference = StoryboardReference(
                storyboardName: nonEmpty(tag.value(v.storyboardName)),
                referencedIdentifier: nonEmpty(tag.value(v.referencedIdentifier)),
                bundleIdentifier: nonEmpty(tag.value(v.bundleIdentifier)))
        }
        controller = builder
        idRanges.append(0..<0)
        return nil
    }

    private mutating func readImageResource(_ tag: XMLStartTag) -> XMLIssue? {
        guard let name = tag.value(v.name) else { return nil }
        if let issue = keep(tag) { return issue }
        result.images.append(ImageResource(
            name: name.string, catalog: tag.value(v.catalog)?.string,
            width: tag.value(v.width).flatMap { Double($0.string) },
            height: tag.value(v.height).flatMap { Double($0.string) },
            location: location(tag)))
        return nil
    }

    // MARK: - Inside a controller

    private mutating func readInsideController(_ tag: XMLStartTag, controller: ControllerBuilder, parent: XMLName) -> XMLIssue? {
        let name = tag.name
        if v.skipped.contains(name) {
            skipDepth = depth
            return nil
        }
        // Remember this element's id: it may be the trigger of a segue in its <connections>.
        if let id = tag.value(v.id), id.bytes.count <= limits.maxIdentifierLength {
            let start = idBytes.count
            idBytes.append(contentsOf: id.bytes)
            idRanges.append(start..<idBytes.count)
        } else {
            idRanges.append(idBytes.count..<idBytes.count)
        }
        if segueDepth != 0 { return nil } // peek and pop segues nested in a segue
        if name == v.segue {
            return readSegue(tag, controller: controller, parent: parent)
        }
        if depth == controller.depth + 1 {
            if name == v.tabBarItem && keyIs(tag, "tabBarItem") {
                controller.tabBarItem = tabBarItem(tag)
            } else if name == v.navigationItem && keyIs(tag, "navigationItem") {
                controller.navigationItemTitle = tag.value(v.title)?.string
            }
        }
        return nil
    }

    private mutating func readSegue(_ tag: XMLStartTag, controller: ControllerBuilder, parent: XMLName) -> XMLIssue? {
        segueDepth = depth
        let kind = tag.value(v.kind)
        let relationship = tag.value(v.relationship)
        // `<segue reference="…"/>` and peek/pop segues have neither: they are not segues.
        guard kind != nil || relationship != nil else { return nil }
        for attribute in [v.id, v.identifier, v.destination] {
            if let issue = checkIdentifierLength(tag, attribute) { return issue }
        }
        if let issue = keep(tag) { return issue }
        // The trigger: the element whose <connections> hold the segue, or the controller itself.
        let triggerDepth = parent == v.connections ? depth - 2 : depth - 1
        let ownedByController = triggerDepth <= controller.depth
        let destination = tag.value(v.destination)?.string
        let id = tag.value(v.id)?.string
        let here = location(tag)
        if ownedByController && (relationship != nil || kind?.equals("relationship") == true) {
            controller.relationshipSegues.append(.init(
                relationship: relationship?.string, destination: destination, id: id, location: here))
            return nil
        }
        let trigger: Segue.Trigger
        if ownedByController {
            trigger = Segue.Trigger(element: controller.kind.rawValue, id: controller.id, isController: true)
        } else {
            let range = idRanges[triggerDepth - controller.depth]
            trigger = Segue.Trigger(
                element: names[triggerDepth - 1].string,
                id: range.isEmpty ? nil : String(decoding: idBytes[range], as: UTF8.self),
                isController: false)
        }
        controller.segues.append(Segue(
            kind: Segue.Kind(rawValue: kind?.string ?? "relationship"), identifier: nonEmpty(tag.value(v.identifier)),
            destination: destination, id: id, trigger: trigger, customClass: nonEmpty(tag.value(v.customClass)),
            unwindAction: tag.value(v.unwindAction)?.string, location: here))
        return nil
    }

    private func tabBarItem(_ tag: XMLStartTag) -> TabBarItemDescription {
        TabBarItemDescription(
            title: tag.value(v.title)?.string, image: nonEmpty(tag.value(v.image)),
            selectedImage: nonEmpty(tag.value(v.selectedImage)), badgeValue: tag.value(v.badgeValue)?.string,
            tag: tag.value(v.tag)?.integer ?? 0, systemItem: nonEmpty(tag.value(v.systemItem)),
            catalog: nonEmpty(tag.value(v.catalog)), id: tag.value(v.id)?.string, location: location(tag))
    }

    // MARK: - Helpers

    private func keyIs(_ tag: XMLStartTag, _ expected: StaticString) -> Bool {
        guard let key = tag.value(v.key) else { return true }
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

    /// Counts one more kept object; past ``ParserLimits/maxObjects`` the issue that stops loading.
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
