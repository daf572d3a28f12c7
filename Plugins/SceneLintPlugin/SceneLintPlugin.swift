import Foundation
import PackagePlugin

/// A build-tool plugin: add it to a target (`plugins: [.plugin(name: "SceneLintPlugin", package:
/// "SceneLoader")]`) and `swift build` lints the target's storyboards and xibs with `scene-inspect lint`.
/// Each finding is printed in compiler format (`path:line:col: error: message [rule]`), which the
/// build shows as a diagnostic at its file and line; an error fails the build. The nearest
/// `.scene-inspect.json` above the package configures the rules, as on the command line.
///
/// The command's declared output is an empty Swift file that the target compiles, written only when
/// the lint passes: that makes the build run the command whenever a storyboard or xib changes, and only then.
@main
struct SceneLintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let storyboards = module.sourceFiles.map(\.url).filter { $0.pathExtension == "storyboard" || $0.pathExtension == "xib" }
            .sorted { $0.path < $1.path }
        guard !storyboards.isEmpty else { return [] }
        let tool = try context.tool(named: "scene-inspect")
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("SceneLint\(module.name).swift")
        // sh runs the lint, then writes the stamp only when it passed; paths go as "$@", never
        // through the shell's parsing.
        let script = "\"$0\" lint --format text \"$@\" && printf '// scene-inspect lint passed\\n' > \"$SCENE_LINT_STAMP\""
        return [.buildCommand(
            displayName: "Linting \(storyboards.count) storyboard(s) and xib(s) of \(module.name)",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", script, tool.url.path] + storyboards.map(\.path),
            environment: ["SCENE_LINT_STAMP": stamp.path],
            inputFiles: storyboards + [tool.url],
            outputFiles: [stamp])]
    }
}
