import SceneLoader

/// `scene-inspect merge BASE OURS THEIRS [--output OUT | --git]`: the three-way merge of a
/// storyboard or xib, keyed by object ids (docs/MERGE.md).
enum MergeCommand: Command {
    static let output = Option.value("--output", "OUT", .text, help: "write the result to OUT (atomically) instead of standard output")
    static let git = Option.flag("--git", help: "git's merge driver: write the result into OURS (%A); a file that is not a storyboard or xib is merged line by line by git merge-file")
    static let name_ = Option.value("--name", "PATH", .text, help: "how the result is named in messages (git's %P)")
    static let markerSize = Option.value("--marker-size", "N", .integer(7...100), help: "characters in a conflict marker, 7 to 100 (git's %L; default 7)")
    static let quiet = Option.flag("--quiet", alias: "-q", help: "report conflicts only, not what the rules resolved")

    static let name: String? = "merge"
    static let declaration = CommandDeclaration(
        name: name,
        usage: "merge BASE OURS THEIRS [--output OUT | --git] [--name PATH] [--marker-size N] [--quiet]",
        summary: """
        Merges two versions of a storyboard or xib (OURS and THEIRS) made from BASE, element by element
        by object id: changes that do not overlap are combined, additions on both sides kept; version
        stamps take the newer, geometry both sides changed takes OURS, resources are unioned. What both
        sides changed differently is a conflict, reported at its line and marked in the result
        (<<<<<<< ours / ======= / >>>>>>> theirs) for an editor. The result is re-read and validated.
        Exit status: 0 merged cleanly, 1 conflicts, 2 for a usage error or an input that cannot be read.
        As git's merge driver: scene-inspect merge %O %A %B --git --name %P --marker-size %L.
        """,
        options: [output, git, name_, markerSize, quiet])

    static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
        let operands = arguments.operands
        guard operands.count == 3 else {
            throw UsageError(operands.count < 3 ? "merge needs BASE, OURS and THEIRS" : "expected BASE, OURS and THEIRS, got \(operands.count) operands")
        }
        let isGit = arguments.flag(Self.git)
        let outputPath = arguments.text(Self.output)
        if isGit && outputPath != nil { throw UsageError("--git writes into OURS; it cannot be combined with --output") }
        let options = LoadFlags.loadOptions(arguments)
        let (basePath, oursPath, theirsPath) = (operands[0], operands[1], operands[2])
        var documents: [InterfaceDocument] = []
        for path in [basePath, oursPath, theirsPath] {
            do {
                documents.append(try InterfaceDocument(path: path, shown: path, options: options))
            } catch {
                Output.report([error.diagnostic])
                guard isGit else { return 2 }
                return lineMerge(base: basePath, ours: oursPath, theirs: theirsPath)
            }
        }
        let resultName = arguments.text(Self.name_) ?? (isGit ? oursPath : (outputPath ?? Output.name))
        var mergeOptions = MergeOptions(load: options)
        if let size = arguments.integer(Self.markerSize) { mergeOptions.markerSize = size }
        let result = DocumentMerge.merge(base: documents[0], ours: documents[1], theirs: documents[2], options: mergeOptions)

        let files: [MergeSide: String] = [.base: basePath, .ours: oursPath, .theirs: theirsPath]
        if !arguments.flag(Self.quiet) {
            Output.report(result.resolutions.map { $0.diagnostic(files: files) })
        }
        Output.report(result.conflicts.map { $0.diagnostic(result: resultName, files: files) })
        if let target = isGit ? oursPath : outputPath {
            // git's merge driver writes the result over ours (%A), which it made for the purpose;
            // `--output` may be none of the three inputs.
            let inputs = { isGit ? FileOutput.identities([basePath, theirsPath]) : FileOutput.identities([basePath, oursPath, theirsPath]) }
            do throws(FileIssue) {
                let file = try OutputFile(path: target, inputs: inputs)
                try file.write(result.bytes)
                try file.commit()
            } catch {
                Output.report(.fileUnwritable, at: target, "cannot write the merge: \(error.message)")
                return 2
            }
        } else {
            Output.writeDocument(result.bytes)
        }
        if !result.isClean {
            Output.error("scene-inspect: \(result.conflicts.count) conflict\(result.conflicts.count == 1 ? "" : "s") in \(Quote.line(resultName))")
        }
        return result.isClean ? 0 : 1
    }

    /// git's own line merge, for a file `merge --git` cannot read as a storyboard or xib: the merge
    /// driver never leaves git with less than git would have done. Returns 0 when clean, else 1.
    private static func lineMerge(base: String, ours: String, theirs: String) -> Int32 {
        func operand(_ path: String) -> String { path.hasPrefix("-") ? "./" + path : path }
        Output.flush()
        switch Subprocess.run("git", ["merge-file", "-L", "ours", "-L", "base", "-L", "theirs", "--", operand(ours), operand(base), operand(theirs)]) {
        case .exited(0): return 0
        case .exited: return 1
        case .notFound, .failed:
            Output.error("scene-inspect: cannot run git merge-file; OURS is left as it was")
            return 2
        }
    }
}
