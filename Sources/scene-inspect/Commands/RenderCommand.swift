#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoader

/// `scene-inspect render (FILE | DIR STORYBOARD) [IDENTIFIER] --svg OUT`: draws a tab bar
/// controller's tab bar; from a directory (a bundle), with its images and strings tables.
enum RenderCommand: Command {
    static let svg = Option.value("--svg", "OUT", .text, help: "write the SVG to OUT ('-' for standard output); required")
    static let png = Option.value("--png", "OUT", .text, help: "also write a PNG of it to OUT ('-' for standard output), made by rsvg-convert")
    static let custom = Option.flag("--custom", help: "draw the app's own tab bar style instead of the system one")
    static let select = Option.value("--select", "N", .integer(0...Int.max), help: "select tab N first (default 0)")
    static let regular = Option.flag("--regular", help: "a regular-width tab bar controller (up to 8 tabs before More)")
    static let width = Option.value("--width", "PT", .points(max: 10_000), help: "the bar's width in points (default 390; tvOS 1920)")
    static let height = Option.value("--height", "PT", .points(max: 10_000), help: "the bar's height in points (default 49; tvOS 140)")
    static let scale = Option.value("--scale", "N", .integer(1...4), help: "pixels per point, 1 to 4 (default 2)")
    static let assets = Option.value("--assets", "DIR", .text,
                                     help: "the asset catalog (an .xcassets folder or a folder holding some; default: beside FILE)")

    static let name: String? = "render"
    static let declaration = CommandDeclaration(
        name: name,
        usage: "render (FILE | DIR STORYBOARD) [IDENTIFIER] --svg OUT [--png OUT] [--custom] [--select N] [--regular] [--width PT] [--height PT] [--scale N] [--assets DIR] [--localization LANG]... [--target NAME] (- reads standard input)",
        summary: "Draws the tab bar of a tab bar controller (IDENTIFIER, else the initial controller, else the first tab bar controller) as SVG ('-' for standard output), and as PNG with rsvg-convert; from a directory (a bundle), the storyboard named STORYBOARD with the bundle's images and strings tables. Of a xib, a tab bar placed as a view (IDENTIFIER its object id, else the first).",
        options: [svg, png, custom, select, regular, width, height, scale, assets] + BundleFlags.options)

    static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
        let assets = arguments.text(Self.assets)
        let operands = arguments.operands
        guard let svgPath = arguments.text(Self.svg) else { throw UsageError("--svg OUT is required (use '-' for standard output)") }
        let load = LoadFlags.loadOptions(arguments)
        let bundles = try BundleFlags(arguments, load: load)
        let isBundle = operands.first.map(BundleFlags.isBundle) ?? false
        guard (isBundle ? 2...3 : 1...2).contains(operands.count) else {
            throw UsageError(operands.isEmpty ? "no storyboard file given"
                : "expected \(isBundle ? "a directory, a storyboard name" : "a file") and at most an identifier, got \(operands.count) operands")
        }
        let pngPath = arguments.text(Self.png)
        if pngPath != nil && svgPath == "-" { throw UsageError("--png needs --svg to name a file") }
        let file = operands[0]
        var bundle: StoryboardBundle?
        if isBundle {
            // In a project, the target --target names, else the one with a storyboard of that name.
            guard let found = try bundles.reportingBundle(at: file, storyboard: operands[1]) else { return 1 }
            bundle = found
        }
        let document: InterfaceBuilderDocument
        do throws(StoryboardError) {
            if let bundle {
                document = .storyboard(try bundle.storyboard(named: operands[1]))
            } else {
                switch try StandardInput.loadDocument(file, options: load) {
                case .storyboard(let loaded): document = .storyboard(bundles.localized(loaded, file: file))
                case .nib(let nib): document = .nib(nib)
                }
            }
        } catch {
            Output.report([error.diagnostic])
            return 1
        }
        let bundleResources = bundle?.resources
        Output.report(document.diagnostics)

        // A storyboard from standard input has no folder to find a catalog beside; a bundle's
        // images are all of its catalogs and image files.
        let catalog = assets.map { AssetCatalog(folders: catalogFolders(given: $0)) }
            ?? bundleResources.map { $0.assetCatalog() }
            ?? (file == "-" ? AssetCatalog(folders: []) : AssetCatalog(besideStoryboard: URL(fileURLWithPath: file)))
        for issue in catalog.issues { Output.report(.assetUnreadable, .warning, at: issue.path, issue.message) }
        // The image check runs only when there are images to check against.
        let checksImages = assets != nil || !catalog.isEmpty
        let identifier = operands.count == (isBundle ? 3 : 2) ? operands.last : nil
        let content: TabBarContent
        switch document {
        case .storyboard(let storyboard):
            if checksImages { Output.report(storyboard.imageDiagnostics(in: catalog)) }
            let shown = isBundle ? storyboard.url?.relativePath ?? operands[1] : StandardInput.shown(file)
            guard let scene = tabBarScene(in: storyboard, identifier: identifier, file: shown) else { return 1 }
            switch try tabBarContent(of: scene, in: storyboard, select: arguments.integer(Self.select), regular: arguments.flag(Self.regular)) {
            case .some(let made): content = made
            case .none: return 1
            }
        case .nib(let nib):
            if checksImages { Output.report(nib.imageDiagnostics(in: catalog)) }
            switch try tabBarContent(of: nib, id: identifier, select: arguments.integer(Self.select), file: StandardInput.shown(file)) {
            case .some(let made): content = made
            case .none: return 1
            }
        }
        var drawing = TabBarPicture.Options()
        // A tvOS bar covers the top 140 points of a 1920-point-wide screen.
        let top = content.position == .top
        drawing.width = arguments.number(Self.width) ?? (top ? 1920 : 390)
        drawing.height = arguments.number(Self.height) ?? (top ? 140 : 49)
        drawing.scale = arguments.integer(Self.scale) ?? 2
        drawing.style = arguments.flag(Self.custom) ? .custom : .system
        let picture = TabBarPicture(content, catalog: catalog, options: drawing)
        for problem in picture.problems { Output.error("\(problem) [\(DiagnosticCode.imageUnreadable)]") }

        if svgPath == "-" {
            Output.write(picture.svg)
            return 0
        }
        let inputs = { FileOutput.identities([file] + catalog.folders.map(\.path)) }
        guard FileOutput.write(to: svgPath, what: "SVG", inputs: inputs, { $0(picture.svg) }) else { return Output.unwritableStatus }
        guard let pngPath else { return 0 }
        return rasterize(svgPath, to: pngPath, inputs: inputs)
    }

    /// Runs `rsvg-convert` to make the PNG; returns the exit status. A PNG file is written as the
    /// SVG is: rsvg-convert writes a new file beside it, renamed over it once complete.
    private static func rasterize(_ svgPath: String, to pngPath: String, inputs: () -> Set<OutputFile.Identity>) -> Int32 {
        // Paths go to rsvg-convert as operands, never as options: `-x.png` becomes `./-x.png`.
        func operand(_ path: String) -> String { path.hasPrefix("-") ? "./" + path : path }
        var file: OutputFile?
        if pngPath != "-" {
            do throws(FileIssue) {
                file = try OutputFile(path: pngPath, inputs: inputs)
            } catch {
                Output.report(.fileUnwritable, at: pngPath, "the PNG was not written: \(error.message)")
                return Output.unwritableStatus
            }
        }
        let output = file.map { ["--output", operand($0.temporaryPath)] } ?? []
        let shown = pngPath == "-" ? Output.name : pngPath
        // Its output may be ours: what is buffered goes first.
        Output.flush()
        switch Subprocess.run("rsvg-convert", ["--format", "png"] + output + [operand(svgPath)]) {
        case .exited(0):
            do throws(FileIssue) {
                try file?.commit()
            } catch {
                Output.report(.fileUnwritable, at: pngPath, "the PNG was not written: \(error.message)")
                return Output.unwritableStatus
            }
            return 0
        case .exited(let status):
            Output.report(.renderRasterizerFailed, at: shown, "rsvg-convert failed with status \(status)")
        case .notFound:
            Output.report(.renderNoRasterizer, at: shown, "--png needs rsvg-convert on PATH (Debian: apt-get install librsvg2-bin); the SVG was written to \(svgPath)")
        case .failed(let code):
            Output.report(.renderRasterizerFailed, at: shown, "cannot run rsvg-convert (errno \(code))")
        }
        return 1
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
                Output.report(.renderNotTabBar, at: file, line: scene.location.line, column: scene.location.column,
                              "'\(Quote.value(identifier))' is a \(scene.kind), not a tab bar controller")
                return nil
            }
            return scene
        }
        if let initial = storyboard.initialScene, initial.kind == .tabBarController { return initial }
        if let first = storyboard.scenes.first(where: { $0.kind == .tabBarController }) { return first }
        Output.report(.renderNotTabBar, at: file, "the storyboard has no tab bar controller to draw")
        return nil
    }

    /// What a xib's tab bar (`<tabBar>` with items; the one with object id `id`, else the first)
    /// shows: its items, tab `select` (default 0) selected. Reports and returns nil when there is none.
    private static func tabBarContent(of nib: Nib, id: String?, select: Int?, file: String) throws(UsageError) -> TabBarContent? {
        let bars = nib.tabBars
        guard let bar = id.map({ id in bars.first { $0.id == id } }) ?? bars.first else {
            let what = id.map { "no tab bar with items has object id '\(Quote.value($0))'\(NearestMatch.hint(for: $0, among: bars.map(\.id)))" }
                ?? "the xib has no tab bar with items to draw"
            Output.report(.renderNotTabBar, at: file, what)
            return nil
        }
        if let select, select >= bar.items.count {
            throw UsageError("--select \(select) is out of range: the tab bar has \(bar.items.count) item\(bar.items.count == 1 ? "" : "s")")
        }
        let items = bar.items.map { TabBarContent.Item(TabBarItem(storyboardItem: $0)) }
        return TabBarContent(items: items, selectedIndex: select ?? 0)
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
        return TabBarContent(tabBarController: tabs)
    }
}
