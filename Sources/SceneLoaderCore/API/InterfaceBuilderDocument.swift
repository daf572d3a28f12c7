#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A storyboard or a xib, as its file says: what a tool that takes any Interface Builder document
/// loads (`scene-inspect`, lint, code generation), reading the file once.
///
/// ```swift
/// switch try InterfaceBuilderDocument(contentsOf: url) {
/// case .storyboard(let storyboard): print(storyboard.scenes.count, "scenes")
/// case .nib(let nib): print(nib.topLevelObjects.count, "top-level objects")
/// }
/// ```
public enum InterfaceBuilderDocument: Sendable {
    /// A storyboard (`<document type="….Storyboard.XIB">`).
    case storyboard(Storyboard)
    /// A xib (`<document type="….XIB">`).
    case nib(Nib)

    /// Loads the file at `url`, a storyboard or a xib, as its root says. A file named `.storyboard`
    /// must be a storyboard and one named `.xib` a xib, as Xcode compiles each by its extension;
    /// any other name (`.xml`, standard input) is read as its root says.
    /// - Throws: ``StoryboardError`` as ``Storyboard/init(contentsOf:options:)`` does; a root that
    ///   is neither is ``DiagnosticCode/notAStoryboard``, an `<archive>` xib ``DiagnosticCode/archiveXib``;
    ///   a xib named `.storyboard` is ``DiagnosticCode/notAStoryboard``, a storyboard named `.xib`
    ///   ``DiagnosticCode/notANib``.
    public init(contentsOf url: URL, options: LoadOptions = LoadOptions()) throws(StoryboardError) {
        let path = try DocumentReading.path(of: url, what: "file")
        let document = try Storyboard.read(path: path, shown: url.relativePath, options: options, accepts: DocumentKinds(named: path))
        self.init(document, name: Storyboard.baseName(of: path), path: nil, url: url)
    }

    /// Loads the file at `path` as the user gave it (as ``init(contentsOf:options:)`` loads
    /// `URL(fileURLWithPath: path)`, the URL made only when asked for).
    package init(path: String, options: LoadOptions = LoadOptions()) throws(StoryboardError) {
        guard Storyboard.isPlain(path) else {
            self = try InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: path), options: options)
            return
        }
        let document = try Storyboard.read(path: path, shown: path, options: options, accepts: DocumentKinds(named: path))
        self.init(document, name: Storyboard.baseName(of: path), path: path, url: nil)
    }

    /// Loads a storyboard or a xib from bytes in memory, shown as `name`; a `name` ending in
    /// `.storyboard` or `.xib` says what the bytes must be, as a file's name does.
    public init(bytes: [UInt8], name: String = "memory", options: LoadOptions = LoadOptions()) throws(StoryboardError) {
        let document = try DocumentReading.read(bytes: bytes, name: name, options: options, accepts: DocumentKinds(named: name))
        self.init(document, name: Storyboard.baseName(of: name), path: nil, url: nil)
    }

    private init(_ document: StoryboardDocument, name: String, path: String?, url: URL?) {
        if document.nib != nil {
            self = .nib(Nib(document: document, name: name, path: path, url: url))
        } else {
            self = .storyboard(Storyboard(document: document, name: name, path: path, url: url))
        }
    }

    /// The document's name: its file name without extension.
    public var name: String {
        switch self {
        case .storyboard(let storyboard): storyboard.name
        case .nib(let nib): nib.name
        }
    }

    /// What its `<document>` element says.
    public var documentInfo: DocumentInfo {
        switch self {
        case .storyboard(let storyboard): storyboard.documentInfo
        case .nib(let nib): nib.documentInfo
        }
    }

    /// Every problem found, sorted by location.
    public var diagnostics: [Diagnostic] {
        switch self {
        case .storyboard(let storyboard): storyboard.diagnostics
        case .nib(let nib): nib.diagnostics
        }
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The path as the user gave it, for messages and output.
    package var displayPath: String {
        switch self {
        case .storyboard(let storyboard): storyboard.displayPath
        case .nib(let nib): nib.displayPath
        }
    }
}
