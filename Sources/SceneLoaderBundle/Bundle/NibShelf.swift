#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoaderCore

/// The xibs of a bundle: the files, grouped by name with their localized variants, each loaded at
/// most once. Made from the paths discovery found (``init(paths:root:)``): the one place a list
/// of xibs becomes a bundle's, whoever found them (a folder's walk, a target's resources).
final class NibShelf: Sendable {
    /// Every xib, sorted by relative path.
    let files: [NibFile]
    /// Two xibs of one name and localization: both are read, a lookup by name loads the first.
    let diagnostics: [Diagnostic]
    private let variantsByName: [String: [Int]]
    private let slots: [Slot]

    /// The xibs at `paths` (relative to `root`, sorted); a second of one name and localization is
    /// a note (`severity`: a warning in a target, which cannot build both into one bundle).
    init(paths: [String], root: URL, severity: Diagnostic.Severity = .note) {
        var files: [NibFile] = []
        var diagnostics: [Diagnostic] = []
        var seen: [String: String] = [:]
        for path in paths {
            let file = NibFile(path: path, root: root)
            let key = file.name + "\u{0}" + (file.localization ?? "")
            if let first = seen[key] {
                diagnostics.append(Diagnostic(
                    severity: severity, code: .duplicateStoryboard,
                    message: "a second xib named '\(Quote.value(file.name))'\(file.localization.map { " for localization '\(Quote.value($0))'" } ?? ""): both are read; a lookup by name loads '\(Quote.value(first))'",
                    location: SourceLocation(file: root.appendingPathComponent(path).relativePath, line: 0, column: 0)))
            } else {
                seen[key] = path
            }
            files.append(file)
        }
        self.files = files
        self.diagnostics = diagnostics
        var variants: [String: [Int]] = [:]
        for (index, file) in files.enumerated() { variants[file.name, default: []].append(index) }
        variantsByName = variants
        slots = files.map { _ in Slot() }
    }

    /// The names, sorted, each once.
    var names: [String] { variantsByName.keys.sorted() }

    /// Every variant of the nib called `name`, sorted by path.
    func variants(named name: String) -> [NibFile] { (variantsByName[name] ?? []).map { files[$0] } }

    /// The position of `file` in ``files``.
    func index(of file: NibFile) -> Int? { variantsByName[file.name]?.first { files[$0] == file } }

    /// The file at `index`, loaded at most once.
    func load(_ index: Int, options: LoadOptions) -> Result<Nib, StoryboardError> {
        slots[index].value {
            do throws(StoryboardError) {
                return .success(try Nib(contentsOf: files[index].url, options: options))
            } catch {
                return .failure(error)
            }
        }
    }

    /// One file's registry, loaded by the first caller while the others wait.
    private final class Slot: Sendable {
        private let state = Locked<Result<Nib, StoryboardError>?>(nil)

        func value(_ load: () -> Result<Nib, StoryboardError>) -> Result<Nib, StoryboardError> {
            state.withLock { stored in
                if let stored { return stored }
                let result = load()
                stored = result
                return result
            }
        }
    }
}
