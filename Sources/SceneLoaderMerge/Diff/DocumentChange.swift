/// One change between two versions of an Interface Builder document, in the document's terms.
public struct DocumentChange: Sendable, Hashable {
    /// What the change is about: the sections of `scene-inspect diff`, in their order, then the
    /// kinds of noise (collapsed into one line each unless `--all`).
    public enum Category: String, Sendable, Hashable, CaseIterable {
        /// A scene added or removed (with its controller).
        case scene
        /// A controller renamed (Storyboard ID, class) or changed.
        case controller
        /// A segue added, removed or changed.
        case segue
        /// A relationship (a container's child) added, removed or changed.
        case relationship
        /// An outlet or outlet collection.
        case outlet
        /// An action.
        case action
        /// A view (by id, with its class and path) added, removed, moved or changed.
        case view
        /// Constraints of one view, summarised.
        case constraint
        /// A resource (image, named or system colour).
        case resource
        /// A localizable string: a text, title or placeholder.
        case string
        /// The document itself: its initial controller, deployment, dependencies.
        case document
        /// Noise: version stamps (`toolsVersion`, `systemVersion`, plug-in versions).
        case versionStamps = "version-stamps"
        /// Noise: frames, `misplaced` and other geometry Interface Builder derives.
        case geometry
        /// Noise: positions of scenes and objects on the canvas.
        case canvas
        /// Noise: the same attributes in another order.
        case attributeOrder = "attribute-order"
        /// Noise: a list whose order means nothing (resources, constraints, connections) reordered.
        case listOrder = "list-order"

        /// Whether the category is noise, collapsed unless asked for.
        public var isNoise: Bool {
            switch self {
            case .versionStamps, .geometry, .canvas, .attributeOrder, .listOrder: true
            default: false
            }
        }

        /// The heading of the category's section.
        public var heading: String {
            switch self {
            case .scene: "scenes"
            case .controller: "controllers"
            case .segue: "segues"
            case .relationship: "relationships"
            case .outlet: "outlets"
            case .action: "actions"
            case .view: "views"
            case .constraint: "constraints"
            case .resource: "resources"
            case .string: "strings"
            case .document: "document"
            case .versionStamps: "version stamps"
            case .geometry: "geometry"
            case .canvas: "canvas positions"
            case .attributeOrder: "attribute order"
            case .listOrder: "list order"
            }
        }
    }

    /// What happened to the subject.
    public enum Kind: String, Sendable, Hashable {
        /// In NEW only.
        case added
        /// In OLD only.
        case removed
        /// In both, different.
        case changed
        /// Its Storyboard ID or class changed (a controller).
        case renamed
        /// In both, under another parent.
        case moved
    }

    /// The section it belongs to.
    public let category: Category
    /// What happened.
    public let kind: Kind
    /// The element, as a readable path (`Settings › Table › Cell "Name"`), or a segue, outlet or
    /// resource described (`segue "showDetail" (show): List → Detail`).
    public let subject: String
    /// What changed, one line (`text "Hi" → "Hello"`); empty for an addition or removal.
    public let detail: String
    /// The element's name in the document (`tableViewCell`).
    public let element: String
    /// The element's `id`, if it has one.
    public let id: String?
    /// The 1-based line of the element in OLD; 0 when OLD does not have it.
    public let oldLine: Int
    /// The 1-based line of the element in NEW; 0 when NEW does not have it.
    public let newLine: Int

    /// Creates a change.
    public init(category: Category, kind: Kind, subject: String, detail: String, element: String, id: String?, oldLine: Int, newLine: Int) {
        self.category = category
        self.kind = kind
        self.subject = subject
        self.detail = detail
        self.element = element
        self.id = id
        self.oldLine = oldLine
        self.newLine = newLine
    }
}
