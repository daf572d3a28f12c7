public import SceneLoaderCore

/// A segue being performed: its identifier, the controller it starts from and the new controller
/// it leads to, as `UIStoryboardSegue` is in `prepare(for:sender:)`.
open class StoryboardSegue {
    /// The segue's identifier, as the storyboard gives it.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: ViewController
    /// The controller it leads to, made for this segue (a storyboard reference's referenced one).
    public let destination: ViewController
    /// What the storyboard says about the segue (kind, trigger, custom class).
    public let segue: Segue?

    /// Creates a segue, as a storyboard does before `prepare(for:sender:)`.
    public init(identifier: String?, source: ViewController, destination: ViewController, segue: Segue? = nil) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.segue = segue
    }
}

extension ViewController {
    /// Makes the segue with this identifier from this controller's scene, with a new destination,
    /// as UIKit does before it calls ``prepare(for:sender:)``. Unwind segues have no new
    /// destination and are not made.
    /// - Throws: ``StoryboardError``: ``DiagnosticCode/unknownIdentifier`` when the scene has no
    ///   such segue (UIKit raises "has no segue with identifier"), or what instantiating the
    ///   destination throws.
    public func makeSegue(withIdentifier identifier: String) throws(StoryboardError) -> StoryboardSegue {
        let segues = scene?.segues.filter { $0.kind != .unwind && $0.identifier != nil } ?? []
        guard let storyboard, let segue = segues.first(where: { $0.identifier == identifier }), let destination = segue.destination else {
            let hint = NearestMatch.hint(for: identifier, among: segues.compactMap(\.identifier))
            throw StoryboardError(code: .unknownIdentifier,
                                  message: "Receiver (\(self)) has no segue with identifier '\(Quote.value(identifier))'\(hint)",
                                  location: scene?.location ?? SourceLocation(file: storyboard?.name ?? "", line: 0, column: 0))
        }
        let controller = try storyboard.instantiateViewController(withID: destination)
        return StoryboardSegue(identifier: identifier, source: self, destination: controller, segue: segue)
    }

    /// Performs the segue with this identifier, as UIKit's `performSegue(withIdentifier:sender:)`:
    /// makes it (``makeSegue(withIdentifier:)``), calls ``prepare(for:sender:)``, then shows the
    /// destination: pushed onto the navigation controller for `show` and `push` segues inside one,
    /// presented for the other kinds that present; an `embed` or a custom segue is only prepared.
    /// - Returns: the segue performed.
    /// - Throws: ``StoryboardError`` as ``makeSegue(withIdentifier:)`` does.
    @discardableResult
    public func performSegue(withIdentifier identifier: String, sender: Any?) throws(StoryboardError) -> StoryboardSegue {
        let segue = try makeSegue(withIdentifier: identifier)
        prepare(for: segue, sender: sender)
        let kind = segue.segue?.kind
        if kind == .show || kind == .push, let navigationController {
            // A new controller, in no other container: pushing it cannot fail.
            try? navigationController.pushViewController(segue.destination, animated: false)
        } else if kind == .show || kind == .push || kind == .presentation || kind == .modal
                    || kind == .popoverPresentation || kind == .popover || kind == .showDetail {
            // A new controller, presented by nothing: presenting it cannot loop.
            try? present(segue.destination, animated: false)
        }
        return segue
    }
}
