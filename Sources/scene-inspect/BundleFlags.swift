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
    static let target = Option.value(
        "--target", "NAME", .text,
        help: "in a directory with an Xcode project, the target whose bundle is read (its name, or PROJECT/NAME)")

    static let allowOutside = Option.flag(
        "--allow-outside",
        help: "read a directory operand inside the working directory that symbolic links lead outside it (refused otherwise)")

    /// The options, in the order the help lists them.
    static let options = [bundleID, localization, target, allowOutside]

    /// `--bundle-id` pairs, in the order given: the identifier and the folder.
    let identified: [(identifier: String, directory: String)]
    /// `--localization`, in the order given.
    private let preferredLocalizations: [String]
    /// `--target`, if given.
    let targetName: String?
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
        targetName = arguments.text(Self.target)
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
            message: "'\(Quote.path(path))' leads outside the working directory through a symbolic link (to '\(Quote.path(real))'); it is not read (--allow-outside reads it)",
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

    /// `storyboard`, loaded from the file `path`, with the strings tables UIKit would apply for the
    /// `--localization` languages: for a file in a `Base.lproj` folder, the tables beside it
    /// (docs/BUNDLES.md). Without `--localization`, or for standard input, the file as it is.
    func localized(_ storyboard: Storyboard, file path: String) -> Storyboard {
        guard !preferredLocalizations.isEmpty, path != "-",
              let strings = StoryboardBundle.localizedStrings(besideStoryboard: URL(fileURLWithPath: path), localizations: options.localizations,
                                                              platform: storyboard.documentInfo.platform) else { return storyboard }
        return storyboard.localized(with: strings)
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

    /// The bundles `--bundle-id` names, other than the folder at `path` itself.
    private func searchPath(excluding path: String) throws(StoryboardError) -> [StoryboardBundle] {
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
        return searchPath
    }

    /// The folder at `path` as it is read: a project (``StoryboardProject``) when it has an Xcode
    /// project or a Swift package with targets, else a bundle as before (with the `--bundle-id`
    /// bundles, other than itself, as its search path). Diagnostics name files by `path` joined
    /// with their path in the folder, relative to the working directory as the user named it.
    func read(_ path: String) throws(StoryboardError) -> Directory {
        let searchPath = try searchPath(excluding: path)
        let project = try StoryboardProject(url: URL(fileURLWithPath: path), searchPath: searchPath, options: options)
        if project.hasProjects {
            guard let targetName else { return .project(project) }
            return .target(try project.target(named: targetName), project)
        }
        if let targetName {
            throw StoryboardError(code: .projectUnknownTarget,
                                  message: "--target \(Quote.value(targetName)): '\(Quote.path(path))' has no Xcode project or Swift package with targets",
                                  location: SourceLocation(file: path, line: 0, column: 0))
        }
        let identifier = identified.first { Self.key($0.directory) == Self.key(path) }?.identifier
        return .bundle(try StoryboardBundle(url: URL(fileURLWithPath: path), identifier: identifier, searchPath: searchPath, options: options))
    }

    /// How a directory operand is read.
    enum Directory {
        /// A folder without projects: one bundle, as before.
        case bundle(StoryboardBundle)
        /// A folder with projects: every target, and the storyboards in none.
        case project(StoryboardProject)
        /// The target `--target` names, of the project.
        case target(StoryboardBundle, StoryboardProject)
    }

    /// The one bundle a command that needs one reads from the folder at `path`: the folder's, or,
    /// in a project, the target `--target` names, else the target with a storyboard named
    /// `storyboard`, else the only target with storyboards.
    /// - Throws: ``UsageError`` for an unknown target (with the nearest), or when the choice is
    ///   ambiguous (the targets are listed); ``StoryboardError`` when the folder cannot be read.
    func bundle(at path: String, storyboard: String? = nil) throws(CommandFailure) -> StoryboardBundle {
        let directory: Directory
        do throws(StoryboardError) {
            directory = try read(path)
        } catch {
            throw CommandFailure(error)
        }
        switch directory {
        case .bundle(let bundle), .target(let bundle, _):
            return bundle
        case .project(let project):
            if let storyboard {
                do throws(StoryboardError) {
                    return try project.bundle(forStoryboardNamed: storyboard)
                } catch {
                    throw CommandFailure(error)
                }
            }
            let withStoryboards = project.targets.indices.filter { !project.targets[$0].files.isEmpty }
            if withStoryboards.count == 1 { return project.targets[withStoryboards[0]] }
            if withStoryboards.isEmpty { return project.folder }
            let names = withStoryboards.map { "'\(Quote.value(project.repository.displayName(ofTargetAt: $0)))'" }
            throw .usage(UsageError("'\(path)' has several targets with storyboards (\(names.joined(separator: ", "))): choose one with --target"))
        }
    }

    /// ``bundle(at:storyboard:)``, its loading error reported (nil then, for exit status 1).
    /// - Throws: ``UsageError`` as ``bundle(at:storyboard:)`` does.
    func reportingBundle(at path: String, storyboard: String? = nil) throws(UsageError) -> StoryboardBundle? {
        do throws(CommandFailure) {
            return try bundle(at: path, storyboard: storyboard)
        } catch {
            switch error {
            case .usage(let usage): throw usage
            case .load(let failure):
                Output.report([failure.diagnostic])
                return nil
            }
        }
    }

    /// Why ``bundle(at:storyboard:)`` failed: the command line, or the folder.
    enum CommandFailure: Error {
        case usage(UsageError)
        case load(StoryboardError)

        /// An unknown target or an ambiguous name is the command line's fault; the rest, the folder's.
        init(_ error: StoryboardError) {
            switch error.code {
            case .projectUnknownTarget: self = .usage(UsageError(error.message))
            case .projectAmbiguousStoryboard: self = .usage(UsageError(error.message + " with --target"))
            default: self = .load(error)
            }
        }
    }

    /// A folder's path, made comparable: absolute, `.` and `..` resolved.
    private static func key(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
