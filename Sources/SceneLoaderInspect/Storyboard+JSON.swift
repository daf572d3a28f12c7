public import SceneLoaderCore

extension Storyboard {
    /// The version of the `--json` form: `docs/scene-inspect.schema.json` describes it and
    /// `docs/FORMAT.md` documents every field. Adding a field keeps it; removing or renaming one,
    /// or changing a field's type, raises it.
    public static let jsonSchemaVersion = 2

    /// The storyboard as JSON: the schema version, file, document, initial controller, identifiers,
    /// modules, scenes in document order (class, relationships, segues with their trigger and
    /// destination, dock objects, reusable views, runtime attributes), images, colours and diagnostics.
    ///
    /// `docs/scene-inspect.schema.json` is the contract; `docs/FORMAT.md` documents every field.
    /// - Parameters:
    ///   - file: the path to show; defaults to the path the storyboard was loaded from.
    ///   - resolved: for a bundle's document, where each storyboard reference leads (the
    ///     `resolved` member of a placeholder scene); nil leaves the member out.
    public func jsonValue(file: String? = nil, resolved: ((Scene) -> JSONValue)? = nil) -> JSONValue {
        .object([
            ("schemaVersion", .int(Storyboard.jsonSchemaVersion)),
            ("file", .string(file ?? displayPath)),
            ("documentKind", .string("storyboard")),
            ("name", .string(name)),
            ("document", Storyboard.json(for: documentInfo)),
            ("initialViewController", .optional(initialViewControllerID)),
            ("identifiers", .array(identifiers.map(JSONValue.string))),
            ("modules", .array(importedModules.map(JSONValue.string))),
            ("scenes", .array(scenes.map { json(for: $0, resolved: resolved) })),
            ("images", .array(images.map { image in
                .object([
                    ("name", .string(image.name)),
                    ("catalog", .optional(image.catalog)),
                    ("line", .int(image.location.line)),
                ])
            })),
            ("namedColors", .array(namedColors.map(Storyboard.json(for:)))),
            ("colorReferences", .array(colorReferences.map(Storyboard.json(for:)))),
            ("diagnostics", .array(diagnostics.map(\.jsonValue))),
        ])
    }

    func json(for scene: Scene, resolved: ((Scene) -> JSONValue)? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .optional(scene.id)),
            ("sceneID", .optional(scene.sceneID)),
            ("kind", .string(scene.kind.rawValue)),
            ("className", .optional(scene.className)),
            ("storyboardIdentifier", .optional(scene.storyboardIdentifier)),
            ("restorationIdentifier", .optional(scene.restorationIdentifier)),
        ] + Storyboard.classFields(scene.customClass, scene.customModule, scene.customModuleProvider) + [
            ("title", .optional(scene.title)),
            ("navigationItemTitle", .optional(scene.navigationItemTitle)),
            ("viewAccessibilityIdentifier", .optional(scene.viewAccessibilityIdentifier)),
            ("nibName", .optional(scene.nibName)),
            ("line", .int(scene.location.line)),
            ("column", .int(scene.location.column)),
            ("attributes", Storyboard.json(for: scene.attributes)),
            ("tabBarItem", scene.tabBarItem.map(Storyboard.json(for:)) ?? .null),
            ("relationships", .array(scene.relationships.map { relationship in
                .object([
                    ("relationship", .string(relationship.kind.rawValue)),
                    ("destination", .string(relationship.destination)),
                    ("id", .optional(relationship.id)),
                    ("line", .int(relationship.location.line)),
                ])
            })),
            ("segues", .array(scene.segues.map { json(for: $0) })),
            ("objects", .array(scene.objects.map { object in
                .object([
                    ("id", .string(object.id)),
                    ("element", .string(object.element)),
                    ("sceneMemberID", .optional(object.sceneMemberID)),
                ] + Storyboard.classFields(object.customClass, object.customModule, object.customModuleProvider) + [
                    ("line", .int(object.location.line)),
                ])
            })),
            ("reusableViews", .array(scene.reusableViews.map { view in
                .object([
                    ("element", .string(view.element)),
                    ("reuseIdentifier", .optional(view.reuseIdentifier)),
                    ("key", .optional(view.key)),
                ] + Storyboard.classFields(view.customClass, view.customModule, view.customModuleProvider) + [
                    ("id", .optional(view.id)),
                    ("line", .int(view.location.line)),
                ])
            })),
        ]
        members.append(("flaggedViews", .array(scene.flaggedViews.map { view in
            .object([
                ("element", .string(view.element)),
                ("id", .optional(view.id)),
                ("misplaced", .bool(view.flags.contains(.misplaced))),
                ("ambiguous", .bool(view.flags.contains(.ambiguous))),
                ("line", .int(view.location.line)),
            ])
        })))
        if let reference = scene.reference {
            members += [
                ("storyboardName", .optional(reference.storyboardName)),
                ("referencedIdentifier", .optional(reference.referencedIdentifier)),
                ("bundleIdentifier", .optional(reference.bundleIdentifier)),
            ]
            if let resolved { members.append(("resolved", resolved(scene))) }
        }
        return .object(members)
    }

    private func json(for segue: Segue) -> JSONValue {
        let target = segueDestination(of: segue)
        return .object([
            ("kind", .string(segue.kind.rawValue)),
            ("identifier", .optional(segue.identifier)),
            ("id", .optional(segue.id)),
            ("destination", .optional(segue.destination)),
            ("destinationKind", .optional(target?.kind)),
            ("destinationIdentifier", .optional(target?.identifier)),
            ("destinationClassName", .optional(target?.className)),
        ] + Storyboard.classFields(segue.customClass, segue.customModule, segue.customModuleProvider) + [
            ("unwindAction", .optional(segue.unwindAction)),
            ("attributes", Storyboard.json(for: segue.attributes)),
            ("trigger", .object([
                ("element", .string(segue.trigger.element)),
                ("id", .optional(segue.trigger.id)),
                ("isController", .bool(segue.trigger.isController)),
                ("isInDock", .bool(segue.trigger.isInDock)),
            ])),
            ("line", .int(segue.location.line)),
        ])
    }

    /// `customClass`, `customModule`, `customModuleProvider`: the same three fields on scenes,
    /// segues, dock objects and reusable views.
    static func classFields(_ customClass: String?, _ module: String?, _ provider: String?) -> [(String, JSONValue)] {
        [("customClass", .optional(customClass)), ("customModule", .optional(module)), ("customModuleProvider", .optional(provider))]
    }

    static func json(for attributes: [RuntimeAttribute]) -> JSONValue {
        .object(attributes.map { ($0.name, .string($0.value)) })
    }

    static func json(for color: NamedColor) -> JSONValue {
        .object([("name", .string(color.name)), ("line", .int(color.location.line))])
    }

    static func json(for item: TabBarItemDescription) -> JSONValue {
        .object([
            ("title", .optional(item.title)),
            ("image", .optional(item.image)),
            ("selectedImage", .optional(item.selectedImage)),
            ("badgeValue", .optional(item.badgeValue)),
            ("tag", .int(item.tag)),
            ("systemItem", .optional(item.systemItem)),
            ("catalog", .optional(item.catalog)),
        ])
    }
}

extension StoryboardError {
    /// The JSON document of a file that did not load: the schema version, the file, no scenes, and
    /// this error as its one diagnostic.
    public func jsonDocument(file: String) -> JSONValue {
        .object([
            ("schemaVersion", .int(Storyboard.jsonSchemaVersion)),
            ("file", .string(file)),
            ("initialViewController", .null),
            ("scenes", .array([])),
            ("diagnostics", .array([diagnostic.jsonValue])),
        ])
    }
}

extension Diagnostic {
    /// The diagnostic as `scene-inspect --json` prints it: `severity`, `code`, `message`, `line`,
    /// `column` and `notes`.
    public var jsonValue: JSONValue {
        .object([
            ("severity", .string(severity.rawValue)),
            ("code", .string(code.rawValue)),
            ("message", .string(message)),
            ("line", .int(location.line)),
            ("column", .int(location.column)),
            ("notes", .array(notes.map { note in
                .object([("message", .string(note.message)), ("line", .int(note.location.line)), ("column", .int(note.location.column))])
            })),
        ])
    }
}
