public import SceneLoaderCore

extension ViewController {
    /// A new table view cell made from the nib registered for this reuse identifier
    /// (``register(_:forCellReuseIdentifier:)``), else from the scene's prototype with it, as
    /// `UITableView.dequeueReusableCell(withIdentifier:for:)` makes one (the runtime has no table
    /// view: the controller whose scene holds the prototypes dequeues).
    /// - Throws: ``DiagnosticCode/unknownIdentifier`` when the scene has no table view prototype
    ///   with the identifier (UIKit raises "unable to dequeue a cell with identifier").
    public func dequeueReusableCell(withIdentifier identifier: String) throws(StoryboardError) -> TableViewCell {
        if let cell = viewFromRegisteredNib("table\u{0}" + identifier) as? TableViewCell { return cell }
        let prototype = try prototype(identifier, among: ["tableViewCell"])
        return ReusableViewClasses.tableCellClass(for: prototype).init(prototype: prototype)
    }

    /// A new collection view cell made from the scene's prototype with this reuse identifier, as
    /// `UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)` makes one.
    /// - Throws: ``DiagnosticCode/unknownIdentifier`` when the scene has no such prototype.
    public func dequeueReusableCell(withReuseIdentifier identifier: String) throws(StoryboardError) -> CollectionViewCell {
        if let cell = viewFromRegisteredNib("collection\u{0}" + identifier) as? CollectionViewCell { return cell }
        let prototype = try prototype(identifier, among: ["collectionViewCell"])
        // A registered class that is not a cell does not fit a cell prototype: the element's class.
        return (ReusableViewClasses.collectionViewClass(for: prototype) as? CollectionViewCell.Type ?? CollectionViewCell.self).init(prototype: prototype)
    }

    /// A new supplementary view (a header or footer) made from the scene's reusable view with this
    /// reuse identifier, as `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    /// - Throws: ``DiagnosticCode/unknownIdentifier`` when the scene has no such view.
    public func dequeueReusableSupplementaryView(withReuseIdentifier identifier: String) throws(StoryboardError) -> CollectionReusableView {
        if let view = viewFromRegisteredNib("supplementary\u{0}" + identifier) as? CollectionReusableView { return view }
        let prototype = try prototype(identifier, among: ["collectionReusableView"])
        return ReusableViewClasses.collectionViewClass(for: prototype).init(prototype: prototype)
    }

    private func prototype(_ identifier: String, among elements: Set<String>) throws(StoryboardError) -> ReusableView {
        let candidates = scene?.reusableViews.filter { elements.contains($0.element) } ?? []
        guard let found = candidates.first(where: { $0.reuseIdentifier == identifier }) else {
            throw StoryboardError(
                code: .unknownIdentifier,
                message: "unable to dequeue a view with identifier '\(Quote.value(identifier))' from \(self): its scene has no such prototype\(NearestMatch.hint(for: identifier, among: candidates.compactMap(\.reuseIdentifier)))",
                location: scene?.location ?? SourceLocation(file: storyboard?.name ?? "", line: 0, column: 0))
        }
        return found
    }
}
