#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoader

/// `scene-inspect lint [PATH...]`: checks storyboards, xibs and folders against the rules and writes a
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
        usage: "lint [--config FILE] [--format FORMAT] [--output FILE] [--baseline FILE | --write-baseline FILE] [--strict] [--verbose] [--max-findings N] [--allow-outside] [--jobs N] [limits] [PATH...]",
        summary: """
        Checks storyboards and xibs (files, and folders searched for them: default '.') against every rule that is on \
        (scene-inspect rules lists them) and writes one report. A folder is checked as a bundle: references across \
        files, localizations, images against its asset catalogs. Exit status 1 when a finding is an error \
        (--strict: or a warning, which every format then reports as an error), 2 for a usage or configuration error, \
        3 when the report, the baseline or standard output cannot be written (a file keeps its previous content).
        """,
        options: [config, format, output, baseline, writeBaseline, strict, verbose, maxFindings, BundleFlags.allowOutside, jobs])

    static let tool = LintTool(name: "scene-inspect", version: CommandLineTool.version)

    static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
        if arguments.text(Self.baseline) != nil && arguments.text(Self.writeBaseline) != nil {
            throw UsageError("--baseline and --write-baseline cannot be combined")
        }
        let workingDirectory = FileManager.default.currentDirectoryPath
        let configuration: LintConfiguration
        var configurationDirectory: String? = nil
        var configurationFile: String? = nil
        var configurationPath: String? = nil
        do throws(ConfigurationError) {
            // A file the user names is read even through a link; one the lookup finds never is.
            let named = arguments.text(Self.config)
            if let path = named ?? LintConfiguration.find(from: workingDirectory) {
                let shown = named ?? LintPath(workingDirectory: workingDirectory).shown(path)
                configuration = try LintConfiguration(contentsOf: path, shown: shown, followingLinks: named != nil)
                configurationDirectory = URL(fileURLWithPath: path).deletingLastPathComponent().path
                configurationFile = shown
                configurationPath = path
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
        // A folder operand that links lead out of the working directory is refused, as a bundle is.
        var operands: [String] = []
        var refused = false
        for operand in arguments.operands.isEmpty ? ["."] : arguments.operands {
            if !arguments.flag(BundleFlags.allowOutside), AssetFile.isDirectory(operand), let error = BundleFlags.containment(of: operand) {
                Output.report([error.diagnostic])
                refused = true
            } else {
                operands.append(operand)
            }
        }
        let linter = Linter(configuration: configuration, configurationDirectory: configurationDirectory,
                            workingDirectory: workingDirectory, jobs: arguments.integer(Self.jobs) ?? System.activeProcessorCount,
                            load: LoadFlags.loadOptions(arguments))
        var report = linter.lint(operands)
        report.configurationFile = configurationFile
        // What the run read, which no file it writes may be.
        let inputs = { FileOutput.identities(report.files.map(\.path) + [configurationPath, arguments.text(Self.baseline)].compactMap { $0 }) }
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
        if let path = arguments.text(Self.writeBaseline),
           !FileOutput.write(to: path, what: "baseline", inputs: inputs, { $0(Baseline.text(of: report.findings)) }) {
            return Output.unwritableStatus
        }
        let format = arguments.text(Self.format).flatMap(LintFormat.init(rawValue:)) ?? .text
        let limits = arguments.integer(Self.maxFindings).map(ReportLimits.init(maxFindings:)) ?? ReportLimits()
        if let path = arguments.text(Self.output), path != "-" {
            let written = FileOutput.write(to: path, what: "report", inputs: inputs, allowingWorkflowCommands: format == .github) { sink in
                format.write(report, tool: tool, limits: limits, to: sink)
            }
            guard written else { return Output.unwritableStatus }
        } else {
            format.write(report, tool: tool, limits: limits) { Output.write($0, allowingWorkflowCommands: format == .github) }
        }
        return report.hasErrors || refused ? 1 : 0
    }
}
