#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoader

/// `scene-inspect lint [PATH...]`: checks storyboards and folders against the rules and writes a
/// report (compiler text, JSON, SARIF, GitHub workflow commands, JUnit or HTML).
enum LintCommand: Command {
    static let config = Option.value("--config", "FILE", .text,
                                     help: "the configuration (default: the nearest .scene-inspect.json from the working directory up to the repository root)")
    static let format = Option.choice("--format", LintFormat.allCases.map(\.rawValue), help: "the report's format (default text: path:line:col: severity: message [code])")
    static let output = Option.value("--output", "FILE", .text, help: "write the report to FILE instead of standard output")
    static let baseline = Option.value("--baseline", "FILE", .text, help: "report only findings that are not in the baseline FILE")
    static let writeBaseline = Option.value("--write-baseline", "FILE", .text, help: "record every finding in the baseline FILE (the report still lists them)")
    static let strict = Option.flag("--strict", help: "warnings fail the run too (exit status 1)")
    static let verbose = Option.flag("--verbose", help: "say on standard error which configuration file is used")
    static let maxFindings = Option.value("--max-findings", "N", .integer(1...1_000_000),
                                          help: "show at most N findings in the report, and in a file (default 20000 in all, 1000 a file); the exit status and --write-baseline count them all")
    static let jobs = InspectCommand.jobs

    static let name: String? = "lint"
    static let declaration = CommandDeclaration(
        name: name,
        usage: "lint [--config FILE] [--format FORMAT] [--output FILE] [--baseline FILE | --write-baseline FILE] [--strict] [--verbose] [--max-findings N] [--jobs N] [limits] [PATH...]",
        summary: """
        Checks storyboards (files, and folders searched for them: default '.') against every rule that is on \
        (scene-inspect rules lists them) and writes one report. A folder is checked as a bundle: references across \
        files, localizations, images against its asset catalogs. Exit status 1 when a finding is an error \
        (--strict: or a warning, which every format then reports as an error), 2 for a usage or configuration error.
        """,
        options: [config, format, output, baseline, writeBaseline, strict, verbose, maxFindings, jobs])

    static let tool = LintTool(name: "scene-inspect", version: CommandLineTool.version)

    static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
        if arguments.text(Self.baseline) != nil && arguments.text(Self.writeBaseline) != nil {
            throw UsageError("--baseline and --write-baseline cannot be combined")
        }
        let workingDirectory = FileManager.default.currentDirectoryPath
        let configuration: LintConfiguration
        var configurationDirectory: String? = nil
        var configurationFile: String? = nil
        do throws(ConfigurationError) {
            // A file the user names is read even through a link; one the lookup finds never is.
            let named = arguments.text(Self.config)
            if let path = named ?? LintConfiguration.find(from: workingDirectory) {
                let shown = named ?? LintPath(workingDirectory: workingDirectory).shown(path)
                configuration = try LintConfiguration(contentsOf: path, shown: shown, followingLinks: named != nil)
                configurationDirectory = URL(fileURLWithPath: path).deletingLastPathComponent().path
                configurationFile = shown
            } else {
                configuration = LintConfiguration()
            }
        } catch {
            Output.report(error.diagnostics)
            return 2
        }
        if arguments.flag(Self.verbose) {
            Output.error("scene-inspect: configuration: \(configurationFile.map { "'\(Quote.value($0, limit: .max))'" } ?? "none (every rule at its default)")")
        }
        let operands = arguments.operands.isEmpty ? ["."] : arguments.operands
        let linter = Linter(configuration: configuration, configurationDirectory: configurationDirectory,
                            workingDirectory: workingDirectory, jobs: arguments.integer(Self.jobs) ?? System.activeProcessorCount,
                            load: LoadFlags.loadOptions(arguments))
        var report = linter.lint(operands)
        report.configurationFile = configurationFile
        if let path = arguments.text(Self.baseline) {
            do throws(ConfigurationError) {
                let recorded = try Baseline(contentsOf: path, shown: path)
                Output.report(recorded.diagnostics)
                report = report.filtered { !recorded.contains($0) }
            } catch {
                Output.report(error.diagnostics)
                return 2
            }
        }
        if arguments.flag(Self.strict) { report = report.strict() }
        if let path = arguments.text(Self.writeBaseline), !write(Baseline.text(of: report.findings), to: path, what: "baseline") {
            return 1
        }
        let format = arguments.text(Self.format).flatMap(LintFormat.init(rawValue:)) ?? .text
        let limits = arguments.integer(Self.maxFindings).map(ReportLimits.init(maxFindings:)) ?? ReportLimits()
        if let path = arguments.text(Self.output), path != "-" {
            guard write(format.render(report, tool: tool, limits: limits), to: path, what: "report") else { return 1 }
        } else {
            format.write(report, tool: tool, limits: limits) { Output.write($0, allowingWorkflowCommands: format == .github) }
        }
        return report.hasErrors ? 1 : 0
    }

    private static func write(_ text: String, to path: String, what: String) -> Bool {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return true
        } catch {
            Output.report(.fileUnwritable, at: path, "cannot write the \(what): \(error)")
            return false
        }
    }
}
