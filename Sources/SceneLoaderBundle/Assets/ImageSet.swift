#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import SceneLoaderCore

/// One `NAME.imageset` folder of an asset catalog: its files per scale and its "Render As" setting.
public struct ImageSet: Sendable, Hashable {
    /// One file of the set.
    public struct File: Sendable, Hashable {
        /// The file.
        public let url: URL
        /// Its scale (1, 2, 3); nil for a single-scale (vector or "individual scales: single") entry.
        public let scale: Int?
        /// The idiom (`universal`, `iphone`, `ipad`…).
        public let idiom: String
    }

    /// The image's name: the folder's name without `.imageset`, after any namespace folders
    /// (`Icons/star`).
    public let name: String
    /// The `.imageset` folder.
    public let url: URL
    /// The files the `Contents.json` names, in its order (entries without a file are left out).
    public let files: [File]
    /// The "Render As" setting, if it is not "Default".
    public let templateRenderingIntent: TemplateRenderingIntent?
    /// The resolved folder its files must lie in: the catalog's, or the set's own.
    let root: String

    /// The scales Xcode writes in a `Contents.json`.
    static let scales = ["1x": 1, "2x": 2, "3x": 3]

    /// Creates an image set whose files must lie inside `url`.
    public init(name: String, url: URL, files: [File], templateRenderingIntent: TemplateRenderingIntent?) {
        self.init(name: name, url: url, files: files, templateRenderingIntent: templateRenderingIntent,
                  root: AssetFile.resolved(url.path) ?? url.path)
    }

    init(name: String, url: URL, files: [File], templateRenderingIntent: TemplateRenderingIntent?, root: String) {
        self.name = name
        self.url = url
        self.files = files
        self.templateRenderingIntent = templateRenderingIntent
        self.root = root
    }

    /// The bytes of `file`, read only if it lies inside the catalog.
    package func contents(of file: File) -> Result<[UInt8], AssetIssue> {
        AssetFile.read(path: file.url.path, limit: AssetFile.maxImageSize, inside: root)
    }

    /// The file to draw at `scale`: the `universal` or `iphone` file of that scale, else the smallest
    /// larger one, else the largest smaller one, else a file without a scale.
    public func file(forScale scale: Int) -> File? {
        let usable = files.filter { ["universal", "iphone"].contains($0.idiom) }
        let candidates = usable.isEmpty ? files : usable
        let scaled = candidates.filter { $0.scale != nil }
        if let exact = scaled.first(where: { $0.scale == scale }) { return exact }
        if let larger = scaled.filter({ $0.scale! > scale }).min(by: { $0.scale! < $1.scale! }) { return larger }
        if let smaller = scaled.max(by: { $0.scale! < $1.scale! }) { return smaller }
        return candidates.first
    }

    /// Reads `folder/Contents.json`; it and the files it names must lie inside `root`.
    static func read(name: String, folder: URL, root: String) -> Result<ImageSet, AssetIssue> {
        let contents = folder.appendingPathComponent("Contents.json")
        let bytes: [UInt8]
        switch AssetFile.read(path: contents.path, limit: AssetFile.maxJSONSize, inside: root) {
        case .success(let read): bytes = read
        case .failure(let issue): return .failure(issue)
        }
        let json: JSONReader.Value
        do throws(JSONReader.Failure) {
            json = try JSONReader.parse(bytes, limits: ImageSet.contentsLimits)
        } catch {
            return .failure(AssetIssue(path: contents.path, message: "not an image set's Contents.json: \(Quote.line(error.message, limit: 200)) (line \(error.position.line), column \(error.position.column))"))
        }
        func malformed(_ what: String) -> Result<ImageSet, AssetIssue> {
            .failure(AssetIssue(path: contents.path, message: "not an image set's Contents.json: \(what)"))
        }
        guard json.members != nil else { return malformed("not an object") }
        var files: [File] = []
        let images = json.member("images")
        if let images, !images.isNull {
            guard case .array(let entries, _) = images else { return malformed("'images' is not an array") }
            for entry in entries {
                guard entry.members != nil else { return malformed("an entry of 'images' is not an object") }
                var texts: [String: String] = [:]
                for key in ["filename", "idiom", "scale"] {
                    guard let value = entry.member(key), !value.isNull else { continue }
                    guard let text = value.string else { return malformed("'\(key)' is not a string") }
                    texts[key] = text
                }
                guard let filename = texts["filename"], !filename.isEmpty, !filename.contains("/") else { continue }
                var scale: Int?
                if let written = texts["scale"] {
                    guard let known = scales[written] else {
                        return .failure(AssetIssue(path: contents.path, message: "scale '\(Quote.value(written, limit: 20))' is not one Xcode writes (1x, 2x, 3x)"))
                    }
                    scale = known
                }
                files.append(File(url: folder.appendingPathComponent(filename), scale: scale, idiom: texts["idiom"] ?? "universal"))
            }
        }
        let intent = json.member("properties")?.member("template-rendering-intent")?.string.flatMap(TemplateRenderingIntent.init(rawValue:))
        return .success(ImageSet(name: name, url: folder, files: files, templateRenderingIntent: intent, root: root))
    }

    /// What a `Contents.json` may hold: Xcode's are a few kilobytes.
    static let contentsLimits = JSONReader.Limits(maxBytes: AssetFile.maxJSONSize, maxDepth: 16, maxStringLength: 4_096, maxMembers: 10_000)
}

extension JSONReader.Value {
    /// Whether this is JSON's `null` (an optional member written out as absent).
    var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}
