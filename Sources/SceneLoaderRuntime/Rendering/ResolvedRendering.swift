/// How an image ends up drawn once its mode is resolved.
public enum ResolvedRendering: String, Sendable, Hashable {
    /// From its alpha only, in a tint colour.
    case template
    /// With its own colours.
    case original
}
