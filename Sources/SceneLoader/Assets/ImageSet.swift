#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

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

    /// Creates an image set.
    public init(name: String, url: URL, files: [File], templateRenderingIntent: TemplateRenderingIntent?) {
        self.name = name
        self.url = url
        self.files = files
        self.templateRenderingIntent = templateRenderingIntent
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

    /// Reads `folder/Contents.json`.
    static func read(name: String, folder: URL) -> Result<ImageSet, AssetIssue> {
        let contents = folder.appendingPathComponent("Contents.json")
        let bytes: [UInt8]
        switch AssetFile.read(path: contents.path, limit: AssetFile.maxJSONSize) {
        case .success(let read): bytes = read
        case .failure(let issue): return .failure(issue)
        }
        let decoded: ContentsJSON
        do {
            decoded = try JSONDecoder().decode(ContentsJSON.self, from: Data(bytes))
        } catch {
            return .failure(AssetIssue(path: contents.path, message: "not an image set's Contents.json: \(Quote.line(String(describing: error), limit: 200))"))
        }
        let files = (decoded.images ?? []).compactMap { entry -> File? in
            guard let filename = entry.filename, !filename.isEmpty, !filename.contains("/") else { return nil }
            let scale = entry.scale.flatMap { Int($0.dropLast()) }
            return File(url: folder.appendingPathComponent(filename), scale: scale, idiom: entry.idiom ?? "universal")
        }
        let intent = decoded.properties?.templateRenderingIntent.flatMap(TemplateRenderingIntent.init(rawValue:))
        return .success(ImageSet(name: name, url: folder, files: files, templateRenderingIntent: intent))
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
