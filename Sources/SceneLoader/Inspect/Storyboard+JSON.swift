extension Storyboard {
    /// The storyboard as JSON: file, document, initial controller, scenes in document order with
    /// their relationships and segues, images, and diagnostics.
    ///
    /// The field names `file`, `initialViewController`, `scenes` (with `id`, `kind`,
    /// `storyboardIdentifier`, `customClass`, `customModule`, `title`, `line`, `tabBarItem`,
    /// `relationships`, `segues`, `storyboardName`, `referencedIdentifier`) and `diagnostics` are
    /// stable; others may be added.
    /// - Parameters:
    ///   - file: the path to show; defaults to the path the storyboard was loaded from.
    ///   - resolved: for a bundle's document, where each storyboard reference leads (the
    ///     `resolved` member of a placeholder scene); nil leaves the member out.
    public func jsonValue(file: String? = nil, resolved: ((Scene) -> JSONValue)? = nil) -> JSONValue {
        .object([
            ("file", .string(file ?? displayPath)),
            ("name", .string(name)),
            ("document", .object([
                ("type", .optional(documentInfo.type)),
                ("version", .optional(documentInfo.version)),
                ("toolsVersion", .optional(documentInfo.toolsVersion)),
                ("targetRuntime", .optional(documentInfo.targetRuntime)),
                ("platform", .string(documentInfo.platform.rawValue)),
            ])),
            ("initialViewController", .optional(initialViewControllerID)),
            ("identifiers", .array(identifiers.map(JSONValue.string))),
            ("scenes", .array(scenes.map { Storyboard.json(for: $0, resolved: resolved) })),
            ("images", .array(images.map { image in
                .object([
                    ("name", .string(image.name)),
                    ("catalog", .optional(image.catalog)),
                    ("line", .int(image.location.line)),
                ])
            })),
            ("diagnostics", .array(diagnostics.map(\.jsonValue))),
        ])
    }

    static func json(for scene: Scene, resolved: ((Scene) -> JSONValue)? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .optional(scene.id)),
            ("sceneID", .optional(scene.sceneID)),
            ("kind", .string(scene.kind.rawValue)),
            ("storyboardIdentifier", .optional(scene.storyboardIdentifier)),
            ("restorationIdentifier", .optional(scene.restorationIdentifier)),
            ("customClass", .optional(scene.customClass)),
            ("customModule", .optional(scene.customModule)),
            ("title", .optional(scene.title)),
            ("navigationItemTitle", .optional(scene.navigationItemTitle)),
            ("line", .int(scene.location.line)),
            ("column", .int(scene.location.column)),
            ("tabBarItem", scene.tabBarItem.map(json(for:)) ?? .null),
            ("relationships", .array(scene.relationships.map { relationship in
                .object([
                    ("relationship", .string(relationship.kind.rawValue)),
                    ("destination", .string(relationship.destination)),
                    ("line", .int(relationship.location.line)),
                ])
            })),
            ("segues", .array(scene.segues.map { segue in
                .object([
                    ("kind", .string(segue.kind.rawValue)),
                    ("identifier", .optional(segue.identifier)),
                    ("destination", .optional(segue.destination)),
                    ("trigger", .object([
                        ("element", .string(segue.trigger.element)),
                        ("id", .optional(segue.trigger.id)),
                    ])),
                    ("line", .int(segue.location.line)),
                ])
            })),
        ]
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
