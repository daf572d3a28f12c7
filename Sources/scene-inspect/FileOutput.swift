import SceneLoader

/// Writing a file the user named (`lint --output`, `--write-baseline`, `generate --output`,
/// `render --svg`): through ``OutputFile`` (checked with `lstat`, never through a link, never a
/// file the run read, written beside it and renamed when complete), its lines under text output's
/// last guard (``Quote/lines(_:allowingWorkflowCommands:)``). A failure is reported as
/// `io.unwritable` with the path, and the previous file is left as it was.
enum FileOutput {
    /// Writes what `produce` hands its sink (whole lines each time) to `path`; false after reporting
    /// why it could not be written. `inputs` are the files the run read.
    static func write(to path: String, what: String, inputs: () -> Set<OutputFile.Identity>, allowingWorkflowCommands: Bool = false,
                      _ produce: ((String) -> Void) -> Void) -> Bool {
        let file: OutputFile
        do throws(FileIssue) {
            file = try OutputFile(path: path, inputs: inputs)
        } catch {
            report(error, path: path, what: what)
            return false
        }
        var failure: FileIssue?
        produce { piece in
            guard failure == nil else { return }
            do throws(FileIssue) {
                try file.write(Quote.lines(piece, allowingWorkflowCommands: allowingWorkflowCommands))
            } catch {
                failure = error
            }
        }
        do throws(FileIssue) {
            if let failure { throw failure }
            try file.commit()
            return true
        } catch {
            report(error, path: path, what: what)
            return false
        }
    }

    /// Writes `text` to `path` unless the file there already holds exactly it.
    static func replace(_ path: String, with text: String, what: String, inputs: () -> Set<OutputFile.Identity>) -> Bool {
        do throws(FileIssue) {
            try OutputFile.replace(path, with: Array(Quote.lines(text).utf8), inputs: inputs)
            return true
        } catch {
            report(error, path: path, what: what)
            return false
        }
    }

    /// The identities of the files at `paths` that exist.
    static func identities(_ paths: some Sequence<String>) -> Set<OutputFile.Identity> {
        Set(paths.compactMap(OutputFile.Identity.init(path:)))
    }

    private static func report(_ issue: FileIssue, path: String, what: String) {
        Output.report(.fileUnwritable, at: path, "the \(what) was not written: \(issue.message)")
    }
}
