public import SceneLoaderCore

extension Nib {
    /// The xib as JSON: the schema version, file, `"documentKind": "xib"`, document, platform,
    /// File's Owner (its class, outlets and the actions it receives), the other placeholders, the
    /// top-level objects in document order (element, class, reuse identifier, accessibility
    /// identifier, outlets, actions), modules, every connection, images, colours, flagged views and
    /// diagnostics.
    ///
    /// `docs/scene-inspect.schema.json` is the contract; `docs/FORMAT.md` documents every field.
    /// - Parameter file: the path to show; defaults to the path the nib was loaded from.
    public func jsonValue(file: String? = nil) -> JSONValue {
        let head: [(String, JSONValue)] = [
            ("schemaVersion", .int(Storyboard.jsonSchemaVersion)),
            ("file", .string(file ?? displayPath)),
            ("documentKind", .string("xib")),
            ("name", .string(name)),
            ("document", Storyboard.json(for: documentInfo)),
            ("platform", .string(documentInfo.platform.rawValue)),
            ("filesOwner", filesOwner.map(json(forOwner:)) ?? .null),
            ("placeholders", .array(placeholders.map(json(forPlaceholder:)))),
            ("topLevelObjects", .array(topLevelObjects.map(json(forTopLevel:)))),
            ("modules", .array(importedModules.map(JSONValue.string))),
        ]
        let tail: [(String, JSONValue)] = [
            ("connections", .array(connections.map(json(forConnection:)))),
            ("images", .array(images.map(Storyboard.json(for:)))),
            ("namedColors", .array(namedColors.map(Storyboard.json(for:)))),
            ("colorReferences", .array(colorReferences.map(Storyboard.json(for:)))),
            ("flaggedViews", .array(flaggedViews.map(Storyboard.json(for:)))),
            ("diagnostics", .array(diagnostics.map(\.jsonValue))),
        ]
        return .object(head + tail)
    }

    private func json(forOwner owner: NibObject) -> JSONValue {
        var members: [(String, JSONValue)] = [("id", .string(owner.id))]
        members += Storyboard.classFields(owner.customClass, owner.customModule, owner.customModuleProvider)
        members += [
            ("className", .string(owner.className)),
            ("outlets", .array(owner.outlets.map(json(forOutlet:)))),
            ("actions", .array(actions(to: owner).map(json(forAction:)))),
            ("line", .int(owner.location.line)),
        ]
        return .object(members)
    }

    private func json(forPlaceholder placeholder: NibObject) -> JSONValue {
        .object([
            ("id", .string(placeholder.id)),
            ("element", .string(placeholder.element)),
            ("placeholderIdentifier", .optional(placeholder.placeholderIdentifier)),
            ("customClass", .optional(placeholder.customClass)),
            ("className", .string(placeholder.className)),
            ("line", .int(placeholder.location.line)),
        ])
    }

    private func json(forTopLevel object: NibObject) -> JSONValue {
        var members: [(String, JSONValue)] = [("id", .string(object.id)), ("kind", .string(object.element))]
        members += Storyboard.classFields(object.customClass, object.customModule, object.customModuleProvider)
        members += [
            ("className", .string(object.className)),
            ("reuseIdentifier", .optional(object.reuseIdentifier)),
            ("accessibilityIdentifier", .optional(object.accessibilityIdentifier)),
            ("title", .optional(scene(forControllerWithID: object.id)?.title)),
            ("attributes", Storyboard.json(for: object.attributes)),
            ("outlets", .array(object.outlets.map(json(forOutlet:)))),
            ("actions", .array(actions(to: object).map(json(forAction:)))),
            ("line", .int(object.location.line)),
            ("column", .int(object.location.column)),
        ]
        return .object(members)
    }

    private func json(forConnection connection: NibConnection) -> JSONValue {
        let destination = connection.destination.flatMap(object(withID:))
        return .object([
            ("kind", .string(connection.kind.rawValue)),
            ("name", .optional(connection.name)),
            ("source", .optional(connection.source)),
            ("sourceElement", .string(connection.sourceElement)),
            ("destination", .optional(connection.destination)),
            ("destinationElement", .optional(destination?.element)),
            ("destinationClassName", .optional(destination?.className)),
            ("eventType", .optional(connection.eventType)),
            ("id", .optional(connection.id)),
            ("line", .int(connection.location.line)),
        ])
    }

    private func json(forOutlet outlet: NibConnection) -> JSONValue {
        let destination = outlet.destination.flatMap(object(withID:))
        return .object([
            ("property", .optional(outlet.name)),
            ("destination", .optional(outlet.destination)),
            ("destinationElement", .optional(destination?.element)),
            ("destinationClassName", .optional(destination?.className)),
            ("isCollection", .bool(outlet.kind == .outletCollection)),
            ("line", .int(outlet.location.line)),
        ])
    }

    private func json(forAction action: NibConnection) -> JSONValue {
        .object([
            ("selector", .optional(action.name)),
            ("source", .optional(action.source)),
            ("sourceElement", .string(action.sourceElement)),
            ("eventType", .optional(action.eventType)),
            ("line", .int(action.location.line)),
        ])
    }

    /// The modules a file generated from this xib would import: every `customModule` of File's
    /// Owner and of the objects, except those whose module is the target that builds the file
    /// (`customModuleProvider="target"`), sorted and each once.
    public var importedModules: [String] {
        var modules: Set<String> = []
        for object in objects {
            if let module = object.customModule, object.customModuleProvider != "target" { modules.insert(module) }
        }
        return modules.sorted()
    }
}

extension Storyboard {
    /// What the `<document>` element says, as the `document` member of a file's JSON.
    static func json(for info: DocumentInfo) -> JSONValue {
        .object([
            ("type", .optional(info.type)),
            ("version", .optional(info.version)),
            ("toolsVersion", .optional(info.toolsVersion)),
            ("targetRuntime", .optional(info.targetRuntime)),
            ("platform", .string(info.platform.rawValue)),
            ("launchScreen", .bool(info.launchScreen)),
            ("useAutolayout", .bool(info.useAutolayout)),
            ("useTraitCollections", .bool(info.useTraitCollections)),
            ("useSafeAreas", .bool(info.useSafeAreas)),
            ("deploymentIdentifier", .optional(info.deploymentIdentifier)),
            ("deploymentVersion", .optional(info.deploymentVersion)),
        ])
    }

    static func json(for image: ImageResource) -> JSONValue {
        .object([
            ("name", .string(image.name)),
            ("catalog", .optional(image.catalog)),
            ("line", .int(image.location.line)),
        ])
    }

    static func json(for view: FlaggedView) -> JSONValue {
        .object([
            ("element", .string(view.element)),
            ("id", .optional(view.id)),
            ("misplaced", .bool(view.flags.contains(.misplaced))),
            ("ambiguous", .bool(view.flags.contains(.ambiguous))),
            ("line", .int(view.location.line)),
        ])
    }
}
