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
        let decoded: ContentsJSON
        do {
            decoded = try JSONDecoder().decode(ContentsJSON.self, from: Data(bytes))
        } catch {
            return .failure(AssetIssue(path: contents.path, message: "not an image set's Contents.json: \(Quote.line(String(describing: error), limit: 200))"))
        }
        var files: [File] = []
        for entry in decoded.images ?? [] {
            guard let filename = entry.filename, !filename.isEmpty, !filename.contains("/") else { continue }
            var scale: Int?
            if let written = entry.scale {
                guard let known = scales[written] else {
                    return .failure(AssetIssue(path: contents.path, message: "scale '\(Quote.value(written, limit: 20))' is not one Xcode writes (1x, 2x, 3x)"))
                }
                scale = known
            }
            files.append(File(url: folder.appendingPathComponent(filename), scale: scale, idiom: entry.idiom ?? "universal"))
        }
        let intent = decoded.properties?.templateRenderingIntent.flatMap(TemplateRenderingIntent.init(rawValue:))
        return .success(ImageSet(name: name, url: folder, files: files, templateRenderingIntent: intent, root: root))
    }

    /// The parts of `Contents.json` an image set needs.
    private struct ContentsJSON: Decodable {
        struct Entry: Decodable {
            let filename: String?
            let idiom: String?
            let scale: String?
        }
        struct Properties: Decodable {
            let templateRenderingIntent: String?
            enum CodingKeys: String, CodingKey { case templateRenderingIntent = "template-rendering-intent" }
        }
        let images: [Entry]?
        let properties: Properties?
    }
}
