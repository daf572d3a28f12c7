/// An image set's "Render As" setting in an asset catalog (`properties.template-rendering-intent`
/// in its `Contents.json`). Absent means "Default": the context decides.
public enum TemplateRenderingIntent: String, Sendable, Hashable {
    /// "Original Image": drawn with its colours, like ``Image/RenderingMode/alwaysOriginal``.
    case original
    /// "Template Image": drawn from its alpha, like ``Image/RenderingMode/alwaysTemplate``.
    case template
}
