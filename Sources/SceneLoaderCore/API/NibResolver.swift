/// Finds nibs by name, as `Bundle` finds `NAME.nib` for `UINib(nibName:bundle:)`: what a view
/// controller made with a nib name loads its view from. A bundle of the layer above implements it
/// (`StoryboardBundle`), so that the runtime needs no bundle.
public protocol NibResolver: Sendable {
    /// The nib called `name` (its file name without extension), in its localized variant.
    /// - Throws: ``StoryboardError`` with ``DiagnosticCode/nibNotFound`` when there is none, or
    ///   the loading error.
    func nib(named name: String) throws(StoryboardError) -> Nib

    /// Whether a nib called `name` exists, without loading it (how a view controller without a
    /// nib name looks for one named after its class).
    func hasNib(named name: String) -> Bool
}
