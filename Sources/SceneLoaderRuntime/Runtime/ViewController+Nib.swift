public import SceneLoaderCore

extension ViewController: OutletContainer {
    /// A plain view, as the controller's own when it has no nib (made when first asked for).
    func makePlainView() -> View {
        let view = View(className: scene?.platform == .macOS ? "NSView" : "UIView")
        storedView = view
        return view
    }

    /// The nib UIKit looks for when a controller made in code has no nib name: named after its
    /// class without `Controller` (`ProfileView` for `ProfileViewController`), else after its class.
    func defaultNibName(in bundle: any NibResolver) -> String? {
        guard scene == nil else { return nil }
        let name = String(describing: type(of: self))
        if name.hasSuffix("Controller") {
            let shorter = String(name.dropLast("Controller".count))
            if !shorter.isEmpty && bundle.hasNib(named: shorter) { return shorter }
        }
        return bundle.hasNib(named: name) ? name : nil
    }
}

// Cells registered from nibs, as a table or collection view registers them in code (what a
// storyboard cannot say): the controller dequeues them as it dequeues its scene's prototypes, the
// registration first, as UIKit's registered nib replaces a prototype of the same identifier.
extension ViewController {
    /// Registers `nib` for table view cells of `identifier`, as
    /// `UITableView.register(_:forCellReuseIdentifier:)`; nil removes the registration.
    /// ``dequeueReusableCell(withIdentifier:)`` then makes a new cell from it.
    /// - Throws: what UIKit raises at the first dequeue, at once:
    ///   ``ControllerError/Code/invalidCellNib`` when the nib is not one `UITableViewCell` alone,
    ///   ``ControllerError/Code/reuseIdentifierMismatch`` when its cell has another reuse identifier,
    ///   ``ControllerError/Code/invalidNib`` for a nib with an error.
    public func register(_ nib: Nib?, forCellReuseIdentifier identifier: String) throws(ControllerError) {
        try register(nib, key: "table\u{0}" + identifier, identifier: identifier, elements: ["tableViewCell"],
                     className: "UITableViewCell", noun: "cell")
    }

    /// Registers `nib` for collection view cells of `identifier`, as
    /// `UICollectionView.register(_:forCellWithReuseIdentifier:)`; nil removes the registration.
    /// - Throws: as ``register(_:forCellReuseIdentifier:)`` (a `UICollectionViewCell` alone).
    public func register(_ nib: Nib?, forCellWithReuseIdentifier identifier: String) throws(ControllerError) {
        try register(nib, key: "collection\u{0}" + identifier, identifier: identifier, elements: ["collectionViewCell"],
                     className: "UICollectionReusableView", noun: "view")
    }

    /// Registers `nib` for supplementary views (headers, footers) of `identifier`, as
    /// `UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`; nil
    /// removes the registration. The runtime has no layout: `kind` is not checked.
    /// - Throws: as ``register(_:forCellReuseIdentifier:)`` (a `UICollectionReusableView` alone).
    public func register(_ nib: Nib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) throws(ControllerError) {
        try register(nib, key: "supplementary\u{0}" + identifier, identifier: identifier,
                     elements: ["collectionReusableView", "collectionViewCell"], className: "UICollectionReusableView", noun: "view")
    }

    private func register(_ nib: Nib?, key: String, identifier: String, elements: Set<String>, className: String,
                          noun: String) throws(ControllerError) {
        guard let nib else {
            registeredNibs[key] = nil
            return
        }
        if let error = nib.diagnostics.first(where: { $0.severity == .error }) {
            throw ControllerError(code: .invalidNib, exceptionName: ControllerError.refusedWithoutUIKitException,
                                  message: "nib '\(Quote.value(nib.name))' cannot be registered: it has an error at \(error.location.line):\(error.location.column) [\(error.code)]")
        }
        let objects = nib.topLevelObjects
        guard objects.count == 1, let cell = objects.first, elements.contains(cell.element) else {
            throw ControllerError(code: .invalidCellNib, exceptionName: ControllerError.internalInconsistency,
                                  message: "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(className) instance")
        }
        if let inNib = cell.reuseIdentifier, inNib != identifier {
            throw ControllerError(code: .reuseIdentifierMismatch, exceptionName: ControllerError.internalInconsistency,
                                  message: "\(noun) reuse indentifier in nib (\(inNib)) does not match the identifier used to register the nib (\(identifier))")
        }
        registeredNibs[key] = nib
    }

    /// A new view from the nib registered under `key`, or nil when none is.
    func viewFromRegisteredNib(_ key: String) -> View? {
        guard let nib = registeredNibs[key] else { return nil }
        do {
            return try nib.instantiate(withOwner: nil).first as? View
        } catch {
            error.stop()
        }
    }
}
