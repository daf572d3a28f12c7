#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A loaded storyboard: an immutable registry of its scenes, as `UIStoryboard` is.
///
/// Loading reads the file with libxml2's SAX2 push parser, keeps what a storyboard means, and checks
/// it. A file that cannot be read or is not well-formed XML throws; problems of meaning are
/// ``diagnostics``, all of them, and do not stop loading. A `Storyboard` is a `Sendable` value:
/// share one between threads and instantiate from any of them.
///
/// ```swift
/// let storyboard = try Storyboard(contentsOf: URL(fileURLWithPath: "Main.storyboard"))
/// let tabs = try storyboard.instantiateViewController(withIdentifier: "Tabs") as! TabBarController
/// print(tabs.viewControllers?.map(\.title) ?? [])
/// ```
public struct Storyboard: Sendable {
    /// The storyboard's name: its file name without extension (`Main` for `Main.storyboard`).
    public var name: String { handle.name }
    /// Where it was loaded from; nil for bytes loaded from memory.
    public var url: URL? { handle.source.url }
    fileprivate var contents: Contents { handle.contents }
    /// Where references to other storyboards are looked up; nil for a storyboard loaded on its own.
    package var resolver: (any StoryboardResolver)? { handle.resolver }
    /// Everything, behind one reference: every controller instantiated keeps its storyboard, and
    /// copying four references (the name, the URL, the contents, the resolver) would be four
    /// atomic retains, and four releases when the controller goes.
    private let handle: Handle

    // MARK: Loading

    /// Loads the storyboard file at `url`.
    /// - Parameters:
    ///   - url: a file URL (nothing is fetched from the network); any file name is accepted
    ///     (`Main.storyboard`, `tabs.xml`).
    ///   - options: limits and chunk size.
    /// - Throws: ``StoryboardError`` when the file cannot be read, is not well-formed, is refused
    ///   or crosses a limit; its location says where.
    public init(contentsOf url: URL, options: LoadOptions = LoadOptions()) throws(StoryboardError) {
        // `https://host/etc/passwd`.path is `/etc/passwd`: never read a local file for a remote URL.
        guard url.isFileURL else {
            throw StoryboardError(
                code: .fileUnreadable,
                message: "'\(Quote.value(url.scheme ?? ""))' URLs are not loaded; only file URLs are (download the storyboard first)",
                location: SourceLocation(file: url.absoluteString, line: 0, column: 0))
        }
        let path = url.path
        let document = try Storyboard.read(path: path, shown: url.relativePath, options: options)
        self.init(name: Storyboard.baseName(of: path), source: .url(url), document: document)
    }

    /// Loads the storyboard file at `path` as the user gave it, as
    /// ``init(contentsOf:options:)`` loads `URL(fileURLWithPath: path)`: the same name, messages and
    /// ``url``, but the URL is made only when asked for. `scene-inspect` loads its files this way:
    /// making a file URL resolves the path against the working directory, work that a run which
    /// never shows the URL need not do.
    ///
    /// A path that a file URL would write differently (empty, `.` or `..` as a component, `//`, a
    /// trailing `/`) goes through the URL, so that it is shown exactly as before.
    package init(path: String, options: LoadOptions = LoadOptions()) throws(StoryboardError) {
        guard Storyboard.isPlain(path) else {
            self = try Storyboard(contentsOf: URL(fileURLWithPath: path), options: options)
            return
        }
        let document = try Storyboard.read(path: path, shown: path, options: options)
        self.init(name: Storyboard.baseName(of: path), source: .path(path), document: document)
    }

    /// Whether `URL(fileURLWithPath: path).relativePath` is `path` itself: no empty, `.` or `..`
    /// component (so no `//`, no trailing `/`), other than the empty one before a leading `/`.
    static func isPlain(_ path: String) -> Bool {
        var components = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)[...]
        if path.utf8.first == UInt8(ascii: "/") { components = components.dropFirst() }
        return !components.isEmpty && components.allSatisfy { component in
            !component.isEmpty && !component.elementsEqual(".".utf8) && !component.elementsEqual("..".utf8)
        }
    }

    /// Reads the file at `path` into the document a storyboard is made from: the one place a file
    /// is read (``LoadPhases`` reads through it too, with a reader that `readsOnlyTheRoot` to time
    /// the parser alone).
    static func read(path: String, shown: String, options: LoadOptions, accepts: DocumentKinds = .storyboards,
                     readsOnlyTheRoot: Bool = false) throws(StoryboardError) -> StoryboardDocument {
        let reader = StoryboardReader(file: shown, limits: options.limits.reading, accepts: accepts, readsOnlyTheRoot: readsOnlyTheRoot)
        try DocumentReading.parse(path: path, shown: shown, with: reader, options: options)
        return reader.takeDocument()
    }

    /// Loads a storyboard from bytes in memory.
    /// - Parameters:
    ///   - bytes: the file's contents.
    ///   - name: the name used in messages and as the storyboard's name.
    ///   - options: limits and chunk size.
    /// - Throws: ``StoryboardError`` as ``init(contentsOf:options:)`` does.
    public init(bytes: [UInt8], name: String = "memory", options: LoadOptions = LoadOptions()) throws(StoryboardError) {
        let document = try DocumentReading.read(bytes: bytes, name: name, options: options, accepts: .storyboards)
        self.init(name: Storyboard.baseName(of: name), source: .memory, document: document)
    }

    /// A storyboard made from a document read by ``InterfaceBuilderDocument``'s loading, from
    /// `path` as the user gave it (its URL made when asked for), `url`, or memory (neither).
    init(document: StoryboardDocument, name: String, path: String?, url: URL?) {
        let source: Source = if let url { .url(url) } else if let path { .path(path) } else { .memory }
        self.init(name: name, source: source, document: document)
    }

    private init(name: String, source: Source, document: StoryboardDocument) {
        handle = Handle(name: name, source: source, contents: Contents(document: document, index: StoryboardValidator.validate(document)),
                        resolver: nil)
    }

    private init(_ other: Storyboard, resolver: (any StoryboardResolver)?) {
        handle = Handle(name: other.name, source: other.handle.source, contents: other.contents, resolver: resolver)
    }

    /// The same storyboard with `scenes` in place of its own, at the same positions (a localized
    /// copy: the index, which knows scenes by position, id and identifier, stays valid).
    func replacingScenes(_ scenes: [Scene]) -> Storyboard {
        var document = contents.document
        document.scenes = scenes
        return Storyboard(self, contents: Contents(document: document, index: contents.index))
    }

    private init(_ other: Storyboard, contents: Contents) {
        handle = Handle(name: other.name, source: other.handle.source, contents: contents, resolver: other.resolver)
    }

    /// The same storyboard, resolving its references through `resolver` (a bundle hands out its
    /// storyboards this way, so that the storyboards it caches do not hold the bundle).
    package func resolving(through resolver: (any StoryboardResolver)?) -> Storyboard {
        Storyboard(self, resolver: resolver)
    }

    // MARK: Contents

    /// What the `<document>` element says: format version, tools version, platform.
    public var documentInfo: DocumentInfo { contents.document.info }

    /// Every scene's controller, in document order.
    public var scenes: [Scene] { contents.document.scenes }

    /// The controllers' views, in document order: their size and whether a scroll view fills
    /// them (what the safe-area check needs to know of a screen).
    public var rootViews: [RootView] { contents.document.rootViews }

    /// Storyboard identifiers in document order (each once).
    public var identifiers: [String] { contents.index.identifiers(in: contents.document) }

    /// The `initialViewController` attribute: the entry point's object id, if the file has one.
    public var initialViewControllerID: String? { contents.document.initialViewController }

    /// The entry point's scene, if there is one and it exists.
    public var initialScene: Scene? { contents.index.initial.map { contents.document.scenes[$0] } }

    /// The images declared in `<resources>`, in document order.
    public var images: [ImageResource] { contents.document.images }

    /// The named colours declared in `<resources>` (asset-catalog colours), in document order.
    public var namedColors: [NamedColor] { contents.document.namedColors }

    /// The colour names elements refer to (`<color name="…">`), each once, in the order of first use.
    public var colorReferences: [NamedColor] { contents.document.colorReferences }

    /// Every problem found, sorted by location.
    public var diagnostics: [Diagnostic] { contents.index.diagnostics }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The scene whose controller has this object id (compared by bytes).
    public func scene(withID id: String) -> Scene? {
        sceneIndex(withID: id).map { contents.document.scenes[$0] }
    }

    /// The scene with this storyboard identifier (compared by bytes).
    public func scene(withIdentifier identifier: String) -> Scene? {
        sceneIndex(withIdentifier: identifier).map { contents.document.scenes[$0] }
    }

    // MARK: - Internals

    /// What a `Storyboard` shares between its copies: the document as read, and what validation
    /// resolved in it.
    /// A storyboard's parts (see ``handle``); a storyboard resolving through another resolver has
    /// its own handle around the same contents.
    private final class Handle: Sendable {
        let name: String
        let source: Source
        let contents: Contents
        let resolver: (any StoryboardResolver)?

        init(name: String, source: Source, contents: Contents, resolver: (any StoryboardResolver)?) {
            self.name = name
            self.source = source
            self.contents = contents
            self.resolver = resolver
        }
    }

    fileprivate final class Contents: Sendable {
        let document: StoryboardDocument
        let index: StoryboardIndex

        init(document: StoryboardDocument, index: StoryboardIndex) {
            self.document = document
            self.index = index
        }

        // Lookups that need the index and the document together are made here, where both are
        // read in place: called as `contents.index.scene(…, in: contents.document)` from outside,
        // each copied both out of this object first (every one of their fields retained and
        // released, on every `instantiateViewController(withIdentifier:)`).

        func sceneIndex(withID id: String) -> Int? { index.scene(withID: id, in: document) }

        func sceneIndex(withIdentifier identifier: String) -> Int? { index.scene(withIdentifier: identifier, in: document) }

        func sceneObject(withID id: String) -> SceneObject? {
            index.sceneObject(withID: id, in: document).map { document.sceneObjects[$0] }
        }
    }


    /// Where a storyboard was loaded from: a URL, a path as the user gave it (its URL made when
    /// asked for), or memory.
    private enum Source: Sendable {
        case url(URL)
        case path(String)
        case memory

        var url: URL? {
            switch self {
            case .url(let url): url
            case .path(let path): URL(fileURLWithPath: path)
            case .memory: nil
            }
        }
    }

    /// The path as the user gave it, for messages and output.
    package var displayPath: String {
        switch handle.source {
        case .url(let url): url.relativePath
        case .path(let path): path
        case .memory: name
        }
    }

    /// The last component of `path` without its extension (`Main` for `a/Main.storyboard`; a name
    /// that starts with its only dot keeps it). Found by bytes: `/` and `.` are ASCII, so they
    /// never split a character's encoding (splitting by `Character` would run grapheme breaking
    /// over the whole path on every load).
    static func baseName(of path: String) -> String {
        var path = path
        // Through the string's own UTF-8 buffer (walking `utf8`'s indices costs far more per byte,
        // on every load).
        return path.withUTF8 { bytes -> String in
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
            guard end > 0 else { return String(decoding: bytes, as: UTF8.self) } // empty, or only slashes
            var start = end
            while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
            var stem = end
            var index = end
            while index > start {
                index -= 1
                if bytes[index] == UInt8(ascii: ".") {
                    stem = index
                    break
                }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(stem == start ? end : stem)]), as: UTF8.self)
        }
    }
}

// The document and the index are private to this file: the layers above (the runtime, the tree,
// the graph) see them only through the accessors below.

/// The storyboard's structure by scene position (an index into ``Storyboard/scenes``), for the
/// layers that walk it (the tree, the graph): what validation resolved, without its internals.
extension Storyboard {
    /// The initial controller's position, if the storyboard has one and it exists.
    package var initialSceneIndex: Int? { contents.index.initial }

    /// For the scene at `position`, each relationship's destination, in the order of its
    /// ``Scene/relationships``: the destination's position, or nil when it is not in the file.
    package func relationshipDestinations(ofSceneAt position: Int) -> [Int?] { contents.index.children[position] }

    /// The position of the controller with this object id (compared by bytes).
    package func sceneIndex(withID id: String) -> Int? { contents.sceneIndex(withID: id) }

    /// The position of the controller with this storyboard identifier (compared by bytes).
    package func sceneIndex(withIdentifier identifier: String) -> Int? { contents.sceneIndex(withIdentifier: identifier) }

    /// Where the `<document>` element is (line 1 when the file has none).
    package var documentLocation: SourceLocation { contents.document.documentLocation }

    /// Which registry this is: copies of one loaded storyboard share it, two loads of one file do not.
    package var identity: StoryboardIdentity { StoryboardIdentity(contents: ObjectIdentifier(contents)) }

    /// Whether an error diagnostic concerns the scene at `position` (it cannot be instantiated).
    package func isInvalid(sceneAt position: Int) -> Bool { contents.index.invalid[position] }

    /// The scene object (not a controller: the Exit, a custom object…) with this object id
    /// (compared by bytes), wherever it is in the file.
    package func sceneObject(withID id: String) -> SceneObject? { contents.sceneObject(withID: id) }

    /// Whether more than one controller has this storyboard identifier (compared by bytes).
    package func isAmbiguous(identifier: String) -> Bool { contents.index.ambiguousIdentifiers.contains(ByteKey(identifier)) }
}

/// The identity of a loaded storyboard's registry (see ``Storyboard/identity``).
package struct StoryboardIdentity: Hashable, Sendable {
    package let contents: ObjectIdentifier
}

extension StoryboardError {
    /// Locates an issue from the XML layer in `file`.
    init(_ issue: XMLIssue, file: String) {
        self.init(code: issue.code, message: issue.message,
                  location: SourceLocation(file: file, line: issue.line, column: issue.column))
    }
}
