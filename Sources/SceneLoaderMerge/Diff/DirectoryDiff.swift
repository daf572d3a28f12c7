public import SceneLoaderCore

/// What changed between two directory trees of storyboards and xibs: each file by its path
/// relative to the trees' roots, added, removed, or compared (``DocumentDiff``).
///
/// Each tree is walked as a bundle is discovered: sorted, never following a symbolic link, the
/// folders of build products, dependencies and version control skipped (`.build`, `DerivedData`,
/// `.git`, `Pods`, `Carthage`, `node_modules`), at most 200,000 entries and 32 folders deep.
public struct DirectoryDiff: Sendable {
    /// One file of either tree.
    public struct File: Sendable {
        /// What happened to a file.
        public enum Status: String, Sendable, Hashable {
            /// Both trees have it, meaning the same (noise aside).
            case same
            /// Both trees have it, meaning different things.
            case changed
            /// Only the new tree has it.
            case added
            /// Only the old tree has it.
            case removed
            /// It could not be read in one of the trees (``error`` says why).
            case unreadable
        }

        /// The path relative to the roots, with `/` separators.
        public let path: String
        /// What happened to it.
        public let status: Status
        /// The comparison, when both trees have it and both read.
        public let diff: DocumentDiff?
        /// Why it could not be read, for ``Status/unreadable``.
        public let error: StoryboardError?
    }

    /// The old tree's root, as given.
    public let oldRoot: String
    /// The new tree's root, as given.
    public let newRoot: String
    /// Every storyboard and xib of either tree, sorted by path.
    public let files: [File]

    /// Folder names not entered.
    static let excludedFolderNames: Set<String> = [".build", "DerivedData", ".git", "Pods", "Carthage", "node_modules"]

    /// Compares the storyboards and xibs under `old` with those under `new`.
    /// - Throws: ``StoryboardError`` when a root is not a readable directory, or a tree is
    ///   larger or deeper than the walk reads.
    public init(old: String, new: String, options: LoadOptions = LoadOptions()) throws(StoryboardError) {
        let walk = DirectoryWalk(excludedNames: DirectoryDiff.excludedFolderNames, maxEntries: 200_000, maxDepth: 32)
        let (oldFiles, oldUnreadable) = try DirectoryDiff.documents(under: old, walk: walk)
        let (newFiles, newUnreadable) = try DirectoryDiff.documents(under: new, walk: walk)
        let oldSet = Set(oldFiles), newSet = Set(newFiles)
        var result: [File] = []
        // A name that is not UTF-8 names no file a path can reach: said so, never skipped in silence.
        for (root, names) in [(old, oldUnreadable), (new, newUnreadable)] {
            for name in names {
                let error = StoryboardError(code: .unreadableName,
                                            message: "'\(Quote.value(name, limit: 200))' has a name that is not UTF-8 (its other bytes shown as \\xNN); it is not compared",
                                            location: SourceLocation(file: root + "/" + name, line: 0, column: 0))
                result.append(File(path: name, status: .unreadable, diff: nil, error: error))
            }
        }
        for path in oldSet.union(newSet).sorted() {
            guard oldSet.contains(path) else {
                result.append(File(path: path, status: .added, diff: nil, error: nil))
                continue
            }
            guard newSet.contains(path) else {
                result.append(File(path: path, status: .removed, diff: nil, error: nil))
                continue
            }
            do {
                let before = try InterfaceDocument(path: old + "/" + path, shown: old + "/" + path, options: options)
                let after = try InterfaceDocument(path: new + "/" + path, shown: new + "/" + path, options: options)
                let diff = DocumentDiff(old: before, new: after)
                result.append(File(path: path, status: diff.isSame ? .same : .changed, diff: diff, error: nil))
            } catch {
                result.append(File(path: path, status: .unreadable, diff: nil, error: error))
            }
        }
        oldRoot = old
        newRoot = new
        files = result
    }

    /// The storyboards and xibs under `root`, relative to it, sorted, and the entries whose names
    /// are not UTF-8.
    private static func documents(under root: String, walk: DirectoryWalk) throws(StoryboardError) -> (files: [String], unreadable: [String]) {
        let result: DirectoryWalk.Result
        do throws(FileIssue) {
            result = try walk.walk(root) { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
        } catch {
            throw StoryboardError(code: error.code, message: error.message, location: SourceLocation(file: root, line: 0, column: 0))
        }
        if let truncation = result.truncation {
            throw StoryboardError(code: .bundleTooLarge, message: "'\(Quote.path(root))' has \(truncation)",
                                  location: SourceLocation(file: root, line: 0, column: 0))
        }
        return (result.files, result.unreadableNames)
    }

    /// Whether every file is in both trees and means the same in both.
    public var isSame: Bool { files.allSatisfy { $0.status == .same } }

    /// The comparison as `scene-inspect diff` prints it: a line per file added or removed, the
    /// diff of each file that changed; with `showingNoise`, the noise of files that mean the same too.
    public func text(showingNoise: Bool = false) -> String {
        var text = ""
        for file in files {
            switch file.status {
            case .added: text += "+ \(Quote.line(file.path)) (only in \(Quote.line(newRoot)))\n"
            case .removed: text += "- \(Quote.line(file.path)) (only in \(Quote.line(oldRoot)))\n"
            case .unreadable: text += "! \(Quote.line(file.path)): \(file.error.map { Quote.line($0.message) } ?? "")\n"
            case .changed: text += file.diff!.text(showingNoise: showingNoise)
            case .same: if showingNoise && !(file.diff?.noise.isEmpty ?? true) { text += file.diff!.text(showingNoise: true) }
            }
        }
        if files.allSatisfy({ $0.status == .same }) { text += "no change in meaning in \(files.count) file\(files.count == 1 ? "" : "s")\n" }
        return text
    }

    /// The comparison as the JSON object of `scene-inspect diff --json` on two directories.
    public func jsonText() -> String {
        var writer = JSONWriter()
        writer.open("{")
        writer.key("schemaVersion"); writer.value(DocumentDiff.jsonSchemaVersion)
        writer.key("old"); writer.value(oldRoot)
        writer.key("new"); writer.value(newRoot)
        writer.key("same"); writer.value(isSame)
        writer.key("files")
        writer.open("[")
        for file in files {
            writer.item()
            writer.open("{")
            writer.key("path"); writer.value(file.path)
            writer.key("status"); writer.value(file.status.rawValue)
            if let diff = file.diff {
                writer.key("diff")
                diff.write(to: &writer)
            }
            if let error = file.error {
                writer.key("error")
                writer.open("{")
                writer.key("code"); writer.value(error.code.rawValue)
                writer.key("message"); writer.value(error.message)
                writer.key("line"); writer.value(error.location.line)
                writer.key("column"); writer.value(error.location.column)
                writer.close("}")
            }
            writer.close("}")
        }
        writer.close("]")
        writer.close("}")
        return writer.text
    }
}
