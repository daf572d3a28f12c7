// An AppKit-shaped module for the tests: the declarations `scene-inspect generate swift --platform
// appkit` uses, with the signatures Apple documents (macOS 10.13 and later), and bodies that are
// never run. The generated code type-checks against it on Linux.
@_exported import Foundation

@MainActor open class NSResponder: NSObject {}

@MainActor open class NSViewController: NSResponder {
    public init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var storyboard: NSStoryboard? { fatalError() }
    open func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) { fatalError() }
    open func prepare(for segue: NSStoryboardSegue, sender: Any?) {}
}

@MainActor open class NSWindowController: NSResponder {
    public init(window: AnyObject?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) { fatalError() }
    open func prepare(for segue: NSStoryboardSegue, sender: Any?) {}
}

@MainActor open class NSSplitViewController: NSViewController {}
@MainActor open class NSTabViewController: NSViewController {}
@MainActor open class NSPageController: NSViewController {}

public enum NSNib {
    public typealias Name = String
}

@MainActor open class NSStoryboard: NSObject {
    public typealias Name = String
    public typealias SceneIdentifier = String
    public init(name: NSStoryboard.Name, bundle storyboardBundleOrNil: Bundle?) { fatalError() }
    open func instantiateInitialController() -> Any? { fatalError() }
    open func instantiateController(withIdentifier identifier: NSStoryboard.SceneIdentifier) -> Any { fatalError() }
}

@MainActor open class NSStoryboardSegue: NSObject {
    public typealias Identifier = String
    public init(identifier: NSStoryboardSegue.Identifier, source sourceController: Any, destination destinationController: Any) { fatalError() }
    open var identifier: NSStoryboardSegue.Identifier? { fatalError() }
    open var sourceController: Any { fatalError() }
    open var destinationController: Any { fatalError() }
}
