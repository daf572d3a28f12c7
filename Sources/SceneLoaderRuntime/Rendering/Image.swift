/// A named image as a tab bar item holds it, as `UIImage` is: a name, whether it is an SF Symbol,
/// and how it is drawn.
///
/// It is a value: the pixels come from an ``AssetCatalog`` when the image is drawn.
public struct Image: Sendable, Hashable, CustomStringConvertible {
    /// How an image is drawn, as `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// The context decides: bars (tab, navigation, tool) draw it as a template, image views as
        /// it is. An asset catalog's "Render As" setting decides first.
        case automatic
        /// Drawn with its own colours, never tinted.
        case alwaysOriginal
        /// Drawn from its alpha only, in the tint colour.
        case alwaysTemplate

        /// The case name.
        public var description: String {
            switch self {
            case .automatic: "automatic"
            case .alwaysOriginal: "alwaysOriginal"
            case .alwaysTemplate: "alwaysTemplate"
            }
        }
    }

    /// The asset name, or the SF Symbol name.
    public let name: String
    /// Whether this is an SF Symbol (`catalog="system"` in a storyboard), as `UIImage.isSymbolImage`.
    public let isSymbolImage: Bool
    /// How it is drawn.
    public let renderingMode: RenderingMode

    /// An image from the app's asset catalogs, as `UIImage(named:)`.
    public init(named name: String) {
        self.init(name: name, isSymbolImage: false, renderingMode: .automatic)
    }

    /// An SF Symbol, as `UIImage(systemName:)`.
    public init(systemName name: String) {
        self.init(name: name, isSymbolImage: true, renderingMode: .automatic)
    }

    private init(name: String, isSymbolImage: Bool, renderingMode: RenderingMode) {
        self.name = name
        self.isSymbolImage = isSymbolImage
        self.renderingMode = renderingMode
    }

    /// The same image with another rendering mode, as `UIImage.withRenderingMode(_:)`.
    public func withRenderingMode(_ mode: RenderingMode) -> Image {
        Image(name: name, isSymbolImage: isSymbolImage, renderingMode: mode)
    }

    /// The name.
    public var description: String { name }
}
