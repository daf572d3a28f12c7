public import SceneLoaderCore

extension Nib {
    /// Keys of the options ``instantiate(withOwner:options:)`` takes, as `UINib.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's text.
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `[String: AnyObject]`: the objects that stand for the nib's external-object
        /// placeholders, by their `placeholderIdentifier`.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// Makes the nib's top-level objects, new on every call, and connects its outlets, as
    /// `UINib.instantiate(withOwner:options:)` does.
    ///
    /// Each top-level object becomes a ``ViewController`` (a view controller, as the class
    /// registered for its custom class with ``ViewControllerClasses``), a cell
    /// (``TableViewCell``, ``CollectionViewCell``, ``CollectionReusableView``, as registered with
    /// ``ReusableViewClasses``) or a ``View`` (as registered with ``ViewClasses``). Then every
    /// outlet is set by key on its source (File's Owner is `owner`; with no owner its outlets are
    /// not set), an outlet collection as the array of its objects, and every object made gets
    /// `awakeFromNib()`. An outlet to an object inside a top-level one (a label in a cell) gets a
    /// ``View`` of that object's class, which the top-level objects keep alive, as their view
    /// hierarchies do; outlets themselves are weak (``View/outlets``), so that none makes a
    /// cycle. Actions and bindings are not connected.
    /// - Parameters:
    ///   - owner: File's Owner: the object the nib's owner outlets are set on.
    ///   - options: ``OptionsKey/externalObjects``, the objects of external-object placeholders.
    /// - Returns: the top-level objects, in document order (placeholders are not among them).
    /// - Throws: ``ControllerError/Code/unknownKey`` (`NSUnknownKeyException`) for an outlet its
    ///   source does not take; ``ControllerError/Code/invalidNib`` for a nib with an error.
    public func instantiate(withOwner owner: (any OutletContainer)?, options: [OptionsKey: Any]? = nil) throws(ControllerError) -> [AnyObject] {
        if let error = diagnostics.first(where: { $0.severity == .error }) {
            throw ControllerError(code: .invalidNib, exceptionName: ControllerError.refusedWithoutUIKitException,
                                  message: "nib '\(Quote.value(name))' cannot be instantiated: it has an error at \(error.location.line):\(error.location.column) [\(error.code)]")
        }
        var made: [ByteKey: AnyObject] = [:]
        var placeholders: Set<ByteKey> = []
        let external = options?[.externalObjects] as? [String: AnyObject] ?? [:]
        for placeholder in self.placeholders {
            let key = ByteKey(placeholder.id)
            placeholders.insert(key)
            if placeholder.isFilesOwner {
                if let owner { made[key] = owner }
            } else if let identifier = placeholder.placeholderIdentifier, let object = external[identifier] {
                made[key] = object
            }
        }
        var topLevel: [AnyObject] = []
        var awoken: [AnyObject] = []
        for object in topLevelObjects {
            let instance = Nib.make(object, in: self)
            topLevel.append(instance)
            awoken.append(instance)
            if !object.id.isEmpty { made[ByteKey(object.id)] = instance }
        }
        /// The object `id` stands for: made already, or a view of the object inside a top-level one.
        func instance(_ id: String) -> AnyObject? {
            let key = ByteKey(id)
            if let found = made[key] { return found }
            guard !placeholders.contains(key), let object = object(withID: id) else { return nil }
            let view = ViewClasses.viewClass(for: object).init(object: object)
            made[key] = view
            awoken.append(view)
            return view
        }
        // Outlet collections gather their objects in the file's order, then are set once.
        var collections: [(source: AnyObject, name: String, objects: [AnyObject])] = []
        var collectionByKey: [CollectionKey: Int] = [:]
        for connection in connections where connection.isOutlet {
            guard let name = connection.name, let sourceID = connection.source, let destinationID = connection.destination,
                  let source = instance(sourceID), let destination = instance(destinationID) else { continue }
            if connection.kind == .outletCollection {
                let key = CollectionKey(source: ObjectIdentifier(source), name: name)
                if let index = collectionByKey[key] {
                    collections[index].objects.append(destination)
                } else {
                    collectionByKey[key] = collections.count
                    collections.append((source, name, [destination]))
                }
                continue
            }
            try Nib.set(destination, forKey: name, on: source)
        }
        for (source, name, objects) in collections { try Nib.set(objects, forKey: name, on: source) }
        // The objects made inside the top-level ones live as long as any top-level object does.
        let inside = NibObjects(Array(awoken.dropFirst(topLevel.count)))
        for object in topLevel {
            (object as? View)?.nibObjects = inside
            (object as? ViewController)?.nibObjects = inside
        }
        for object in awoken {
            (object as? View)?.awakeFromNib()
            (object as? ViewController)?.awakeFromNib()
        }
        return topLevel
    }

    /// An outlet collection: its source and its property.
    private struct CollectionKey: Hashable {
        let source: ObjectIdentifier
        let name: String
    }

    /// Sets an outlet on `source`, which takes it by key; an object that takes no outlets raises
    /// for every key.
    private static func set(_ value: Any, forKey key: String, on source: AnyObject) throws(ControllerError) {
        guard let container = source as? any OutletContainer else {
            throw ControllerError.unknownKey(key, of: source, className: String(describing: type(of: source)))
        }
        try container.setValue(value, forKey: key)
    }

    /// The new object for a top-level object of `nib`.
    private static func make(_ object: NibObject, in nib: Nib) -> AnyObject {
        if object.isViewController, let scene = nib.scene(forControllerWithID: object.id) {
            let type = ViewControllerClasses.registered(for: scene) ?? Storyboard.controllerClass(for: scene)
            return type.init(scene: scene, storyboard: nil)
        }
        switch object.element {
        case "tableViewCell":
            return ReusableViewClasses.tableCellClass(for: ReusableView(nibObject: object)).init(object: object)
        case "collectionViewCell", "collectionReusableView":
            return ReusableViewClasses.collectionViewClass(for: ReusableView(nibObject: object)).init(object: object)
        default:
            return ViewClasses.viewClass(for: object).init(object: object)
        }
    }
}
