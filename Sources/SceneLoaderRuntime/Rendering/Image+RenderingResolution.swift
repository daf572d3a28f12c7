public import SceneLoaderCore

extension Image.RenderingMode {
    /// How an image with this mode is drawn in `context`.
    ///
    /// `alwaysTemplate` and `alwaysOriginal` win. For `automatic`, the asset catalog's "Render As"
    /// (`template-rendering-intent`) decides when it says something, as UIKit gives an image loaded
    /// from such an asset that mode; otherwise bars, tab bars and segmented controls draw a template and
    /// other contexts the original.
    /// - Parameters:
    ///   - context: where the image is drawn.
    ///   - catalogIntent: the asset's "Render As" setting, if the image came from a catalog that has one.
    public func resolved(in context: ImageContext, catalogIntent: TemplateRenderingIntent? = nil) -> ResolvedRendering {
        switch self {
        case .alwaysTemplate: return .template
        case .alwaysOriginal: return .original
        case .automatic:
            switch catalogIntent {
            case .template?: return .template
            case .original?: return .original
            case nil:
                switch context {
                case .tabBar, .bar, .segmentedControl: return .template
                case .imageView: return .original
                }
            }
        }
    }
}

extension Image {
    /// How this image is drawn in `context`, given the catalog's intent for its asset.
    public func resolvedRendering(in context: ImageContext, catalogIntent: TemplateRenderingIntent? = nil) -> ResolvedRendering {
        renderingMode.resolved(in: context, catalogIntent: catalogIntent)
    }
}
