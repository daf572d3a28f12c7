public import SceneLoaderCore

extension Storyboard {
    /// Makes a new controller tree for the scene with this storyboard identifier, typed, as
    /// `UIStoryboard.instantiateViewController(identifier:creator:)` does since iOS 13.
    ///
    /// `creator` is called for the scene's own controller (not for the children of a container,
    /// which are made as usual: the class registered for their custom class, else their kind's
    /// class) with a ``StoryboardCoder``; it returns the controller, made with that coder, or nil
    /// for the one the storyboard would make. The children are then installed in the controller
    /// it returns. When the scene is a storyboard reference, the creator makes the referenced
    /// controller.
    /// - Throws: ``StoryboardError`` as ``instantiateViewController(withIdentifier:)`` does, and
    ///   ``DiagnosticCode/customClassMismatch`` when the controller is not a `Controller` (UIKit
    ///   raises) or the creator's controller does not fit the scene.
    public func instantiateViewController<Controller: ViewController>(
        identifier: String, creator: ((StoryboardCoder) -> Controller?)? = nil
    ) throws(StoryboardError) -> Controller {
        let index = try sceneIndexToInstantiate(identifier: identifier)
        return try typed(instantiate(sceneAt: index, chain: ReferenceChain(creator: creator)), scene: index)
    }

    /// Makes a new controller tree for the initial scene, typed, or returns nil when the storyboard
    /// has none, as `instantiateInitialViewController(creator:)` does; `creator` as in
    /// ``instantiateViewController(identifier:creator:)``.
    /// - Throws: ``StoryboardError`` when the initial scene has errors or its controller is not a
    ///   `Controller` (``DiagnosticCode/customClassMismatch``).
    public func instantiateInitialViewController<Controller: ViewController>(
        creator: ((StoryboardCoder) -> Controller?)?
    ) throws(StoryboardError) -> Controller? {
        guard let index = initialSceneIndex else { return nil }
        return try typed(instantiate(sceneAt: index, chain: ReferenceChain(creator: creator)), scene: index)
    }

    private func typed<Controller: ViewController>(_ controller: ViewController, scene index: Int) throws(StoryboardError) -> Controller {
        if let typed = controller as? Controller { return typed }
        let scene = scenes[index]
        let label = scene.storyboardIdentifier ?? scene.id ?? scene.kind.rawValue
        throw StoryboardError(
            code: .customClassMismatch,
            message: "scene '\(Quote.value(label))' made \(controller), which is not a \(String(reflecting: Controller.self)) (register the class with ViewControllerClasses, or give a creator)",
            location: scene.location)
    }
}
