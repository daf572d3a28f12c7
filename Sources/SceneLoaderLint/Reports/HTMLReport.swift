#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoaderCore
import SceneLoaderRuntime
import SceneLoaderBundle
import SceneLoaderDrawing

/// A lint report as one self-contained HTML page: no script, no network, no external file. A
/// summary, then a table of contents by target (in a folder with an Xcode project) and file (files
/// with errors first, then with warnings), then for each file its findings (errors first, each
/// with the source lines around it) and, for each storyboard, its scene graph and a picture of each
/// tab bar controller's bar, both inline SVG (``SceneGraph/svg(idPrefix:)``, ``TabBarPicture``),
/// each picture's element ids prefixed with its own. Every value from the input is escaped.
///
/// Bounded by ``ReportLimits``: findings, excerpts, graphs, tab bar pictures and the controllers
/// they instantiate; the page says what it left out. Written section by section.
struct HTMLReport {
    let report: Linter.Report
    let selection: ReportSelection
    let tool: LintTool

    /// Lines shown before and after a finding's line.
    static let context = 2
    /// The most bytes of a source line shown.
    static let maxLineLength = 400
    /// The largest source file read for excerpts.
    static let maxSourceSize = 32 << 20

    /// What the page may still spend on excerpts and pictures.
    private struct Budget {
        var excerpts: Int
        var graphs: Int
        var tabBars: Int
        var controllers: Int
        var pictures = 0
        var leftOut = (excerpts: 0, graphs: 0, tabBars: 0)
        /// The asset catalogs the pictures draw from, each read once for the whole report.
        let catalogs = AssetCatalogCache()
    }

    func write(to output: (String) -> Void) {
        let limits = selection.limits
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(e(tool.name)) lint report</title>
        <style>
        body { font: 14px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 2em; color: #1d1d1f; }
        h1 { font-size: 1.6em; } h2 { font-size: 1.2em; border-bottom: 1px solid #ddd; padding-bottom: .2em; margin-top: 2em; }
        .summary span { margin-right: 1.5em; }
        .finding { border-left: 4px solid #999; margin: 1em 0; padding: .3em .8em; background: #fafafa; }
        .finding.error { border-color: #d1242f; } .finding.warning { border-color: #bf8700; } .finding.note { border-color: #0969da; }
        .severity { font-weight: 600; text-transform: uppercase; font-size: .8em; }
        .rule, .object { font-family: ui-monospace, Menlo, monospace; font-size: .9em; color: #57606a; }
        pre { background: #f6f8fa; padding: .5em; overflow-x: auto; font: 12px/1.4 ui-monospace, Menlo, monospace; }
        pre .hit { background: #fff8c5; display: block; }
        .clean { color: #1a7f37; } .omitted { color: #57606a; font-style: italic; }
        table.contents { border-collapse: collapse; } table.contents td, table.contents th { padding: .15em .8em; text-align: left; }
        table.contents td.count { text-align: right; font-variant-numeric: tabular-nums; }
        tr.error td:first-child { border-left: 4px solid #d1242f; } tr.warning td:first-child { border-left: 4px solid #bf8700; }
        tr.note td:first-child { border-left: 4px solid #0969da; } tr.clean td:first-child { border-left: 4px solid #1a7f37; }
        figure { margin: 1em 0; overflow-x: auto; } figcaption { color: #57606a; font-size: .9em; }
        </style>
        </head>
        <body>
        <h1>\(e(tool.name)) \(e(tool.version)) lint report</h1>

        """
        let files = selection.files
        let errors = files.reduce(0) { $0 + $1.errors }, warnings = files.reduce(0) { $0 + $1.warnings }, notes = files.reduce(0) { $0 + $1.notes }
        html += "<p class=\"summary\" id=\"summary\"><span>\(files.count) files</span><span>\(errors) errors</span><span>\(warnings) warnings</span><span>\(notes) notes</span>"
        if let configuration = report.configurationFile { html += "<span>configuration: \(e(Quote.line(configuration)))</span>" }
        html += "</p>\n"
        if selection.omitted > 0 { html += "<p class=\"omitted\">\(e(selection.omissionSentence)).</p>\n" }
        let groups = selection.groups
        // Contents: a table per group, each file linking to its section.
        html += "<nav id=\"contents\">\n<h2>Contents</h2>\n"
        for group in groups {
            if let title = group.title { html += "<h3>\(e(Quote.line(title)))</h3>\n" }
            html += "<table class=\"contents\">\n<thead><tr><th>File</th><th>Errors</th><th>Warnings</th><th>Notes</th></tr></thead>\n<tbody>\n"
            for index in group.files {
                let file = files[index]
                let kind = file.errors > 0 ? "error" : file.warnings > 0 ? "warning" : file.notes > 0 ? "note" : "clean"
                html += "<tr class=\"\(kind)\"><td><a href=\"#file-\(index + 1)\">\(e(Quote.line(file.path)))</a></td>"
                html += "<td class=\"count\">\(file.errors)</td><td class=\"count\">\(file.warnings)</td><td class=\"count\">\(file.notes)</td></tr>\n"
            }
            html += "</tbody>\n</table>\n"
        }
        html += "</nav>\n"
        output(html)
        var budget = Budget(excerpts: limits.maxExcerpts, graphs: limits.maxGraphs, tabBars: limits.maxTabBarPictures,
                            controllers: limits.maxPictureControllers)
        // Each file's section once, in the order of the contents (a file of two targets is listed
        // in both, shown at its first place).
        var written = Set<Int>()
        for group in groups {
            for index in group.files where written.insert(index).inserted {
                output(section(files[index], number: index + 1, budget: &budget))
            }
        }
        var tail = ""
        let left = budget.leftOut
        if left.excerpts + left.graphs + left.tabBars > 0 {
            var parts: [String] = []
            if left.excerpts > 0 { parts.append("the source lines of \(left.excerpts) findings") }
            if left.graphs > 0 { parts.append("\(left.graphs) scene graphs") }
            if left.tabBars > 0 { parts.append("\(left.tabBars) tab bar pictures") }
            tail += "<p class=\"omitted\">Not shown, past the report's limits: \(parts.joined(separator: ", ")).</p>\n"
        }
        tail += "</body>\n</html>\n"
        output(tail)
    }

    private func e(_ text: String) -> String { XMLText.escaped(text) }

    /// One file's section: its findings (errors first), what was left out, its pictures.
    private func section(_ file: ReportSelection.FileGroup, number: Int, budget: inout Budget) -> String {
        var html = "<section class=\"file\" id=\"file-\(number)\">\n<h2>\(e(Quote.line(file.path)))</h2>\n"
        if file.shown.isEmpty && file.omitted == 0 {
            html += "<p class=\"clean\">No findings.</p>\n"
        } else {
            // Excerpts for the first findings, within the file's and the report's budgets.
            let excerpted = min(file.shown.count { $0.diagnostic.location.line > 0 }, selection.limits.maxExcerptsPerFile, budget.excerpts)
            var given = 0
            var needed: [Finding] = []
            for finding in file.shown where finding.diagnostic.location.line > 0 && given < excerpted {
                needed.append(finding)
                given += 1
            }
            budget.excerpts -= excerpted
            budget.leftOut.excerpts += file.shown.count { $0.diagnostic.location.line > 0 } - excerpted
            let lines = HTMLReport.sourceLines(file.file, needed: needed)
            var left = excerpted
            for finding in file.shown {
                let withExcerpt = left > 0 && finding.diagnostic.location.line > 0
                if withExcerpt { left -= 1 }
                html += HTMLReport.finding(finding, lines: withExcerpt ? lines : [:])
            }
            if file.omitted > 0 {
                html += "<p class=\"omitted\">\(file.omitted) more finding\(file.omitted == 1 ? " of this file is" : "s of this file are") not shown.</p>\n"
            }
        }
        if let storyboard = file.file?.storyboard, let linted = file.file {
            html += HTMLReport.pictures(storyboard, catalogs: linted.assetCatalogFolders, budget: &budget)
        }
        return html + "</section>\n"
    }

    private static func finding(_ finding: Finding, lines: [Int: String]) -> String {
        let diagnostic = finding.diagnostic
        let severity = diagnostic.severity.rawValue
        var html = "<div class=\"finding \(severity)\">\n"
        html += "<p><span class=\"severity\">\(severity)</span> \(XMLText.escaped(diagnostic.message)) "
        html += "<span class=\"rule\">[\(XMLText.escaped(finding.ruleID))]</span><br>\n"
        html += "<span class=\"object\">\(XMLText.escaped(diagnostic.location.description))"
        if let object = finding.objectID { html += " · object \(XMLText.escaped(object))" }
        html += "</span></p>\n"
        let line = diagnostic.location.line
        if line > 0 {
            let shown = (max(1, line - context)...(line + context)).filter { lines[$0] != nil }
            if !shown.isEmpty {
                html += "<pre>"
                for number in shown {
                    let digits = String(number)
                    let text = String(repeating: " ", count: max(0, 5 - digits.count)) + digits + "  " + XMLText.escaped(lines[number] ?? "")
                    html += number == line ? "<span class=\"hit\">\(text)</span>" : text + "\n"
                }
                html += "</pre>\n"
            }
        }
        for note in diagnostic.notes {
            html += "<p class=\"object\">note: \(XMLText.escaped(note.location.description)): \(XMLText.escaped(note.message))</p>\n"
        }
        return html + "</div>\n"
    }

    /// The lines the findings need (their own and the context around them), by number.
    private static func sourceLines(_ file: Linter.Report.File?, needed findings: [Finding]) -> [Int: String] {
        guard let url = file?.storyboard?.url ?? file?.nib?.url else { return [:] }
        var wanted: Set<Int> = []
        for finding in findings where finding.diagnostic.location.line > 0 {
            let line = finding.diagnostic.location.line
            for number in max(1, line - context)...(line + context) { wanted.insert(number) }
        }
        guard !wanted.isEmpty, case .success(let bytes) = SecureFile.contents(of: url.path, shown: url.path, limit: maxSourceSize) else { return [:] }
        var lines: [Int: String] = [:]
        var number = 1
        var start = 0
        let last = wanted.max() ?? 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x0A {
            if wanted.contains(number) {
                var end = index
                if end > start && bytes[end - 1] == 0x0D { end -= 1 }
                let text = String(decoding: bytes[start..<min(end, start + maxLineLength)], as: UTF8.self)
                lines[number] = end - start > maxLineLength ? text + "…" : text
            }
            number += 1
            start = index + 1
            if number > last { break }
        }
        return lines
    }

    /// The scene graph and a picture of each tab bar controller's bar, as inline SVG, within the
    /// report's budget; each picture's ids start with a prefix of its own (`p3-`).
    private static func pictures(_ storyboard: Storyboard, catalogs: [URL], budget: inout Budget) -> String {
        guard !storyboard.scenes.isEmpty else { return "" }
        var html = ""
        let graph = storyboard.sceneGraph()
        if budget.graphs > 0 {
            budget.pictures += 1
            if let svg = graph.svg(idPrefix: "p\(budget.pictures)-") {
                budget.graphs -= 1
                html += "<details class=\"graph\" open><summary>Scene graph (\(storyboard.scenes.count) scenes)</summary>\n"
                html += "<figure class=\"graph\">\n\(inlineSVG(svg))\n</figure>\n</details>\n"
            } else {
                html += "<p class=\"omitted\">The scene graph has \(storyboard.scenes.count) scenes, more than a page draws (\(SceneGraph.maxDrawnNodes)): scene-inspect graph draws it.</p>\n"
            }
        } else {
            budget.leftOut.graphs += 1
        }
        let tabBars = storyboard.scenes.filter { $0.kind == .tabBarController }
        let catalog = tabBars.isEmpty ? AssetCatalog(folders: []) : AssetCatalog(folders: catalogs, cache: budget.catalogs)
        for scene in tabBars {
            guard budget.tabBars > 0, budget.controllers > 0 else {
                budget.leftOut.tabBars += 1
                continue
            }
            // What the runtime shows (its More rule and More item), as `render` draws it. A tab that
            // is a broken reference (a finding of the report) must not take the picture with it: the
            // storyboard on its own keeps references into other files as placeholders. A scene that
            // cannot be instantiated even so has no picture.
            guard let id = scene.id,
                  let tabs = (try? storyboard.instantiateViewController(withID: id) as? TabBarController)
                      ?? (try? storyboard.resolving(through: nil).instantiateViewController(withID: id) as? TabBarController),
                  !(tabs.viewControllers ?? []).isEmpty else { continue }
            budget.controllers -= controllerCount(tabs)
            budget.tabBars -= 1
            budget.pictures += 1
            var options = TabBarPicture.Options()
            options.idPrefix = "p\(budget.pictures)-"
            let picture = TabBarPicture(TabBarContent(tabBarController: tabs), catalog: catalog, options: options)
            var caption = "Tab bar of tabBarController"
            if let id = scene.id { caption += " " + id }
            if let identifier = scene.storyboardIdentifier { caption += " (\(identifier))" }
            html += "<figure class=\"tab-bar\">\n\(inlineSVG(picture.svg))\n<figcaption>\(XMLText.escaped(Quote.line(caption)))</figcaption>\n</figure>\n"
        }
        return html
    }

    /// The controllers of the tree `root` heads.
    private static func controllerCount(_ root: ViewController) -> Int {
        var count = 0
        var stack = [root]
        while let controller = stack.popLast() {
            count += 1
            stack += controller.children
        }
        return count
    }

    /// An SVG document as inline markup: without its XML declaration.
    private static func inlineSVG(_ svg: String) -> String {
        guard svg.hasPrefix("<?xml"), let start = svg.firstIndex(of: "\n") else { return svg }
        return String(svg[svg.index(after: start)...].drop { $0.isWhitespace })
    }
}
