public import SceneLoaderCore

/// A cell made from a table view's prototype cell, or from a cell nib, as a `UITableViewCell`
/// dequeued by its reuse identifier is: made fresh by ``ViewController/dequeueReusableCell(withIdentifier:)``
/// as the class registered for the prototype's custom class (``ReusableViewClasses``).
open class TableViewCell: View {
    /// The prototype it was made from (for a cell nib's cell, the cell as a prototype).
    public let prototype: ReusableView

    /// Makes a cell from `prototype`, as the storyboard does.
    public required init(prototype: ReusableView) {
        self.prototype = prototype
        super.init(element: prototype.element, className: prototype.customClass ?? "UITableViewCell",
                   customClass: prototype.customClass, customModule: prototype.customModule, objectID: prototype.id,
                   reuseIdentifier: prototype.reuseIdentifier)
    }

    /// Makes the cell for a nib's `object`, as the nib does.
    public required init(object: NibObject) {
        let prototype = ReusableView(nibObject: object)
        self.prototype = prototype
        super.init(element: prototype.element, className: object.className, customClass: prototype.customClass,
                   customModule: prototype.customModule, objectID: prototype.id, reuseIdentifier: prototype.reuseIdentifier)
        accessibilityIdentifier = object.accessibilityIdentifier
    }
}

extension ReusableView {
    /// A nib's cell or reusable view as a prototype: what a table or collection view registers.
    init(nibObject object: NibObject) {
        self.init(element: object.element, reuseIdentifier: object.reuseIdentifier, key: nil, customClass: object.customClass,
                  customModule: object.customModule, customModuleProvider: object.customModuleProvider,
                  id: object.id.isEmpty ? nil : object.id, location: object.location)
    }
}
