import SceneLoaderCore

extension Storyboard {
    /// The class SceneLoader makes for `scene`, by its kind, without a registered custom class.
    static func controllerClass(for scene: Scene) -> ViewController.Type {
        if scene.isNavigationController { return NavigationController.self }
        if scene.isTabBarController { return TabBarController.self }
        return ViewController.self
    }

    /// Makes the controller for `scene`: with the creator of the instantiation `chain`, for its
    /// first controller, when it has one that returns a controller; else as the class registered
    /// for the scene's custom class (``ViewControllerClasses``); else as the kind's class.
    /// - Throws: ``DiagnosticCode/customClassMismatch`` when the class registered or the
    ///   controller the creator returns does not fit the scene's kind, or the creator's
    ///   controller was not made for the scene.
    func makeController(for scene: Scene, chain: ReferenceChain) throws(StoryboardError) -> ViewController {
        let base = Storyboard.controllerClass(for: scene)
        if let creator = chain.takeCreator(), let made = creator(StoryboardCoder(scene: scene, storyboard: self)) {
            guard made.scene == scene else {
                throw mismatch(scene, "the creator returned \(made), which was not made with the coder it was given (use init(coder:) or init(scene: coder.scene, storyboard: coder.storyboard))")
            }
            guard Storyboard.fits(type(of: made), scene.kind) else {
                throw mismatch(scene, "the creator returned \(made), which is not a \(String(describing: base)) as a '\(scene.kind.rawValue)' scene needs")
            }
            return made
        }
        guard let registered = ViewControllerClasses.registered(for: scene) else {
            return base.init(scene: scene, storyboard: self)
        }
        guard Storyboard.fits(registered, scene.kind) else {
            throw mismatch(scene, "class '\(Quote.value(String(reflecting: registered)))' registered for custom class '\(Quote.value(scene.customClass ?? ""))' is not a \(String(describing: base)) as a '\(scene.kind.rawValue)' scene needs")
        }
        return registered.init(scene: scene, storyboard: self)
    }

    /// Whether `type` is (a subclass of) the class a scene of `kind` needs.
    private static func fits(_ type: ViewController.Type, _ kind: ControllerKind) -> Bool {
        switch kind {
        case .navigationController: type is NavigationController.Type
        case .tabBarController: type is TabBarController.Type
        default: true
        }
    }

    private func mismatch(_ scene: Scene, _ what: String) -> StoryboardError {
        let label = scene.storyboardIdentifier ?? scene.id ?? scene.kind.rawValue
        return StoryboardError(code: .customClassMismatch, message: "scene '\(Quote.value(label))' cannot be instantiated: \(what)",
                               location: scene.location)
    }
}
