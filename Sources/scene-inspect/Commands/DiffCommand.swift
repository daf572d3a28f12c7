#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SceneLoader

/// `scene-inspect diff OLD NEW`: what changed between two storyboards or xibs (or two directories
/// of them), in their terms; also git's external diff driver and textconv (docs/MERGE.md).
enum DiffCommand: Command {
    static let all = Option.flag("--all", help: "list every noise change (version stamps, geometry, canvas, order) instead of one line per kind")
    static let json = Option.flag("--json", help: "the diff as JSON (docs/scene-inspect-diff.schema.json)")
    static let textconv = Option.flag("--textconv", help: "print FILE as text for git's line diff (git's diff.<driver>.textconv): one element a line, noise left out")
    static let git = Option.flag("--git", help: "git's external diff driver (GIT_EXTERNAL_DIFF, diff.<driver>.command): takes git's seven operands, always exits 0")

    static let name: String? = "diff"
    static let declaration = CommandDeclaration(
        name: name,
        usage: "diff OLD NEW [--all] [--json] | diff --textconv FILE | diff --git PATH OLD-FILE OLD-HEX OLD-MODE NEW-FILE NEW-HEX NEW-MODE",
        summary: """
        Prints what changed between two storyboards or xibs, or two directories of them, in their terms:
        scenes and controllers added, removed or renamed, segues and relationships, outlets and actions,
        views by path, constraints per view, resources and localizable strings, each with its line in OLD
        and NEW. Noise (version stamps, geometry, canvas positions, order) is one line per kind, each
        change with --all. Exit status: 0 when they mean the same, 1 when they differ, 2 for a usage
        error or a file that cannot be read.
        """,
        options: [all, json, textconv, git])

    static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
        let operands = arguments.operands
        let options = LoadFlags.loadOptions(arguments)
        let showingNoise = arguments.flag(Self.all)
        let asJSON = arguments.flag(Self.json)
        if arguments.flag(Self.textconv) {
            guard operands.count == 1 else { throw UsageError("--textconv takes one FILE, got \(operands.count) operands") }
            do {
                Output.write(try InterfaceDocument(path: operands[0], shown: operands[0], options: options).outline())
                return 0
            } catch {
                Output.report([error.diagnostic])
                return 2
            }
        }
        if arguments.flag(Self.git) {
            // git names an unmerged path alone: there is nothing to compare yet.
            if operands.count == 1 {
                Output.write("* Unmerged path \(operands[0])\n")
                return 0
            }
            guard operands.count == 7 || operands.count == 9 else {
                throw UsageError("--git takes git's 7 operands (PATH OLD-FILE OLD-HEX OLD-MODE NEW-FILE NEW-HEX NEW-MODE), got \(operands.count)")
            }
            return gitDiff(path: operands[0], old: operands[1], new: operands[4], showingNoise: showingNoise, options: options)
        }
        guard operands.count == 2 else {
            throw UsageError(operands.count < 2 ? "diff needs OLD and NEW" : "expected OLD and NEW, got \(operands.count) operands")
        }
        let (old, new) = (operands[0], operands[1])
        let directories = (isDirectory(old), isDirectory(new))
        guard directories.0 == directories.1 else {
            throw UsageError("OLD and NEW must both be files or both be directories")
        }
        do {
            if directories.0 {
                let diff = try DirectoryDiff(old: old, new: new, options: options)
                Output.write(asJSON ? diff.jsonText() + "\n" : diff.text(showingNoise: showingNoise))
                for file in diff.files { if let error = file.error { Output.report([error.diagnostic]) } }
                return diff.files.contains { $0.status == .unreadable } ? 2 : (diff.isSame ? 0 : 1)
            }
            let diff = DocumentDiff(old: try InterfaceDocument(path: old, shown: old, options: options),
                                    new: try InterfaceDocument(path: new, shown: new, options: options))
            Output.write(asJSON ? diff.jsonText() + "\n" : diff.text(showingNoise: showingNoise))
            return diff.isSame ? 0 : 1
        } catch {
            Output.report([error.diagnostic])
            return 2
        }
    }

    /// git's external diff: `PATH OLD-FILE OLD-HEX OLD-MODE NEW-FILE NEW-HEX NEW-MODE`, `/dev/null`
    /// for a side that does not exist. Exits 0 whatever it finds: git stops the whole diff when an
    /// external diff exits otherwise.
    private static func gitDiff(path: String, old: String, new: String, showingNoise: Bool, options: LoadOptions) -> Int32 {
        Output.write("diff --scene-inspect a/\(path) b/\(path)\n")
        do {
            if old == "/dev/null" || new == "/dev/null" {
                let document = try InterfaceDocument(path: old == "/dev/null" ? new : old, shown: path, options: options)
                Output.write("\(old == "/dev/null" ? "new" : "deleted") \(document.kind.rawValue)\n")
                return 0
            }
            var diff = DocumentDiff(old: try InterfaceDocument(path: old, shown: "a/" + path, options: options),
                                    new: try InterfaceDocument(path: new, shown: "b/" + path, options: options)).text(showingNoise: showingNoise)
            // git's own header already names the file: the diff's two name lines are left out.
            diff = diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n")
            Output.write(diff)
        } catch {
            Output.write("cannot compare: \(error.description)\n")
        }
        return 0
    }

    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
