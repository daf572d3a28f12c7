#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoader

/// `scene-inspect generate swift (FILE | DIR)... [--output FILE] [--access internal|public]
/// [--platform uikit|appkit|sceneloader]`: typed Swift for the storyboards (docs/CODEGEN.md).
enum GenerateCommand: Command {
    static let output = Option.value("--output", "FILE", .text,
                                     help: "write the Swift to FILE, only when it changes and every input was read (default: standard output)")
    static let access = Option.choice("--access", SwiftCodeGenerator.Access.allCases.map(\.rawValue),
                                      help: "access level of the generated declarations (default internal)")
    static let platform = Option.choice("--platform", SwiftCodeGenerator.Platform.allCases.map(\.rawValue),
                                        help: "UIKit (default), AppKit, or this package's runtime, which runs on Linux")

    /// The languages `generate` writes.
    static let languages = ["swift"]

    static let name: String? = "generate"
    static let declaration = CommandDeclaration(
        name: name,
        usage: "generate swift (FILE | DIR)... [--output FILE] [--access internal|public] [--platform uikit|appkit|sceneloader] [--bundle-id ID=DIR]...",
        summary: "Writes one Swift file: each storyboard's name, initial controller and identified scenes typed with their classes (through references), each class's segues with typed destinations; each xib's nib, first view typed with its class and a typed owner, a cell nib's reuse identifier and registration. A DIR is a bundle: its storyboards and xibs, references resolved in it.",
        options: [output, access, platform] + BundleFlags.options)

    static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
        var operands = arguments.operands
        guard let language = operands.first else { throw UsageError("no language given (generate swift FILE...)") }
        guard languages.contains(language) else {
            let hint = NearestMatch.suggestion(for: language, among: languages).map { " (did you mean '\($0)'?)" } ?? ""
            throw UsageError("generate writes \(languages.joined(separator: ", ")), not '\(language)'\(hint)")
        }
        operands.removeFirst()
        guard !operands.isEmpty else { throw UsageError("no storyboard or xib file or directory given") }
        guard !operands.contains("-") else { throw UsageError("generate reads files and directories, not standard input") }
        let generator = SwiftCodeGenerator(
            platform: arguments.text(Self.platform).flatMap(SwiftCodeGenerator.Platform.init(rawValue:)) ?? .uikit,
            access: arguments.text(Self.access).flatMap(SwiftCodeGenerator.Access.init(rawValue:)) ?? .internal)
        let bundles = try BundleFlags(arguments, load: LoadFlags.loadOptions(arguments))

        var failed = false
        var sources: [SwiftCodeGenerator.Source] = []
        for path in operands {
            if BundleFlags.isBundle(path) {
                guard let bundle = try bundles.reportingBundle(at: path) else {
                    failed = true
                    continue
                }
                Output.report(bundle.discoveryDiagnostics)
                sources.append(.bundle(bundle))
                continue
            }
            do throws(StoryboardError) {
                switch try InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: path), options: bundles.load) {
                case .storyboard(let storyboard):
                    Output.report(storyboard.diagnostics)
                    sources.append(.storyboard(storyboard))
                case .nib(let nib):
                    Output.report(nib.diagnostics)
                    sources.append(.nib(nib))
                }
            } catch {
                Output.report([error.diagnostic])
                failed = true
            }
        }
        let generated = generator.generate(sources)
        Output.report(generated.diagnostics)
        guard let path = arguments.text(Self.output) else {
            Output.write(generated.source)
            return failed ? 1 : 0
        }
        // A run that could not read every input makes an incomplete file: the previous one stays.
        guard !failed else {
            Output.report(.fileUnwritable, .note, at: path, "the Swift was not written: an input could not be read, and the file would lack its storyboards")
            return 1
        }
        let inputs = {
            FileOutput.identities(sources.flatMap { source -> [String] in
                switch source {
                case .bundle(let bundle): bundle.files.map(\.url.path) + bundle.nibFiles.map(\.url.path)
                case .storyboard(let storyboard): [storyboard.url?.path].compactMap { $0 }
                case .nib(let nib): [nib.url?.path].compactMap { $0 }
                }
            } + operands)
        }
        // Rewritten only when it changes, so that a build that depends on it does not rebuild.
        guard FileOutput.replace(path, with: generated.source, what: "Swift", inputs: inputs) else { return Output.unwritableStatus }
        return 0
    }
}
