#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A loaded xib: an immutable registry of its objects, as `UINib` is.
///
/// A xib is Interface Builder's document without scenes: File's Owner and the other placeholders,
/// then the top-level objects (views, table and collection cells, reusable views, view
/// controllers, gesture recognizers, custom objects) with everything inside them, and the
/// connections between them. Loading reads it with the same reader and limits as a storyboard;
/// problems of meaning are ``diagnostics`` (a connection to an object the file lacks, a duplicate
/// id), and do not stop loading. A `Nib` is a `Sendable` value: share one between threads and
/// instantiate it from any of them (`instantiate(withOwner:options:)`, in the runtime).
///
/// ```swift
/// let nib = try Nib(contentsOf: URL(fileURLWithPath: "MessageCell.xib"))
/// print(nib.topLevelObjects.map(\.className))      // ["MessageCell"]
/// print(nib.filesOwner?.outlets.map(\.name) ?? []) // the owner's outlets
/// ```
public struct Nib: Sendable {
    /// The nib's name: its file name without extension (`MessageCell` for `MessageCell.xib`).
    public var name: String { handle.name }
    /// Where it was loaded from; nil for bytes loaded from memory.
    public var url: URL? {
        switch handle.source {
        case .url(let url): url
        case .path(let path): URL(fileURLWithPath: path)
        case .memory: nil
        }
    }
    private let handle: Handle

    // MARK: Loading

    /// Loads the xib file at `url`.
    /// - Parameters:
    ///   - url: a file URL (nothing is fetched from the network); any file name is accepted.
    ///   - options: limits and chunk size.
    /// - Throws: ``StoryboardError`` when the file cannot be read, is not well-formed, is not a
    ///   xib (``DiagnosticCode/notANib``; an `<archive>` xib of Xcode 3 or 4 is
    ///   ``DiagnosticCode/archiveXib``), is refused or crosses a limit; its location says where.
    public init(contentsOf url: URL, options: LoadOptions = LoadOptions()) throws(StoryboardError) {
        let path = try DocumentReading.path(of: url, what: "xib")
        let document = try Storyboard.read(path: path, shown: url.relativePath, options: options, accepts: .nibs)
        self.init(document: document, name: Storyboard.baseName(of: path), path: nil, url: url)
    }

    /// Loads the xib file at `path` as the user gave it, as ``init(contentsOf:options:)`` loads
    /// `URL(fileURLWithPath: path)`, the URL made only when asked for.
    package init(path: String, options: LoadOptions = LoadOptions()) throws(StoryboardError) {
        guard Storyboard.isPlain(path) else {
            self = try Nib(contentsOf: URL(fileURLWithPath: path), options: options)
            return
        }
        let document = try Storyboard.read(path: path, shown: path, options: options, accepts: .nibs)
        self.init(document: document, name: Storyboard.baseName(of: path), path: path, url: nil)
    }

    /// Loads a xib from bytes in memory.
    /// - Parameters:
    ///   - bytes: the file's contents.
    ///   - name: the name used in messages and as the nib's name.
    ///   - options: limits and chunk size.
    /// - Throws: ``StoryboardError`` as ``init(contentsOf:options:)`` does.
    public init(bytes: [UInt8], name: String = "memory", options: LoadOptions = LoadOptions()) throws(StoryboardError) {
        let document = try DocumentReading.read(bytes: bytes, name: name, options: options, accepts: .nibs)
        self.init(document: document, name: Storyboard.baseName(of: name), path: nil, url: nil)
    }

    /// The nib made from a xib's `document`, read from `path` as the user gave it, `url`, or
    /// memory (neither).
    init(document: StoryboardDocument, name: String, path: String?, url: URL?) {
        let source: Source = if let url { .url(url) } else if let path { .path(path) } else { .memory }
        let nib = document.nib ?? NibDocument(objects: [], topLevel: [], connections: [], flaggedViews: [], controllerScenes: [], tabBars: [])
        let result = NibValidator.validate(nib, readerDiagnostics: document.diagnostics)
        handle = Handle(name: name, source: source, document: document, nib: nib, validation: result)
    }

    // MARK: Contents

    /// What the `<document>` element says: format version, tools version, platform.
    public var documentInfo: DocumentInfo { handle.document.info }

    /// File's Owner: the object the nib is instantiated for (`instantiate(withOwner:)`), with
    /// the class Interface Builder expects and its outlets and actions; nil when the file has none.
    public var filesOwner: NibObject? { placeholders.first(where: \.isFilesOwner) }

    /// The placeholders (File's Owner, First Responder, external objects; on macOS also the
    /// Application), in document order. Instantiation makes none of them: they stand for objects
    /// that exist already.
    public var placeholders: [NibObject] { handle.placeholders }

    /// The top-level objects, in document order: what `instantiate(withOwner:options:)` returns
    /// (views, cells, view controllers, gesture recognizers, custom objects), placeholders left out.
    public var topLevelObjects: [NibObject] { handle.topLevelObjects }

    /// Every object with an id, in document order: placeholders, top-level objects and what is
    /// inside them (subviews, constraints…).
    public var objects: [NibObject] { handle.nib.objects }

    /// Every outlet, outlet collection, action and binding, in document order.
    public var connections: [NibConnection] { handle.nib.connections }

    /// The actions File's Owner receives: every action whose destination is File's Owner.
    public var filesOwnerActions: [NibConnection] {
        guard let owner = filesOwner else { return [] }
        return actions(to: owner)
    }

    /// The actions `object` receives (those whose destination is its id), in document order.
    public func actions(to object: NibObject) -> [NibConnection] {
        guard !object.id.isEmpty else { return [] }
        return (handle.validation.actionsByDestination[ByteKey(object.id)] ?? []).map { handle.nib.connections[$0] }
    }

    /// The images declared in `<resources>`, in document order.
    public var images: [ImageResource] { handle.document.images }

    /// The named colours declared in `<resources>` (asset-catalog colours), in document order.
    public var namedColors: [NamedColor] { handle.document.namedColors }

    /// The colour names elements refer to (`<color name="…">`), each once, in the order of first use.
    public var colorReferences: [NamedColor] { handle.document.colorReferences }

    /// The views Interface Builder marked `misplaced` or `ambiguous`, in document order.
    public var flaggedViews: [FlaggedView] { handle.nib.flaggedViews }

    /// The top-level objects that are neither placeholders nor view controllers, in document
    /// order: their size and whether a scroll view fills them (what the safe-area check needs to
    /// know of a screen).
    public var rootViews: [RootView] { handle.nib.rootViews }

    /// The tab bars (`<tabBar>`, a view in a xib, not a tab bar controller's) that have items, in
    /// document order, each with its items: what `scene-inspect render` draws of a xib.
    public var tabBars: [NibTabBar] { handle.nib.tabBars }

    /// Every problem found, sorted by location.
    public var diagnostics: [Diagnostic] { handle.validation.diagnostics }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The object with this id (compared by bytes), wherever it is in the file.
    public func object(withID id: String) -> NibObject? {
        handle.validation.objectByID[ByteKey(id)].map { handle.nib.objects[$0] }
    }

    /// The scene a top-level view controller of the nib instantiates as, for the runtime.
    package func scene(forControllerWithID id: String) -> Scene? {
        handle.validation.sceneByControllerID[ByteKey(id)]
    }

    /// The path as the user gave it, for messages and output.
    package var displayPath: String {
        switch handle.source {
        case .url(let url): url.relativePath
        case .path(let path): path
        case .memory: name
        }
    }

    /// Where the `<document>` element is (line 1 when the file has none).
    package var documentLocation: SourceLocation { handle.document.documentLocation }

    /// Which registry this is: copies of one loaded nib share it, two loads of one file do not.
    package var identity: ObjectIdentifier { ObjectIdentifier(handle) }

    // MARK: - Internals

    private final class Handle: Sendable {
        let name: String
        let source: Source
        let document: StoryboardDocument
        let nib: NibDocument
        let validation: NibValidator.Result
        let placeholders: [NibObject]
        let topLevelObjects: [NibObject]

        init(name: String, source: Source, document: StoryboardDocument, nib: NibDocument, validation: NibValidator.Result) {
            self.name = name
            self.source = source
            let topLevel = nib.topLevel.map { nib.objects[$0] }
            placeholders = topLevel.filter(\.isPlaceholder)
            topLevelObjects = topLevel.filter { !$0.isPlaceholder }
            var document = document
            document.nib = nil
            self.document = document
            self.nib = nib
            self.validation = validation
        }
    }

    private enum Source: Sendable {
        case url(URL)
        case path(String)
        case memory
    }
}
