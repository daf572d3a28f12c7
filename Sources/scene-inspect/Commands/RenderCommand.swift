#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoader

/// `scene-inspect render FILE [IDENTIFIER] --svg OUT`: draws a tab bar controller's tab bar.
enum RenderCommand: Subcommand {
    static let name = "render"
    static let usage = "render FILE [IDENTIFIER] --svg OUT [--png OUT] [--custom] [--select N] [--regular] [--width PT] [--height PT] [--scale N] [--assets DIR]"
    static let summary = "Draws the tab bar of a tab bar controller (IDENTIFIER, else the initial controller, else the first tab bar controller) as SVG ('-' for standard output), and as PNG with rsvg-convert."

    static let names = ["--svg", "--png", "--custom", "--select", "--regular", "--width", "--height", "--scale", "--assets", "--help"]

    static func run(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        let svgPath = try arguments.option("--svg")
        let pngPath = try arguments.option("--png")
        let custom = arguments.flag("--custom")
        let select = try arguments.integerOption("--select")
        let regular = arguments.flag("--regular")
        let width = try points(arguments.option("--width"), name: "--width") ?? 390
        let height = try points(arguments.option("--height"), name: "--height") ?? 49
        let scale = try arguments.integerOption("--scale") ?? 2
        let assets = try arguments.option("--assets")
        let options = try LoadFlags.parse(&arguments)
        let operands = try arguments.operands(known: names + LoadFlags.names)
        guard let svgPath else { throw UsageError("--svg OUT is required (use '-' for standard output)") }
        guard (1...4).contains(scale) else { throw UsageError("--scale takes 1 to 4, not \(scale)") }
        guard (1...2).contains(operands.count) else {
            throw UsageError(operands.isEmpty ? "no storyboard file given" : "expected a file and at most an identifier, got \(operands.count) operands")
        }
        if pngPath != nil && svgPath == "-" { throw UsageError("--png needs --svg to name a file") }
        let file = operands[0]
        let storyboard: Storyboard
        do {
            storyboard = try Storyboard(contentsOf: URL(fileURLWithPath: file), options: options)
        } catch {
            Output.report([error.diagnostic])
            return 1
        }
        Output.report(storyboard.diagnostics)

        let catalog = assets.map { AssetCatalog(folders: catalogFolders(given: $0)) }
            ?? AssetCatalog(besideStoryboard: URL(fileURLWithPath: file))
        for issue in catalog.issues { Output.error("\(issue.path): warning: \(issue.message) [asset.unreadable]") }
        // The image check runs only when there is a catalog to check against.
        if assets != nil || !catalog.folders.isEmpty { Output.report(storyboard.imageDiagnostics(in: catalog)) }

        guard let scene = tabBarScene(in: storyboard, identifier: operands.count == 2 ? operands[1] : nil, file: file) else { return 1 }
        let content: TabBarContent
        switch try tabBarContent(of: scene, in: storyboard, select: select, regular: regular) {
        case .some(let made): content = made
        case .none: return 1
        }
        var drawing = TabBarPicture.Options()
        drawing.width = width
        drawing.height = height
        drawing.scale = scale
        drawing.style = custom ? .custom : .system
        let picture = TabBarPicture(content, catalog: catalog, options: drawing)
        for problem in picture.problems { Output.error("\(problem) [image.unreadable]") }

        if svgPath == "-" {
            Output.write(picture.svg)
            return 0
        }
        do {
            try Data(picture.svg.utf8).write(to: URL(fileURLWithPath: svgPath))
        } catch {
            Output.error("\(svgPath): error: cannot write the SVG: \(error) [io.unwritable]")
            return 1
        }
        guard let pngPath else { return 0 }
        switch Subprocess.run("rsvg-convert", ["--format", "png", "--output", pngPath, svgPath]) {
        case .exited(0): return 0
        case .exited(let status):
            Output.error("\(pngPath): error: rsvg-convert failed with status \(status) [render.rasterizer-failed]")
        case .notFound:
            Output.error("\(pngPath): error: --png needs rsvg-convert on PATH (Debian: apt-get install librsvg2-bin); the SVG was written to \(svgPath) [render.no-rasterizer]")
        case .failed(let code):
            Output.error("\(pngPath): error: cannot run rsvg-convert (errno \(code)) [render.rasterizer-failed]")
        }
        return 1
    }

    private static func points(_ text: String?, name: String) throws(UsageError) -> Double? {
        guard let text else { return nil }
        guard let value = Double(text), value.isFinite, value > 0, value <= 10_000 else {
            throw UsageError("option \(name) takes a positive number of points, not '\(text)'")
        }
        return value
    }

    /// `--assets DIR`: an `.xcassets` folder itself, or a folder holding some.
    private static func catalogFolders(given path: String) -> [URL] {
        let url = URL(fileURLWithPath: path)
        return url.pathExtension == "xcassets" ? [url] : AssetCatalog.catalogFolders(in: url)
    }

    /// The tab bar controller to draw: the one with `identifier`, else the initial controller when it
    /// is one, else the first in the file. Reports and returns nil when there is none.
    private static func tabBarScene(in storyboard: Storyboard, identifier: String?, file: String) -> Scene? {
        if let identifier {
            guard let scene = storyboard.scene(withIdentifier: identifier) else {
                // Instantiation's error names the identifier and suggests the nearest one.
                do {
                    _ = try storyboard.instantiateViewController(withIdentifier: identifier)
                } catch {
                    Output.report([error.diagnostic])
                }
                return nil
            }
            guard scene.kind == .tabBarController else {
                Output.error("\(file):\(scene.location.line):\(scene.location.column): error: '\(identifier)' is a \(scene.kind), not a tab bar controller [render.not-tab-bar]")
                return nil
            }
            return scene
        }
        if let initial = storyboard.initialScene, initial.kind == .tabBarController { return initial }
        if let first = storyboard.scenes.first(where: { $0.kind == .tabBarController }) { return first }
        Output.error("\(file): error: the storyboard has no tab bar controller to draw [render.not-tab-bar]")
        return nil
    }

    /// What the tab bar shows, as the runtime has it: instantiate the tab bar controller, select tab
    /// `select` (default 0), and read its managed tab bar's items (the More item last when More
    /// shows) and selected item. `regular` gives the controller a regular width (8 items fit).
    private static func tabBarContent(of scene: Scene, in storyboard: Storyboard, select: Int?, regular: Bool) throws(UsageError) -> TabBarContent? {
        let controller: ViewController
        do {
            controller = try storyboard.instantiateViewController(withID: scene.id ?? "")
        } catch {
            Output.report([error.diagnostic])
            return nil
        }
        guard let tabs = controller as? TabBarController else { return nil }
        if regular { tabs.horizontalSizeClass = .regular }
        let count = tabs.viewControllers?.count ?? 0
        if let select {
            guard select < count else {
                throw UsageError("--select \(select) is out of range: the tab bar controller has \(count) tab\(count == 1 ? "" : "s")")
            }
            tabs.selectedIndex = select
        }
        return TabBarContent(tabs.tabBar)
    }
}
