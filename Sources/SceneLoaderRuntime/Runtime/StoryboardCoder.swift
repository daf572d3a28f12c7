public import SceneLoaderCore

/// What a storyboard hands a creator closure: the scene to make a controller for and the storyboard
/// it is in, as UIKit hands `instantiateViewController(identifier:creator:)`'s closure an `NSCoder`.
///
/// A creator makes its controller with ``makeController(_:)`` (or a subclass's own initializer that
/// passes the coder's ``scene`` and ``storyboard`` to ``ViewController/init(scene:storyboard:)``),
/// so that the controller is the scene's:
///
/// ```swift
/// final class Service {}
/// let service = Service()
/// final class HomeViewController: ViewController {
///     let service: Service
///     init(coder: StoryboardCoder, service: Service) {
///         self.service = service
///         super.init(scene: coder.scene, storyboard: coder.storyboard)
///     }
///     required init(scene: Scene, storyboard: Storyboard?) {
///         service = Service()
///         super.init(scene: scene, storyboard: storyboard)
///     }
/// }
/// let home = try storyboard.instantiateViewController(identifier: "home") { coder in
///     HomeViewController(coder: coder, service: service)
/// }
/// ```
public struct StoryboardCoder: Sendable {
    /// The scene whose controller is being made.
    public let scene: Scene
    /// The storyboard the scene is in.
    public let storyboard: Storyboard

    /// Creates a coder for `scene` of `storyboard`.
    public init(scene: Scene, storyboard: Storyboard) {
        self.scene = scene
        self.storyboard = storyboard
    }

    /// Makes the scene's controller as a `type`, as `type.init?(coder:)` does in a UIKit creator.
    public func makeController<Controller: ViewController>(_ type: Controller.Type) -> Controller {
        type.init(scene: scene, storyboard: storyboard)
    }
}
