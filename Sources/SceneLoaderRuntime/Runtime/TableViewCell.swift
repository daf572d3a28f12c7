public import SceneLoaderCore

/// A cell made from a table view's prototype cell, as a `UITableViewCell` dequeued by its reuse
/// identifier is: made fresh by ``ViewController/dequeueReusableCell(withIdentifier:)`` as the
/// class registered for the prototype's custom class (``ReusableViewClasses``).
open class TableViewCell {
    /// The prototype it was made from.
    public let prototype: ReusableView
    /// The reuse identifier it was dequeued with.
    public var reuseIdentifier: String? { prototype.reuseIdentifier }

    /// Makes a cell from `prototype`, as the storyboard does.
    public required init(prototype: ReusableView) {
        self.prototype = prototype
    }
}
