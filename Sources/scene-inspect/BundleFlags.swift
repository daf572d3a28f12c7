#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoader

/// How a directory operand is read as a bundle (``StoryboardBundle``): the other bundles that
/// references with a `bundleIdentifier` may name, which localized variant loads, and whether a
/// folder that symbolic links lead outside the working directory is read. The commands that take a
/// directory (the inspector, `instantiate`, `graph`, `simulate`, `generate`) declare these options.
struct BundleFlags {
    static let bundleID = Option.repeated(
        "--bundle-id", "ID=DIR",
        help: "the bundle at DIR has identifier ID, for references with bundleIdentifier (repeatable; DIR may be the operand itself)")
    static let localization = Option.repeated(
        "--localization", "LANG",
        help: "preferred localization, most preferred first (repeatable; default: the development region, en)")

    static let allowOutside = Option.flag(
        "--allow-outside",
        help: "read a directory operand inside the working directory that symbolic links lead outside it (refused otherwise)")

    /// The options, in the order the help lists them.
    static let options = [bundleID, localization, allowOutside]

    /// `--bundle-id` pairs, in the order given: the identifier and the folder.
    let identified: [(identifier: String, directory: String)]
    /// `--localization`, in the order given.
    private let preferredLocalizations: [String]
    /// The load options (limits and chunk size) of the command line.
    let load: LoadOptions
    /// `--allow-outside`: a directory operand may lead outside the working directory.
    let allowsOutside: Bool

    /// Discovery and loading options: the preferred localizations and the limits. Made when a
    /// bundle is read, not for every command line: `StoryboardBundle.Options` holds a set of
    /// folder names, and the first `Set<String>` of a process has its metadata made at run time, a
    /// lookup through every conformance record that inspecting a storyboard, which needs no bundle,
    /// should not pay.
    var options: StoryboardBundle.Options {
        var options = StoryboardBundle.Options()
        options.localizations = LocalizationOrder(preferredLocalizations: preferredLocalizations)
        options.load = load
        return options
    }

    /// The options of `arguments`.
    init(_ arguments: Arguments, load: LoadOptions) throws(UsageError) {
        var identified: [(identifier: String, directory: String)] = []
        for pair in arguments.texts(Self.bundleID) {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex, pair.index(after: equals) != pair.endIndex else {
                throw UsageError("--bundle-id takes ID=DIR (a bundle identifier and a folder), not '\(pair)'")
            }
            identified.append((String(pair[..<equals]), String(pair[pair.index(after: equals)...])))
        }
        self.identified = identified
        preferredLocalizations = arguments.texts(Self.localization)
        self.load = load
        allowsOutside = arguments.flag(Self.allowOutside)
    }

    /// Why the folder `path` is not read, when it lies inside the working directory as written
    /// but symbolic links lead it outside (a pull request that replaces `App` with a link to `..`
    /// or `/`): the error, or nil when it may be read. A folder named outside the working directory
    /// (`../Other`, `/srv/app`) is what the user named and is read.
    static func containment(of path: String) -> StoryboardError? {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let written = URL(fileURLWithPath: path).standardizedFileURL.path
        guard isInside(written, workingDirectory), let real = resolved(path), let realWorking = resolved(workingDirectory),
              !isInside(real, realWorking) else { return nil }
        return StoryboardError(
            code: .outsideWorkingDirectory,
            message: "'\(Quote.value(path))' leads outside the working directory through a symbolic link (to '\(Quote.value(real))'); it is not read (--allow-outside reads it)",
            location: SourceLocation(file: path, line: 0, column: 0))
    }

    /// Whether `path` is `folder` or lies under it (both absolute, without `.` or `..`).
    private static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    /// `path` with every symbolic link resolved, or nil when it does not exist.
    private static func resolved(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    /// Whether `path` names a folder to read as a bundle (a compiled `.storyboardc` folder is
    /// left to the file loader, which explains that it cannot be read).
    static func isBundle(_ path: String) -> Bool {
        // A folder named like a storyboard (`Main.storyboard/`, `Main.storyboardc`) is a file the
        // user meant to load, and is refused as one (`io.not-regular`), not walked as a project.
        let name = path.hasSuffix("/") ? String(path.dropLast()) : path
        var status = stat()
        return path != "-" && !name.hasSuffix(".storyboardc") && !name.hasSuffix(".storyboard")
            && stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// The bundle at `path`, with the `--bundle-id` bundles (other than itself) as its search path.
    /// Diagnostics name its files by `path` joined with their path in the bundle, so they are
    /// relative to the working directory as the user named the folder.
    func bundle(at path: String) throws(StoryboardError) -> StoryboardBundle {
        let options = options
        let own = Self.key(path)
        if !allowsOutside, let refused = Self.containment(of: path) { throw refused }
        var searchPath: [StoryboardBundle] = []
        for (identifier, directory) in identified where Self.key(directory) != own {
            if !allowsOutside, let refused = Self.containment(of: directory) { throw refused }
            guard Self.isBundle(directory) else {
                throw StoryboardError(code: .fileNotFound, message: "--bundle-id \(identifier)=\(directory): no such folder",
                                      location: SourceLocation(file: directory, line: 0, column: 0))
            }
            searchPath.append(try StoryboardBundle(url: URL(fileURLWithPath: directory), identifier: identifier, options: options))
        }
        let identifier = identified.first { Self.key($0.directory) == own }?.identifier
        return try StoryboardBundle(url: URL(fileURLWithPath: path), identifier: identifier, searchPath: searchPath, options: options)
    }

    /// A folder's path, made comparable: absolute, `.` and `..` resolved.
    private static func key(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
