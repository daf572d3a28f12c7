// A UIKit-shaped module for the tests: the declarations `scene-inspect generate swift --platform
// uikit` uses, with the signatures Apple documents (iOS 13 and later), and bodies that are never run.
// The generated code type-checks against it on Linux.
@_exported import Foundation

@MainActor open class UIResponder: NSObject {}

@MainActor open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var storyboard: UIStoryboard? { fatalError() }
    open func performSegue(withIdentifier identifier: String, sender: Any?) { fatalError() }
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
}

@MainActor open class UINavigationController: UIViewController {}
@MainActor open class UITabBarController: UIViewController {}
@MainActor open class UISplitViewController: UIViewController {}
@MainActor open class UIPageViewController: UIViewController {}
@MainActor open class UITableViewController: UIViewController {
    open var tableView: UITableView! { fatalError() }
}
@MainActor open class UICollectionViewController: UIViewController {
    open var collectionView: UICollectionView! { fatalError() }
}

@MainActor open class UIStoryboard: NSObject {
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) { fatalError() }
    open func instantiateInitialViewController() -> UIViewController? { fatalError() }
    open func instantiateInitialViewController<ViewController: UIViewController>(creator block: ((NSCoder) -> ViewController?)? = nil) -> ViewController? { fatalError() }
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { fatalError() }
    open func instantiateViewController<ViewController: UIViewController>(identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil) -> ViewController { fatalError() }
}

@MainActor open class UIStoryboardSegue: NSObject {
    public init(identifier: String?, source: UIViewController, destination: UIViewController) { fatalError() }
    open var identifier: String? { fatalError() }
    open var source: UIViewController { fatalError() }
    open var destination: UIViewController { fatalError() }
    open func perform() {}
}

@MainActor open class UIView: UIResponder {}
@MainActor open class UITableViewCell: UIView {}
@MainActor open class UICollectionReusableView: UIView {}
@MainActor open class UICollectionViewCell: UICollectionReusableView {}

@MainActor open class UINib: NSObject {
    public init(nibName name: String, bundle bundleOrNil: Bundle?) { fatalError() }
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [AnyHashable: Any]? = nil) -> [Any] { fatalError() }
}

@MainActor open class UITableView: UIView {
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) { fatalError() }
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { fatalError() }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { fatalError() }
}

@MainActor open class UICollectionView: UIView {
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) { fatalError() }
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) { fatalError() }
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell { fatalError() }
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView { fatalError() }
}
