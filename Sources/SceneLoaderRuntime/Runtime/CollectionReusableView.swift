public import SceneLoaderCore

/// A collection view's cell or supplementary view made from its prototype or from its nib, as a
/// `UICollectionReusableView` dequeued by its reuse identifier is (see ``TableViewCell``).
open class CollectionReusableView: View {
    /// The prototype it was made from (for a nib's view, the view as a prototype).
    public let prototype: ReusableView

    /// Makes a view from `prototype`, as the storyboard does.
    public required init(prototype: ReusableView) {
        self.prototype = prototype
        let platformClass = prototype.element == "collectionViewCell" ? "UICollectionViewCell" : "UICollectionReusableView"
        super.init(element: prototype.element, className: prototype.customClass ?? platformClass,
                   customClass: prototype.customClass, customModule: prototype.customModule, objectID: prototype.id,
                   reuseIdentifier: prototype.reuseIdentifier)
    }

    /// Makes the view for a nib's `object`, as the nib does.
    public required init(object: NibObject) {
        let prototype = ReusableView(nibObject: object)
        self.prototype = prototype
        super.init(element: prototype.element, className: object.className, customClass: prototype.customClass,
                   customModule: prototype.customModule, objectID: prototype.id, reuseIdentifier: prototype.reuseIdentifier)
        accessibilityIdentifier = object.accessibilityIdentifier
    }
}

/// A collection view's cell, as `UICollectionViewCell`.
open class CollectionViewCell: CollectionReusableView {}
