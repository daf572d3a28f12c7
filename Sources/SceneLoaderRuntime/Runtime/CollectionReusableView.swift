public import SceneLoaderCore

/// A collection view's cell or supplementary view made from its prototype, as a
/// `UICollectionReusableView` dequeued by its reuse identifier is (see ``TableViewCell``).
open class CollectionReusableView {
    /// The prototype it was made from.
    public let prototype: ReusableView
    /// The reuse identifier it was dequeued with.
    public var reuseIdentifier: String? { prototype.reuseIdentifier }

    /// Makes a view from `prototype`, as the storyboard does.
    public required init(prototype: ReusableView) {
        self.prototype = prototype
    }
}

/// A collection view's cell, as `UICollectionViewCell`.
open class CollectionViewCell: CollectionReusableView {}
